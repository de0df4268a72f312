import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seatClaims, seats } from '../../db/schema/naming.ts';

/**
 * Find my name: the project's seats whose number is the keyword, or whose named plaque's donor
 * name contains it (plaques are public: their words are printed on the object). Held claims are
 * not matched: an unpaid order's name is nobody's business yet.
 */
export function searchSeats(db: Db, itemsId: number, keyword: string, limit: number) {
  const number = /^\d{1,6}$/.test(keyword) ? Number(keyword) : null;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byName = and(eq(seatClaims.state, 'named'), sql`${seatClaims.donorName} ilike ${pattern}`);
  const byNumber = number === null ? undefined : sql`coalesce(${seats.displayNo}, ${seats.id}) = ${number}`;
  return db
    .select({
      id: seats.id,
      areaId: seats.areaId,
      displayNo: seats.displayNo,
      seatName: seats.seatName,
      claimState: seatClaims.state,
      donorName: seatClaims.donorName,
    })
    .from(seats)
    .leftJoin(seatClaims, and(eq(seatClaims.seatId, seats.id), eq(seatClaims.state, 'named')))
    .where(and(eq(seats.itemsId, itemsId), byNumber ? or(byNumber, byName) : byName))
    .orderBy(asc(seats.id))
    .limit(limit);
}
