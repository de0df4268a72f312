import {
  BOOK_NAMEPLATE_MESSAGE_MAX,
  type TBookNamingEntry,
  type TNameplate,
} from '@alma/shared/api/naming-books';
import { AppError } from '@alma/shared/errors/app-error';
import {
  addNamingCount,
  type Conn,
  findDonationStatus,
  findProjectBook,
  findReleasedClaims,
  giveStockBack,
  insertHeldClaims,
  type NewBookClaim,
  nameHeldClaims,
  releaseHeldClaims,
  renameReleasedClaims,
  takeStock,
} from './book-claims-repository.ts';

/**
 * Book claims of a naming order, called inside the order's transaction (the order path owns
 * that transaction; these functions never commit). Each change runs under a savepoint, so a
 * refusal leaves nothing behind even if the caller catches it and carries on.
 *
 * Nameplates (doc 4 §4 edit modes): an entry carries one nameplate per copy (mode 0, each
 * edited), or a single one that goes on every copy (mode 1, all the same); it is stored
 * expanded, one per copy, so display never needs to know the mode.
 */

export type BookOrderEntry = Pick<TBookNamingEntry, 'bookId' | 'namingCount' | 'nameplateList'>;
export type HeldBookLine = { bookId: number; title: string; quantity: number; unitPriceFen: number };
export type HeldBooks = { totalFen: number; lines: HeldBookLine[] };

const chars = (text: string) => [...text].length;

function nameplatesOf(entry: BookOrderEntry): TNameplate[] {
  const count = entry.namingCount;
  if (!Number.isInteger(count) || count < 1) {
    throw new AppError('INVALID_REQUEST', 'error.invalidField', { field: 'namingCount' });
  }
  const list = entry.nameplateList.map((plate) => ({
    donorName: (plate.donorName ?? '').trim(),
    donorIdentity: (plate.donorIdentity ?? '').trim(),
    donationMessage: (plate.donationMessage ?? '').trim(),
  }));
  for (const plate of list) {
    if (!plate.donorName) throw new AppError('INVALID_REQUEST', 'naming.bookDonorRequired');
    if (chars(plate.donationMessage) > BOOK_NAMEPLATE_MESSAGE_MAX) {
      throw new AppError('INVALID_REQUEST', 'naming.bookMessageTooLong', { max: BOOK_NAMEPLATE_MESSAGE_MAX });
    }
  }
  const [only] = list;
  if (list.length === 1 && only) return Array.from({ length: count }, () => ({ ...only }));
  if (list.length !== count) throw new AppError('INVALID_REQUEST', 'naming.bookNameplateCount');
  return list;
}

/**
 * Holds the copies an order names, all or none, and prices them from the database (never from
 * the client's unitPrice). A book short of copies is a CONFLICT 'naming.stockShort' (库存不足)
 * with the book's id and title in its params.
 */
export async function holdBooks(
  conn: Conn,
  order: { donationId: number; itemsId: number; books: BookOrderEntry[] },
): Promise<HeldBooks> {
  if (order.books.length === 0) throw new AppError('INVALID_REQUEST', 'naming.bookRequired');
  const seen = new Set<number>();
  const wanted = order.books.map((entry) => {
    if (seen.has(entry.bookId)) throw new AppError('INVALID_REQUEST', 'naming.bookRepeated');
    seen.add(entry.bookId);
    return { bookId: entry.bookId, quantity: entry.namingCount, nameplates: nameplatesOf(entry) };
  });
  // One order of row locks for every taker, so two multi-book orders cannot deadlock.
  wanted.sort((a, b) => a.bookId - b.bookId);
  return conn.transaction(async (sp) => {
    const lines: HeldBookLine[] = [];
    const claims: NewBookClaim[] = [];
    for (const want of wanted) {
      const book = await takeStock(sp, order.itemsId, want.bookId, want.quantity);
      if (!book) {
        const known = await findProjectBook(sp, order.itemsId, want.bookId);
        if (!known) throw new AppError('INVALID_REQUEST', 'naming.bookUnknown');
        throw new AppError('CONFLICT', 'naming.stockShort', { bookId: known.id, title: known.title });
      }
      lines.push({
        bookId: book.id,
        title: book.title,
        quantity: want.quantity,
        unitPriceFen: book.unitPriceFen,
      });
      claims.push({ ...want, unitPriceFen: book.unitPriceFen });
    }
    await insertHeldClaims(sp, order.donationId, claims);
    const totalFen = lines.reduce((total, line) => total + line.unitPriceFen * line.quantity, 0);
    return { totalFen, lines };
  });
}

/** The directory label of what an order names, as the demo's orders carry it: 《三体》×3、《围城》×2. */
export function bookOrderLabel(lines: readonly Pick<HeldBookLine, 'title' | 'quantity'>[]): string {
  return lines.map((line) => `《${line.title}》×${line.quantity}`).join('、');
}

function perBook(claims: Array<{ bookId: number; quantity: number }>): Array<[number, number]> {
  const sums = new Map<number, number>();
  for (const claim of claims) sums.set(claim.bookId, (sums.get(claim.bookId) ?? 0) + claim.quantity);
  return [...sums].sort((a, b) => a[0] - b[0]);
}

/**
 * Cancel or expiry: held → released and the copies back in stock. Only claims this call moves
 * give stock back, so a second release (or a release racing another) gives nothing. Answers the
 * number of copies returned.
 */
export async function releaseBooksOf(conn: Conn, donationId: number, now: Date): Promise<number> {
  return conn.transaction(async (sp) => {
    const released = await releaseHeldClaims(sp, donationId, now);
    for (const [bookId, count] of perBook(released)) await giveStockBack(sp, bookId, count);
    return released.reduce((total, claim) => total + claim.quantity, 0);
  });
}

export type NamedBooks = {
  /** Copies this call named (held ones, or released ones taken again). */
  named: number;
  /** A late payment whose copies are gone: nothing was named, the order must be refunded. */
  lost: HeldBookLine[];
  lostFen: number;
};

class CopiesGone extends Error {}

/**
 * Payment: held → named and the books' naming counts up. A payment that arrives after its claims
 * were released (doc: late-payment rule) takes the copies again if every one is still there, all
 * or none; otherwise it names nothing and reports the lines as lost so the order path refunds.
 * Call it in the transaction that pays the order (features/ledger, with the order locked): a claim
 * moves at most once, so a repeat call names nothing twice, and a REFUNDED order never takes copies again.
 */
export async function nameBooksOf(conn: Conn, donationId: number, now: Date): Promise<NamedBooks> {
  return conn.transaction(async (sp) => {
    const moved = await nameHeldClaims(sp, donationId, now);
    for (const [bookId, count] of perBook(moved)) await addNamingCount(sp, bookId, count);
    const named = moved.reduce((total, claim) => total + claim.quantity, 0);
    if ((await findDonationStatus(sp, donationId)) === 'REFUNDED') return { named, lost: [], lostFen: 0 };
    const released = await findReleasedClaims(sp, donationId);
    if (released.length === 0) return { named, lost: [], lostFen: 0 };
    const lines = released.map(({ bookId, title, quantity, unitPriceFen }) => ({
      bookId,
      title,
      quantity,
      unitPriceFen,
    }));
    try {
      await sp.transaction(async (retake) => {
        for (const claim of released) {
          if (!(await takeStock(retake, claim.itemsId, claim.bookId, claim.quantity))) throw new CopiesGone();
        }
        await renameReleasedClaims(
          retake,
          released.map((claim) => claim.id),
          now,
        );
        for (const [bookId, count] of perBook(released)) await addNamingCount(retake, bookId, count);
      });
    } catch (error) {
      if (!(error instanceof CopiesGone)) throw error;
      const lostFen = lines.reduce((total, line) => total + line.unitPriceFen * line.quantity, 0);
      return { named, lost: lines, lostFen };
    }
    return { named: named + lines.reduce((total, line) => total + line.quantity, 0), lost: [], lostFen: 0 };
  });
}

/** nameBooksOf as the ledger reads it: how many copies were named, or lost (a late payment refused). */
export async function nameBooksOfOrder(
  conn: Conn,
  donationId: number,
  now: Date,
): Promise<{ named: number; lost: boolean }> {
  const result = await nameBooksOf(conn, donationId, now);
  return { named: result.named, lost: result.lost.length > 0 };
}
