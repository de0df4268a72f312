import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seatAreas, seatClaims, seats } from '../../db/schema/naming.ts';

/** A seat's price as the maps show and filter it: its lowest term, from its own list or its area's. */
export const seatPriceFen = sql<number>`(
  select min((term->>'termMoneyFen')::bigint)
  from jsonb_array_elements(coalesce(${seats.priceList}, ${seatAreas.priceList})) as term
)`;

export type StatusFilter = {
  itemsId: number;
  areaIds: readonly number[];
  seatName: string;
  /** Fen; an exact price, or a range (either end may be open). */
  priceFen?: number;
  minFen?: number;
  maxFen?: number;
};

/**
 * seatId → status of the project's seats that pass the filter, made in the database as one JSON
 * object (2,100 rows become one: PGlite hands rows to JS one by one, and a whole map's list took
 * four times as long that way). The status is status-service.ts's statusOf, in SQL: a live claim
 * first (named 2, held 4), then the staff's setting. An index range on the project (and species),
 * the area and the live claim by their indexes; the price only where a price filter asks for it.
 */
export async function seatStatusJson(db: Db, filter: StatusFilter): Promise<Record<string, number>> {
  const [row] = await db
    .select({
      statuses: sql<Record<string, number> | string | null>`json_object_agg(${seats.id}, case
        when ${seatClaims.state} = 'named' then 2
        when ${seatClaims.state} = 'held' then 4
        when ${seats.status} = 3 then 3
        else 1 end)`,
    })
    .from(seats)
    .innerJoin(seatAreas, eq(seatAreas.id, seats.areaId))
    .leftJoin(seatClaims, and(eq(seatClaims.seatId, seats.id), sql`${seatClaims.state} in ('held', 'named')`))
    .where(and(...conditionsOf(filter)));
  const statuses = row?.statuses ?? null;
  if (statuses === null) return {};
  return typeof statuses === 'string' ? (JSON.parse(statuses) as Record<string, number>) : statuses;
}

function conditionsOf(filter: StatusFilter): SQL[] {
  const conditions: SQL[] = [eq(seats.itemsId, filter.itemsId)];
  if (filter.areaIds.length > 0) conditions.push(inArray(seats.areaId, [...filter.areaIds]));
  if (filter.seatName !== '') conditions.push(eq(seats.seatName, filter.seatName));
  if (filter.priceFen !== undefined) conditions.push(sql`${seatPriceFen} = ${filter.priceFen}`);
  if (filter.minFen !== undefined) conditions.push(sql`${seatPriceFen} >= ${filter.minFen}`);
  if (filter.maxFen !== undefined) conditions.push(sql`${seatPriceFen} <= ${filter.maxFen}`);
  return conditions;
}
