import type { TAgreementAwaiting } from '@alma/shared/admin-api/agreements';
import { yuanToFen } from '@alma/shared/money/money';

/** What is typed in the gift's amount and payer fields. */
export type TTypedTransfer = { amount: string | undefined; payerName: string | undefined };

/**
 * The one awaiting agreement a bank transfer's typed amount and payer point to: among the listed
 * agreements, exactly one of that amount whose donor is named as the payer. None while one is picked,
 * while either field is empty or the amount is no amount, and when two such agreements wait (staff
 * choose between them in the list): a suggestion is offered, never picked for them.
 */
export function suggestedAgreement(
  rows: readonly TAgreementAwaiting[],
  typed: TTypedTransfer,
  picked: TAgreementAwaiting | null,
): TAgreementAwaiting | null {
  if (picked) return null;
  const payer = typed.payerName?.trim() ?? '';
  const fen = typed.amount ? yuanToFen(typed.amount.trim()) : null;
  if (payer === '' || fen === null || fen <= 0) return null;
  const matching = rows.filter((row) => row.donorName.trim() === payer && yuanToFen(row.amount) === fen);
  return matching.length === 1 ? (matching[0] ?? null) : null;
}
