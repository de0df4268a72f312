import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NamingTerm, nameplateExamples, seatAreas, seatClaims, seats } from '../../db/schema/naming.ts';

/** A stored period and price (fen), as the service converts it for the wire. */
export type StoredTerm = NamingTerm;

export function listAreas(db: Db, itemsId: number) {
  return db
    .select({ id: seatAreas.id, title: seatAreas.title, type: seatAreas.type, imgUrl: seatAreas.imgUrl })
    .from(seatAreas)
    .where(eq(seatAreas.itemsId, itemsId))
    .orderBy(asc(seatAreas.sort), asc(seatAreas.id));
}

/**
 * An area and all its seats with their live claim, in one query (the whole 1,917-seat hall
 * answer takes ~38 ms over HTTP on PGlite, ~20 ms on PostgreSQL: routes.test.ts). An area
 * without seats gives one row with null seat columns; an unknown area gives none.
 */
export function listAreaSeats(db: Db, areaId: number) {
  return db
    .select({
      areaType: seatAreas.type,
      areaPrices: seatAreas.priceList,
      id: seats.id,
      label: seats.label,
      rowNo: seats.rowNo,
      colNo: seats.colNo,
      status: seats.status,
      seatPrices: seats.priceList,
      claimId: seatClaims.id,
      claimState: seatClaims.state,
    })
    .from(seatAreas)
    .leftJoin(seats, eq(seats.areaId, seatAreas.id))
    .leftJoin(seatClaims, and(eq(seatClaims.seatId, seats.id), sql`${seatClaims.state} in ('held', 'named')`))
    .where(eq(seatAreas.id, areaId))
    .orderBy(asc(seats.rowNo), asc(seats.colNo), asc(seats.sort), asc(seats.id));
}
export type AreaSeatRow = Awaited<ReturnType<typeof listAreaSeats>>[number];

/** A named claim with its seat; held and released claims are not public. */
export async function findNamedClaim(db: Db, claimId: number) {
  const [row] = await db
    .select({
      label: seats.label,
      donorName: seatClaims.donorName,
      donorIdentity: seatClaims.donorIdentity,
      donationMessage: seatClaims.donationMessage,
      namedAt: seatClaims.namedAt,
      namedUntil: seatClaims.namedUntil,
    })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .where(and(eq(seatClaims.id, claimId), eq(seatClaims.state, 'named')));
  return row;
}

export async function findNameplateExample(db: Db, itemsId: number) {
  const [row] = await db.select().from(nameplateExamples).where(eq(nameplateExamples.itemsId, itemsId));
  return row;
}
