import { statusesThatCan } from '@alma/shared/orders/order-status';
import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import { eventCtesSql } from '../../jobs/outbox.ts';
import type { PreparedSql } from '../../security/sql-literal.ts';

/** The one number a closing statement answers (both drivers answer `{ rows }`). */
const countOf = (result: unknown, column: string) =>
  Number((result as { rows: Array<Record<string, unknown>> }).rows[0]?.[column] ?? 0);

/**
 * Closing unpaid orders: expire (their 15 minutes are up) and cancel (the donor, the cashier, a
 * refused card charge, staff releasing a hold). Each closed order writes `order.closed`, whose job
 * tells its provider; the release trigger of migration 0006 lets a naming order's holds go in the
 * same statement. Every statement is conditional on PENDING, so it races safely with a payment.
 */

const PENDING = statusesThatCan('expire')
  .map((status) => `'${status}'`)
  .join(', ');
const ORDER_CLOSED = sql.raw(eventCtesSql('order.closed', 'closed'));

/** expire, for every order due: answers how many. */
export async function expireDue(db: Db | Tx, now: Date): Promise<number> {
  const rows = await db.execute(sql`
    with closed as (
      update donations set status = 'EXPIRED', closed_at = ${now}
        where status in (${sql.raw(PENDING)}) and expires_at <= ${now}
        returning id
    ), ${ORDER_CLOSED}
    select count(*)::int as expired from closed`);
  return countOf(rows, 'expired');
}

/** expire, for one order if it is due (every read of an order applies it first). */
export async function expireOneIfDue(db: Db | Tx, billNo: string, now: Date): Promise<boolean> {
  const rows = await db.execute(sql`
    with closed as (
      update donations set status = 'EXPIRED', closed_at = ${now}
        where bill_no = ${billNo} and status in (${sql.raw(PENDING)}) and expires_at <= ${now}
        returning id
    ), ${ORDER_CLOSED}
    select count(*)::int as expired from closed`);
  return countOf(rows, 'expired') > 0;
}

/** cancel; with `userId` only the user's own order. Answers whether it changed. */
export async function cancelPending(
  db: Db | Tx,
  billNo: string,
  userId: number | null,
  now: Date,
): Promise<boolean> {
  const owner = userId === null ? sql`` : sql` and user_id = ${userId}`;
  const rows = await db.execute(sql`
    with closed as (
      update donations set status = 'CANCELLED', closed_at = ${now}
        where bill_no = ${billNo} and status in (${sql.raw(PENDING)})${owner}
        returning id
    ), ${ORDER_CLOSED}
    select count(*)::int as cancelled from closed`);
  return countOf(rows, 'cancelled') > 0;
}

/**
 * The order as the cashier shows it, and whether its expiry is due: a read only, which is what
 * nearly every call needs (on PGlite a read costs half of a statement that also updates).
 */
const FIND_ORDER: PreparedSql = {
  name: 'alma_find_order',
  text: `
    select d.bill_no, d.items_id, d.money_fen, d.naming_type, d.status, d.provider, i.name as items_name,
      (d.status in (${PENDING}) and d.expires_at <= $2) as due
    from donations d join items i on i.id = d.items_id where d.bill_no = $1`,
};

/** The statement's snapshot predates its own update, so the expired status comes from it. */
const FIND_ORDER_EXPIRING_DUE: PreparedSql = {
  name: 'alma_find_order_expiring_due',
  text: `
    with closed as (
      update donations set status = 'EXPIRED', closed_at = $2
        where bill_no = $1 and status in (${PENDING}) and expires_at <= $2
        returning id, status
    ), ${eventCtesSql('order.closed', 'closed')}
    select d.bill_no, d.items_id, d.money_fen, d.naming_type, coalesce((select status from closed), d.status) as status,
      d.provider, i.name as items_name
    from donations d join items i on i.id = d.items_id where d.bill_no = $1`,
};

export type PayableOrder = {
  billNo: string;
  itemsId: number;
  itemsName: string;
  moneyFen: number;
  namingType: number;
  status: string;
  provider: string | null;
};

/**
 * An order by bill number for the cashier and the pay return, with a due expiry applied first: one
 * read, and only for an order whose 15 minutes are up a second statement that expires it and reads
 * it again (a payment racing it is settled by whichever statement is first).
 */
export async function findOrderExpiringDue(database: Database, billNo: string, now: Date) {
  let [row] = await database.prepared(FIND_ORDER, [billNo, now]);
  if (row?.due === true) [row] = await database.prepared(FIND_ORDER_EXPIRING_DUE, [billNo, now]);
  if (!row) return undefined;
  const order: PayableOrder = {
    billNo: String(row.bill_no),
    itemsId: Number(row.items_id),
    itemsName: String(row.items_name ?? ''),
    moneyFen: Number(row.money_fen),
    namingType: Number(row.naming_type),
    status: String(row.status),
    provider: row.provider === null ? null : String(row.provider),
  };
  return order;
}
