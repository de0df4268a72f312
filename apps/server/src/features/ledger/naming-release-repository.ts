import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { bookClaims, books, seatClaims, seats } from '../../db/schema/naming.ts';

/**
 * What a refunded naming order gives back, in the refund's transaction (after its order and
 * project rows were locked, the order a payment locks them in): its named seats are free to be
 * named again, its named copies go back to stock and off the books' naming counts, and the
 * project's namingCountDonate drops by as many as it had raised. Only claims this statement moves
 * out of `named` count, so a second call gives nothing back twice.
 */
export async function releaseNamedObjects(
  tx: Tx,
  order: { id: number; itemsId: number; namingType: number },
  now: Date,
): Promise<number> {
  let released = 0;
  if (order.namingType === 2) {
    const claims = await tx
      .update(bookClaims)
      .set({ state: 'released', releasedAt: now })
      .where(and(eq(bookClaims.donationId, order.id), eq(bookClaims.state, 'named')))
      .returning({ bookId: bookClaims.bookId, quantity: bookClaims.quantity });
    const perBook = new Map<number, number>();
    for (const claim of claims) perBook.set(claim.bookId, (perBook.get(claim.bookId) ?? 0) + claim.quantity);
    // Book rows in id order, as holds take them, so a refund and a hold cannot deadlock.
    for (const [bookId, quantity] of [...perBook].sort(([a], [b]) => a - b)) {
      await tx
        .update(books)
        .set({
          stock: sql`${books.stock} + ${quantity}`,
          namingCount: sql`greatest(${books.namingCount} - ${quantity}, 0)`,
        })
        .where(eq(books.id, bookId));
      released += quantity;
    }
  } else {
    const claims = await tx
      .update(seatClaims)
      .set({ state: 'released', releasedAt: now })
      .where(and(eq(seatClaims.donationId, order.id), eq(seatClaims.state, 'named')))
      .returning({ id: seatClaims.id });
    released = claims.length;
  }
  if (released > 0) {
    await tx
      .update(items)
      .set({ namingCountDonate: sql`greatest(${items.namingCountDonate} - ${released}, 0)` })
      .where(eq(items.id, order.itemsId));
  }
  return released;
}

/** What a naming order holds or held, for the console's order detail. */
export async function listNamingObjects(db: Db, donationId: number) {
  const seatRows = await db
    .select({
      label: seats.label,
      quantity: sql<number>`1`.mapWith(Number),
      state: seatClaims.state,
      namedUntil: seatClaims.namedUntil,
    })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .where(eq(seatClaims.donationId, donationId))
    .orderBy(asc(seatClaims.id));
  const copies = await db
    .select({ label: books.title, quantity: bookClaims.quantity, state: bookClaims.state })
    .from(bookClaims)
    .innerJoin(books, eq(books.id, bookClaims.bookId))
    .where(eq(bookClaims.donationId, donationId))
    .orderBy(asc(bookClaims.id));
  return [...seatRows, ...copies.map((copy) => ({ ...copy, namedUntil: null }))];
}
