import type { TPage } from '@alma/shared/api/common';
import type { TDonateRecordPage, TDonationTotals, TNamedDonorRow } from '@alma/shared/api/items';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createSubItem, createTogether } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';

let t: TestApp;
const ids: Record<string, number> = {};
/** 2024-03-0N 10:00:00 in Shanghai. */
const day = (n: number) => new Date(`2024-03-0${n}T02:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const alice = await createUser(t.deps, { avatar: '/files/alice.png' });
  const bob = await createUser(t.deps, { avatar: '/files/bob.png' });
  ids.fund = await createItem(t.deps, { name: '图书馆建设基金' });
  ids.goods = await createItem(t.deps, { name: '爱心图书', crowdType: 2, materialUnit: '本' });
  ids.seats = await createItem(t.deps, { name: '礼堂座椅冠名', itemsType: 2, namingType: 1 });
  ids.books = await createItem(t.deps, { name: '图书冠名', itemsType: 2, namingType: 2 });
  ids.empty = await createItem(t.deps, { name: '新项目' });
  const sub = await createSubItem(t.deps, { itemsId: ids.fund, name: '古籍修复' });
  ids.together = await createTogether(t.deps, { userId: bob.userId, itemsId: ids.fund });

  const paid = { userId: alice.userId, itemsId: ids.fund };
  await createDonation(t.deps, { ...paid, donorName: '张三', moneyFen: 5000, paidAt: day(2) });
  await createDonation(t.deps, {
    ...paid,
    donorName: '李四',
    moneyFen: 123456,
    paidAt: day(1),
    subItemsId: sub,
    togetherId: ids.together,
  });
  await createDonation(t.deps, {
    userId: bob.userId,
    itemsId: ids.fund,
    donorName: '王五',
    isAnonymous: true,
    moneyFen: 20000,
    paidAt: day(3),
  });
  await createDonation(t.deps, {
    userId: bob.userId,
    itemsId: ids.goods,
    donorName: '赵六',
    crowdType: 2,
    materialNumber: 3,
    moneyFen: 7500,
    paidAt: day(4),
  });
  // Not paid, or no longer: never in a directory, a total or a named-donor list.
  for (const status of ['PENDING', 'CANCELLED', 'EXPIRED', 'REFUNDED']) {
    await createDonation(t.deps, { ...paid, donorName: `未付${status}`, moneyFen: 99900, status });
    await createDonation(t.deps, { userId: alice.userId, itemsId: ids.seats, seats: 'Z区', status });
  }
  await createDonation(t.deps, {
    userId: alice.userId,
    itemsId: ids.seats,
    donorName: '陈七',
    seats: 'A区 1排1座,A区 1排2座',
    paidAt: day(5),
  });
  await createDonation(t.deps, {
    userId: bob.userId,
    itemsId: ids.seats,
    donorName: '周八',
    isAnonymous: true,
    seats: 'B区 2排3座',
    paidAt: day(6),
  });
  await createDonation(t.deps, {
    userId: bob.userId,
    itemsId: ids.books,
    donorName: '吴九',
    seats: '《论语》等3本',
    paidAt: day(7),
  });
});
afterAll(() => t.close());

const records = (query: Record<string, unknown> = {}, language: 'zh_CN' | 'English' = 'zh_CN') =>
  t.get<TDonateRecordPage>(`${DONATEU}/index/donateRecordPage`, query, { language });

describe('donateRecordPage', () => {
  it('lists a project’s paid donations newest first with the directory fields', async () => {
    const answer = await records({ itemsId: ids.fund });
    expect(answer.code).toBe(0);
    expect(answer.data.rows.map((row) => row.name)).toEqual(['匿名', '张三', '李四']);
    expect(answer.data.total).toBe(3);
    expect(answer.data.totalMoney).toBe(1484.56);
    expect(answer.data.rows[2]).toEqual({
      name: '李四',
      avatar: '/files/alice.png',
      donateMoney: 1234.56,
      donateMaterialNumber: 0,
      materialUnit: '',
      crowdType: 1,
      donateTime: '2024-03-01 10:00:00',
      seats: '',
      itemsName: '图书馆建设基金',
      subItemsName: '古籍修复',
    });
  });

  it('hides an anonymous donor’s name and avatar, labelled in the reader’s language', async () => {
    const zh = await records({ itemsId: ids.fund });
    expect(zh.data.rows[0]).toMatchObject({ name: '匿名', avatar: '', donateMoney: 200 });
    const en = await records({ itemsId: ids.fund }, 'English');
    expect(en.data.rows[0]?.name).toBe('Anonymous');
  });

  it('orders by time ascending, by money descending, or by time descending', async () => {
    const names = async (order: string) =>
      (await records({ itemsId: ids.fund, order })).data.rows.map((row) => row.donateMoney);
    expect(await names('donate_time_asc')).toEqual([1234.56, 50, 200]);
    expect(await names('1')).toEqual([1234.56, 200, 50]);
    expect(await names('')).toEqual([200, 50, 1234.56]);
    const sideways = await records({ order: 'sideways' });
    expect(sideways).toMatchObject({ code: -1 });
    expect(sideways.message).toMatch(/^排序方式无效/);
  });

  it('lists the whole site’s paid donations with paging, totals covering every page', async () => {
    const first = await records({ limit: 2, offset: 0 });
    expect(first.data.rows.map((row) => row.name)).toEqual(['吴九', '匿名']);
    expect(first.data.total).toBe(7);
    expect(first.data.totalMoney).toBe(1859.56);
    const last = await records({ limit: 2, offset: 6 });
    expect(last.data.rows.map((row) => row.name)).toEqual(['李四']);
    expect(last.data.total).toBe(7);
  });

  it('shows goods donations with their count and unit', async () => {
    const answer = await records({ itemsId: ids.goods });
    expect(answer.data.rows[0]).toMatchObject({
      name: '赵六',
      crowdType: 2,
      donateMaterialNumber: 3,
      materialUnit: '本',
      donateMoney: 75,
    });
  });

  it('searches donor names and project names, but never an anonymous donor’s real name', async () => {
    const byDonor = await records({ s: '张' });
    expect(byDonor.data.rows.map((row) => row.name)).toEqual(['张三']);
    expect(byDonor.data).toMatchObject({ total: 1, totalMoney: 50 });
    const byItem = await records({ s: '图书馆' });
    expect(byItem.data.rows.map((row) => row.name)).toEqual(['匿名', '张三', '李四']);
    const hidden = await records({ s: '王五' });
    expect(hidden.data).toEqual({ rows: [], total: 0, totalMoney: 0 });
  });

  it('narrows to one fundraiser’s donations', async () => {
    const answer = await records({ donateTogetherId: ids.together });
    expect(answer.data.rows.map((row) => row.name)).toEqual(['李四']);
  });

  it('answers an empty page for a project without donations, and -1 for unknown ids', async () => {
    expect((await records({ itemsId: ids.empty })).data).toEqual({ rows: [], total: 0, totalMoney: 0 });
    expect(await records({ itemsId: 999_999 })).toMatchObject({ code: -1, message: '内容不存在' });
    expect(await records({ donateTogetherId: 999_999 })).toMatchObject({ code: -1 });
    const bad = await records({ itemsId: 'abc' });
    expect(bad.code).toBe(-1);
    expect(bad.message).toMatch(/：itemsId$/);
  });
});

describe('index/total', () => {
  it('counts and sums every paid donation and nothing else', async () => {
    const answer = await t.get<TDonationTotals>(`${DONATEU}/index/total`);
    expect(answer).toMatchObject({ code: 0, data: { totalCount: 7, totalMoney: 1859.56 } });
  });
});

describe('donateSeatList and donateBookList', () => {
  it('lists the paid named donors of a seat project, newest first, anonymous hidden', async () => {
    const answer = await t.get<TPage<TNamedDonorRow>>(`${DONATEU}/items/donateSeatList`, {
      itemsId: ids.seats,
      limit: 50,
      offset: 0,
    });
    expect(answer.data).toEqual({
      rows: [
        { name: '匿名', seats: 'B区 2排3座', donateTime: '2024-03-06 10:00:00' },
        { name: '陈七', seats: 'A区 1排1座,A区 1排2座', donateTime: '2024-03-05 10:00:00' },
      ],
      total: 2,
    });
    const en = await t.get<TPage<TNamedDonorRow>>(
      `${DONATEU}/items/donateSeatList`,
      { itemsId: ids.seats },
      { language: 'English' },
    );
    expect(en.data.rows[0]?.name).toBe('Anonymous');
  });

  it('pages the list and keeps the total past the end', async () => {
    const page = await t.get<TPage<TNamedDonorRow>>(`${DONATEU}/items/donateSeatList`, {
      itemsId: ids.seats,
      limit: 1,
      offset: 1,
    });
    expect(page.data).toMatchObject({ rows: [{ name: '陈七' }], total: 2 });
    const past = await t.get<TPage<TNamedDonorRow>>(`${DONATEU}/items/donateSeatList`, {
      itemsId: ids.seats,
      offset: 10,
    });
    expect(past.data).toEqual({ rows: [], total: 2 });
  });

  it('lists book namings with the named books in seats', async () => {
    const answer = await t.get<TPage<TNamedDonorRow>>(`${DONATEU}/items/donateBookList`, {
      itemsId: ids.books,
    });
    expect(answer.data).toEqual({
      rows: [{ name: '吴九', seats: '《论语》等3本', donateTime: '2024-03-07 10:00:00' }],
      total: 1,
    });
  });

  it('answers -1 for an unknown project', async () => {
    const answer = await t.get(`${DONATEU}/items/donateBookList`, { itemsId: 999_999 });
    expect(answer).toMatchObject({ code: -1, message: '内容不存在' });
  });
});

/** A refund of part of a paid gift, as the ledger leaves it: PARTLY_REFUNDED, holding `heldFen`. */
async function refundPart(donationId: number, heldFen: number) {
  await t.deps.database.db
    .update(donations)
    .set({
      status: 'PARTLY_REFUNDED',
      refundedFen: sql`${donations.moneyFen} + ${donations.refundedFen} - ${heldFen}`,
      moneyFen: heldFen,
    })
    .where(eq(donations.id, donationId));
}

describe('a partly refunded gift', () => {
  it('still stands in the directory, the totals and the named donors, with what it still holds', async () => {
    const before = (await t.get<TDonationTotals>(`${DONATEU}/index/total`)).data;
    const carol = await createUser(t.deps);
    const project = await createItem(t.deps, { name: '部分退款项目' });
    const seats = await createItem(t.deps, { name: '部分退款座椅', itemsType: 2, namingType: 1 });
    const gift = await createDonation(t.deps, {
      userId: carol.userId,
      itemsId: project,
      donorName: '郑十',
      moneyFen: 30000,
      paidAt: day(8),
    });
    const naming = await createDonation(t.deps, {
      userId: carol.userId,
      itemsId: seats,
      donorName: '郑十',
      seats: 'C区 1排1座',
      moneyFen: 50000,
      paidAt: day(9),
    });
    await refundPart(gift, 20000);
    await refundPart(naming, 40000);
    // Written here behind the public cache's back, as the ledger's statements are not.
    await t.deps.cache.invalidate(CACHE_SCOPES.donations);

    const page = await records({ itemsId: project });
    expect(page.data).toMatchObject({ total: 1, totalMoney: 200 });
    expect(page.data.rows).toEqual([
      expect.objectContaining({ name: '郑十', donateMoney: 200, donateTime: '2024-03-08 10:00:00' }),
    ]);
    const site = await records({ limit: 1 });
    expect(site.data.rows).toEqual([expect.objectContaining({ name: '郑十', donateMoney: 400 })]);
    const after = (await t.get<TDonationTotals>(`${DONATEU}/index/total`)).data;
    expect(after.totalCount).toBe(before.totalCount + 2);
    expect(after.totalMoney).toBeCloseTo(before.totalMoney + 600, 2);
    const named = await t.get<TPage<TNamedDonorRow>>(`${DONATEU}/items/donateSeatList`, { itemsId: seats });
    expect(named.data).toEqual({
      rows: [{ name: '郑十', seats: 'C区 1排1座', donateTime: '2024-03-09 10:00:00' }],
      total: 1,
    });
  });
});
