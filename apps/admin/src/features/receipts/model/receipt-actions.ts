import type { TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import {
  isElectronicWay,
  nextReceiptStatus,
  RECEIPT_STATUS,
  type ReceiptStatus,
  receiptMoveNeedsExpress,
} from '@alma/shared/documents/receipt-status';
import type { TMoveOffer } from '../../../lib/move-plan.ts';

type Actionable = Pick<TReceiptQueueRow, 'status' | 'receiptWay' | 'voided'>;

/** What the signed-in role may do to receipts (from the permission table). */
export type TReceiptPowers = {
  issue: boolean;
  resend: boolean;
  move: boolean;
  scan: boolean;
  /** Correct a mailed one's courier and number (not a move). */
  correct: boolean;
};

/** A paper receipt's button: issued (1 → awaiting mailing or pickup), mailed (2 → 4), picked up (3 → 5). */
export type TReceiptVerb = 'issued' | 'mailed' | 'pickedUp';
export type TReceiptOffer = TMoveOffer & { to: ReceiptStatus; verb: TReceiptVerb };

export type TReceiptAction =
  | { kind: 'issue' }
  | { kind: 'resend' }
  | { kind: 'scan' }
  | { kind: 'correct' }
  | ({ kind: 'move' } & TReceiptOffer);

/** An electronic receipt still to be issued at the fiscal platform. */
export const mayIssueReceipt = (row: Actionable) =>
  !row.voided && row.status === RECEIPT_STATUS.invoicing && isElectronicWay(row.receiptWay);

/** An issued electronic receipt, sent or waiting to be: it can be sent again. */
export const mayResendReceipt = (row: Actionable) =>
  !row.voided &&
  isElectronicWay(row.receiptWay) &&
  (row.status === RECEIPT_STATUS.awaitingSending || row.status === RECEIPT_STATUS.sent);

/**
 * The one move staff make by hand, from the shared machine: paper receipts only. An electronic
 * one moves by issuing (1 → 6) and the sending job (6 → 7), never from a button.
 */
export function receiptOfferOf(row: Actionable): TReceiptOffer | null {
  if (row.voided || isElectronicWay(row.receiptWay)) return null;
  const to = nextReceiptStatus(row.status, row.receiptWay);
  if (to === null) return null;
  const verb: TReceiptVerb =
    row.status === RECEIPT_STATUS.invoicing ? 'issued' : to === RECEIPT_STATUS.mailed ? 'mailed' : 'pickedUp';
  return { to, verb, needsExpress: receiptMoveNeedsExpress(to) };
}

/** The buttons a receipt's row offers this role; a voided (红冲) receipt offers none. */
export function receiptActions(row: Actionable, powers: TReceiptPowers): TReceiptAction[] {
  if (row.voided) return [];
  const actions: TReceiptAction[] = [];
  if (powers.issue && mayIssueReceipt(row)) actions.push({ kind: 'issue' });
  if (powers.resend && mayResendReceipt(row)) actions.push({ kind: 'resend' });
  const offer = powers.move ? receiptOfferOf(row) : null;
  if (offer) actions.push({ kind: 'move', ...offer });
  if (powers.correct && row.status === RECEIPT_STATUS.mailed && !isElectronicWay(row.receiptWay))
    actions.push({ kind: 'correct' });
  if (powers.scan && !isElectronicWay(row.receiptWay)) actions.push({ kind: 'scan' });
  return actions;
}
