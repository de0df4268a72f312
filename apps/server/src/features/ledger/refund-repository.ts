import { OPEN_REFUND_STATUSES, type TRefundStatus } from '@alma/shared/admin-api/refunds';
import { statusesThatCan } from '@alma/shared/orders/order-status';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { refunds } from '../../db/schema/payments.ts';

export type OrderRow = typeof donations.$inferSelect;

/**
 * The refunds table (every refund: staff, late, duplicate) and what a confirmed staff refund does to
 * its order. Every write here runs in the caller's transaction, after the order row was locked
 * (lockOrder*), so two refunds of one order never interleave and a confirmation is applied once.
 */

export type RefundRow = typeof refunds.$inferSelect;

/** The order row, locked until the transaction ends (the first lock any refund path takes). */
export async function lockOrderByBillNo(tx: Tx, billNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(donations).where(eq(donations.billNo, billNo)).for('update');
  return row;
}

export async function lockOrderById(tx: Tx, donationId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(donations).where(eq(donations.id, donationId)).for('update');
  return row;
}

export async function lockRefund(tx: Tx, refundId: number): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row;
}

export async function findRefund(db: Db | Tx, refundId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row;
}

/** The order's open staff refund: while there is one no other may start. */
export async function findOpenRefund(conn: Db | Tx, donationId: number): Promise<RefundRow | undefined> {
  const [row] = await conn
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.donationId, donationId),
        eq(refunds.kind, 'staff'),
        inArray(refunds.status, [...OPEN_REFUND_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

export async function findRefundByKey(
  tx: Tx,
  donationId: number,
  requestKey: string,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.donationId, donationId), eq(refunds.requestKey, requestKey)));
  return row;
}

export async function countRefundsOf(tx: Tx, donationId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(refunds).where(eq(refunds.donationId, donationId));
  return Number(row?.n ?? 0);
}

export type NewRefund = Pick<
  RefundRow,
  | 'donationId'
  | 'amountFen'
  | 'reason'
  | 'status'
  | 'refundNo'
  | 'kind'
  | 'requestedBy'
  | 'requestKey'
  | 'tradeNo'
>;

/** Undefined when it was there already: a second payment's refund, keyed by its trade number. */
export async function insertRefund(tx: Tx, values: NewRefund): Promise<RefundRow | undefined> {
  const [row] = await tx.insert(refunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateRefund(
  tx: Tx,
  refundId: number,
  patch: Partial<
    Pick<RefundRow, 'status' | 'decidedBy' | 'decidedAt' | 'decisionNote' | 'failureReason' | 'completedAt'>
  > & { status: TRefundStatus },
): Promise<void> {
  await tx.update(refunds).set(patch).where(eq(refunds.id, refundId));
}

export async function countRefundsAwaitingApproval(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(refunds).where(eq(refunds.status, 'AWAITING_APPROVAL'));
  return Number(row?.n ?? 0);
}

/**
 * refundPart / refundAll: a confirmed refund of `amountFen` taken out of the order — its money goes
 * down, its refunded money up, and it becomes PARTLY_REFUNDED, or REFUNDED when nothing is left
 * (the totals follow by the trigger of migration 0014: the goods count, the project's pay count and
 * the fundraiser's participants come off with the last of the money). Conditional on the order
 * still standing with that much, so it cannot run twice past zero.
 */
export async function takeRefundFromOrder(
  tx: Tx,
  order: OrderRow,
  amountFen: number,
  now: Date,
): Promise<{ full: boolean }> {
  const full = amountFen === order.moneyFen;
  const [changed] = await tx
    .update(donations)
    .set({
      moneyFen: sql`${donations.moneyFen} - ${amountFen}`,
      refundedFen: sql`${donations.refundedFen} + ${amountFen}`,
      refundedAt: now,
      status: full ? 'REFUNDED' : 'PARTLY_REFUNDED',
    })
    .where(
      and(
        eq(donations.id, order.id),
        inArray(donations.status, statusesThatCan(full ? 'refundAll' : 'refundPart')),
        gte(donations.moneyFen, amountFen),
      ),
    )
    .returning({ id: donations.id });
  if (!changed) throw new Error(`order ${order.billNo} no longer holds ${amountFen} fen`);
  return { full };
}

/** A refund with what sending it needs: the order's bill number and provider. */
export async function findRefundToSend(db: Db, refundId: number) {
  const [row] = await db
    .select({
      id: refunds.id,
      status: refunds.status,
      amountFen: refunds.amountFen,
      refundNo: refunds.refundNo,
      tradeNo: refunds.tradeNo,
      decidedAt: sql<Date>`coalesce(${refunds.decidedAt}, ${refunds.createdAt})`.mapWith((value) =>
        value instanceof Date ? value : new Date(String(value)),
      ),
      billNo: donations.billNo,
      provider: donations.provider,
    })
    .from(refunds)
    .innerJoin(donations, eq(donations.id, refunds.donationId))
    .where(eq(refunds.id, refundId));
  return row;
}
