import { DONATEU } from '@alma/shared/api/spec-paths';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import {
  donate,
  itemTotals,
  notify,
  orderRow,
  ordersOfUser,
  pressCashierButton,
  setOrderExpiry,
} from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';
import { bookClaims, books, seatClaims, seats } from '../../db/schema/naming.ts';
import { refunds } from '../../db/schema/payments.ts';
import { expireDueOrders } from '../ledger/close-service.ts';
import { shanghaiDay } from '../naming-seats/seat-claims-service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
});
afterAll(() => t.close());

const TERMS = [
  { termName: '10年', termMoneyFen: 100_000, termYear: 10 },
  { termName: '永久', termMoneyFen: 500_050, termYear: 0 },
];

const hall = (n: number) => createHall(t.deps, n, TERMS);

async function refundsOf(donationId: number) {
  return t.deps.database.db
    .select({
      kind: refunds.kind,
      status: refunds.status,
      amountFen: refunds.amountFen,
      refundNo: refunds.refundNo,
    })
    .from(refunds)
    .where(eq(refunds.donationId, donationId));
}

async function library(stocks: number[]) {
  const itemsId = await createItem(t.deps, { itemsType: 2, namingType: 2 });
  const rows = await t.deps.database.db
    .insert(books)
    .values(
      stocks.map((stock, i) => ({ itemsId, title: `书${i + 1}`, unitPriceFen: 10_000 + i * 50, stock })),
    )
    .returning({ id: books.id });
  return { itemsId, bookIds: rows.map((row) => row.id) };
}

const plate = (donorName = '张三', donationMessage = '感恩母校') => ({
  donorName,
  donorIdentity: '校友',
  donationMessage,
});

function seatBody(itemsId: number, seatList: Array<{ seatId: number; termYear: number }>, extra = {}) {
  return {
    itemsId,
    itemsType: 2,
    namingType: 1,
    seatList: seatList.map((seat) => ({ ...seat, ...plate(), itemsId })),
    ...extra,
  };
}

async function seatStates(seatIds: number[]) {
  const rows = await t.deps.database.db
    .select({ seatId: seatClaims.seatId, state: seatClaims.state, namedUntil: seatClaims.namedUntil })
    .from(seatClaims)
    .where(sql`${seatClaims.seatId} in ${seatIds}`)
    .orderBy(seatClaims.id);
  return rows;
}

async function namingCount(itemsId: number) {
  const [row] = await t.deps.database.db
    .select({ n: items.namingCountDonate })
    .from(items)
    .where(eq(items.id, itemsId));
  return row?.n;
}

/** The SQL check of "never sold twice": any seat with more than one live claim. */
async function doubleClaimedSeats(): Promise<number> {
  const result = await t.deps.database.db.execute(
    sql`select seat_id from seat_claims where state in ('held', 'named') group by seat_id having count(*) > 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}

async function liveSeat(seatId: number) {
  return t.deps.database.db
    .select({ donationId: seatClaims.donationId, state: seatClaims.state })
    .from(seatClaims)
    .where(and(eq(seatClaims.seatId, seatId), sql`${seatClaims.state} in ('held', 'named')`));
}

describe('seat naming orders', () => {
  it('an order holds its seats at the database price; paying names them until the term ends', async () => {
    const { itemsId, seatIds, labels } = await hall(3);
    const donor = await createUser(t.deps);
    const answer = await donate(
      t,
      donor.token,
      seatBody(itemsId, [
        { seatId: seatIds[0]!, termYear: 10 },
        { seatId: seatIds[1]!, termYear: 0 },
      ]),
    );
    expect(answer.code).toBe(0);
    const billNo = answer.data!.orderPayRequestDTO.billNo;
    const order = await orderRow(t.deps, billNo);
    expect(order).toMatchObject({ status: 'PENDING', moneyFen: 600_050, namingType: 1 });
    expect(order.seats).toBe(`${labels[0]}、${labels[1]}`);
    expect((await seatStates(seatIds)).map((row) => row.state)).toEqual(['held', 'held']);

    const list = await t.get<{ twoArray: Array<Array<{ id: number; status: number } | null>> }>(
      `${DONATEU}/items/seatList`,
      { areaId: (await t.deps.database.db.select().from(seats).where(eq(seats.id, seatIds[0]!)))[0]!.areaId },
    );
    expect(list.data.twoArray[0]!.map((seat) => seat?.status)).toEqual([2, 2, 1]);

    expect((await notify(t, { billNo, amountFen: 600_050 })).statusCode).toBe(200);
    expect((await orderRow(t.deps, billNo)).status).toBe('PAID');
    const claims = await seatStates(seatIds);
    const today = shanghaiDay(new Date());
    expect(claims).toEqual([
      {
        seatId: seatIds[0],
        state: 'named',
        namedUntil: `${Number(today.slice(0, 4)) + 10}${today.slice(4)}`,
      },
      { seatId: seatIds[1], state: 'named', namedUntil: null },
    ]);
    expect(await namingCount(itemsId)).toBe(2);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 600_050, units: 0, payCounts: 1 });

    // A replay names nothing more and counts nothing twice.
    await notify(t, { billNo, amountFen: 600_050 });
    expect(await namingCount(itemsId)).toBe(2);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 600_050, units: 0, payCounts: 1 });
  });

  it('a seat another order holds is refused with its label, and the refused order leaves nothing', async () => {
    const { itemsId, seatIds, labels } = await hall(2);
    const first = await createUser(t.deps);
    const second = await createUser(t.deps);
    expect(
      (await donate(t, first.token, seatBody(itemsId, [{ seatId: seatIds[0]!, termYear: 10 }]))).code,
    ).toBe(0);
    const refused = await donate(
      t,
      second.token,
      seatBody(itemsId, [
        { seatId: seatIds[1]!, termYear: 10 },
        { seatId: seatIds[0]!, termYear: 10 },
      ]),
    );
    expect(refused).toMatchObject({ code: -1, message: `${labels[0]}已被认捐，请重新选择` });
    expect(await ordersOfUser(t.deps, second.userId)).toEqual([]);
    // Seat 2 was not kept by the refused order.
    expect(await liveSeat(seatIds[1]!)).toEqual([]);
  });

  it.each([
    ['a wrong price', { currencyMoney: 999 }, '冠名金额已变动，请重新选择'],
    ['no seat', { seatList: [] }, '请选择冠名对象'],
    ['an unknown period', { seatList: [{ seatId: 0, termYear: 3, ...plate() }] }, null],
    ['books for a seat project', { namingType: 2 }, '冠名类型与项目不符'],
  ])('%s is refused and leaves nothing', async (_name, override, message) => {
    const { itemsId, seatIds } = await hall(1);
    const donor = await createUser(t.deps);
    const body: Record<string, unknown> = {
      ...seatBody(itemsId, [{ seatId: seatIds[0]!, termYear: 10 }]),
      ...override,
    };
    if (Array.isArray(body.seatList) && (body.seatList as Array<{ seatId: number }>)[0]?.seatId === 0) {
      body.seatList = [{ seatId: seatIds[0]!, termYear: 3, ...plate() }];
    }
    const answer = await donate(t, donor.token, body);
    expect(answer.code).toBe(-1);
    if (message) expect(answer.message).toBe(message);
    expect(await ordersOfUser(t.deps, donor.userId)).toEqual([]);
    expect(await liveSeat(seatIds[0]!)).toEqual([]);
  });

  it.each([
    ['an empty donor on any plate', plate(' '), '铭牌捐赠人不能为空'],
    ['a message over 20', plate('张三', '一'.repeat(21)), '寄语不能超过20个字'],
  ])('%s is refused', async (_name, badPlate, message) => {
    const { itemsId, seatIds } = await hall(2);
    const donor = await createUser(t.deps);
    const body = seatBody(itemsId, [
      { seatId: seatIds[0]!, termYear: 10 },
      { seatId: seatIds[1]!, termYear: 10 },
    ]);
    body.seatList[1] = { ...body.seatList[1]!, ...badPlate };
    expect(await donate(t, donor.token, body)).toMatchObject({ code: -1, message });
    expect(await ordersOfUser(t.deps, donor.userId)).toEqual([]);
  });

  it('cancel, the cashier’s 取消, a newer order and expiry each let the seats go', async () => {
    const { itemsId, seatIds } = await hall(4);
    const donor = await createUser(t.deps);
    const place = async (seatId: number) => {
      const answer = await donate(t, donor.token, seatBody(itemsId, [{ seatId, termYear: 10 }]));
      expect(answer.code).toBe(0);
      return answer.data!.orderPayRequestDTO.billNo;
    };
    const a = await place(seatIds[0]!);
    await t.get(`${DONATEU}/items/cancel`, { donatePlatOrder: a }, { token: donor.token });
    expect(await liveSeat(seatIds[0]!)).toEqual([]);

    const b = await place(seatIds[1]!);
    await pressCashierButton(t, 'cancel', b);
    expect(await liveSeat(seatIds[1]!)).toEqual([]);

    const c = await place(seatIds[2]!);
    // The same donor's next order of the project cancels c, and c's seat is free for it at once.
    const d = await place(seatIds[2]!);
    expect((await orderRow(t.deps, c)).status).toBe('CANCELLED');
    expect(await liveSeat(seatIds[2]!)).toHaveLength(1);

    await setOrderExpiry(t.deps, d, new Date(Date.now() - 1000));
    await expireDueOrders(t.deps.database.db);
    expect((await orderRow(t.deps, d)).status).toBe('EXPIRED');
    expect(await liveSeat(seatIds[2]!)).toEqual([]);
    expect(await doubleClaimedSeats()).toBe(0);
  });

  it('a late payment names a seat still free, and refunds exactly once a seat sold meanwhile', async () => {
    const { itemsId, seatIds } = await hall(2);
    const early = await createUser(t.deps);
    const later = await createUser(t.deps);
    const sandbox = t.deps.payments.byName('sandbox')!;
    const refund = vi.spyOn(sandbox, 'refund');

    // Still free: the expired order's payment takes the seat again.
    const freeBill = (
      await donate(t, early.token, seatBody(itemsId, [{ seatId: seatIds[0]!, termYear: 10 }]))
    ).data!.orderPayRequestDTO.billNo;
    await setOrderExpiry(t.deps, freeBill, new Date(Date.now() - 1000));
    await expireDueOrders(t.deps.database.db);
    await notify(t, { billNo: freeBill, amountFen: 100_000 });
    expect((await orderRow(t.deps, freeBill)).status).toBe('PAID');
    expect(await liveSeat(seatIds[0]!)).toEqual([
      { donationId: (await orderRow(t.deps, freeBill)).id, state: 'named' },
    ]);

    // Re-sold: the first order expires, another donor names the seat, then the first payment arrives.
    const lateBill = (await donate(t, early.token, seatBody(itemsId, [{ seatId: seatIds[1]!, termYear: 0 }])))
      .data!.orderPayRequestDTO.billNo;
    await setOrderExpiry(t.deps, lateBill, new Date(Date.now() - 1000));
    await expireDueOrders(t.deps.database.db);
    const winner = (await donate(t, later.token, seatBody(itemsId, [{ seatId: seatIds[1]!, termYear: 0 }])))
      .data!.orderPayRequestDTO.billNo;
    await notify(t, { billNo: winner, amountFen: 500_050 });
    const before = await itemTotals(t.deps, itemsId);

    for (let i = 0; i < 3; i += 1) {
      expect((await notify(t, { billNo: lateBill, amountFen: 500_050 })).statusCode).toBe(200);
    }
    const late = await orderRow(t.deps, lateBill);
    expect(late).toMatchObject({ status: 'REFUNDED', moneyFen: 0, refundedFen: 500_050 });
    // The notification only decided the refund: the provider is asked by the refunds.send job.
    expect(refund).not.toHaveBeenCalled();
    expect(await refundsOf(late.id)).toEqual([
      { kind: 'late', status: 'PROCESSING', amountFen: 500_050, refundNo: `${lateBill}R` },
    ]);
    await t.jobs.runUntilIdle();
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith({ billNo: lateBill, refundNo: `${lateBill}R`, amountFen: 500_050 });
    expect(await refundsOf(late.id)).toMatchObject([{ kind: 'late', status: 'SUCCEEDED' }]);
    // A replay after the refund went out decides nothing more and asks nothing more.
    await notify(t, { billNo: lateBill, amountFen: 500_050 });
    await t.jobs.runUntilIdle();
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await refundsOf(late.id)).toHaveLength(1);
    expect(await liveSeat(seatIds[1]!)).toEqual([
      { donationId: (await orderRow(t.deps, winner)).id, state: 'named' },
    ]);
    expect(await itemTotals(t.deps, itemsId)).toEqual(before);
    expect(await namingCount(itemsId)).toBe(2);
    expect(await doubleClaimedSeats()).toBe(0);
    refund.mockRestore();
  });

  it('a refund the provider does not take at once stays owed, and its job asks again later', async () => {
    const { itemsId, seatIds } = await hall(1);
    const early = await createUser(t.deps);
    const later = await createUser(t.deps);
    const sandbox = t.deps.payments.byName('sandbox')!;
    const refund = vi.spyOn(sandbox, 'refund').mockRejectedValueOnce(new Error('provider down'));
    const lateBill = (
      await donate(t, early.token, seatBody(itemsId, [{ seatId: seatIds[0]!, termYear: 10 }]))
    ).data!.orderPayRequestDTO.billNo;
    await setOrderExpiry(t.deps, lateBill, new Date(Date.now() - 1000));
    await expireDueOrders(t.deps.database.db);
    const winner = (await donate(t, later.token, seatBody(itemsId, [{ seatId: seatIds[0]!, termYear: 10 }])))
      .data!.orderPayRequestDTO.billNo;
    await notify(t, { billNo: winner, amountFen: 100_000 });
    await notify(t, { billNo: lateBill, amountFen: 100_000 });
    const late = await orderRow(t.deps, lateBill);
    expect(late).toMatchObject({ status: 'REFUNDED' });

    // The provider is down: the refund stays PROCESSING and its job waits, not failed.
    await t.jobs.runUntilIdle();
    expect(await refundsOf(late.id)).toMatchObject([{ status: 'PROCESSING' }]);
    // A minute later (the job's own clock) it is asked again, with the same refund number, and done.
    const later2 = new Date(Date.now() + 2 * 60_000);
    await t.jobsAt(later2).runUntilIdle();
    expect(await refundsOf(late.id)).toMatchObject([{ status: 'SUCCEEDED' }]);
    await t.jobsAt(new Date(Date.now() + 10 * 60_000)).runUntilIdle();
    expect(refund.mock.calls.filter(([call]) => call.billNo === lateBill)).toHaveLength(2);
    expect(new Set(refund.mock.calls.map(([call]) => call.refundNo))).toEqual(new Set([`${lateBill}R`]));
    refund.mockRestore();
  });

  it('200 concurrent orders from 20 donors for 20 seats: each seat held once, all paid, none twice', async () => {
    const { itemsId, seatIds } = await hall(20);
    const donors = await Promise.all(Array.from({ length: 20 }, () => createUser(t.deps)));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        donate(
          t,
          donors[i % 20]!.token,
          seatBody(itemsId, [{ seatId: seatIds[(i * 7) % 20]!, termYear: 10 }]),
        ),
      ),
    );
    expect(answers.every((answer) => answer.code === 0 || /已被认捐/.test(answer.message))).toBe(true);
    const pending = await t.deps.database.db
      .select({ billNo: donations.billNo })
      .from(donations)
      .where(and(eq(donations.itemsId, itemsId), eq(donations.status, 'PENDING')));
    for (const { billNo } of pending) await notify(t, { billNo, amountFen: 100_000 });
    const named = await t.deps.database.db
      .select({ seatId: seatClaims.seatId })
      .from(seatClaims)
      .innerJoin(seats, eq(seats.id, seatClaims.seatId))
      .where(and(eq(seats.itemsId, itemsId), eq(seatClaims.state, 'named')));
    expect(new Set(named.map((row) => row.seatId)).size).toBe(named.length);
    expect(named.length).toBe(pending.length);
    expect(await namingCount(itemsId)).toBe(named.length);
    expect(await doubleClaimedSeats()).toBe(0);
  });
});

describe('book naming orders', () => {
  const bookBody = (
    itemsId: number,
    list: Array<{ bookId: number; namingCount: number; plates?: number }>,
  ) => ({
    itemsId,
    itemsType: 2,
    namingType: 2,
    bookList: list.map(({ bookId, namingCount, plates }) => ({
      bookId,
      itemsId,
      namingCount,
      nameplateList: Array.from({ length: plates ?? 1 }, (_, i) => plate(`捐赠人${i + 1}`)),
    })),
  });

  async function stockOf(bookIds: number[]) {
    const rows = await t.deps.database.db
      .select({ id: books.id, stock: books.stock, namingCount: books.namingCount })
      .from(books)
      .where(sql`${books.id} in ${bookIds}`)
      .orderBy(books.id);
    return rows.map(({ stock, namingCount }) => ({ stock, namingCount }));
  }

  it('holds copies at the database price, gives them back on cancel, names them on payment', async () => {
    const { itemsId, bookIds } = await library([5, 2]);
    const donor = await createUser(t.deps);
    const body = bookBody(itemsId, [
      { bookId: bookIds[0]!, namingCount: 2, plates: 2 },
      { bookId: bookIds[1]!, namingCount: 1 },
    ]);
    const first = await donate(t, donor.token, body);
    expect(first.code).toBe(0);
    const firstBill = first.data!.orderPayRequestDTO.billNo;
    expect(await orderRow(t.deps, firstBill)).toMatchObject({
      moneyFen: 30_050,
      seats: '《书1》×2、《书2》×1',
    });
    expect(await stockOf(bookIds)).toEqual([
      { stock: 3, namingCount: 0 },
      { stock: 1, namingCount: 0 },
    ]);
    await t.get(`${DONATEU}/items/cancel`, { donatePlatOrder: firstBill }, { token: donor.token });
    expect(await stockOf(bookIds)).toEqual([
      { stock: 5, namingCount: 0 },
      { stock: 2, namingCount: 0 },
    ]);

    const billNo = (await donate(t, donor.token, body)).data!.orderPayRequestDTO.billNo;
    await notify(t, { billNo, amountFen: 30_050 });
    await notify(t, { billNo, amountFen: 30_050 });
    expect(await stockOf(bookIds)).toEqual([
      { stock: 3, namingCount: 2 },
      { stock: 1, namingCount: 1 },
    ]);
    expect(await namingCount(itemsId)).toBe(3);
    const [claim] = await t.deps.database.db
      .select({ nameplates: bookClaims.nameplates })
      .from(bookClaims)
      .where(and(eq(bookClaims.bookId, bookIds[0]!), eq(bookClaims.state, 'named')));
    expect(claim!.nameplates.map((one) => one.donorName)).toEqual(['捐赠人1', '捐赠人2']);
  });

  it('more copies than stock is 库存不足 and takes nothing', async () => {
    const { itemsId, bookIds } = await library([3, 1]);
    const donor = await createUser(t.deps);
    const answer = await donate(
      t,
      donor.token,
      bookBody(itemsId, [
        { bookId: bookIds[0]!, namingCount: 2 },
        { bookId: bookIds[1]!, namingCount: 2 },
      ]),
    );
    expect(answer).toMatchObject({ code: -1, message: '库存不足' });
    expect(await stockOf(bookIds)).toEqual([
      { stock: 3, namingCount: 0 },
      { stock: 1, namingCount: 0 },
    ]);
    expect(await ordersOfUser(t.deps, donor.userId)).toEqual([]);
  });

  it('30 concurrent donors for a book with 5 copies: 5 get one, stock ends at 0, never below', async () => {
    const { itemsId, bookIds } = await library([5]);
    const donors = await Promise.all(Array.from({ length: 30 }, () => createUser(t.deps)));
    const answers = await Promise.all(
      donors.map((donor) =>
        donate(t, donor.token, bookBody(itemsId, [{ bookId: bookIds[0]!, namingCount: 1 }])),
      ),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(5);
    expect(answers.filter((answer) => answer.message === '库存不足')).toHaveLength(25);
    expect(await stockOf(bookIds)).toEqual([{ stock: 0, namingCount: 0 }]);
  });

  it('a late payment for copies sold meanwhile is refunded once; one still in stock is named', async () => {
    const { itemsId, bookIds } = await library([1]);
    const early = await createUser(t.deps);
    const later = await createUser(t.deps);
    const body = bookBody(itemsId, [{ bookId: bookIds[0]!, namingCount: 1 }]);
    const lateBill = (await donate(t, early.token, body)).data!.orderPayRequestDTO.billNo;
    await setOrderExpiry(t.deps, lateBill, new Date(Date.now() - 1000));
    await expireDueOrders(t.deps.database.db);
    expect(await stockOf(bookIds)).toEqual([{ stock: 1, namingCount: 0 }]);
    const winner = (await donate(t, later.token, body)).data!.orderPayRequestDTO.billNo;
    await notify(t, { billNo: winner, amountFen: 10_000 });
    await notify(t, { billNo: lateBill, amountFen: 10_000 });
    await notify(t, { billNo: lateBill, amountFen: 10_000 });
    expect((await orderRow(t.deps, lateBill)).status).toBe('REFUNDED');
    expect(await stockOf(bookIds)).toEqual([{ stock: 0, namingCount: 1 }]);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 10_000, units: 0, payCounts: 1 });
  });
});
