import type { TNamingRecord } from '@alma/shared/api/naming';
import { DONATEU } from '@alma/shared/api/spec-paths';
import type { TMyNamingPage } from '@alma/shared/api/user-records';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import {
  bookClaims,
  books,
  type NamingTerm,
  namingMaps,
  seatAreas,
  seatClaims,
  seats,
} from '../../db/schema/naming.ts';
import {
  expireNamings,
  holdSeats,
  nameSeatsOf,
  releaseSeatsOf,
} from '../naming-seats/seat-claims-repository.ts';

const NAMING_LIST = `${DONATEU}/user/center/namingList`;

let t: TestApp;
let alice: { userId: number; token: string };
let bob: { userId: number; token: string };
let hallId: number;
let libraryId: number;
const seatIds: Record<string, number> = {};
const bills: Record<string, string> = {};

// 2026-03-{day} {hour}:00:00 in Shanghai.
const shanghai = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour - 8, 0, 0));

const AREA_TERMS: NamingTerm[] = [
  { termName: '10年', termMoneyFen: 100_000, termYear: 10 },
  { termName: '永久', termMoneyFen: 500_000, termYear: 0 },
];
const FRONT_TERMS: NamingTerm[] = [{ termName: '十年（前排）', termMoneyFen: 200_000, termYear: 10 }];
const LONG_TERMS: NamingTerm[] = [{ termName: '二十年', termMoneyFen: 300_000, termYear: 20 }];

async function addSeat(areaId: number, label: string, priceList: NamingTerm[] | null = null) {
  const [row] = await t.deps.database.db
    .insert(seats)
    .values({ areaId, itemsId: hallId, label, priceList })
    .returning({ id: seats.id });
  seatIds[label] = row!.id;
}

async function addBook(title: string, unitPriceFen: number): Promise<number> {
  const [row] = await t.deps.database.db
    .insert(books)
    .values({ itemsId: libraryId, title, unitPriceFen, stock: 10 })
    .returning({ id: books.id });
  return row!.id;
}

/** A PAID seat order whose seats were held, then named at `paidAt` (as the payment path does). */
async function seatOrder(
  key: string,
  userId: number,
  paidAt: Date,
  wanted: Array<[string, number]>,
  moneyFen: number,
): Promise<number> {
  bills[key] = `N-${key}`;
  const donationId = await createDonation(t.deps, {
    userId,
    itemsId: hallId,
    moneyFen,
    paidAt,
    billNo: bills[key],
  });
  await holdSeats(t.deps.database.db, {
    donationId,
    itemsId: hallId,
    seats: wanted.map(([label, termYear]) => ({
      seatId: seatIds[label]!,
      termYear,
      donorName: '张三',
      donorIdentity: '校友',
      donationMessage: '饮水思源',
    })),
  });
  await nameSeatsOf(t.deps.database.db, donationId, paidAt);
  return donationId;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  [alice, bob] = [await createUser(t.deps), await createUser(t.deps)];
  hallId = await createItem(t.deps, { name: '报告厅座椅冠名', itemsType: 2, namingType: 1 });
  libraryId = await createItem(t.deps, { name: '图书冠名', itemsType: 2, namingType: 2 });
  const [area] = await db
    .insert(seatAreas)
    .values({ itemsId: hallId, title: 'A区', type: 1, priceList: AREA_TERMS })
    .returning({ id: seatAreas.id });
  for (const label of ['A区 1排1座', 'A区 1排2座', 'A区 1排5座', 'A区 1排6座'])
    await addSeat(area!.id, label);
  await addSeat(area!.id, 'A区 1排3座', FRONT_TERMS);
  await addSeat(area!.id, 'A区 1排4座', LONG_TERMS);

  // A 10-year and a permanent seat in one order.
  await seatOrder(
    'seats',
    alice.userId,
    shanghai(5, 10),
    [
      ['A区 1排1座', 10],
      ['A区 1排2座', 0],
    ],
    600_000,
  );
  // Paid late: the hold was let go, the payment named the seat again (two claim rows, one named).
  bills.late = 'N-late';
  const late = await createDonation(t.deps, {
    userId: alice.userId,
    itemsId: hallId,
    moneyFen: 300_000,
    paidAt: shanghai(4, 8),
    billNo: bills.late,
  });
  const longSeat = {
    seatId: seatIds['A区 1排4座']!,
    termYear: 20,
    donorName: '张三',
    donorIdentity: '',
    donationMessage: '',
  };
  await holdSeats(db, { donationId: late, itemsId: hallId, seats: [longSeat] });
  await releaseSeatsOf(db, late, shanghai(4, 7));
  await nameSeatsOf(db, late, shanghai(4, 8));
  // The seat's prices changed since: the record still names the period it bought.
  await db.update(seats).set({ priceList: [] }).where(eq(seats.id, seatIds['A区 1排4座']!));
  // Named in 2010 for ten years, ended since: still the donor's record, with its past end date.
  await seatOrder('old', alice.userId, new Date('2010-06-01T02:00:00Z'), [['A区 1排3座', 10]], 200_000);
  expect(await expireNamings(db, '2021-01-01')).toEqual([{ itemsId: hallId, released: 1 }]);

  // Books: two copies of one title and one of another, newest of all.
  bills.books = 'N-books';
  const bookOrder = await createDonation(t.deps, {
    userId: alice.userId,
    itemsId: libraryId,
    moneyFen: 21_750,
    paidAt: shanghai(6, 9),
    billNo: bills.books,
  });
  const solitude = await addBook('百年孤独', 8_880);
  const fortress = await addBook('围城', 3_990);
  await db.insert(bookClaims).values([
    {
      bookId: solitude,
      donationId: bookOrder,
      state: 'named',
      quantity: 2,
      unitPriceFen: 8_880,
      namedAt: shanghai(6, 9),
    },
    {
      bookId: fortress,
      donationId: bookOrder,
      state: 'named',
      quantity: 1,
      unitPriceFen: 3_990,
      namedAt: shanghai(6, 9),
    },
  ]);

  // Never shown to alice: an unpaid order holding a seat, a refunded book order, a plain gift,
  // and bob's naming.
  const pending = await createDonation(t.deps, { userId: alice.userId, itemsId: hallId, status: 'PENDING' });
  await holdSeats(db, {
    donationId: pending,
    itemsId: hallId,
    seats: [
      { seatId: seatIds['A区 1排5座']!, termYear: 10, donorName: '', donorIdentity: '', donationMessage: '' },
    ],
  });
  const refunded = await createDonation(t.deps, {
    userId: alice.userId,
    itemsId: libraryId,
    status: 'REFUNDED',
  });
  await db.insert(bookClaims).values({
    bookId: fortress,
    donationId: refunded,
    state: 'released',
    quantity: 1,
    unitPriceFen: 3_990,
    namedAt: shanghai(2, 9),
  });
  await createDonation(t.deps, {
    userId: alice.userId,
    itemsId: await createItem(t.deps),
    paidAt: shanghai(7, 9),
  });
  await seatOrder('bobs', bob.userId, shanghai(7, 10), [['A区 1排6座', 10]], 100_000);
});
afterAll(() => t.close());

const billsOf = (page: { rows: TNamingRecord[] }) => page.rows.map((row) => row.donatePlatOrder);
/** The spec's fields of each object (doc 2 §3), without ours (claimId, install). */
const specFields = (page: TMyNamingPage) => ({
  ...page,
  rows: page.rows.map((row) => ({
    ...(({ objectKind: _kind, ...spec }) => spec)(row),
    donateSeatList: row.donateSeatList.map(({ claimId: _claim, install: _install, ...spec }) => spec),
  })),
});

describe('user/center/namingList', () => {
  it('lists my paid naming orders, newest first, with what each one named', async () => {
    const answer = await t.get<TMyNamingPage>(NAMING_LIST, { limit: 999 }, { token: alice.token });
    expect(answer.code).toBe(0);
    expect(specFields(answer.data)).toEqual({
      total: 4,
      rows: [
        {
          donatePlatOrder: bills.books,
          itemsId: libraryId,
          itemsName: '图书冠名',
          namingType: 2,
          donateTime: '2026-03-06 09:00:00',
          donateMoney: 217.5,
          donateSeatList: [
            { seat: '《百年孤独》×2', termName: '', termMoney: 177.6, expireDate: '' },
            { seat: '《围城》×1', termName: '', termMoney: 39.9, expireDate: '' },
          ],
        },
        {
          donatePlatOrder: bills.seats,
          itemsId: hallId,
          itemsName: '报告厅座椅冠名',
          namingType: 1,
          donateTime: '2026-03-05 10:00:00',
          donateMoney: 6000,
          donateSeatList: [
            { seat: 'A区 1排1座', termName: '10年', termMoney: 1000, expireDate: '2036-03-05' },
            { seat: 'A区 1排2座', termName: '永久', termMoney: 5000, expireDate: '' },
          ],
        },
        {
          donatePlatOrder: bills.late,
          itemsId: hallId,
          itemsName: '报告厅座椅冠名',
          namingType: 1,
          donateTime: '2026-03-04 08:00:00',
          donateMoney: 3000,
          donateSeatList: [
            { seat: 'A区 1排4座', termName: '20年', termMoney: 3000, expireDate: '2046-03-04' },
          ],
        },
        {
          donatePlatOrder: bills.old,
          itemsId: hallId,
          itemsName: '报告厅座椅冠名',
          namingType: 1,
          donateTime: '2010-06-01 10:00:00',
          donateMoney: 2000,
          donateSeatList: [
            { seat: 'A区 1排3座', termName: '十年（前排）', termMoney: 2000, expireDate: '2020-06-01' },
          ],
        },
      ],
    });
  });

  it('carries each object’s claim and, for seats, the plaque’s install state and photo (ours)', async () => {
    const seatsBill = async () =>
      (await t.get<TMyNamingPage>(NAMING_LIST, { limit: 999 }, { token: alice.token })).data.rows.find(
        (row) => row.donatePlatOrder === bills.seats,
      )!;
    const before = await seatsBill();
    const claimIds = before.donateSeatList.map((object) => object.claimId);
    const claims = await t.deps.database.db
      .select({ id: seatClaims.id, seatId: seatClaims.seatId })
      .from(seatClaims)
      .where(inArray(seatClaims.id, claimIds));
    expect(claims.map((claim) => claim.seatId).sort()).toEqual(
      [seatIds['A区 1排1座'], seatIds['A区 1排2座']].sort(),
    );
    expect(before.donateSeatList.map((object) => object.install)).toEqual([
      { state: 'ordered', photo: '', updatedAt: '' },
      { state: 'ordered', photo: '', updatedAt: '' },
    ]);
    // As the console's PUT /naming-installs stores a move (tested through HTTP in naming-fulfilment-admin).
    await t.deps.database.db
      .update(seatClaims)
      .set({
        installState: 'installed',
        installPhoto: '/files/console/202603/plaque-photo-000001.png',
        installUpdatedAt: shanghai(9, 15),
      })
      .where(eq(seatClaims.id, claimIds[1]!));
    const after = await seatsBill();
    expect(after.donateSeatList[1]?.install).toEqual({
      state: 'installed',
      photo: '/files/console/202603/plaque-photo-000001.png',
      updatedAt: '2026-03-09 15:00:00',
    });
    expect(after.donateSeatList[0]?.install?.state).toBe('ordered');
    const booksRow = (await t.get<TMyNamingPage>(NAMING_LIST, {}, { token: alice.token })).data.rows[0]!;
    expect(booksRow.donateSeatList.every((object) => object.install === null && object.claimId > 0)).toBe(
      true,
    );
  });

  it('names a period no longer on sale in the reader’s language', async () => {
    const answer = await t.get<TMyNamingPage>(NAMING_LIST, {}, { token: alice.token, language: 'English' });
    expect(answer.data.rows[2]?.donateSeatList[0]?.termName).toBe('20 years');
  });

  it('pages by limit and offset, 10 by default, with the total of all', async () => {
    const first = await t.get<TMyNamingPage>(NAMING_LIST, {}, { token: alice.token });
    expect(billsOf(first.data)).toEqual([bills.books, bills.seats, bills.late, bills.old]);
    const middle = await t.get<TMyNamingPage>(NAMING_LIST, { limit: 2, offset: 1 }, { token: alice.token });
    expect(billsOf(middle.data)).toEqual([bills.seats, bills.late]);
    expect(middle.data.total).toBe(4);
    const past = await t.get<TMyNamingPage>(NAMING_LIST, { limit: 2, offset: 10 }, { token: alice.token });
    expect(past.data).toEqual({ rows: [], total: 4 });
  });

  it('never shows another donor’s orders', async () => {
    const bobs = await t.get<TMyNamingPage>(NAMING_LIST, {}, { token: bob.token });
    expect(bobs.data.total).toBe(1);
    expect(specFields(bobs.data).rows[0]).toMatchObject({
      donatePlatOrder: bills.bobs,
      donateSeatList: [{ seat: 'A区 1排6座', termName: '10年', termMoney: 1000, expireDate: '2036-03-07' }],
    });
    const newcomer = await createUser(t.deps);
    expect((await t.get(NAMING_LIST, {}, { token: newcomer.token })).data).toEqual({ rows: [], total: 0 });
  });

  it.each([
    [{ limit: 1000 }, '参数错误：limit'],
    [{ limit: 0 }, '参数错误：limit'],
    [{ limit: 'all' }, '参数错误：limit'],
    [{ offset: -1 }, '参数错误：offset'],
  ])('refuses %o with a message naming the field', async (query, message) => {
    expect(await t.get(NAMING_LIST, query, { token: alice.token })).toMatchObject({ code: -1, message });
  });

  it('calls what each order named by its kind: seats, books, and the trees and buildings a campaign map shows (ours)', async () => {
    const db = t.deps.database.db;
    const carol = await createUser(t.deps);
    const campusId = await createItem(t.deps, { name: '校园树木认养', itemsType: 2, namingType: 1 });
    const [grove] = await db
      .insert(seatAreas)
      .values({ itemsId: campusId, title: '银杏大道', type: 3, priceList: AREA_TERMS })
      .returning({ id: seatAreas.id });
    const planted = await db
      .insert(seats)
      .values([
        { areaId: grove!.id, itemsId: campusId, label: '银杏 No.1' },
        { areaId: grove!.id, itemsId: campusId, label: '图书馆' },
      ])
      .returning({ id: seats.id });
    const [tree, building] = planted.map((row) => row.id);
    // The map draws trees; the library is one of its buildings.
    await db.insert(namingMaps).values({
      itemsId: campusId,
      name: 'kind-1',
      definition: {
        pointKind: 'tree',
        areaIdList: [grove!.id],
        treeList: [{ id: 1, x: 1, y: 1, seatId: tree }],
        buildingList: [{ id: 2, x: 2, y: 2, seatId: building, title: '图书馆' }],
      },
    });
    const order = async (seatId: number, day: number) => {
      const donationId = await createDonation(t.deps, {
        userId: carol.userId,
        itemsId: campusId,
        moneyFen: 100_000,
        paidAt: shanghai(day, 9),
        billNo: `N-kind-${seatId}`,
      });
      await holdSeats(db, {
        donationId,
        itemsId: campusId,
        seats: [{ seatId, termYear: 10, donorName: '丙', donorIdentity: '', donationMessage: '' }],
      });
      await nameSeatsOf(db, donationId, shanghai(day, 9));
    };
    await order(tree!, 10);
    await order(building!, 11);
    const mine = await t.get<TMyNamingPage>(NAMING_LIST, {}, { token: carol.token });
    expect(mine.data.rows.map((row) => [row.donateSeatList[0]?.seat, row.objectKind])).toEqual([
      ['图书馆', 'building'],
      ['银杏 No.1', 'tree'],
    ]);
    // Alice's hall has no map: seats; her library order: books.
    const alices = await t.get<TMyNamingPage>(NAMING_LIST, { limit: 999 }, { token: alice.token });
    expect(new Set(alices.data.rows.map((row) => `${row.namingType}:${row.objectKind}`))).toEqual(
      new Set(['1:seat', '2:book']),
    );
  });

  it('needs a token', async () => {
    expect((await t.get(NAMING_LIST)).code).toBe(-997);
  });
});

describe('a partly refunded naming order', () => {
  it('still shows what it named, with the money it still holds', async () => {
    // A refund of part of bob's order leaves it standing and its seat named (only a full one releases).
    await t.deps.database.db
      .update(donations)
      .set({ status: 'PARTLY_REFUNDED', moneyFen: 60_000, refundedFen: 40_000 })
      .where(eq(donations.billNo, bills.bobs!));
    const bobs = await t.get<TMyNamingPage>(NAMING_LIST, {}, { token: bob.token });
    expect(bobs.data.total).toBe(1);
    expect(specFields(bobs.data).rows[0]).toMatchObject({
      donatePlatOrder: bills.bobs,
      donateMoney: 600,
      donateSeatList: [{ seat: 'A区 1排6座', termName: '10年', termMoney: 1000, expireDate: '2036-03-07' }],
    });
  });
});
