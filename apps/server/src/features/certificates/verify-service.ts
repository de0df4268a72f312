import { toWireDate, trimWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { isStanding } from '@alma/shared/orders/order-status';
import type { Db } from '../../db/client.ts';
import { foundationOf } from '../site/service.ts';
import { findCertificateBySerial } from './repository.ts';
import type { VerifyView } from './verify-page.ts';

/** What the verification page says about a serial number (any text: unknown ones say so). */
export async function verifyCertificate(db: Db, serialNo: string, language: Language): Promise<VerifyView> {
  const found = /^ZS\d{4}[2-9A-HJ-NP-Z]{10}$/.test(serialNo)
    ? await findCertificateBySerial(db, serialNo)
    : undefined;
  if (!found) return { state: 'unknown', serialNo: serialNo.slice(0, 40) };
  const foundation = await foundationOf(db);
  return {
    // A full refund voids the certificate; a partly refunded gift still stands, certificate and all.
    state: found.voidedAt || !isStanding(found.status) ? 'voided' : 'valid',
    serialNo: found.serialNo,
    donorName: found.titleName,
    projectName: pickText(language, found.projectName, found.projectNameEn),
    amountFen: found.moneyFen,
    date: trimWireDate(toWireDate(found.paidAt ?? found.createdAt), 10),
    foundationName: pickText(language, foundation?.title ?? '', foundation?.titleEn),
  };
}
