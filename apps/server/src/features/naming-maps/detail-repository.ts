import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seatAreas, seatClaims, seats } from '../../db/schema/naming.ts';
import { seatPriceFen } from './status-repository.ts';

/** A seat with its price and its live claim's public part (the plaque's words, the install). */
export async function findSeatDetail(db: Db, seatId: number) {
  const [row] = await db
    .select({
      id: seats.id,
      itemsId: seats.itemsId,
      areaId: seats.areaId,
      displayNo: seats.displayNo,
      seatName: seats.seatName,
      label: seats.label,
      seatPrices: seats.priceList,
      areaPrices: seatAreas.priceList,
      seatImg: seats.seatImg,
      seatIntro: seats.seatIntro,
      status: seats.status,
      priceFen: seatPriceFen,
      claimState: seatClaims.state,
      donorName: seatClaims.donorName,
      donationMessage: seatClaims.donationMessage,
      termYear: seatClaims.termYear,
      namedAt: seatClaims.namedAt,
      installState: seatClaims.installState,
      installPhoto: seatClaims.installPhoto,
      installUpdatedAt: seatClaims.installUpdatedAt,
    })
    .from(seats)
    .innerJoin(seatAreas, eq(seatAreas.id, seats.areaId))
    .leftJoin(seatClaims, and(eq(seatClaims.seatId, seats.id), sql`${seatClaims.state} in ('held', 'named')`))
    .where(eq(seats.id, seatId));
  return row;
}
export type SeatDetailRow = NonNullable<Awaited<ReturnType<typeof findSeatDetail>>>;
