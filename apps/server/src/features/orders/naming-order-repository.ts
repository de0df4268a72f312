import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rateHits } from '../../db/schema/accounts.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';
import type { OrderLimit, OrderToPlace } from './hot-repository.ts';
import type { OrderRow, PlacedOrder } from './repository.ts';

/**
 * The statements of a naming order that ordinary gifts do not need: placing it in a transaction
 * that also holds what it names, and paying it in one that also names it. Naming orders are few,
 * so these are plain drizzle statements rather than hot-path scripts.
 */

/**
 * Takes a hit of the order limit under its advisory lock, the same lock key and count as
 * placeOrderUnderLimit's, so ordinary and naming orders share one limit. False: the limit is full.
 */
export async function takeOrderLimitHit(tx: Tx, limit: OrderLimit, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate:${limit.bucket}`}, 0))`);
  const since = new Date(now.getTime() - limit.windowMs);
  const [recent] = await tx
    .select({ n: count() })
    .from(rateHits)
    .where(and(eq(rateHits.bucket, limit.bucket), gt(rateHits.createdAt, since)));
  if ((recent?.n ?? 0) >= limit.limit) return false;
  await tx.insert(rateHits).values({ bucket: limit.bucket, createdAt: now });
  return true;
}

/** The user's unpaid orders of the project, cancelled (the release trigger lets their claims go). */
export async function cancelUnpaidOfProject(tx: Tx, userId: number, itemsId: number, now: Date) {
  return tx
    .update(donations)
    .set({ status: 'CANCELLED', closedAt: now })
    .where(and(eq(donations.userId, userId), eq(donations.itemsId, itemsId), eq(donations.status, 'PENDING')))
    .returning({ billNo: donations.billNo, provider: donations.provider });
}

export type NamingOrderToPlace = Omit<OrderToPlace, 'moneyFen' | 'materialNumber' | 'formData'> & {
  namingType: 1 | 2;
};

/** The order row first (its id is what claims point at); money and label follow once it is priced. */
export async function insertNamingOrder(tx: Tx, order: NamingOrderToPlace): Promise<number> {
  const [row] = await tx
    .insert(donations)
    .values({ ...order, moneyFen: 0, materialNumber: 0, status: 'PENDING', formData: {} })
    .returning({ id: donations.id });
  if (!row) throw new Error('naming order not inserted');
  return row.id;
}

export async function pricePlacedOrder(
  tx: Tx,
  donationId: number,
  priced: { moneyFen: number; seats: string; formData: Record<string, unknown> },
): Promise<PlacedOrder> {
  const [row] = await tx.update(donations).set(priced).where(eq(donations.id, donationId)).returning({
    billNo: donations.billNo,
    moneyFen: donations.moneyFen,
    payType: donations.payType,
    expiresAt: donations.expiresAt,
    provider: donations.provider,
  });
  if (!row) throw new Error('naming order vanished');
  return row;
}

/**
 * PENDING/CANCELLED/EXPIRED → PAID for a naming order with this amount; undefined when it was
 * not (already paid or refunded, another amount, no such order). Conditional on the row, so of
 * concurrent notifications only one gets the row back.
 */
export async function markNamingOrderPaid(
  tx: Tx,
  payment: { billNo: string; amountFen: number; tradeNo: string; provider: string },
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(donations)
    .set({ status: 'PAID', paidAt: now, providerTradeNo: payment.tradeNo, provider: payment.provider })
    .where(
      and(
        eq(donations.billNo, payment.billNo),
        eq(donations.moneyFen, payment.amountFen),
        sql`${donations.status} in ('PENDING', 'CANCELLED', 'EXPIRED')`,
      ),
    )
    .returning();
  return row;
}

export async function findOrderMoney(tx: Tx, billNo: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ moneyFen: donations.moneyFen })
    .from(donations)
    .where(eq(donations.billNo, billNo));
  return row?.moneyFen;
}

/** A paid order whose objects were gone: REFUNDED, with the refund still to be sent to the provider. */
export async function markRefundOwed(tx: Tx, donationId: number, now: Date): Promise<void> {
  await tx
    .update(donations)
    .set({ status: 'REFUNDED', refundedAt: now, refundPending: true })
    .where(eq(donations.id, donationId));
}

export async function addNamingCountDonate(tx: Tx, itemsId: number, named: number): Promise<void> {
  if (named === 0) return;
  await tx
    .update(items)
    .set({ namingCountDonate: sql`${items.namingCountDonate} + ${named}` })
    .where(eq(items.id, itemsId));
}

export type OwedRefund = { billNo: string; moneyFen: number; provider: string | null };

export async function listOwedRefunds(db: Db, limit: number): Promise<OwedRefund[]> {
  return db
    .select({ billNo: donations.billNo, moneyFen: donations.moneyFen, provider: donations.provider })
    .from(donations)
    .where(eq(donations.refundPending, true))
    .orderBy(donations.id)
    .limit(limit);
}

export async function markRefundSent(db: Db, billNo: string): Promise<void> {
  await db.update(donations).set({ refundPending: false }).where(eq(donations.billNo, billNo));
}
