import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { namingMaps } from '../../db/schema/naming.ts';

export async function findMapByName(db: Db, name: string) {
  const [row] = await db
    .select({ definition: namingMaps.definition, updatedAt: namingMaps.updatedAt })
    .from(namingMaps)
    .where(eq(namingMaps.name, name));
  return row;
}

/** The project's map whose points include the seat (a tree, seat or brick; or a building). */
export async function findMapNameOfSeat(db: Db, itemsId: number, seatId: number): Promise<string | null> {
  const point = JSON.stringify([{ seatId }]);
  const [row] = await db
    .select({ name: namingMaps.name })
    .from(namingMaps)
    .where(
      and(
        eq(namingMaps.itemsId, itemsId),
        sql`(${namingMaps.definition}->'treeList' @> ${point}::jsonb or ${namingMaps.definition}->'buildingList' @> ${point}::jsonb)`,
      ),
    )
    .limit(1);
  return row?.name ?? null;
}
