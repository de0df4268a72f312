import { and, asc, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { type NamingTerm, namingMaps, seatAreas, seats } from '../../db/schema/naming.ts';

export type MapRecord = typeof namingMaps.$inferSelect;
export type SeatColumns = Omit<typeof seats.$inferInsert, 'id'>;
/** A naming period and its price (fen), as seats and areas keep them. */
export type SeatTerm = NamingTerm;

/** Maps with their project's name, a project's only when asked, by project then name. */
export function listMaps(db: Db | Tx, itemsId: number | undefined) {
  const where: SQL | undefined = itemsId === undefined ? undefined : eq(namingMaps.itemsId, itemsId);
  return db
    .select({ map: namingMaps, itemsName: items.name })
    .from(namingMaps)
    .innerJoin(items, eq(items.id, namingMaps.itemsId))
    .where(where)
    .orderBy(asc(namingMaps.itemsId), asc(namingMaps.name));
}

export async function findMap(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ map: namingMaps, itemsName: items.name })
    .from(namingMaps)
    .innerJoin(items, eq(items.id, namingMaps.itemsId))
    .where(eq(namingMaps.id, id));
  return row;
}

/**
 * Holds one map for this transaction: a save, a placed point and an import of the same map run one
 * after another, so none of them writes over points another just added.
 */
export async function lockMap(tx: Tx, id: number): Promise<MapRecord | undefined> {
  const [row] = await tx.select().from(namingMaps).where(eq(namingMaps.id, id)).for('update');
  return row;
}

export async function mapNameTaken(db: Db | Tx, name: string): Promise<boolean> {
  const [row] = await db.select({ id: namingMaps.id }).from(namingMaps).where(eq(namingMaps.name, name));
  return row !== undefined;
}

/** Names of maps that start with `prefix` (a level's maps: `yc-2-`). */
export function mapsNamedLike(db: Db | Tx, prefix: string) {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: namingMaps.id, name: namingMaps.name, definition: namingMaps.definition })
    .from(namingMaps)
    .where(like(namingMaps.name, pattern))
    .orderBy(asc(namingMaps.name));
}

export async function insertMap(
  tx: Tx,
  columns: { itemsId: number; name: string; definition: Record<string, unknown> },
): Promise<MapRecord> {
  const [row] = await tx.insert(namingMaps).values(columns).returning();
  if (!row) throw new Error('map not stored');
  return row;
}

/** Stores a definition; updated_at moves, so the served file's ETag changes with it. */
export async function updateMapDefinition(
  tx: Tx,
  id: number,
  definition: Record<string, unknown>,
): Promise<MapRecord> {
  const [row] = await tx
    .update(namingMaps)
    .set({ definition, updatedAt: sql`now()` })
    .where(eq(namingMaps.id, id))
    .returning();
  if (!row) throw new Error('map not updated');
  return row;
}

export async function deleteMap(tx: Tx, id: number): Promise<void> {
  await tx.delete(namingMaps).where(eq(namingMaps.id, id));
}

export async function projectName(db: Db | Tx, itemsId: number): Promise<string | null> {
  const [row] = await db.select({ name: items.name }).from(items).where(eq(items.id, itemsId));
  return row?.name ?? null;
}

export function projectAreas(db: Db | Tx, itemsId: number) {
  return db
    .select({
      id: seatAreas.id,
      title: seatAreas.title,
      type: seatAreas.type,
      priceList: seatAreas.priceList,
    })
    .from(seatAreas)
    .where(eq(seatAreas.itemsId, itemsId))
    .orderBy(asc(seatAreas.sort), asc(seatAreas.id));
}

/** The seats of these ids, with their project and area (to judge a definition's points). */
export function seatsByIds(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: seats.id,
      itemsId: seats.itemsId,
      areaId: seats.areaId,
      label: seats.label,
      seatName: seats.seatName,
      displayNo: seats.displayNo,
      status: seats.status,
      priceList: seats.priceList,
    })
    .from(seats)
    .where(inArray(seats.id, [...ids]))
    .orderBy(asc(seats.id));
}

/** The next sort of an area's seats (placed points go after the ones already there). */
export async function lastSeatSort(tx: Tx, areaId: number): Promise<number> {
  const [row] = await tx
    .select({ sort: seats.sort })
    .from(seats)
    .where(eq(seats.areaId, areaId))
    .orderBy(desc(seats.sort))
    .limit(1);
  return row?.sort ?? 0;
}

export async function insertSeats(
  tx: Tx,
  rows: SeatColumns[],
): Promise<Array<{ id: number; displayNo: number | null }>> {
  if (rows.length === 0) return [];
  return tx.insert(seats).values(rows).returning({ id: seats.id, displayNo: seats.displayNo });
}

export type AreaRecord = { id: number; title: string; type: number; priceList: NamingTerm[] };

export async function findArea(
  db: Db | Tx,
  itemsId: number,
  areaId: number,
): Promise<AreaRecord | undefined> {
  const [row] = await db
    .select({
      id: seatAreas.id,
      title: seatAreas.title,
      type: seatAreas.type,
      priceList: seatAreas.priceList,
    })
    .from(seatAreas)
    .where(and(eq(seatAreas.id, areaId), eq(seatAreas.itemsId, itemsId)));
  return row;
}
