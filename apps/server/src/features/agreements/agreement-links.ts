import { type DocumentLinks, verifiedLinkId } from '../documents/document-links.ts';
import type { AgreementForm } from './agreement-document.ts';

/**
 * An agreement's files travel as signed, expiring document links (documents/document-links.ts):
 * `/documents/agreement/<id>.<version>.<form>` for a PDF (version 0 and form u: as generated;
 * s: as the donor signed version n; m: as sealed), and `/documents/agreement-page/<…>.<page>`
 * for one page's picture. Whoever holds a link may open it until it expires; only the owner's
 * calls hand links out.
 */

export type AgreementFile = { agreementId: number; version: number; form: AgreementForm };
export type AgreementPageFile = AgreementFile & { page: number };

const FILE_ID = /^([1-9]\d{0,11})\.(0|[1-9]\d{0,4})\.([usm])$/;
const PAGE_ID = /^([1-9]\d{0,11})\.(0|[1-9]\d{0,4})\.([usm])\.([1-9]\d{0,2})$/;

export const fileId = (file: AgreementFile) => `${file.agreementId}.${file.version}.${file.form}`;

export function agreementLink(
  links: DocumentLinks,
  agreementId: number,
  version: number,
  form: AgreementForm,
): string {
  return links.linkTo('agreement', fileId({ agreementId, version, form }));
}

export function agreementPageLink(links: DocumentLinks, file: AgreementFile, page: number): string {
  return links.linkTo('agreement-page', `${fileId(file)}.${page}`);
}

export function parseAgreementFileId(id: string): AgreementFile | null {
  const match = FILE_ID.exec(id);
  if (!match) return null;
  const file = { agreementId: Number(match[1]), version: Number(match[2]), form: match[3] as AgreementForm };
  // The generated file is version 0 only; signed and sealed ones are versions from 1.
  return (file.form === 'u') === (file.version === 0) ? file : null;
}

export function parseAgreementPageId(id: string): AgreementPageFile | null {
  const match = PAGE_ID.exec(id);
  if (!match) return null;
  const file = parseAgreementFileId(`${match[1]}.${match[2]}.${match[3]}`);
  return file ? { ...file, page: Number(match[4]) } : null;
}

/**
 * The agreement file a link names, when the link is this server's and unexpired: the hhu
 * signature and the pages call take back an address this server gave (absolute or not).
 */
export function agreementFileOfUrl(links: DocumentLinks, url: string): AgreementFile | null {
  const id = verifiedLinkId(links, 'agreement', url);
  return id === null ? null : parseAgreementFileId(id);
}
