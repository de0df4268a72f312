import {
  OFFLINE_DONOR_NAME_MAX,
  OFFLINE_NOTE_MAX,
  type TOfflineGiftCreate,
  type TStatementLine,
} from '@alma/shared/admin-api/offline-gifts';

/** The sealed agreement a statement line's transfer looks like it pays (the server's suggestion). */
export type TStatementAgreement = NonNullable<TStatementLine['suggestedAgreement']>;

/** The agreement a line is confirmed against: its suggestion, unless staff dropped it for that line. */
export const keptAgreementOf = (
  line: TStatementLine,
  dropped: readonly number[],
): TStatementAgreement | null => (dropped.includes(line.line) ? null : line.suggestedAgreement);

const payerOf = (line: TStatementLine) => line.payerName || line.payerAccount;

/**
 * The gift a chosen line becomes. Against an agreement: the agreement's project and donor with the
 * line's money (the server records the transfer against it and refuses any other project, donor or
 * amount). Otherwise: the chosen project, and the suggested donor or a new one named as the payer.
 */
export function giftOf(
  line: TStatementLine,
  itemsId: number,
  agreement: TStatementAgreement | null,
): TOfflineGiftCreate {
  const money = {
    amount: line.amount,
    method: 'bank_transfer' as const,
    receivedOn: line.receivedOn,
    payerName: payerOf(line),
    reference: line.reference,
    note: line.memo.slice(0, OFFLINE_NOTE_MAX),
  };
  if (agreement)
    return { ...money, itemsId: agreement.itemsId, userId: agreement.userId, agreementId: agreement.id };
  return {
    ...money,
    itemsId,
    ...(line.suggestedDonor
      ? { userId: line.suggestedDonor.userId }
      : { donorName: payerOf(line).slice(0, OFFLINE_DONOR_NAME_MAX) }),
  };
}

/**
 * The gifts the ticked lines become, in the statement's order; null when a ticked line that pays no
 * agreement has no project yet (staff are asked to choose one).
 */
export function giftsOfChosen(
  lines: readonly TStatementLine[],
  chosen: readonly number[],
  projects: Readonly<Record<number, number | undefined>>,
  dropped: readonly number[],
): TOfflineGiftCreate[] | null {
  const gifts: TOfflineGiftCreate[] = [];
  for (const line of lines) {
    if (!chosen.includes(line.line)) continue;
    const agreement = keptAgreementOf(line, dropped);
    const itemsId = agreement?.itemsId ?? projects[line.line];
    if (!itemsId) return null;
    gifts.push(giftOf(line, itemsId, agreement));
  }
  return gifts;
}
