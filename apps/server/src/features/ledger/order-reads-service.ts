import type { Db } from '../../db/client.ts';
import { listNamingObjects } from './naming-release-repository.ts';
import { listPaymentEvents } from './payment-events-repository.ts';
import { findOrderProvider, findOrdersToReconcile, type ReconcileWindow } from './reconcile-repository.ts';
import { countRefundsAwaitingApproval, findOpenRefund } from './refund-repository.ts';
import { findTotalsDrift, type TotalsDrift } from './totals-check-repository.ts';

/** What other features read of the ledger's own records (they never reach its repositories). */

/** The reconciler's list: unpaid orders old enough to ask about, and recently closed ones. */
export function ordersToReconcile(db: Db, window: ReconcileWindow) {
  return findOrdersToReconcile(db, window);
}

/** A closed order's bill number and provider (the payments.close job). */
export function orderProviderOf(db: Db, donationId: number) {
  return findOrderProvider(db, donationId);
}

/** An order's payment history, oldest first (the console's order detail). */
export function paymentEventsOf(db: Db, donationId: number) {
  return listPaymentEvents(db, donationId);
}

/** What a naming order holds or held (the console's order detail). */
export function namingObjectsOf(db: Db, donationId: number) {
  return listNamingObjects(db, donationId);
}

/** Refunds waiting for a second finance member (the dashboard). */
export function refundsAwaitingApproval(db: Db): Promise<number> {
  return countRefundsAwaitingApproval(db);
}

/** The order's open staff refund, if any (the console offers no second one while it is open). */
export function openRefundOf(db: Db, donationId: number) {
  return findOpenRefund(db, donationId);
}

/** Totals that differ from what the standing orders hold (none, while the one writer holds). */
export function totalsDrift(db: Db): Promise<TotalsDrift[]> {
  return findTotalsDrift(db);
}
