import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';
import { bookClaims, books, seatClaims, seats } from '../../db/schema/naming.ts';

/**
 * The holds now: a claim in state 'held' of a PENDING order (the release trigger lets a claim go
 * in the same transaction as its order leaves PENDING, so the two agree; the order's status is
 * asked too so a hold never outlives its order in this list even for a moment).
 */
const heldSeats = (itemsId: number | undefined) =>
  and(
    eq(seatClaims.state, 'held'),
    eq(donations.status, 'PENDING'),
    itemsId === undefined ? undefined : eq(seats.itemsId, itemsId),
  );
const heldBooks = (itemsId: number | undefined) =>
  and(
    eq(bookClaims.state, 'held'),
    eq(donations.status, 'PENDING'),
    itemsId === undefined ? undefined : eq(books.itemsId, itemsId),
  );

const text = (value: SQL) => sql<string>`${value}`;

function seatHolds(db: Db, itemsId: number | undefined) {
  return db
    .select({
      kind: text(sql`'seat'`).as('kind'),
      claimId: seatClaims.id,
      itemsId: seats.itemsId,
      itemsName: items.name,
      objectLabel: text(sql`${seats.label}`).as('object_label'),
      plateName: text(sql`${seatClaims.donorName}`).as('plate_name'),
      billNo: donations.billNo,
      donorName: donations.donorName,
      mobileBox: users.mobileBox,
      heldSince: seatClaims.createdAt,
      expiresAt: donations.expiresAt,
    })
    .from(seatClaims)
    .innerJoin(donations, eq(donations.id, seatClaims.donationId))
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .innerJoin(items, eq(items.id, seats.itemsId))
    .innerJoin(users, eq(users.id, donations.userId))
    .where(heldSeats(itemsId));
}

function bookHolds(db: Db, itemsId: number | undefined) {
  return db
    .select({
      kind: text(sql`'book'`).as('kind'),
      claimId: bookClaims.id,
      itemsId: books.itemsId,
      itemsName: items.name,
      objectLabel: text(sql`'《' || ${books.title} || '》×' || ${bookClaims.quantity}`).as('object_label'),
      plateName: text(sql`coalesce(${bookClaims.nameplates} -> 0 ->> 'donorName', '')`).as('plate_name'),
      billNo: donations.billNo,
      donorName: donations.donorName,
      mobileBox: users.mobileBox,
      heldSince: bookClaims.createdAt,
      expiresAt: donations.expiresAt,
    })
    .from(bookClaims)
    .innerJoin(donations, eq(donations.id, bookClaims.donationId))
    .innerJoin(books, eq(books.id, bookClaims.bookId))
    .innerJoin(items, eq(items.id, books.itemsId))
    .innerJoin(users, eq(users.id, donations.userId))
    .where(heldBooks(itemsId));
}

/** One page of the holds, the soonest to expire first (the ones staff may still need to act on). */
export async function listHolds(
  db: Db,
  itemsId: number | undefined,
  page: { limit: number; offset: number },
) {
  const rows = await unionAll(seatHolds(db, itemsId), bookHolds(db, itemsId))
    // By position (a union's columns have no table): expires at, bill number, seats first, claim.
    .orderBy(sql`11 asc nulls last`, sql`7`, sql`1 desc`, sql`2`)
    .limit(page.limit)
    .offset(page.offset);
  const [seatCount, bookCount] = await Promise.all([
    db
      .select({ n: count() })
      .from(seatClaims)
      .innerJoin(donations, eq(donations.id, seatClaims.donationId))
      .innerJoin(seats, eq(seats.id, seatClaims.seatId))
      .where(heldSeats(itemsId)),
    db
      .select({ n: count() })
      .from(bookClaims)
      .innerJoin(donations, eq(donations.id, bookClaims.donationId))
      .innerJoin(books, eq(books.id, bookClaims.bookId))
      .where(heldBooks(itemsId)),
  ]);
  return { rows, total: (seatCount[0]?.n ?? 0) + (bookCount[0]?.n ?? 0) };
}
export type HoldRecord = Awaited<ReturnType<typeof listHolds>>['rows'][number];

/** The order a release names, locked so a payment or expiry waits for the release to decide. */
export async function lockOrderByBillNo(tx: Tx, billNo: string) {
  const [row] = await tx
    .select({
      id: donations.id,
      billNo: donations.billNo,
      status: donations.status,
      namingType: donations.namingType,
      itemsId: donations.itemsId,
      expiresAt: donations.expiresAt,
      provider: donations.provider,
    })
    .from(donations)
    .where(eq(donations.billNo, billNo))
    .for('update');
  return row;
}

/** What the order holds now: its held seats and held book claims. */
export async function countHeldOf(db: Db | Tx, donationId: number) {
  // One after the other: a transaction is one connection.
  const [seatRow] = await db
    .select({ n: count() })
    .from(seatClaims)
    .where(and(eq(seatClaims.donationId, donationId), eq(seatClaims.state, 'held')));
  const [bookRow] = await db
    .select({ n: count() })
    .from(bookClaims)
    .where(and(eq(bookClaims.donationId, donationId), eq(bookClaims.state, 'held')));
  return { seats: seatRow?.n ?? 0, books: bookRow?.n ?? 0 };
}
