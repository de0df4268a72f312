import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { awards } from '../../db/schema/site.ts';

export type AwardRecord = typeof awards.$inferSelect;
export type AwardColumns = Omit<typeof awards.$inferInsert, 'id'>;

/** Every award in the donor's grid order. */
export function listAwardRecords(db: Db | Tx): Promise<AwardRecord[]> {
  return db.select().from(awards).orderBy(asc(awards.sort), asc(awards.id));
}

/**
 * Holds the award definitions for this transaction: names are judged unique against a list no
 * other save is changing (row locks alone would not stop two new awards of one name).
 */
export async function lockAwards(tx: Tx): Promise<AwardRecord[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('awards-admin', 0))`);
  return listAwardRecords(tx);
}

export async function insertAward(tx: Tx, columns: AwardColumns): Promise<AwardRecord> {
  const [row] = await tx.insert(awards).values(columns).returning();
  if (!row) throw new Error('award not stored');
  return row;
}

export async function updateAward(tx: Tx, id: number, columns: AwardColumns): Promise<AwardRecord> {
  const [row] = await tx.update(awards).set(columns).where(eq(awards.id, id)).returning();
  if (!row) throw new Error('award not updated');
  return row;
}

export async function deleteAward(tx: Tx, id: number): Promise<void> {
  await tx.delete(awards).where(eq(awards.id, id));
}
