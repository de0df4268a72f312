import { DONATEU } from '@alma/shared/api/spec-paths';
import type { TMyDonationGroupPage, TMyDonationPage, TMyDonationRow } from '@alma/shared/api/user-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createSubItem } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { itemTypes } from '../../db/schema/items.ts';

const GROUPS = `${DONATEU}/user/center/itemsDonateGroup`;
const BY_TIME = `${DONATEU}/user/center/donateRecordList`;

let t: TestApp;
let alice: { userId: number; token: string };
let bob: { userId: number; token: string };
let newcomer: { userId: number; token: string };
const ids: Record<string, number> = {};
const bills: Record<string, string> = {};

// 2026-03-{day} {hour}:00:00 in Shanghai.
const shanghai = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour - 8, 0, 0));

async function addType(name: string, sort: number): Promise<number> {
  const [row] = await t.deps.database.db
    .insert(itemTypes)
    .values({ name, sort })
    .returning({ id: itemTypes.id });
  if (!row) throw new Error('type not created');
  return row.id;
}

async function paid(
  key: string,
  userId: number,
  itemsId: number,
  moneyFen: number,
  paidAt: Date,
  extra: Record<string, unknown> = {},
) {
  bills[key] = `B-${key}-${userId}`;
  await createDonation(t.deps, { userId, itemsId, moneyFen, paidAt, billNo: bills[key], ...extra });
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, newcomer] = [await createUser(t.deps), await createUser(t.deps), await createUser(t.deps)];
  // Made in the opposite order to their sort: the groups follow the catalogue's order, not ids.
  ids.campus = await addType('校园建设', 2);
  ids.aid = await addType('助学育人', 1);
  ids.scholarship = await createItem(t.deps, { typeId: ids.aid, name: '奖学金', thumbnailImg: '/t/s.png' });
  ids.books = await createItem(t.deps, {
    typeId: ids.aid,
    name: '图书',
    crowdType: 2,
    materialUnit: '本',
    materialPriceFen: 5000,
  });
  ids.garden = await createItem(t.deps, { typeId: ids.campus, name: '绿化' });
  ids.untyped = await createItem(t.deps, { name: '无类别项目' });
  const math = await createSubItem(t.deps, { itemsId: ids.scholarship, name: '数学' });

  await paid('cent', alice.userId, ids.scholarship, 1, shanghai(1, 9), { subItemsId: math });
  await paid('big', alice.userId, ids.scholarship, 123456, shanghai(5, 10));
  await paid('books', alice.userId, ids.books, 15000, shanghai(3, 8), { crowdType: 2, materialNumber: 3 });
  // 0.1 + 0.2 yuan: summed in yuan it would be 0.30000000000000004.
  await paid('dime', alice.userId, ids.garden, 10, shanghai(2, 7));
  await paid('twenty', alice.userId, ids.garden, 20, shanghai(4, 12));
  await paid('other', alice.userId, ids.untyped, 5000, shanghai(6, 15));
  for (const status of ['PENDING', 'CANCELLED', 'EXPIRED', 'REFUNDED']) {
    await createDonation(t.deps, {
      userId: alice.userId,
      itemsId: ids.scholarship,
      moneyFen: 9_900_000,
      status,
    });
  }
  await paid('bobs', bob.userId, ids.scholarship, 777700, shanghai(7, 9));
  await paid('bobsGarden', bob.userId, ids.garden, 100, shanghai(7, 10));
});
afterAll(() => t.close());

const rowsOf = (page: { rows: TMyDonationRow[] }) => page.rows.map((row) => row.donatePlatOrder);

describe('user/center/donateRecordList', () => {
  it('lists only my paid donations, newest first, with what each row shows', async () => {
    const answer = await t.get<TMyDonationPage>(BY_TIME, {}, { token: alice.token });
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBe(6);
    expect(rowsOf(answer.data)).toEqual(
      ['other', 'big', 'twenty', 'books', 'dime', 'cent'].map((key) => bills[key]),
    );
    expect(answer.data.rows[1]).toEqual({
      donatePlatOrder: bills.big,
      itemsId: ids.scholarship,
      itemsName: '奖学金',
      subItemsName: '',
      avatar: '/t/s.png',
      name: expect.any(String),
      donateMoney: 1234.56,
      crowdType: 1,
      donateMaterialNumber: 0,
      materialUnit: '',
      donateTime: '2026-03-05 10:00:00',
      togetherId: 0,
    });
    expect(answer.data.rows[3]).toMatchObject({ crowdType: 2, donateMaterialNumber: 3, materialUnit: '本' });
    expect(answer.data.rows[5]).toMatchObject({ donateMoney: 0.01, subItemsName: '数学' });
  });

  it('pages by limit and offset, 10 by default, with the total of all', async () => {
    const second = await t.get<TMyDonationPage>(BY_TIME, { limit: 4, offset: 4 }, { token: alice.token });
    expect(rowsOf(second.data)).toEqual([bills.dime, bills.cent]);
    expect(second.data.total).toBe(6);
    const past = await t.get<TMyDonationPage>(BY_TIME, { limit: 4, offset: 8 }, { token: alice.token });
    expect(past.data).toEqual({ rows: [], total: 6 });
  });

  it('never shows another donor’s gifts', async () => {
    const bobs = await t.get<TMyDonationPage>(BY_TIME, {}, { token: bob.token });
    expect(rowsOf(bobs.data)).toEqual([bills.bobsGarden, bills.bobs]);
    const none = await t.get<TMyDonationPage>(BY_TIME, {}, { token: newcomer.token });
    expect(none.data).toEqual({ rows: [], total: 0 });
  });

  it.each([
    [{ limit: 0 }, '参数错误：limit'],
    [{ limit: 'ten' }, '参数错误：limit'],
    [{ limit: 10000 }, '参数错误：limit'],
    [{ offset: -1 }, '参数错误：offset'],
  ])('refuses %o with a message naming the field', async (query, message) => {
    const answer = await t.get(BY_TIME, query, { token: alice.token });
    expect(answer).toMatchObject({ code: -1, message });
  });

  it('needs a token', async () => {
    expect((await t.get(BY_TIME)).code).toBe(-997);
  });
});

describe('user/center/itemsDonateGroup', () => {
  it('groups my paid donations by category in catalogue order with totals exact to the fen', async () => {
    const answer = await t.get<TMyDonationGroupPage>(GROUPS, {}, { token: alice.token });
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBe(3);
    const [aid, campus, other] = answer.data.rows;
    expect(answer.data.rows.map(({ rows: _rows, ...group }) => group)).toEqual([
      { typeId: ids.aid, title: '助学育人', donateMoney: 1384.57, donateCount: 3 },
      { typeId: ids.campus, title: '校园建设', donateMoney: 0.3, donateCount: 2 },
      { typeId: 0, title: '其他', donateMoney: 50, donateCount: 1 },
    ]);
    expect(aid && rowsOf(aid)).toEqual([bills.big, bills.books, bills.cent]);
    expect(campus && rowsOf(campus)).toEqual([bills.twenty, bills.dime]);
    expect(other && rowsOf(other)).toEqual([bills.other]);
    expect(aid?.rows[1]).toMatchObject({ itemsName: '图书', donateMoney: 150, donateMaterialNumber: 3 });
  });

  it('names the group without a category in the reader’s language', async () => {
    const answer = await t.get<TMyDonationGroupPage>(GROUPS, {}, { token: alice.token, language: 'English' });
    expect(answer.data.rows.at(-1)?.title).toBe('Other');
  });

  it('pages over categories', async () => {
    const second = await t.get<TMyDonationGroupPage>(GROUPS, { limit: 1, offset: 1 }, { token: alice.token });
    expect(second.data.total).toBe(3);
    expect(second.data.rows.map((group) => [group.title, rowsOf(group)])).toEqual([
      ['校园建设', [bills.twenty, bills.dime]],
    ]);
    const past = await t.get<TMyDonationGroupPage>(GROUPS, { offset: 5 }, { token: alice.token });
    expect(past.data).toEqual({ rows: [], total: 3 });
  });

  it('counts only my own gifts in a category others gave to as well', async () => {
    const bobs = await t.get<TMyDonationGroupPage>(GROUPS, {}, { token: bob.token });
    expect(bobs.data.rows.map((group) => [group.title, group.donateMoney, rowsOf(group)])).toEqual([
      ['助学育人', 7777, [bills.bobs]],
      ['校园建设', 1, [bills.bobsGarden]],
    ]);
    const none = await t.get<TMyDonationGroupPage>(GROUPS, {}, { token: newcomer.token });
    expect(none.data).toEqual({ rows: [], total: 0 });
  });

  it('refuses a bad page and needs a token', async () => {
    expect(await t.get(GROUPS, { offset: 'x' }, { token: alice.token })).toMatchObject({
      code: -1,
      message: '参数错误：offset',
    });
    expect((await t.get(GROUPS)).code).toBe(-997);
  });
});

describe('a partly refunded gift', () => {
  it('stays in my records and my categories with what it still holds', async () => {
    const carol = await createUser(t.deps);
    const { garden, scholarship } = ids as { garden: number; scholarship: number };
    await paid('carolPaid', carol.userId, garden, 1000, shanghai(8, 9));
    await paid('carolPartly', carol.userId, scholarship, 2500, shanghai(9, 9), {
      status: 'PARTLY_REFUNDED',
      refundedFen: 7500,
    });
    await paid('carolRefunded', carol.userId, scholarship, 4000, shanghai(10, 9), { status: 'REFUNDED' });
    const byTime = await t.get<TMyDonationPage>(BY_TIME, {}, { token: carol.token });
    expect(byTime.data.total).toBe(2);
    expect(rowsOf(byTime.data)).toEqual([bills.carolPartly, bills.carolPaid]);
    expect(byTime.data.rows[0]).toMatchObject({ donateMoney: 25, donateTime: '2026-03-09 09:00:00' });
    const groups = await t.get<TMyDonationGroupPage>(GROUPS, {}, { token: carol.token });
    expect(
      groups.data.rows.map(({ rows, ...group }) => [group.title, group.donateMoney, rowsOf({ rows })]),
    ).toEqual([
      ['助学育人', 25, [bills.carolPartly]],
      ['校园建设', 10, [bills.carolPaid]],
    ]);
  });
});
