import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { bookClaims, books, type Nameplate } from '../../db/schema/naming.ts';

/**
 * The SQL of book claims. Stock only ever moves through the conditional updates here: taking
 * copies is `stock = stock - n where stock >= n` (a row lock orders concurrent takers, and the
 * books_stock_check CHECK is the last guard), and giving them back only happens for claims whose
 * state this same statement moved, so it happens once.
 */

export type Conn = Db | Tx;

/** Takes `count` copies if they are there; null when the book is not in the project or short. */
export async function takeStock(conn: Conn, itemsId: number, bookId: number, count: number) {
  const [row] = await conn
    .update(books)
    .set({ stock: sql`${books.stock} - ${count}` })
    .where(and(eq(books.id, bookId), eq(books.itemsId, itemsId), sql`${books.stock} >= ${count}`))
    .returning({ id: books.id, title: books.title, unitPriceFen: books.unitPriceFen });
  return row ?? null;
}

export async function giveStockBack(conn: Conn, bookId: number, count: number): Promise<void> {
  await conn
    .update(books)
    .set({ stock: sql`${books.stock} + ${count}` })
    .where(eq(books.id, bookId));
}

export async function addNamingCount(conn: Conn, bookId: number, count: number): Promise<void> {
  await conn
    .update(books)
    .set({ namingCount: sql`${books.namingCount} + ${count}` })
    .where(eq(books.id, bookId));
}

export async function findProjectBook(conn: Conn, itemsId: number, bookId: number) {
  const [row] = await conn
    .select({ id: books.id, title: books.title })
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.itemsId, itemsId)));
  return row ?? null;
}

export type NewBookClaim = {
  bookId: number;
  quantity: number;
  unitPriceFen: number;
  nameplates: Nameplate[];
};

export async function insertHeldClaims(
  conn: Conn,
  donationId: number,
  claims: NewBookClaim[],
): Promise<void> {
  if (claims.length === 0) return;
  await conn.insert(bookClaims).values(claims.map((claim) => ({ ...claim, donationId, state: 'held' })));
}

/** held → released for the donation's claims; answers exactly the claims this call moved. */
export async function releaseHeldClaims(conn: Conn, donationId: number, now: Date) {
  return conn
    .update(bookClaims)
    .set({ state: 'released', releasedAt: now })
    .where(and(eq(bookClaims.donationId, donationId), eq(bookClaims.state, 'held')))
    .returning({ bookId: bookClaims.bookId, quantity: bookClaims.quantity });
}

/** held → named; answers exactly the claims this call moved. */
export async function nameHeldClaims(conn: Conn, donationId: number, now: Date) {
  return conn
    .update(bookClaims)
    .set({ state: 'named', namedAt: now })
    .where(and(eq(bookClaims.donationId, donationId), eq(bookClaims.state, 'held')))
    .returning({ bookId: bookClaims.bookId, quantity: bookClaims.quantity });
}

export async function findReleasedClaims(conn: Conn, donationId: number) {
  return (
    conn
      .select({
        id: bookClaims.id,
        bookId: bookClaims.bookId,
        quantity: bookClaims.quantity,
        unitPriceFen: bookClaims.unitPriceFen,
        title: books.title,
        itemsId: books.itemsId,
      })
      .from(bookClaims)
      .innerJoin(books, eq(books.id, bookClaims.bookId))
      .where(and(eq(bookClaims.donationId, donationId), eq(bookClaims.state, 'released')))
      .orderBy(asc(bookClaims.bookId), asc(bookClaims.id))
      // A second late payment of the same order waits here, then sees the claims already named.
      .for('update', { of: bookClaims })
  );
}

/** released → named for claims whose copies were just taken again; answers the ids it moved. */
export async function renameReleasedClaims(conn: Conn, claimIds: number[], now: Date) {
  if (claimIds.length === 0) return [];
  return conn
    .update(bookClaims)
    .set({ state: 'named', namedAt: now, releasedAt: null })
    .where(and(inArray(bookClaims.id, claimIds), eq(bookClaims.state, 'released')))
    .returning({ id: bookClaims.id });
}

export async function findDonationStatus(conn: Conn, donationId: number): Promise<string | null> {
  const [row] = await conn
    .select({ status: donations.status })
    .from(donations)
    .where(eq(donations.id, donationId));
  return row?.status ?? null;
}
