import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { savedFilters } from '../../db/schema/saved-filters.ts';
import { staff } from '../../db/schema/staff.ts';

export type SavedFilterRow = typeof savedFilters.$inferSelect;

/** A list's filters a staff member sees: their own, then colleagues' shared ones, each by name. */
export function visibleFilters(db: Db, staffId: number, list: string) {
  return db
    .select({
      filter: savedFilters,
      ownerName: staff.displayName,
      ownerUsername: staff.username,
    })
    .from(savedFilters)
    .innerJoin(staff, eq(staff.id, savedFilters.staffId))
    .where(
      and(eq(savedFilters.list, list), or(eq(savedFilters.staffId, staffId), eq(savedFilters.shared, true))),
    )
    .orderBy(desc(eq(savedFilters.staffId, staffId)), asc(savedFilters.name), asc(savedFilters.id));
}

export async function countOwn(tx: Tx, staffId: number, list: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(savedFilters)
    .where(and(eq(savedFilters.staffId, staffId), eq(savedFilters.list, list)));
  return row?.n ?? 0;
}

/** The new filter, or null when the owner already has one of that name on that list. */
export async function insertFilter(
  tx: Tx,
  values: typeof savedFilters.$inferInsert,
): Promise<SavedFilterRow | null> {
  const [row] = await tx.insert(savedFilters).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The owner's filter, locked; a colleague's or a missing one is the same: none. */
export async function lockOwnFilter(tx: Tx, id: number, staffId: number): Promise<SavedFilterRow | null> {
  const [row] = await tx
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.staffId, staffId)))
    .for('update');
  return row ?? null;
}

export async function nameTaken(tx: Tx, row: SavedFilterRow, name: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.staffId, row.staffId),
        eq(savedFilters.list, row.list),
        eq(savedFilters.name, name),
      ),
    );
  return found !== undefined && found.id !== row.id;
}

export async function updateFilter(tx: Tx, id: number, change: { name?: string; shared?: boolean }) {
  const [row] = await tx.update(savedFilters).set(change).where(eq(savedFilters.id, id)).returning();
  return row;
}

export async function deleteFilter(tx: Tx, id: number): Promise<void> {
  await tx.delete(savedFilters).where(eq(savedFilters.id, id));
}
