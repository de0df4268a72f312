import { and, asc, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';

/**
 * How often an order is asked about: every run while `closeMs` has not passed since `column`'s
 * time, then in one `windowMs` of every `everyMs` (a run every 30 s falls into it once or twice),
 * so an order left unpaid is asked a few times, not at every run of its day.
 */
export type AskCadence = { closeMs: number; everyMs: number; windowMs: number };

/** Which orders the reconciler asks about at `now` (findOrdersToReconcile). */
export type ReconcileWindow = {
  now: Date;
  pendingBefore: Date;
  closedSince: Date;
  expiresAfter: Date;
  limit: number;
  pendingCadence: AskCadence;
  closedCadence: AskCadence;
};

function dueToAsk(column: PgColumn, now: Date, cadence: AskCadence): SQL | undefined {
  const ageSeconds = sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${column})))::bigint`;
  return or(
    gt(column, new Date(now.getTime() - cadence.closeMs)),
    sql`mod(${ageSeconds}, ${Math.round(cadence.everyMs / 1000)}) < ${Math.round(cadence.windowMs / 1000)}`,
  );
}

/**
 * Orders whose notification may never have come (the reconciler's list): PENDING ones placed
 * before `pendingBefore`, and CANCELLED/EXPIRED ones closed since `closedSince`, which a late
 * payment still turns PAID, each only when its cadence is due at `now`. `expiresAfter` only keeps
 * the second scan on recent rows of the (status, expires_at) index; it must lie before
 * `closedSince` less the order lifetime.
 */
export async function findOrdersToReconcile(
  db: Db,
  window: ReconcileWindow,
): Promise<Array<{ billNo: string; provider: string | null }>> {
  const columns = { billNo: donations.billNo, provider: donations.provider };
  const pending = await db
    .select(columns)
    .from(donations)
    .where(
      and(
        eq(donations.status, 'PENDING'),
        lte(donations.createdAt, window.pendingBefore),
        dueToAsk(donations.createdAt, window.now, window.pendingCadence),
      ),
    )
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
        dueToAsk(donations.closedAt, window.now, window.closedCadence),
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
