import type { Database, Db, Tx } from '../../db/client.ts';
import {
  cancelPending,
  expireDue,
  expireOneIfDue,
  findOrderExpiringDue,
  type PayableOrder,
} from './close-repository.ts';

export type { PayableOrder } from './close-repository.ts';

/** expire: every unpaid order whose 15 minutes are up (the orders.expire job, every minute). */
export function expireDueOrders(db: Db, now = new Date()): Promise<number> {
  return expireDue(db, now);
}

/** expire, one order, if due: every read of an order applies it first, so it sees the true state. */
export function expireIfDue(conn: Db | Tx, billNo: string, now = new Date()): Promise<boolean> {
  return expireOneIfDue(conn, billNo, now);
}

/**
 * cancel: an unpaid order closed — by its donor (`userId`: only their own), the cashier's 取消, a
 * card charge refused, staff releasing what it holds. Answers whether it was unpaid and now is not.
 */
export function cancelOrder(
  conn: Db | Tx,
  billNo: string,
  by: { userId: number | null },
  now = new Date(),
): Promise<boolean> {
  return cancelPending(conn, billNo, by.userId, now);
}

/** An order by its (unguessable) bill number as the cashier shows it, with a due expiry applied first. */
export function findPayableOrder(
  database: Database,
  billNo: string,
  now = new Date(),
): Promise<PayableOrder | undefined> {
  return findOrderExpiringDue(database, billNo, now);
}
