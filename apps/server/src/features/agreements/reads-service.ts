import type { TAgreementPages, TAgreementProject, TMySignRow } from '@alma/shared/api/agreements';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import {
  AGREEMENT_PAGE_PX,
  PAGE_HEIGHT,
  PAGE_WIDTH,
} from '../../integrations/documents/agreement-page-size.ts';
import type { DocumentStore } from '../../integrations/storage/document-store.ts';
import { type DocumentLinks, verifiedLinkId } from '../documents/document-links.ts';
import { ownReceiptPages } from '../receipts/page-picture-service.ts';
import {
  type AgreementFile,
  agreementFileOfUrl,
  agreementLink,
  agreementPageLink,
} from './agreement-links.ts';
import {
  type AgreementRecord,
  type AgreementVersionRecord,
  findIssuedReceiptOf,
  findOwnAgreement,
  findVersion,
  listContractProjects,
  listOwnAgreements,
} from './repository.ts';

export type ReadDeps = { db: Db; links: DocumentLinks };

/** cpu/sign/agreement/project/getList: the projects a contract can be made for, named in the reader's language. */
export async function listAgreementProjects(db: Db, language: Language): Promise<TAgreementProject[]> {
  const rows = await listContractProjects(db);
  return rows.map((row) => ({ id: row.id, name: (language === 'English' && row.nameEn) || row.name }));
}

/** cpu/sign/agreement/getMySign: the donor's agreements with the addresses of what each has. */
export async function listMyAgreements(deps: ReadDeps, userId: number): Promise<TMySignRow[]> {
  const rows = await listOwnAgreements(deps.db, userId);
  return Promise.all(rows.map(({ agreement, version }) => mySignRow(deps, agreement, version)));
}

async function mySignRow(
  deps: ReadDeps,
  agreement: AgreementRecord,
  version: AgreementVersionRecord | null,
): Promise<TMySignRow> {
  const receiptId = agreement.donationId ? await findIssuedReceiptOf(deps.db, agreement.donationId) : null;
  return {
    id: agreement.id,
    signTime: toWireDate(version?.signedAt ?? agreement.createdAt) ?? '',
    donateItemTitle: agreement.projectTitle,
    donationAmount: fenToYuan(agreement.amountFen),
    mutualAgreementUrl: version?.sealedKey
      ? agreementLink(deps.links, agreement.id, version.version, 'm')
      : '',
    unilateralAgreementUrl: version
      ? agreementLink(deps.links, agreement.id, version.version, 's')
      : agreementLink(deps.links, agreement.id, 0, 'u'),
    donationReceiptsUrl: receiptId ? deps.links.linkTo('receipt', String(receiptId)) : '',
    status: agreement.status,
  };
}

/**
 * cpu/sign/agreement/pages (ours): the pictures of an agreement PDF this server gave the caller,
 * one per page — or of the caller's own receipt (my list's donationReceiptsUrl). Someone else's
 * address, an altered or expired one, is "not found".
 */
export async function agreementPages(
  deps: ReadDeps & { documents: DocumentStore },
  userId: number,
  url: string,
): Promise<TAgreementPages> {
  const receiptId = verifiedLinkId(deps.links, 'receipt', url);
  if (receiptId !== null) {
    const pages = /^\d{1,12}$/.test(receiptId)
      ? await ownReceiptPages(deps, userId, Number(receiptId))
      : null;
    if (!pages) throw new AppError('NOT_FOUND', 'agreement.notFound');
    return pages;
  }
  const file = agreementFileOfUrl(deps.links, url);
  const agreement = file ? await findOwnAgreement(deps.db, userId, file.agreementId) : null;
  if (!file || !agreement) throw new AppError('NOT_FOUND', 'agreement.notFound');
  const count = await pageCountOf(deps.db, agreement, file);
  if (count === null) throw new AppError('NOT_FOUND', 'agreement.notFound');
  const height = Math.round((AGREEMENT_PAGE_PX * PAGE_HEIGHT) / PAGE_WIDTH);
  return {
    pages: Array.from({ length: count }, (_, index) => ({
      url: agreementPageLink(deps.links, file, index + 1),
      width: AGREEMENT_PAGE_PX,
      height,
    })),
  };
}

/** How many pages a drawing of the agreement has; null when that version or form does not exist (yet). */
export async function pageCountOf(
  db: Db,
  agreement: AgreementRecord,
  file: AgreementFile,
): Promise<number | null> {
  if (file.form === 'u') return agreement.pageCount;
  const version = await findVersion(db, agreement.id, file.version);
  if (!version || (file.form === 'm' && !version.sealedKey)) return null;
  return version.signedPageCount;
}
