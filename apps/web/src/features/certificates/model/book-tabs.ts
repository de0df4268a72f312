import type { TCertificatePageQuery } from '@alma/shared/api/certificates';
import { CERTIFICATE_STATUSES } from '@alma/shared/documents/certificate-status';

/**
 * mine-book's tabs (doc 3 §2; decided in docs/decisions.md): 电子证书 lists every certificate of
 * mine (isNeedPaper empty), 纸质证书 the ones applied for on paper (isNeedPaper=1) and exists only
 * when the institution opens paper certificates (isOpenPaper 1); its chips filter by status 1–5.
 */
export type BookTab = 'electronic' | 'paper';

export function bookTabsOf(isOpenPaper: number | undefined): readonly BookTab[] {
  return isOpenPaper === 1 ? ['electronic', 'paper'] : ['electronic'];
}

/** The tab named in the address (?tab=paper), so Back from a detail lands where the donor was. */
export function bookTabOf(value: string | null, isOpenPaper: number | undefined): BookTab {
  return value === 'paper' && isOpenPaper === 1 ? 'paper' : 'electronic';
}

/** A status chip: '' is 全部, else a paper status 1–5. */
export type PaperStatusChip = '' | `${1 | 2 | 3 | 4 | 5}`;
export const PAPER_STATUS_CHIPS: readonly PaperStatusChip[] = [
  '',
  ...CERTIFICATE_STATUSES.map((s) => `${s}` as const),
];

export function paperStatusOf(value: string | null): PaperStatusChip {
  return PAPER_STATUS_CHIPS.find((chip) => chip === value) ?? '';
}

/** certificate/page's filter for a tab and a chip (the chip applies to the paper tab only). */
export function certificatePageFilter(
  tab: BookTab,
  status: PaperStatusChip,
): { isNeedPaper: '' | 1; status: '' | number } {
  if (tab === 'electronic') return { isNeedPaper: '', status: '' };
  return { isNeedPaper: 1, status: status === '' ? '' : Number(status) };
}

/** Kept in step with the contract's query (a compile-time check that the names still exist). */
export type PageFilterNames = keyof Pick<TCertificatePageQuery, 'isNeedPaper' | 'status'>;

/** The address of a certificate's detail; the tab comes along for the way back (doc 3 §2). */
export const certificateDetailAddress = (id: number, tab: BookTab): string =>
  `/mine-certificate-detail?id=${id}&tab=${tab}`;
