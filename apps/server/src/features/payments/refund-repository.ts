import { OPEN_REFUND_STATUSES, type TRefundStatus } from '@alma/shared/admin-api/refunds';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emitEvent } from '../../db/outbox.ts';
import { donations, togethers } from '../../db/schema/donations.ts';
import { items, subItems } from '../../db/schema/items.ts';
import { refunds } from '../../db/schema/payments.ts';
import type { OrderRow } from '../orders/repository.ts';

/**
 * The refunds table and what a confirmed refund does to its order. Every write here runs in the
 * caller's transaction, after the order row was locked (lockOrder*), so two refunds of one order
 * never interleave and a confirmation is applied once.
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

export async function findOpenRefund(conn: Db | Tx, donationId: number): Promise<RefundRow | undefined> {
  const [row] = await conn
    .select()
    .from(refunds)
    .where(and(eq(refunds.donationId, donationId), inArray(refunds.status, [...OPEN_REFUND_STATUSES])))
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

export async function insertRefund(
  tx: Tx,
  values: Pick<
    RefundRow,
    'donationId' | 'amountFen' | 'reason' | 'status' | 'refundNo' | 'requestedBy' | 'requestKey'
  >,
): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  if (!row) throw new Error('refund not inserted');
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

/**
 * Refunds left PROCESSING since before `before` (the provider said "processing", or did not
 * answer): the reconciler asks again with the same refund number.
 */
export async function listRefundsToConfirm(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'PROCESSING'),
        lt(sql`coalesce(${refunds.decidedAt}, ${refunds.createdAt})`, before),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function countRefundsAwaitingApproval(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(refunds).where(eq(refunds.status, 'AWAITING_APPROVAL'));
  return Number(row?.n ?? 0);
}

/**
 * A confirmed refund of `amountFen` taken out of the order and every total it added to: the
 * order's money goes down and its refunded amount up; the project's, sub-project's and
 * fundraiser's money go down by the same. The refund that empties the order is a full one: the
 * order becomes REFUNDED, and the goods count, the project's pay count and the fundraiser's
 * participants it added come off too (markPaid added them once per order). Conditional on the
 * order still holding that much, so it cannot run twice past zero.
 */
export async function applyRefundToOrder(
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
      ...(full ? { status: 'REFUNDED' } : {}),
    })
    .where(and(eq(donations.id, order.id), eq(donations.status, 'PAID'), gte(donations.moneyFen, amountFen)))
    .returning({ id: donations.id });
  if (!changed) throw new Error(`order ${order.billNo} no longer holds ${amountFen} fen`);
  const units = full ? order.materialNumber : 0;
  const orders = full ? 1 : 0;
  await tx
    .update(items)
    .set({
      completeMoneyFen: sql`${items.completeMoneyFen} - ${amountFen}`,
      completeMaterialNumber: sql`${items.completeMaterialNumber} - ${units}`,
      payCounts: sql`${items.payCounts} - ${orders}`,
    })
    .where(eq(items.id, order.itemsId));
  if (order.subItemsId !== null) {
    await tx
      .update(subItems)
      .set({ completeMoneyFen: sql`${subItems.completeMoneyFen} - ${amountFen}` })
      .where(eq(subItems.id, order.subItemsId));
  }
  if (order.togetherId !== null) {
    await tx
      .update(togethers)
      .set({
        completeMoneyFen: sql`${togethers.completeMoneyFen} - ${amountFen}`,
        completeMaterialNumber: sql`${togethers.completeMaterialNumber} - ${units}`,
        participants: sql`${togethers.participants} - ${orders}`,
      })
      .where(eq(togethers.id, order.togetherId));
  }
  // Its certificate and receipt follow (documents/order-refunded.ts), from the same transaction.
  await emitEvent(tx, { kind: 'order.refunded', donationId: order.id, payload: { full, amountFen } });
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
      billNo: donations.billNo,
      provider: donations.provider,
    })
    .from(refunds)
    .innerJoin(donations, eq(donations.id, refunds.donationId))
    .where(eq(refunds.id, refundId));
  return row;
}
