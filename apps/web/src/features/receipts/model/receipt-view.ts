import {
  RECEIPT_STATUS_LABELS,
  RECEIPT_STATUSES,
  RECEIPT_STATUSES_WITH_INVOICE,
  RECEIPT_WAY_NUMBER,
  type ReceiptStatus,
} from '@alma/shared/documents/receipt-status';
import type { Language } from '@alma/shared/i18n/language';

/** A receipt status's words (doc 3 §4), or '' for a number the list does not know. */
export function receiptStatusLabel(status: number, language: Language): string {
  const known = RECEIPT_STATUSES.find((value): value is ReceiptStatus => value === status);
  return known === undefined ? '' : RECEIPT_STATUS_LABELS[known][language];
}

/** Doc 3 §4: the invoice's numbers (and the courier's) show for statuses 2, 4, 6 and 7. */
export const showsInvoice = (status: number): boolean => RECEIPT_STATUSES_WITH_INVOICE.includes(status);

/** Pickup and express carry the postal fields; email and SMS carry their own. */
export const isPostalWay = (way: number): boolean =>
  way === RECEIPT_WAY_NUMBER.pickup || way === RECEIPT_WAY_NUMBER.express;

/** How the sending of an e-receipt went: '' not yet, 'sent', else the last failure in words. */
export type SendStateView = { kind: 'none' } | { kind: 'sent' } | { kind: 'failed'; reason: string };

export function sendStateView(sendState: string): SendStateView {
  const text = sendState.trim();
  if (text === '') return { kind: 'none' };
  if (text === 'sent') return { kind: 'sent' };
  return { kind: 'failed', reason: text };
}

/** The label keys of a receipt's choices, as the donor picked them (doc 3 §3). */
export const DONOR_TYPE_KEYS: Record<number, 'personal' | 'enterprise'> = { 1: 'personal', 2: 'enterprise' };
export const RECEIPT_TYPE_KEYS: Record<number, 'paper' | 'electronic'> = { 1: 'paper', 2: 'electronic' };
export const RECEIPT_WAY_KEYS: Record<number, 'pickup' | 'express' | 'email' | 'sms'> = {
  1: 'pickup',
  2: 'express',
  3: 'email',
  4: 'sms',
};
