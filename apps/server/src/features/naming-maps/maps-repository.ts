import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { namingMaps } from '../../db/schema/naming.ts';

export async function findMapByName(db: Db, name: string) {
  const [row] = await db
    .select({ definition: namingMaps.definition, updatedAt: namingMaps.updatedAt })
    .from(namingMaps)
    .where(eq(namingMaps.name, name));
  return row;
}

/**
 * The maps of the project that show these seats (trees, seats, bricks or buildings), by seat id:
 * one pass over the project's map points, whatever the number of seats asked about.
 */
export async function findMapNamesOfSeats(
  db: Db,
  itemsId: number,
  seatIds: readonly number[],
): Promise<Map<number, string>> {
  if (seatIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select distinct on (seat_id) seat_id, name from (
      select (point->>'seatId')::int as seat_id, ${namingMaps.name} as name, ${namingMaps.id} as map_id
      from ${namingMaps},
        jsonb_array_elements(coalesce(${namingMaps.definition}->'treeList', '[]'::jsonb)
          || coalesce(${namingMaps.definition}->'buildingList', '[]'::jsonb)) as point
      where ${namingMaps.itemsId} = ${itemsId}
    ) as points
    where seat_id in ${[...seatIds]}
    order by seat_id, map_id`);
  const rows = (result as unknown as { rows: Array<{ seat_id: number; name: string }> }).rows;
  return new Map(rows.map((row) => [Number(row.seat_id), row.name]));
}
