import { DONATEU } from '@alma/shared/api/spec-paths';
import type { TMyJoinPage, TMyLaunchPage, TTogetherStatistics } from '@alma/shared/api/user-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createTogether, paidGifts } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const STATISTICS = `${DONATEU}/user/center/togetherStatistics`;
const LAUNCHES = `${DONATEU}/user/center/launchList`;
const JOINS = `${DONATEU}/user/center/joinList`;

let t: TestApp;
let dave: { userId: number; token: string };
let erin: { userId: number; token: string };
let newcomer: { userId: number; token: string };
const ids = {} as Record<
  'fund' | 'closed' | 'lunch' | 'davesOld' | 'davesNew' | 'davesCancelled' | 'erins' | 'erinsCancelled',
  number
>;

const shanghai = (day: number, hour: number) => new Date(Date.UTC(2026, 4, day, hour - 8, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  [dave, erin, newcomer] = [await createUser(t.deps), await createUser(t.deps), await createUser(t.deps)];
  ids.fund = await createItem(t.deps, { name: '助学金', thumbnailImg: '/t/f.png' });
  ids.closed = await createItem(t.deps, { name: '已结束', isDonate: false, noReason: '项目已结束' });
  ids.lunch = await createItem(t.deps, { name: '午餐', crowdType: 2, materialUnit: '份' });

  // Dave's own: an older one with a target, a newer one without, and one he cancelled.
  ids.davesOld = await createTogether(t.deps, {
    userId: dave.userId,
    itemsId: ids.fund,
    sponsor: '大卫',
    slogan: '一起加油',
    targetMoneyFen: 100_000,
    createdAt: shanghai(1, 9),
  });
  ids.davesNew = await createTogether(t.deps, {
    userId: dave.userId,
    itemsId: ids.closed,
    isNoTarget: true,
    targetMoneyFen: 0,
    createdAt: shanghai(3, 9),
  });
  ids.davesCancelled = await createTogether(t.deps, {
    userId: dave.userId,
    itemsId: ids.fund,
    status: 'cancelled',
    createdAt: shanghai(4, 9),
  });
  ids.erins = await createTogether(t.deps, {
    userId: erin.userId,
    itemsId: ids.lunch,
    sponsor: '艾琳',
    createdAt: shanghai(2, 9),
  });
  ids.erinsCancelled = await createTogether(t.deps, {
    userId: erin.userId,
    itemsId: ids.fund,
    status: 'cancelled',
    createdAt: shanghai(2, 10),
  });

  const give = (userId: number, togetherId: number, moneyFen: number, paidAt: Date | null, extra = {}) =>
    createDonation(t.deps, {
      userId,
      itemsId: togetherId === ids.erins ? ids.lunch : ids.fund,
      togetherId,
      moneyFen,
      paidAt,
      ...extra,
    });
  await give(dave.userId, ids.erins, 10_000, shanghai(5, 9), { crowdType: 2, materialNumber: 2 });
  await give(dave.userId, ids.erins, 5_000, shanghai(6, 9), { crowdType: 2, materialNumber: 1 });
  await give(dave.userId, ids.erins, 999_900, null, { status: 'PENDING' });
  await give(dave.userId, ids.davesOld, 1, shanghai(7, 9));
  await give(dave.userId, ids.erinsCancelled, 30_000, shanghai(8, 9));
  // Erin gives ¥1500 to Dave's old one in two gifts: with his ¥0.01 it has ¥1500.01 from 3 gifts.
  await give(erin.userId, ids.davesOld, 100_000, shanghai(5, 10));
  await give(erin.userId, ids.davesOld, 50_000, shanghai(5, 11));
  // Gifts of people the test does not ask about: Dave's new one raised ¥20.02, his cancelled one
  // ¥9000 (which counts nowhere), and Erin's 4 more lunches (7 with Dave's 3, ¥350 in all).
  await paidGifts(t.deps, { itemsId: ids.closed, togetherId: ids.davesNew }, [2_002]);
  await paidGifts(t.deps, { itemsId: ids.fund, togetherId: ids.davesCancelled }, [900_000]);
  await paidGifts(t.deps, { itemsId: ids.lunch, togetherId: ids.erins }, [
    { moneyFen: 20_000, materialNumber: 4 },
  ]);
});
afterAll(() => t.close());

describe('user/center/togetherStatistics', () => {
  it('counts my live launches, the live fundraisers I paid into, and both once in all', async () => {
    const answer = await t.get<TTogetherStatistics>(STATISTICS, {}, { token: dave.token });
    expect(answer.code).toBe(0);
    // Launched: old and new (not the cancelled one). Joined: Erin's and his own old one.
    // In all: old, new and Erin's, the one he launched and joined counted once.
    expect(answer.data).toEqual({ launchCount: 2, joinCount: 2, totalCount: 3, raisedMoney: 1520.03 });
  });

  it('is all zero for someone with no fundraisers, and another donor sees only their own', async () => {
    expect((await t.get(STATISTICS, {}, { token: newcomer.token })).data).toEqual({
      launchCount: 0,
      joinCount: 0,
      totalCount: 0,
      raisedMoney: 0,
    });
    // Erin's raised money is what her lunch fundraiser holds: Dave's ¥150 and another ¥200.
    expect((await t.get(STATISTICS, {}, { token: erin.token })).data).toEqual({
      launchCount: 1,
      joinCount: 1,
      totalCount: 2,
      raisedMoney: 350,
    });
  });

  it('needs a token', async () => {
    expect((await t.get(STATISTICS)).code).toBe(-997);
  });
});

describe('user/center/launchList', () => {
  it('lists the fundraisers I started, newest first, without cancelled ones', async () => {
    const answer = await t.get<TMyLaunchPage>(LAUNCHES, {}, { token: dave.token });
    expect(answer.data.total).toBe(2);
    expect(answer.data.rows.map((row) => row.id)).toEqual([ids.davesNew, ids.davesOld]);
    expect(answer.data.rows[1]).toEqual({
      id: ids.davesOld,
      itemsId: ids.fund,
      itemsName: '助学金',
      avatar: '/t/f.png',
      sponsor: '大卫',
      slogan: '一起加油',
      crowdType: 1,
      materialUnit: '',
      isNoTarget: 0,
      targetMoney: 1000,
      completeMoney: 1500.01,
      completeMaterialNumber: 0,
      participants: 3,
      isDonate: 1,
      noReason: '',
      createDate: '2026-05-01 09:00:00',
    });
    expect(answer.data.rows[0]).toMatchObject({
      isNoTarget: 1,
      targetMoney: 0,
      completeMoney: 20.02,
      isDonate: 0,
      noReason: '项目已结束',
    });
  });

  it('pages, and shows nobody else’s', async () => {
    const second = await t.get<TMyLaunchPage>(LAUNCHES, { limit: 1, offset: 1 }, { token: dave.token });
    expect(second.data).toMatchObject({ total: 2, rows: [{ id: ids.davesOld }] });
    const past = await t.get<TMyLaunchPage>(LAUNCHES, { offset: 2 }, { token: dave.token });
    expect(past.data).toEqual({ rows: [], total: 2 });
    const erins = await t.get<TMyLaunchPage>(LAUNCHES, {}, { token: erin.token });
    expect(erins.data.rows.map((row) => row.id)).toEqual([ids.erins]);
    expect((await t.get(LAUNCHES, {}, { token: newcomer.token })).data).toEqual({ rows: [], total: 0 });
  });

  it('refuses a bad page and needs a token', async () => {
    expect(await t.get(LAUNCHES, { limit: -3 }, { token: dave.token })).toMatchObject({ code: -1 });
    expect((await t.get(LAUNCHES)).code).toBe(-997);
  });
});

describe('user/center/joinList', () => {
  it('lists each live fundraiser I paid into once, with my paid sums, latest gift first', async () => {
    const answer = await t.get<TMyJoinPage>(JOINS, {}, { token: dave.token });
    expect(answer.data.total).toBe(2);
    expect(answer.data.rows.map((row) => row.id)).toEqual([ids.davesOld, ids.erins]);
    expect(answer.data.rows[0]).toMatchObject({ myMoney: 0.01, myDonateTime: '2026-05-07 09:00:00' });
    expect(answer.data.rows[1]).toMatchObject({
      sponsor: '艾琳',
      itemsName: '午餐',
      crowdType: 2,
      materialUnit: '份',
      completeMaterialNumber: 7,
      // The pending order adds nothing.
      myMoney: 150,
      myMaterialNumber: 3,
      myDonateTime: '2026-05-06 09:00:00',
    });
  });

  it('pages, and shows nobody else’s', async () => {
    const second = await t.get<TMyJoinPage>(JOINS, { limit: 1, offset: 1 }, { token: dave.token });
    expect(second.data).toMatchObject({ total: 2, rows: [{ id: ids.erins }] });
    const past = await t.get<TMyJoinPage>(JOINS, { limit: 1, offset: 7 }, { token: dave.token });
    expect(past.data).toEqual({ rows: [], total: 2 });
    const erins = await t.get<TMyJoinPage>(JOINS, {}, { token: erin.token });
    expect(erins.data.rows.map((row) => [row.id, row.myMoney])).toEqual([[ids.davesOld, 1500]]);
    expect((await t.get(JOINS, {}, { token: newcomer.token })).data).toEqual({ rows: [], total: 0 });
  });

  it('needs a token', async () => {
    expect((await t.get(JOINS)).code).toBe(-997);
  });
});
