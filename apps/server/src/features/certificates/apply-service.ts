import type { TCertificateInsertBody } from '@alma/shared/api/certificates';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import {
  CERTIFICATE_WAY_NUMBER,
  firstCertificateApplicationProblem,
  splitAreaMobile,
} from '@alma/shared/validation/certificate-application';
import { sealJson } from '../documents/sealed-details.ts';
import { getReceiptConfig } from '../site/service.ts';
import { applyForPaper } from './repository.ts';
import type { CertificateReadDeps } from './service.ts';

/**
 * certificate/insert: paper certificates for the donor's chosen donations, with the form's rules
 * (doc 3 §5, the same function as the form). All or nothing: a donation not the donor's, already
 * applied for or refunded fails the whole application and changes nothing. For a pickup the
 * foundation's place is what is kept, whatever the body says.
 */
export async function applyForPaperCertificates(
  deps: CertificateReadDeps,
  userId: number,
  body: TCertificateInsertBody,
  language: Language,
  now = new Date(),
): Promise<null> {
  const config = await getReceiptConfig(deps.db);
  const problem = firstCertificateApplicationProblem(body, config, language);
  if (problem) throw new AppError('INVALID_REQUEST', problem.key, problem.params);
  const donationIds = [...new Set(body.donateIds)];
  const pickup = body.certificateWay === CERTIFICATE_WAY_NUMBER.pickup;
  const mobile = splitAreaMobile(body.postalMobile, body.area);
  const postal = pickup
    ? {
        postalContact: config.pickUpName,
        postalMobile: config.pickUpMobile,
        postalAddress: config.pickUpAddress,
      }
    : {
        postalContact: body.postalContact.trim(),
        postalMobile: `${mobile.area}-${mobile.number}`,
        postalAddress: body.postalAddress.trim(),
      };
  await deps.db.transaction(async (tx) => {
    const applied = await applyForPaper(
      tx,
      userId,
      donationIds,
      { certificateWay: body.certificateWay, postalSealed: sealJson(deps.secrets, postal) },
      now,
    );
    if (applied !== donationIds.length) throw new AppError('INVALID_REQUEST', 'documents.notApplicable');
  });
  return null;
}
