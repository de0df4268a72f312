import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations, togethers } from '../../db/schema/donations.ts';
import { items, subItems } from '../../db/schema/items.ts';
import type { OrderRow } from '../orders/repository.ts';
import { insertPaymentEvent } from './payment-events-repository.ts';
import { applyRefundToOrder, lockOrderByBillNo } from './refund-repository.ts';

/**
 * What payments do to an order row besides the hot PAID statement: the running totals a paid
 * order adds or takes back, refunds (recorded, owed to a provider, sent), and the reconciler's list.
 */

/**
 * Adds (sign 1) or removes (sign -1) one paid order's share of the running totals. markPaid
 * (hot-repository.ts) adds the same share in SQL: the two must change together.
 */
export async function applyTotals(tx: Tx, order: OrderRow, sign: 1 | -1): Promise<void> {
  const money = sign * order.moneyFen;
  const units = sign * order.materialNumber;
  await tx
    .update(items)
    .set({
      completeMoneyFen: sql`${items.completeMoneyFen} + ${money}`,
      completeMaterialNumber: sql`${items.completeMaterialNumber} + ${units}`,
      payCounts: sql`${items.payCounts} + ${sign}`,
    })
    .where(eq(items.id, order.itemsId));
  if (order.subItemsId !== null) {
    await tx
      .update(subItems)
      .set({ completeMoneyFen: sql`${subItems.completeMoneyFen} + ${money}` })
      .where(eq(subItems.id, order.subItemsId));
  }
  if (order.togetherId !== null) {
    await tx
      .update(togethers)
      .set({
        completeMoneyFen: sql`${togethers.completeMoneyFen} + ${money}`,
        completeMaterialNumber: sql`${togethers.completeMaterialNumber} + ${units}`,
        participants: sql`${togethers.participants} + ${sign}`,
      })
      .where(eq(togethers.id, order.togetherId));
  }
}

/**
 * PAID → REFUNDED, once: the locked row lets only the first refund through, and what the order
 * still holds comes back out of the totals in the same transaction (as a console refund's would).
 */
export async function markRefunded(db: Db, billNo: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByBillNo(tx, billNo);
    if (order?.status !== 'PAID') return false;
    await applyRefundToOrder(tx, order, order.moneyFen, now);
    return true;
  });
}

export type OwedRefund = { billNo: string; moneyFen: number; provider: string | null };

export async function listOwedRefunds(db: Db, limit: number): Promise<OwedRefund[]> {
  return db
    .select({
      billNo: donations.billNo,
      // The whole payment: markRefundOwed moved it from money_fen to refunded_fen.
      moneyFen: sql<number>`${donations.moneyFen} + ${donations.refundedFen}`.mapWith(Number),
      provider: donations.provider,
    })
    .from(donations)
    .where(eq(donations.refundPending, true))
    .orderBy(donations.id)
    .limit(limit);
}

/** The provider took an owed refund: no longer owed, and the order's history says so (one transaction). */
export async function markRefundSent(db: Db, owed: OwedRefund, refundNo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(donations)
      .set({ refundPending: false })
      .where(and(eq(donations.billNo, owed.billNo), eq(donations.refundPending, true)))
      .returning({ id: donations.id });
    if (!order) return;
    await insertPaymentEvent(tx, order.id, {
      kind: 'refund.sent',
      source: owed.provider ?? '',
      result: 'accepted',
      amountFen: owed.moneyFen,
      reference: refundNo,
    });
  });
}

/**
 * Orders whose notification may never have come (the reconciler's list): PENDING ones placed
 * before `pendingBefore`, and CANCELLED/EXPIRED ones closed since `closedSince`, which a late
 * payment still turns PAID. `expiresAfter` only keeps the second scan on recent rows of the
 * (status, expires_at) index; it must lie before `closedSince` less the order lifetime.
 */
export async function findOrdersToReconcile(
  db: Db,
  window: { pendingBefore: Date; closedSince: Date; expiresAfter: Date; limit: number },
) {
  const columns = { billNo: donations.billNo, provider: donations.provider };
  const pending = await db
    .select(columns)
    .from(donations)
    .where(and(eq(donations.status, 'PENDING'), lte(donations.createdAt, window.pendingBefore)))
    .orderBy(asc(donations.createdAt))
    .limit(window.limit);
  const closed = await db
    .select(columns)
    .from(donations)
    .where(
      and(
        inArray(donations.status, ['CANCELLED', 'EXPIRED']),
        gt(donations.expiresAt, window.expiresAfter),
        gt(donations.closedAt, window.closedSince),
      ),
    )
    .orderBy(desc(donations.closedAt))
    .limit(window.limit);
  return [...pending, ...closed];
}
