import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type NamingTerm, seatAreas, seatClaims, seats } from '../../db/schema/naming.ts';

export type SeatAreaRecord = typeof seatAreas.$inferSelect;
export type SeatAreaColumns = Omit<typeof seatAreas.$inferInsert, 'id'>;
export type SeatRecord = typeof seats.$inferSelect;

const LIVE = sql`${seatClaims.state} in ('held', 'named')`;

/** A project's areas in the donor's order, with how many seats each has and how many are claimed. */
export async function listAreaRecords(db: Db | Tx, itemsId: number) {
  const areas = await db
    .select()
    .from(seatAreas)
    .where(eq(seatAreas.itemsId, itemsId))
    .orderBy(asc(seatAreas.sort), asc(seatAreas.id));
  if (areas.length === 0) return [];
  const ids = areas.map((area) => area.id);
  const counted = await db
    .select({
      areaId: seats.areaId,
      all: count(seats.id),
      placed: count(seats.rowNo),
      claimedCount: count(seatClaims.id),
    })
    .from(seats)
    .leftJoin(seatClaims, and(eq(seatClaims.seatId, seats.id), LIVE))
    .where(inArray(seats.areaId, ids))
    .groupBy(seats.areaId);
  const byArea = new Map(counted.map((row) => [row.areaId, row]));
  return areas.map((area) => {
    const counts = byArea.get(area.id);
    // A grid's seats are the placed ones; a seat taken off the grid (retired) keeps only its history.
    const seatCount = (area.type === 3 ? counts?.all : counts?.placed) ?? 0;
    return { area, seatCount, claimedCount: counts?.claimedCount ?? 0 };
  });
}

export async function findArea(db: Db | Tx, id: number): Promise<SeatAreaRecord | undefined> {
  const [row] = await db.select().from(seatAreas).where(eq(seatAreas.id, id));
  return row;
}

/** One area, locked for this transaction (its seats' edits and its own go one at a time). */
export async function lockArea(tx: Tx, id: number): Promise<SeatAreaRecord | undefined> {
  const [row] = await tx.select().from(seatAreas).where(eq(seatAreas.id, id)).for('update');
  return row;
}

/** Serialises area saves of one project, so titles are judged unique against a list nobody changes. */
export async function lockProjectAreas(tx: Tx, itemsId: number): Promise<SeatAreaRecord[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('seat-areas-admin', ${itemsId}))`);
  return tx.select().from(seatAreas).where(eq(seatAreas.itemsId, itemsId));
}

export async function insertArea(tx: Tx, columns: SeatAreaColumns): Promise<SeatAreaRecord> {
  const [row] = await tx.insert(seatAreas).values(columns).returning();
  if (!row) throw new Error('seat area not stored');
  return row;
}

export async function updateArea(
  tx: Tx,
  id: number,
  columns: Partial<SeatAreaColumns>,
): Promise<SeatAreaRecord> {
  const [row] = await tx.update(seatAreas).set(columns).where(eq(seatAreas.id, id)).returning();
  if (!row) throw new Error('seat area not updated');
  return row;
}

export async function deleteArea(tx: Tx, id: number): Promise<void> {
  await tx.delete(seats).where(eq(seats.areaId, id));
  await tx.delete(seatAreas).where(eq(seatAreas.id, id));
}

/**
 * An area's seats with their live claim and whether any claim (even released) ever named them.
 * Locked FOR UPDATE when given a transaction that will change them: an order holding one of
 * these seats takes a key-share lock on it, so no claim can appear between this read and the save.
 */
export async function areaSeats(db: Db | Tx, areaId: number, lock: boolean) {
  const base = db
    .select()
    .from(seats)
    .where(eq(seats.areaId, areaId))
    .orderBy(asc(seats.rowNo), asc(seats.colNo), asc(seats.id));
  const rows = lock ? await base.for('update') : await base;
  if (rows.length === 0) return [];
  const claims = await db
    .select({ seatId: seatClaims.seatId, state: seatClaims.state })
    .from(seatClaims)
    .where(
      inArray(
        seatClaims.seatId,
        rows.map((row) => row.id),
      ),
    );
  const live = new Map<number, 'held' | 'named'>();
  const ever = new Set<number>();
  for (const claim of claims) {
    ever.add(claim.seatId);
    if (claim.state === 'held' || claim.state === 'named') live.set(claim.seatId, claim.state);
  }
  return rows.map((seat) => ({ seat, claim: live.get(seat.id) ?? null, claimedEver: ever.has(seat.id) }));
}
export type AreaSeat = Awaited<ReturnType<typeof areaSeats>>[number];

export async function insertSeats(tx: Tx, rows: Array<Omit<typeof seats.$inferInsert, 'id'>>): Promise<void> {
  // One statement per 1,000 seats: well under the 65,535 bound parameters a statement may carry.
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(seats).values(rows.slice(start, start + 1000));
  }
}

export async function updateSeat(
  tx: Tx,
  id: number,
  columns: Partial<Pick<SeatRecord, 'label' | 'status' | 'rowNo' | 'colNo' | 'priceList'>>,
): Promise<void> {
  await tx.update(seats).set(columns).where(eq(seats.id, id));
}

export async function deleteSeats(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(seats).where(inArray(seats.id, ids));
}

/** One seat with its area, locked for the price edit. */
export async function lockSeat(tx: Tx, id: number) {
  const [row] = await tx
    .select({ seat: seats, area: seatAreas })
    .from(seats)
    .innerJoin(seatAreas, eq(seatAreas.id, seats.areaId))
    .where(eq(seats.id, id))
    .for('update', { of: seats });
  return row;
}

export type { NamingTerm };
