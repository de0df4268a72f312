import { asc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { homeEntries } from '../../db/schema/site.ts';

export type HomeEntryRecord = typeof homeEntries.$inferSelect;
export type HomeEntryColumns = Omit<typeof homeEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Every entry with its project's name, banners first, each kind in its order. */
export function listHomeEntries(db: Db | Tx) {
  return db
    .select({ entry: homeEntries, itemsName: items.name })
    .from(homeEntries)
    .leftJoin(items, eq(items.id, homeEntries.itemsId))
    .orderBy(asc(homeEntries.kind), asc(homeEntries.sort), asc(homeEntries.id));
}

/** Every entry, locked: orders and edits are decided against a list nobody else is changing. */
export function lockHomeEntries(tx: Tx): Promise<HomeEntryRecord[]> {
  return tx.select().from(homeEntries).orderBy(asc(homeEntries.sort), asc(homeEntries.id)).for('update');
}

export async function projectExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: items.id }).from(items).where(eq(items.id, id));
  return row !== undefined;
}

/** The largest sort of a kind (a new entry without one of its own goes after it). */
export async function lastSortOf(tx: Tx, kind: string): Promise<number | null> {
  const [row] = await tx
    .select({ sort: max(homeEntries.sort) })
    .from(homeEntries)
    .where(eq(homeEntries.kind, kind));
  return row?.sort ?? null;
}

export async function insertHomeEntry(tx: Tx, columns: HomeEntryColumns): Promise<HomeEntryRecord> {
  const [row] = await tx.insert(homeEntries).values(columns).returning();
  if (!row) throw new Error('home entry not stored');
  return row;
}

export async function updateHomeEntry(
  tx: Tx,
  id: number,
  columns: Partial<HomeEntryColumns>,
): Promise<HomeEntryRecord> {
  const [row] = await tx
    .update(homeEntries)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(homeEntries.id, id))
    .returning();
  if (!row) throw new Error('home entry not updated');
  return row;
}

export async function deleteHomeEntry(tx: Tx, id: number): Promise<void> {
  await tx.delete(homeEntries).where(eq(homeEntries.id, id));
}
