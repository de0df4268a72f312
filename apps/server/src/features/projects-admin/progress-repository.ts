import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { progressEntries } from '../../db/schema/items.ts';

export type ProgressRecord = typeof progressEntries.$inferSelect;
export type ProgressValues = Pick<ProgressRecord, 'progressDate' | 'content' | 'attachmentList'>;

/** A project's entries as its progress tab orders them: newest day first. */
export async function listProgress(db: Db, itemsId: number, page: { limit: number; offset: number }) {
  const where = eq(progressEntries.itemsId, itemsId);
  const rows = await db
    .select()
    .from(progressEntries)
    .where(where)
    .orderBy(desc(progressEntries.progressDate), desc(progressEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(progressEntries).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function lockProgress(tx: Tx, id: number): Promise<ProgressRecord | null> {
  const [row] = await tx.select().from(progressEntries).where(eq(progressEntries.id, id)).for('update');
  return row ?? null;
}

export async function insertProgress(
  tx: Tx,
  itemsId: number,
  values: ProgressValues,
): Promise<ProgressRecord> {
  const [row] = await tx
    .insert(progressEntries)
    .values({ itemsId, ...values })
    .returning();
  if (!row) throw new Error('progress entry not stored');
  return row;
}

export async function updateProgress(tx: Tx, id: number, values: ProgressValues): Promise<ProgressRecord> {
  const [row] = await tx.update(progressEntries).set(values).where(eq(progressEntries.id, id)).returning();
  if (!row) throw new Error('progress entry not updated');
  return row;
}

export async function deleteProgress(tx: Tx, id: number): Promise<void> {
  await tx.delete(progressEntries).where(eq(progressEntries.id, id));
}
