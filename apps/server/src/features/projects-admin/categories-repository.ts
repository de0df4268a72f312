import { asc, count, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { items, itemTypes } from '../../db/schema/items.ts';

export type CategoryRecord = typeof itemTypes.$inferSelect;

/** Categories in tab order, each with its number of projects. */
export async function listCategories(db: Db | Tx) {
  return db
    .select({
      id: itemTypes.id,
      name: itemTypes.name,
      nameEn: itemTypes.nameEn,
      sort: itemTypes.sort,
      projectCount: count(items.id),
    })
    .from(itemTypes)
    .leftJoin(items, eq(items.typeId, itemTypes.id))
    .groupBy(itemTypes.id)
    .orderBy(asc(itemTypes.sort), asc(itemTypes.id));
}

/** Every category, locked: names and order are decided against a list nobody else is changing. */
export async function lockCategories(tx: Tx): Promise<CategoryRecord[]> {
  return tx.select().from(itemTypes).orderBy(asc(itemTypes.sort), asc(itemTypes.id)).for('update');
}

/** A new category goes last. */
export type CategoryNames = { name: string; nameEn: string };

export async function insertCategory(tx: Tx, names: CategoryNames): Promise<CategoryRecord> {
  const [last] = await tx.select({ sort: max(itemTypes.sort) }).from(itemTypes);
  const [row] = await tx
    .insert(itemTypes)
    .values({ ...names, sort: (last?.sort ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('category not stored');
  return row;
}

export async function renameCategory(tx: Tx, id: number, names: CategoryNames): Promise<void> {
  await tx.update(itemTypes).set(names).where(eq(itemTypes.id, id));
}

export async function setCategorySort(tx: Tx, id: number, sort: number): Promise<void> {
  await tx.update(itemTypes).set({ sort }).where(eq(itemTypes.id, id));
}

export async function countProjectsOf(tx: Tx, typeId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(items).where(eq(items.typeId, typeId));
  return row?.n ?? 0;
}

export async function deleteCategory(tx: Tx, id: number): Promise<void> {
  await tx.delete(itemTypes).where(eq(itemTypes.id, id));
}
