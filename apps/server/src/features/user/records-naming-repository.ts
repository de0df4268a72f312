import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';
import { bookClaims, books, namingMaps, seatAreas, seatClaims, seats } from '../../db/schema/naming.ts';
import { pageWithTotal, windowTotal } from '../../db/window-total.ts';
import type { Page } from './records-repository.ts';

/**
 * My naming orders: a standing order (PAID, or PARTLY_REFUNDED: a partial refund releases nothing)
 * that named something. A claim "was named" when it has a named_at — named now, or a seat whose
 * term has since run out (released by the expiry job): the donor paid for it, so it stays in their
 * record with its past end date. Holds that were let go before a late payment re-claimed the seats
 * never had a named_at, so they never show twice. Not "every standing order of a naming project":
 * a record lists what was named, and an order with no claims would be an empty row.
 */
const namedSeat = sql`exists (select 1 from ${seatClaims}
  where ${seatClaims.donationId} = ${donations.id} and ${seatClaims.namedAt} is not null)`;
const namedBook = sql`exists (select 1 from ${bookClaims}
  where ${bookClaims.donationId} = ${donations.id} and ${bookClaims.namedAt} is not null)`;

const myNamingOrders = (userId: number) =>
  and(
    eq(donations.userId, userId),
    inArray(donations.status, [...STANDING_ORDER_STATUSES]),
    or(namedSeat, namedBook),
  );

/** Seed and old rows may lack paid_at; the order's own time stands in for it. */
const paidTime = sql<Date>`coalesce(${donations.paidAt}, ${donations.createdAt})`.mapWith(donations.paidAt);

/** One page of my naming orders, newest first, and the count of all of them. */
export async function listMyNamingOrders(db: Db, userId: number, page: Page) {
  const found = await db
    .select({
      id: donations.id,
      billNo: donations.billNo,
      itemsId: donations.itemsId,
      itemsName: items.name,
      itemsNameEn: items.nameEn,
      moneyFen: donations.moneyFen,
      paidAt: paidTime,
      total: windowTotal(),
    })
    .from(donations)
    .innerJoin(items, eq(items.id, donations.itemsId))
    .where(myNamingOrders(userId))
    .orderBy(desc(paidTime), desc(donations.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => {
    const [row] = await db.select({ total: count() }).from(donations).where(myNamingOrders(userId));
    return row?.total ?? 0;
  });
}
export type MyNamingOrderRow = Awaited<ReturnType<typeof listMyNamingOrders>>['rows'][number];

/** The seats those orders named, in the order they were chosen, with the price lists to name the term. */
export async function listNamedSeatsOf(db: Db, donationIds: number[]) {
  if (donationIds.length === 0) return [];
  return db
    .select({
      donationId: seatClaims.donationId,
      claimId: seatClaims.id,
      seatId: seats.id,
      areaId: seats.areaId,
      label: seats.label,
      termYear: seatClaims.termYear,
      termMoneyFen: seatClaims.termMoneyFen,
      namedUntil: seatClaims.namedUntil,
      seatPrices: seats.priceList,
      areaPrices: seatAreas.priceList,
      installState: seatClaims.installState,
      installPhoto: seatClaims.installPhoto,
      installUpdatedAt: seatClaims.installUpdatedAt,
    })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .innerJoin(seatAreas, eq(seatAreas.id, seats.areaId))
    .where(and(inArray(seatClaims.donationId, donationIds), isNotNull(seatClaims.namedAt)))
    .orderBy(asc(seatClaims.id));
}
export type NamedSeatRow = Awaited<ReturnType<typeof listNamedSeatsOf>>[number];

/** The books those orders named, with the copies and the unit price paid. */
export async function listNamedBooksOf(db: Db, donationIds: number[]) {
  if (donationIds.length === 0) return [];
  return db
    .select({
      donationId: bookClaims.donationId,
      claimId: bookClaims.id,
      title: books.title,
      quantity: bookClaims.quantity,
      unitPriceFen: bookClaims.unitPriceFen,
    })
    .from(bookClaims)
    .innerJoin(books, eq(books.id, bookClaims.bookId))
    .where(and(inArray(bookClaims.donationId, donationIds), isNotNull(bookClaims.namedAt)))
    .orderBy(asc(bookClaims.id));
}
export type NamedBookRow = Awaited<ReturnType<typeof listNamedBooksOf>>[number];

/** The campaign map definitions of these projects: they say whether a seat row is a tree, a brick… */
export async function listMapDefinitionsOf(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemsId: namingMaps.itemsId, definition: namingMaps.definition })
    .from(namingMaps)
    .where(inArray(namingMaps.itemsId, itemIds));
}
