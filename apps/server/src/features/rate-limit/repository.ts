import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rateHits } from '../../db/schema/accounts.ts';

/**
 * Runs `fn` in a transaction that holds an advisory lock on `key`, so callers sharing a key run
 * one after another on every server instance. Statements inside take their snapshot after the
 * lock is granted, so each sees what the previous holder committed.
 */
export function withKeyLock<T>(db: Db | Tx, key: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return fn(tx);
  });
}

/** Times of the newest `max` hits of a bucket since `since`, newest first. */
export async function recentHitTimes(db: Db | Tx, bucket: string, since: Date, max: number): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: rateHits.createdAt })
    .from(rateHits)
    .where(and(eq(rateHits.bucket, bucket), gt(rateHits.createdAt, since)))
    .orderBy(desc(rateHits.createdAt))
    .limit(max);
  return rows.map((row) => row.createdAt);
}

export async function insertHit(db: Db | Tx, bucket: string, at: Date): Promise<number> {
  const [row] = await db.insert(rateHits).values({ bucket, createdAt: at }).returning({ id: rateHits.id });
  if (!row) throw new Error('rate hit not recorded');
  return row.id;
}

export async function deleteHit(db: Db | Tx, id: number): Promise<void> {
  await db.delete(rateHits).where(eq(rateHits.id, id));
}
