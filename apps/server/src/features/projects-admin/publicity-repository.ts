import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { usePublicity } from '../../db/schema/items.ts';

export type PublicityRecord = typeof usePublicity.$inferSelect;
export type PublicityValues = Pick<PublicityRecord, 'useDate' | 'useTitle' | 'useMoneyFen'>;

/** A project's use-publicity rows as its tab orders them: newest day first. */
export async function listPublicity(db: Db, itemsId: number, page: { limit: number; offset: number }) {
  const where = eq(usePublicity.itemsId, itemsId);
  const rows = await db
    .select()
    .from(usePublicity)
    .where(where)
    .orderBy(desc(usePublicity.useDate), desc(usePublicity.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(usePublicity).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function lockPublicity(tx: Tx, id: number): Promise<PublicityRecord | null> {
  const [row] = await tx.select().from(usePublicity).where(eq(usePublicity.id, id)).for('update');
  return row ?? null;
}

export async function insertPublicity(
  tx: Tx,
  itemsId: number,
  values: PublicityValues,
): Promise<PublicityRecord> {
  const [row] = await tx
    .insert(usePublicity)
    .values({ itemsId, ...values })
    .returning();
  if (!row) throw new Error('publicity row not stored');
  return row;
}

export async function updatePublicity(tx: Tx, id: number, values: PublicityValues): Promise<PublicityRecord> {
  const [row] = await tx.update(usePublicity).set(values).where(eq(usePublicity.id, id)).returning();
  if (!row) throw new Error('publicity row not updated');
  return row;
}

export async function deletePublicity(tx: Tx, id: number): Promise<void> {
  await tx.delete(usePublicity).where(eq(usePublicity.id, id));
}
