import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rateHits } from '../../db/schema/accounts.ts';
import { donations } from '../../db/schema/donations.ts';
import type { OrderLimit, OrderToPlace } from './hot-repository.ts';
import type { PlacedOrder } from './repository.ts';

/**
 * The statements of a naming order that ordinary gifts do not need: placing it in a transaction
 * that also holds what it names (paying it, in one that also names it, is
 * payments/naming-payment-repository.ts). Naming orders are few, so these are plain drizzle
 * statements rather than hot-path scripts.
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
