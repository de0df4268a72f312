import type { TPage } from '@alma/shared/api/common';
import type { TItemDetail, TItemListRow, TItemType, TSubItemStat } from '@alma/shared/api/items';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createItemType } from '../../../test/fixtures.ts';
import { createSubItem, paidGifts } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { itemTypes } from '../../db/schema/items.ts';

let t: TestApp;
let typeA: number;
let typeB: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.deps.database;
  typeB = await createItemType(t.deps, '奖学金');
  typeA = await createItemType(t.deps, '助学');
  await db.insert(itemTypes).values({ name: '基建', sort: 3 });
  // typeA sorts first although it was made second.
  await db.update(itemTypes).set({ sort: 1 }).where(eq(itemTypes.id, typeA));
  await db.update(itemTypes).set({ sort: 2 }).where(eq(itemTypes.id, typeB));

  ids.library = await createItem(t.deps, {
    name: '图书馆建设基金',
    typeId: typeA,
    sort: 2,
    targetMoneyFen: 1_000_000,
    isTarget: true,
    isComplete: true,
    isDonate: false,
    noReason: '项目已结束',
  });
  ids.books = await createItem(t.deps, {
    name: '100%爱心图书',
    typeId: typeA,
    sort: 1,
    crowdType: 2,
    materialName: '图书',
    materialUnit: '本',
    materialPriceFen: 2550,
  });
  // What the projects raised comes from paid orders: 7 gifts, ¥1234.56, into the library fund …
  await paidGifts(t.deps, { itemsId: ids.library }, [50000, 30000, 20000, 10000, 10000, 3000, 456]);
  // … and 40 books at ¥25.50.
  await paidGifts(t.deps, { itemsId: ids.books }, [
    { moneyFen: 25500, materialNumber: 10 },
    { moneyFen: 76500, materialNumber: 30 },
  ]);
  ids.scholarship = await createItem(t.deps, { name: '新生奖学金', typeId: typeB, sort: 3 });
  ids.hidden = await createItem(t.deps, { name: '隐藏的校园活动', typeId: typeA, sort: 0, isListed: false });
  ids.detail = await createItem(t.deps, {
    name: '体育馆座椅冠名',
    typeId: typeB,
    sort: 4,
    itemsType: 2,
    namingType: 1,
    coverImg: '/files/cover.png',
    coverList: ['/files/a.png', '/files/b.png'],
    content: '<p>详情</p>',
    isFixMoney: true,
    fixMoney: [
      { title: '一份心意', money: 5000 },
      { title: '助学', money: 10050 },
    ],
    isLimit: true,
    limitMoneyFen: 990,
    isSub: true,
    isSubRank: true,
    isLeaveMessage: true,
    isAlumni: true,
    namingCountAll: 300,
    namingCountDonate: 12,
  });
  await raisingSubItem(ids.detail, '一区', 1, [100]);
  await raisingSubItem(ids.detail, '二区', 2, [4900, 5000]);
  await raisingSubItem(ids.detail, '三区', 3, [5000]);
  ids.plainSubs = await createItem(t.deps, { name: '排序子项目', isSub: true, sort: 5 });
  await raisingSubItem(ids.plainSubs, '乙', 2, [9]);
  await raisingSubItem(ids.plainSubs, '甲', 1, [1]);
});
afterAll(() => t.close());

/** A sub-project with paid gifts (fen) into it, which are what it raised. */
async function raisingSubItem(itemsId: number, name: string, sort: number, gifts: number[]) {
  const subItemsId = await createSubItem(t.deps, { itemsId, name, sort });
  await paidGifts(t.deps, { itemsId, subItemsId }, gifts);
}

/** A -1 whose message names the field (missing or malformed, both end in "：field"). */
function expectFieldError(answer: { code: number; message: string }, field: string) {
  expect(answer.code).toBe(-1);
  expect(answer.message).toMatch(new RegExp(`：${field}$`));
}

const list = (query: Record<string, unknown> = {}) =>
  t.get<TPage<TItemListRow>>(`${DONATEU}/items/itemsList`, query);

describe('typeList', () => {
  it('answers the categories as {id, name} in sort order', async () => {
    const answer = await t.get<TItemType[]>(`${DONATEU}/items/typeList`);
    expect(answer.code).toBe(0);
    expect(answer.data.map((row) => row.name)).toEqual(['助学', '奖学金', '基建']);
    expect(answer.data[0]).toEqual({ id: typeA, name: '助学' });
  });
});

describe('itemsList', () => {
  it('lists listed projects in sort order with the total, and hides unlisted ones', async () => {
    const answer = await list();
    expect(answer.code).toBe(0);
    expect(answer.data.rows.map((row) => row.id)).toEqual([
      ids.books,
      ids.library,
      ids.scholarship,
      ids.detail,
      ids.plainSubs,
    ]);
    expect(answer.data.total).toBe(5);
  });

  it('shapes a row with money in yuan and flags as 0/1', async () => {
    const row = (await list()).data.rows.find((r) => r.id === ids.library);
    expect(row).toEqual({
      id: ids.library,
      typeId: typeA,
      name: '图书馆建设基金',
      intro: '简介',
      thumbnailImg: '',
      linkUrl: '',
      itemsType: 1,
      crowdType: 1,
      namingType: null,
      isComplete: 1,
      isDonate: 0,
      completeMoney: 1234.56,
      completeMaterialNumber: 0,
      targetMoney: 10000,
      targetMaterialNumber: 0,
      isTarget: 1,
      materialName: '',
      materialUnit: '',
      payCounts: 7,
      namingCountAll: 0,
      namingCountDonate: 0,
    });
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await list({ limit: 2, offset: 1 });
    expect(page.data.rows.map((row) => row.id)).toEqual([ids.library, ids.scholarship]);
    expect(page.data.total).toBe(5);
    const past = await list({ limit: 10, offset: 20 });
    expect(past.data).toEqual({ rows: [], total: 5 });
  });

  it('filters by typeId and by a search on the name', async () => {
    const byType = await list({ typeId: typeB });
    expect(byType.data.rows.map((row) => row.id)).toEqual([ids.scholarship, ids.detail]);
    expect(byType.data.total).toBe(2);
    const search = await list({ s: '奖学' });
    expect(search.data.rows.map((row) => row.name)).toEqual(['新生奖学金']);
    const both = await list({ typeId: typeA, s: '图书' });
    expect(both.data.rows.map((row) => row.id)).toEqual([ids.books, ids.library]);
    const hidden = await list({ s: '隐藏' });
    expect(hidden.data).toEqual({ rows: [], total: 0 });
  });

  it('treats % in a search as a character, not a wildcard', async () => {
    const answer = await list({ s: '%' });
    expect(answer.data.rows.map((row) => row.id)).toEqual([ids.books]);
  });

  it('refuses malformed paging and type ids with a -1 naming the field', async () => {
    expect(await list({ limit: -1 })).toMatchObject({ code: -1, message: '参数错误：limit' });
    expectFieldError(await list({ typeId: 'abc' }), 'typeId');
    const english = await t.get(`${DONATEU}/items/itemsList`, { offset: '-5' }, { language: 'English' });
    expect(english).toMatchObject({ code: -1, message: 'Invalid parameter: offset' });
  });
});

describe('itemsDetail', () => {
  it('answers the project entity with covers, fixed amounts in yuan and sub-projects', async () => {
    const answer = await t.get<TItemDetail>(`${DONATEU}/items/itemsDetail`, { id: ids.detail });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      id: ids.detail,
      name: '体育馆座椅冠名',
      content: '<p>详情</p>',
      coverImg: '/files/cover.png',
      coverList: [{ fileUrl: '/files/a.png' }, { fileUrl: '/files/b.png' }],
      itemsType: 2,
      namingType: 1,
      isFixMoney: 1,
      isLimit: 1,
      limitMoney: 9.9,
      isSub: 1,
      isSubRank: 1,
      isLeaveMessage: 1,
      isAuditMessage: 0,
      isAlumni: 1,
      isHandMoney: 1,
      isRecord: 1,
      namingCountAll: 300,
      namingCountDonate: 12,
    });
    expect(JSON.parse(answer.data.fixMoney)).toEqual([
      { title: '一份心意', money: 50 },
      { title: '助学', money: 100.5 },
    ]);
    expect(answer.data.subItemsList.map((sub) => sub.name)).toEqual(['一区', '二区', '三区']);
    expect(Object.keys(answer.data.subItemsList[0] ?? {})).toEqual(['id', 'name']);
  });

  it('carries goods fields with the unit price in yuan', async () => {
    const answer = await t.get<TItemDetail>(`${DONATEU}/items/itemsDetail`, { id: ids.books });
    expect(answer.data).toMatchObject({
      crowdType: 2,
      materialName: '图书',
      materialUnit: '本',
      materialPrice: 25.5,
      completeMaterialNumber: 40,
      fixMoney: '[]',
      coverList: [],
      subItemsList: [],
    });
  });

  it('reads an unlisted project by id', async () => {
    const answer = await t.get<TItemDetail>(`${DONATEU}/items/itemsDetail`, { id: ids.hidden });
    expect(answer.data.name).toBe('隐藏的校园活动');
  });

  it('answers -1 for an unknown id and names a malformed or missing one', async () => {
    expect(await t.get(`${DONATEU}/items/itemsDetail`, { id: 999_999 })).toMatchObject({
      code: -1,
      message: '内容不存在',
    });
    const english = await t.get(`${DONATEU}/items/itemsDetail`, { id: 999_999 }, { language: 'English' });
    expect(english).toMatchObject({ code: -1, message: 'Not found' });
    expectFieldError(await t.get(`${DONATEU}/items/itemsDetail`, { id: '1 or 1=1' }), 'id');
    expectFieldError(await t.get(`${DONATEU}/items/itemsDetail`, { id: '2.5' }), 'id');
    expect(await t.get(`${DONATEU}/items/itemsDetail`)).toMatchObject({ code: -1, message: '缺少参数：id' });
  });
});

describe('subItemsStatistics', () => {
  const stats = (itemsId: unknown) =>
    t.get<TSubItemStat[]>(`${DONATEU}/items/subItemsStatistics`, { itemsId });

  it('ranks sub-projects by raised money when isSubRank is set', async () => {
    const answer = await stats(ids.detail);
    expect(answer.data.map(({ name, completeMoney }) => ({ name, completeMoney }))).toEqual([
      { name: '二区', completeMoney: 99 },
      { name: '三区', completeMoney: 50 },
      { name: '一区', completeMoney: 1 },
    ]);
    expect(Object.keys(answer.data[0] ?? {}).sort()).toEqual(['completeMoney', 'id', 'name']);
  });

  it('keeps the configured order otherwise', async () => {
    const answer = await stats(ids.plainSubs);
    expect(answer.data.map((row) => row.name)).toEqual(['甲', '乙']);
  });

  it('answers -1 for an unknown or malformed project id', async () => {
    expect(await stats(999_999)).toMatchObject({ code: -1, message: '内容不存在' });
    expectFieldError(await stats('x'), 'itemsId');
  });
});
