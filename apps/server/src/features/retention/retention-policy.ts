import { CERTIFICATE_STATUS } from '@alma/shared/documents/certificate-status';
import { RECEIPT_STATUS } from '@alma/shared/documents/receipt-status';

/**
 * How long personal data is kept once its purpose is over (PIPL art. 19: no longer than necessary).
 * docs/retention.md is the whole policy; these are the periods the `privacy.retention` job enforces.
 * Donation records, receipts, agreements and the audit trail are not here: they are kept.
 */

/**
 * A donor's or staff member's session, after it ended (expired or revoked). The row is the only
 * record of when an account was signed in, and the Cybersecurity Law (art. 21) asks for network
 * logs to be kept at least six months; after that it serves nothing.
 */
export const ENDED_SESSION_KEEP_DAYS = 180;

/**
 * A postal address, contact name and phone, and an e-receipt's email or SMS mobile, once every
 * document of the order has been mailed, sent, picked up or voided. Six months covers a parcel
 * lost or returned and a courier's claim, and a donor asking for an e-receipt again; later a
 * donor still has the receipt in the app, and a new posting asks for the address again.
 */
export const DELIVERY_CONTACT_KEEP_MONTHS = 6;

/** Orders handled per transaction: a first run on years of orders is many short ones. */
export const ORDER_BATCH = 200;

/**
 * A run takes no new batch of orders after this, well inside the queue's five-minute claim; the
 * rest is the next day's. A first run erases ~5,000 orders a second (PGlite), a later one reads
 * 50,000 erased orders in 0.25 s, so only a first run on a very large history stops early.
 */
export const ORDER_RUN_BUDGET_MS = 2 * 60 * 1000;

/** A paper certificate's delivery is over at these statuses (or when it is voided). */
export const CERTIFICATE_DELIVERED: readonly number[] = [
  CERTIFICATE_STATUS.mailed,
  CERTIFICATE_STATUS.pickedUp,
];

/** A receipt's delivery is over at these statuses (or when it is voided). */
export const RECEIPT_DELIVERED: readonly number[] = [
  RECEIPT_STATUS.mailed,
  RECEIPT_STATUS.pickedUp,
  RECEIPT_STATUS.sent,
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sessions that ended before this are deleted. */
export function endedSessionCutoff(now: Date): Date {
  return new Date(now.getTime() - ENDED_SESSION_KEEP_DAYS * DAY_MS);
}

/** Deliveries finished (and orders last moved) before this lose their contacts. Calendar months, UTC. */
export function deliveryCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - DELIVERY_CONTACT_KEEP_MONTHS);
  return cutoff;
}
