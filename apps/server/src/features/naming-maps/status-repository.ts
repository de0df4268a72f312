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
 * The project's seats that pass the filter, each with the state of its live claim (null: none).
 * One query: an index range on the project (and species), the area and the live claim by their
 * indexes; the price only where a price filter asks for it.
 */
export function listSeatStates(db: Db, filter: StatusFilter) {
  const conditions: SQL[] = [eq(seats.itemsId, filter.itemsId)];
  if (filter.areaIds.length > 0) conditions.push(inArray(seats.areaId, [...filter.areaIds]));
  if (filter.seatName !== '') conditions.push(eq(seats.seatName, filter.seatName));
  if (filter.priceFen !== undefined) conditions.push(sql`${seatPriceFen} = ${filter.priceFen}`);
  if (filter.minFen !== undefined) conditions.push(sql`${seatPriceFen} >= ${filter.minFen}`);
  if (filter.maxFen !== undefined) conditions.push(sql`${seatPriceFen} <= ${filter.maxFen}`);
  return db
    .select({ id: seats.id, status: seats.status, claimState: seatClaims.state })
    .from(seats)
    .innerJoin(seatAreas, eq(seatAreas.id, seats.areaId))
    .leftJoin(seatClaims, and(eq(seatClaims.seatId, seats.id), sql`${seatClaims.state} in ('held', 'named')`))
    .where(and(...conditions));
}
