import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';
import type { OrderRow } from '../orders/repository.ts';

/**
 * The statements of paying a naming order that ordinary gifts do not need, in the transaction
 * that also names what it bought. Naming orders are few, so these are plain drizzle statements
 * rather than hot-path scripts.
 */

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

/** What the order was paid (or is to be): its money now plus what was refunded of it. */
export async function findOrderMoney(tx: Tx, billNo: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ moneyFen: sql<number>`${donations.moneyFen} + ${donations.refundedFen}`.mapWith(Number) })
    .from(donations)
    .where(eq(donations.billNo, billNo));
  return row?.moneyFen;
}

/**
 * A paid order whose objects were gone: REFUNDED, with the refund still to be sent to the provider.
 * Its whole amount moves to refunded_fen, as a console refund's does (paid = money + refunded).
 */
export async function markRefundOwed(tx: Tx, donationId: number, now: Date): Promise<void> {
  await tx
    .update(donations)
    .set({
      status: 'REFUNDED',
      refundedAt: now,
      refundPending: true,
      refundedFen: sql`${donations.refundedFen} + ${donations.moneyFen}`,
      moneyFen: 0,
    })
    .where(eq(donations.id, donationId));
}

export async function addNamingCountDonate(tx: Tx, itemsId: number, named: number): Promise<void> {
  if (named === 0) return;
  await tx
    .update(items)
    .set({ namingCountDonate: sql`${items.namingCountDonate} + ${named}` })
    .where(eq(items.id, itemsId));
}
