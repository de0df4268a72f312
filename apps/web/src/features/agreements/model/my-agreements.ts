import type { TMySignRow } from '@alma/shared/api/agreements';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { formatYuan } from '@alma/shared/money/money';
import type { DocumentKind } from './document-preview.ts';

/**
 * My agreements (doc 4 §2.4): when each was submitted (seconds trimmed), for what and how much,
 * and which file 'view agreement' opens — the one both sides signed, else the donor's own — and
 * 'view receipt' its receipt, both in the same page-picture preview.
 */

export type AgreementRowView = {
  submitted: string;
  title: string;
  /** Yuan with two decimals and separators: 2,000.00. */
  amount: string;
  /** A key of agreements.status, or null for a status this phone does not know. */
  status: 'generated' | 'signed' | 'sealed' | 'fundsReceived' | 'void' | null;
  /** Not signed yet: the row offers to sign it. */
  signable: boolean;
};

const STATUS_KEYS: Record<string, AgreementRowView['status']> = {
  GENERATED: 'generated',
  SIGNED: 'signed',
  SEALED: 'sealed',
  FUNDS_RECEIVED: 'fundsReceived',
  VOID: 'void',
};

export function agreementRowView(row: TMySignRow): AgreementRowView {
  return {
    submitted: trimWireDate(row.signTime, 16),
    title: row.donateItemTitle,
    amount: formatYuan(row.donationAmount),
    status: STATUS_KEYS[row.status] ?? null,
    signable: row.status === 'GENERATED' && row.unilateralAgreementUrl !== '',
  };
}

/** Doc 4 §4: the mutual agreement first, else the unilateral one; '' when there is neither (暂无协议). */
export function agreementUrlOf(
  row: Pick<TMySignRow, 'mutualAgreementUrl' | 'unilateralAgreementUrl'>,
): string {
  return row.mutualAgreementUrl || row.unilateralAgreementUrl || '';
}

export type DocumentToOpen =
  | { url: string; kind: DocumentKind }
  /** Doc 4 §8: nothing to open, said in the spec's words. */
  | { missing: 'agreement.noAgreement' | 'agreement.noReceipt' };

/** What 'view agreement' and 'view receipt' open in the preview, or the toast when there is nothing. */
export function documentToOpen(
  row: Pick<TMySignRow, 'mutualAgreementUrl' | 'unilateralAgreementUrl' | 'donationReceiptsUrl'>,
  kind: DocumentKind,
): DocumentToOpen {
  if (kind === 'receipt') {
    return row.donationReceiptsUrl
      ? { url: row.donationReceiptsUrl, kind }
      : { missing: 'agreement.noReceipt' };
  }
  const url = agreementUrlOf(row);
  return url ? { url, kind } : { missing: 'agreement.noAgreement' };
}
