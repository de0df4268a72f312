import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { requestNonces } from '../db/schema/accounts.ts';

/** Records a nonce; false when it was already seen (a replay). */
export async function claimNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(requestNonces)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: requestNonces.nonce });
  return rows.length === 1;
}

export async function pruneNonces(db: Db, now: Date): Promise<void> {
  await db.delete(requestNonces).where(lt(requestNonces.expiresAt, now));
}

export async function countNonces(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(requestNonces);
  return row?.n ?? 0;
}
