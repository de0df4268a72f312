import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';

/**
 * Orders whose notification may never have come (the reconciler's list): PENDING ones placed
 * before `pendingBefore`, and CANCELLED/EXPIRED ones closed since `closedSince`, which a late
 * payment still turns PAID. `expiresAfter` only keeps the second scan on recent rows of the
 * (status, expires_at) index; it must lie before `closedSince` less the order lifetime.
 */
export async function findOrdersToReconcile(
  db: Db,
  window: { pendingBefore: Date; closedSince: Date; expiresAfter: Date; limit: number },
): Promise<Array<{ billNo: string; provider: string | null }>> {
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

/** The provider and bill number of an order, by its id (a closed order's provider is told). */
export async function findOrderProvider(db: Db, donationId: number) {
  const [row] = await db
    .select({ billNo: donations.billNo, provider: donations.provider, status: donations.status })
    .from(donations)
    .where(eq(donations.id, donationId));
  return row;
}
