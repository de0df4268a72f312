import { AppError } from '@alma/shared/errors/app-error';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { bookClaims, books } from '../../db/schema/naming.ts';
import { type BookOrderEntry, holdBooks, nameBooksOf, releaseBooksOf } from './book-claims-service.ts';

let t: TestApp;
let userId: number;
let itemsId: number;
let otherItemsId: number;
let orders = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ userId } = await createUser(t.deps));
  itemsId = await createItem(t.deps, { itemsType: 2, namingType: 2 });
  otherItemsId = await createItem(t.deps, { itemsType: 2, namingType: 2 });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const now = new Date('2026-11-20T08:00:00Z');

async function newBook(stock: number, priceFen = 15_000, project = itemsId): Promise<number> {
  const [row] = await db()
    .insert(books)
    .values({ itemsId: project, title: `书${stock}-${priceFen}`, unitPriceFen: priceFen, stock })
    .returning({ id: books.id });
  if (!row) throw new Error('book not created');
  return row.id;
}

async function newDonation(): Promise<number> {
  orders += 1;
  const [row] = await db()
    .insert(donations)
    .values({ billNo: `BOOKTEST${orders}`, userId, itemsId, crowdType: 1, moneyFen: 1, payType: 1 })
    .returning({ id: donations.id });
  if (!row) throw new Error('donation not created');
  return row.id;
}

const plate = (donorName = '张三') => ({
  donorName,
  donorIdentity: '2001级校友',
  donationMessage: '书香致远',
});
const entry = (bookId: number, namingCount: number, nameplates = 1): BookOrderEntry => ({
  bookId,
  namingCount,
  nameplateList: Array.from({ length: nameplates }, (_, i) => plate(`捐赠人${i + 1}`)),
});

const hold = (donationId: number, entries: BookOrderEntry[], project = itemsId) =>
  db().transaction((tx) => holdBooks(tx, { donationId, itemsId: project, books: entries }));
const release = (donationId: number) => db().transaction((tx) => releaseBooksOf(tx, donationId, now));
const name = (donationId: number) => db().transaction((tx) => nameBooksOf(tx, donationId, now));

async function bookRow(id: number) {
  const [row] = await db().select().from(books).where(eq(books.id, id));
  if (!row) throw new Error('no such book');
  return row;
}
const claimsOf = (donationId: number) =>
  db().select().from(bookClaims).where(eq(bookClaims.donationId, donationId));

/** Stock plus live claims must stay what the book started with: a lost or doubled copy shows. */
async function accounted(bookId: number): Promise<number> {
  const result = await db().execute(sql`
    select b.stock + coalesce(
      (select sum(c.quantity) from book_claims c where c.book_id = b.id and c.state in ('held', 'named')), 0
    ) as total
    from books b where b.id = ${bookId}`);
  const rows = (result as unknown as { rows?: Array<{ total: unknown }> }).rows ?? (result as unknown as []);
  return Number(rows[0]?.total);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('holdBooks under concurrency', () => {
  it('lets exactly 10 of 50 concurrent one-copy holds through a stock of 10', async () => {
    const bookId = await newBook(10);
    const donationIds = await Promise.all(Array.from({ length: 50 }, () => newDonation()));
    const results = await Promise.allSettled(donationIds.map((id) => hold(id, [entry(bookId, 1)])));
    const held = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(held).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ code: 'CONFLICT', messageKey: 'naming.stockShort' });
    }
    expect((await bookRow(bookId)).stock).toBe(0);
    expect(await accounted(bookId)).toBe(10);
    const claims = await db().select().from(bookClaims).where(eq(bookClaims.bookId, bookId));
    expect(claims.map((claim) => claim.state)).toEqual(Array(10).fill('held'));
  });

  it('serves crossed multi-book orders without deadlock and never below zero', async () => {
    const a = await newBook(30);
    const b = await newBook(25);
    const donationIds = await Promise.all(Array.from({ length: 40 }, () => newDonation()));
    const results = await Promise.allSettled(
      donationIds.map((id, i) => hold(id, i % 2 ? [entry(a, 1), entry(b, 1)] : [entry(b, 1), entry(a, 1)])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(25);
    expect((await bookRow(a)).stock).toBe(5);
    expect((await bookRow(b)).stock).toBe(0);
    expect(await accounted(a)).toBe(30);
    expect(await accounted(b)).toBe(25);
  });

  it('is guarded by the CHECK even if a statement forgot the condition', async () => {
    const bookId = await newBook(1);
    await expect(
      db().execute(sql`update books set stock = stock - 2 where id = ${bookId}`),
    ).rejects.toThrow();
    expect((await bookRow(bookId)).stock).toBe(1);
  });
});

describe('holdBooks rules', () => {
  it('prices from the database and puts a single nameplate on every copy', async () => {
    const a = await newBook(5, 12_800);
    const b = await newBook(5, 19_900);
    const donationId = await newDonation();
    const answer = await db().transaction((tx) =>
      holdBooks(tx, {
        donationId,
        itemsId,
        // The client's unitPrice is ignored.
        books: [{ ...entry(a, 3), unitPrice: 0.01 } as BookOrderEntry, entry(b, 2, 2)],
      }),
    );
    expect(answer.totalFen).toBe(3 * 12_800 + 2 * 19_900);
    expect(answer.lines.map((line) => [line.bookId, line.quantity])).toEqual([
      [a, 3],
      [b, 2],
    ]);
    const claims = await claimsOf(donationId);
    const byBook = new Map(claims.map((claim) => [claim.bookId, claim]));
    expect(byBook.get(a)?.nameplates).toEqual(Array(3).fill(plate('捐赠人1')));
    expect(byBook.get(b)?.nameplates).toEqual([plate('捐赠人1'), plate('捐赠人2')]);
    expect(claims.every((claim) => claim.state === 'held')).toBe(true);
    expect([(await bookRow(a)).stock, (await bookRow(b)).stock]).toEqual([2, 3]);
  });

  it('holds all or none: one short book leaves every stock and no claim, even if the caller goes on', async () => {
    const a = await newBook(5);
    const b = await newBook(1);
    const donationId = await newDonation();
    const error = await refusal(hold(donationId, [entry(a, 2), entry(b, 2)]));
    expect(error).toMatchObject({ code: 'CONFLICT', messageKey: 'naming.stockShort', params: { bookId: b } });
    // A caller that catches the refusal and commits its own transaction still keeps nothing.
    await db().transaction(async (tx) => {
      await holdBooks(tx, { donationId, itemsId, books: [entry(a, 2), entry(b, 2)] }).catch(() => null);
    });
    expect([(await bookRow(a)).stock, (await bookRow(b)).stock]).toEqual([5, 1]);
    expect(await claimsOf(donationId)).toEqual([]);
  });

  it('refuses bad entries and changes nothing', async () => {
    const bookId = await newBook(5);
    const foreign = await newBook(5, 15_000, otherItemsId);
    const donationId = await newDonation();
    const cases: Array<[BookOrderEntry[], string]> = [
      [[], 'naming.bookRequired'],
      [[entry(bookId, 0)], 'error.invalidField'],
      [[entry(bookId, 1.5)], 'error.invalidField'],
      [[entry(bookId, 3, 2)], 'naming.bookNameplateCount'],
      [[{ ...entry(bookId, 1), nameplateList: [plate('  ')] }], 'naming.bookDonorRequired'],
      [
        [{ ...entry(bookId, 1), nameplateList: [{ ...plate(), donationMessage: '字'.repeat(21) }] }],
        'naming.bookMessageTooLong',
      ],
      [[entry(bookId, 1), entry(bookId, 1)], 'naming.bookRepeated'],
      [[entry(foreign, 1)], 'naming.bookUnknown'],
      [[entry(999_999, 1)], 'naming.bookUnknown'],
    ];
    for (const [entries, key] of cases) {
      expect({ key: (await refusal(hold(donationId, entries))).messageKey }).toEqual({ key });
    }
    expect((await bookRow(bookId)).stock).toBe(5);
    expect((await bookRow(foreign)).stock).toBe(5);
    expect(await claimsOf(donationId)).toEqual([]);
    // 20 characters, counted as a person counts them, are fine.
    const ok = await hold(donationId, [
      { ...entry(bookId, 1), nameplateList: [{ ...plate(), donationMessage: '😀'.repeat(20) }] },
    ]);
    expect(ok.totalFen).toBe(15_000);
  });
});

describe('releaseBooksOf', () => {
  it('gives the stock back once, however often it is called', async () => {
    const bookId = await newBook(6);
    const donationId = await newDonation();
    await hold(donationId, [entry(bookId, 4)]);
    expect((await bookRow(bookId)).stock).toBe(2);
    const [first, second] = await Promise.all([release(donationId), release(donationId)]);
    expect([first, second].sort()).toEqual([0, 4]);
    expect(await release(donationId)).toBe(0);
    expect((await bookRow(bookId)).stock).toBe(6);
    expect((await claimsOf(donationId)).map((claim) => [claim.state, claim.releasedAt])).toEqual([
      ['released', now],
    ]);
    expect(await accounted(bookId)).toBe(6);
  });

  it('does not touch named copies', async () => {
    const bookId = await newBook(3);
    const donationId = await newDonation();
    await hold(donationId, [entry(bookId, 2)]);
    await name(donationId);
    expect(await release(donationId)).toBe(0);
    expect((await bookRow(bookId)).stock).toBe(1);
    expect((await claimsOf(donationId))[0]?.state).toBe('named');
  });
});

describe('nameBooksOf', () => {
  it('names held copies and counts them once', async () => {
    const bookId = await newBook(5);
    const donationId = await newDonation();
    await hold(donationId, [entry(bookId, 3)]);
    expect(await name(donationId)).toEqual({ named: 3, lost: [], lostFen: 0 });
    expect(await name(donationId)).toEqual({ named: 0, lost: [], lostFen: 0 });
    const book = await bookRow(bookId);
    expect({ stock: book.stock, namingCount: book.namingCount }).toEqual({ stock: 2, namingCount: 3 });
    expect((await claimsOf(donationId)).map((claim) => [claim.state, claim.namedAt])).toEqual([
      ['named', now],
    ]);
    expect(await accounted(bookId)).toBe(5);
  });

  it('takes the copies again for a late payment when they are still there', async () => {
    const a = await newBook(4);
    const b = await newBook(2);
    const donationId = await newDonation();
    await hold(donationId, [entry(a, 2), entry(b, 1)]);
    await release(donationId);
    expect(await name(donationId)).toEqual({ named: 3, lost: [], lostFen: 0 });
    expect(await name(donationId)).toEqual({ named: 0, lost: [], lostFen: 0 });
    const [bookA, bookB] = [await bookRow(a), await bookRow(b)];
    expect([bookA.stock, bookA.namingCount, bookB.stock, bookB.namingCount]).toEqual([2, 2, 1, 1]);
    expect((await claimsOf(donationId)).map((claim) => claim.state)).toEqual(['named', 'named']);
    expect([await accounted(a), await accounted(b)]).toEqual([4, 2]);
  });

  it('reports a late payment whose copies are gone as lost, all or none, and never retakes after a refund', async () => {
    const a = await newBook(5, 10_000);
    const b = await newBook(2, 20_000);
    const late = await newDonation();
    await hold(late, [entry(a, 1), entry(b, 2)]);
    await release(late);
    const other = await newDonation();
    await hold(other, [entry(b, 2)]);

    const answer = await name(late);
    expect(answer.named).toBe(0);
    expect(answer.lostFen).toBe(10_000 + 2 * 20_000);
    expect(answer.lost.map((line) => [line.bookId, line.quantity])).toEqual([
      [a, 1],
      [b, 2],
    ]);
    // Book a was there, but all or none: it was not kept either.
    const [bookA, bookB] = [await bookRow(a), await bookRow(b)];
    expect([bookA.stock, bookA.namingCount, bookB.stock, bookB.namingCount]).toEqual([5, 0, 0, 0]);
    expect((await claimsOf(late)).map((claim) => claim.state)).toEqual(['released', 'released']);

    // The ledger refuses the late payment (its order was closed when it let go of the copies, then
    // refunded); copies coming back later must not be taken for it.
    await db().update(donations).set({ status: 'CANCELLED' }).where(eq(donations.id, late));
    await db().update(donations).set({ status: 'REFUNDED' }).where(eq(donations.id, late));
    await release(other);
    expect(await name(late)).toEqual({ named: 0, lost: [], lostFen: 0 });
    expect([(await bookRow(a)).stock, (await bookRow(b)).stock]).toEqual([5, 2]);
    expect([await accounted(a), await accounted(b)]).toEqual([5, 2]);
  });
});
