import { statusesThatCan } from '@alma/shared/orders/order-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';

/**
 * The statements of paying a naming order, in the transaction that also names what it bought
 * (settle-service.ts). Naming orders are few, so these are plain statements, not a prepared script.
 */

export type NamingOrder = {
  id: number;
  billNo: string;
  itemsId: number;
  namingType: number;
  moneyFen: number;
  status: string;
  makesDocuments: boolean;
};

/**
 * The order, locked, then its project's row: a payment takes them in this order before it names
 * anything, as ending namings takes the project rows first, so the two never wait on each other
 * in opposite orders.
 */
export async function lockNamingOrder(tx: Tx, billNo: string): Promise<NamingOrder | undefined> {
  const [order] = await tx
    .select({
      id: donations.id,
      billNo: donations.billNo,
      itemsId: donations.itemsId,
      namingType: donations.namingType,
      moneyFen: donations.moneyFen,
      status: donations.status,
      makesDocuments: donations.makesDocuments,
    })
    .from(donations)
    .where(eq(donations.billNo, billNo))
    .for('update');
  if (!order) return undefined;
  await tx.select({ id: items.id }).from(items).where(eq(items.id, order.itemsId)).for('update');
  return order;
}

/** settle: PENDING/CANCELLED/EXPIRED → PAID (the trigger adds it to the totals). */
export async function markNamingOrderPaid(
  tx: Tx,
  order: NamingOrder,
  payment: { tradeNo: string; provider: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(donations)
    .set({ status: 'PAID', paidAt: now, providerTradeNo: payment.tradeNo, provider: payment.provider })
    .where(and(eq(donations.id, order.id), inArray(donations.status, statusesThatCan('settle'))))
    .returning({ id: donations.id });
  return rows.length > 0;
}

/**
 * refuseLate: a late payment of a CANCELLED/EXPIRED naming order whose objects were taken
 * meanwhile is REFUNDED at once; its whole amount is refunded money (paid = money + refunded),
 * never counted in the totals, and the refund that gives it back is decided with it.
 */
export async function refuseLatePayment(
  tx: Tx,
  order: NamingOrder,
  payment: { tradeNo: string; provider: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(donations)
    .set({
      status: 'REFUNDED',
      paidAt: now,
      refundedAt: now,
      providerTradeNo: payment.tradeNo,
      provider: payment.provider,
      refundedFen: sql`${donations.refundedFen} + ${donations.moneyFen}`,
      moneyFen: 0,
    })
    .where(and(eq(donations.id, order.id), inArray(donations.status, statusesThatCan('refuseLate'))))
    .returning({ id: donations.id });
  return rows.length > 0;
}

export async function addNamingCountDonate(tx: Tx, itemsId: number, named: number): Promise<void> {
  if (named === 0) return;
  await tx
    .update(items)
    .set({ namingCountDonate: sql`${items.namingCountDonate} + ${named}` })
    .where(eq(items.id, itemsId));
}
