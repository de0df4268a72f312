import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TPage } from '@alma/shared/api/common';
import type { TDonateRecordPage, TNamedDonorRow } from '@alma/shared/api/items';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createSubItem } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The directory's names under the maskDonorNames flag (doc 1 §5, doc 3 §5), its English texts, and
 * what a hand-made query gets wrong. The server masks: a phone never receives the whole name.
 */

/** A stand-in web build whose served school's config file sets the flag (no console override). */
function buildMasking(mask: boolean): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-directory-dist-'));
  fs.mkdirSync(path.join(dist, 'config/fz'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'config/index.json'), '{"School":"fz"}');
  fs.writeFileSync(
    path.join(dist, 'config/fz/index.json'),
    JSON.stringify({ api: '', moduleName: 'fz', features: { maskDonorNames: mask } }),
  );
  return dist;
}

const day = (n: number) => new Date(`2024-05-0${n}T02:00:00Z`);
const dist = buildMasking(false);
let t: TestApp;
let admin: AdminClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist });
  admin = await signedInAs(t, 'administrator');
  const donor = await createUser(t.deps, { avatar: '/files/zhang.png' });
  ids.fund = await createItem(t.deps, { name: '奖学金', nameEn: 'Scholarship Fund' });
  ids.goods = await createItem(t.deps, {
    name: '图书捐赠',
    crowdType: 2,
    materialUnit: '本',
    materialUnitEn: 'books',
  });
  ids.seats = await createItem(t.deps, { name: '座椅冠名', itemsType: 2, namingType: 1 });
  const sub = await createSubItem(t.deps, { itemsId: ids.fund, name: '寒门学子', nameEn: 'Need-based' });
  const gift = { userId: donor.userId, itemsId: ids.fund };
  await createDonation(t.deps, { ...gift, donorName: '张三丰', moneyFen: 10000, paidAt: day(1) });
  await createDonation(t.deps, {
    ...gift,
    donorName: '李四',
    subItemsId: sub,
    moneyFen: 20000,
    paidAt: day(2),
  });
  await createDonation(t.deps, {
    ...gift,
    donorName: '王五',
    isAnonymous: true,
    moneyFen: 30000,
    paidAt: day(3),
  });
  await createDonation(t.deps, {
    userId: donor.userId,
    itemsId: ids.goods,
    donorName: 'Alice Wang',
    crowdType: 2,
    materialNumber: 4,
    paidAt: day(4),
  });
  await createDonation(t.deps, {
    userId: donor.userId,
    itemsId: ids.seats,
    donorName: '陈七',
    seats: 'A区 1排1座',
    paidAt: day(5),
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const records = (query: Record<string, unknown> = {}, language: 'zh_CN' | 'English' = 'zh_CN') =>
  t.get<TDonateRecordPage>(`${DONATEU}/index/donateRecordPage`, query, { language });
const names = async (query: Record<string, unknown> = {}, language: 'zh_CN' | 'English' = 'zh_CN') =>
  (await records(query, language)).data.rows.map((row) => row.name);
const setMask = async (features: Record<string, boolean>) => {
  const saved = await admin.call('PUT', '/settings/appearance', { themeColor: null, features });
  expect(saved.status).toBe(200);
};

describe('maskDonorNames', () => {
  it('shows whole names while the flag is off, and masks them once staff turn it on', async () => {
    expect(await names({ itemsId: ids.fund })).toEqual(['匿名', '李四', '张三丰']);
    await setMask({ maskDonorNames: true });
    // The same address as before: the console's save drops the cached page.
    expect(await names({ itemsId: ids.fund })).toEqual(['匿名', '李**', '张**']);
    expect(await names({ itemsId: ids.goods })).toEqual(['A**']);
    expect(await names({ itemsId: ids.fund }, 'English')).toEqual(['Anonymous', '李**', '张**']);
    const seats = await t.get<TPage<TNamedDonorRow>>(`${DONATEU}/items/donateSeatList`, {
      itemsId: ids.seats,
    });
    expect(seats.data.rows.map((row) => row.name)).toEqual(['陈**']);
  });

  it('keeps an anonymous gift anonymous either way: the label, no avatar', async () => {
    const [anonymous, named] = (await records({ itemsId: ids.fund })).data.rows;
    expect(anonymous).toMatchObject({ name: '匿名', avatar: '', donateMoney: 300 });
    expect(named?.avatar).toBe('/files/zhang.png');
  });

  it('finds gifts by project name only while names are masked (a name search would unmask them)', async () => {
    expect((await records({ s: '张三' })).data).toEqual({ rows: [], total: 0, totalMoney: 0 });
    expect(await names({ s: '奖学金' })).toEqual(['匿名', '李**', '张**']);
    expect(await names({ s: 'scholarship' })).toEqual(['匿名', '李**', '张**']);
  });

  it('shows whole names again once the flag is off, and a name search finds them', async () => {
    await setMask({ maskDonorNames: false });
    expect(await names({ itemsId: ids.fund })).toEqual(['匿名', '李四', '张三丰']);
    expect(await names({ s: '张三' })).toEqual(['张三丰']);
    expect(await names({ s: '王五' })).toEqual([]);
  });

  it('follows the config file when staff set nothing', async () => {
    await setMask({});
    const masked = await createTestApp({ WEB_DIST: buildMasking(true) });
    try {
      const donor = await createUser(masked.deps);
      const item = await createItem(masked.deps, { name: '校园建设' });
      await createDonation(masked.deps, { userId: donor.userId, itemsId: item, donorName: '赵六' });
      const answer = await masked.get<TDonateRecordPage>(`${DONATEU}/index/donateRecordPage`);
      expect(answer.data.rows.map((row) => row.name)).toEqual(['赵**']);
    } finally {
      await masked.close();
    }
  });
});

describe('the directory in English', () => {
  it('names projects, sub-projects and units in English where staff gave them, else in Chinese', async () => {
    const rows = (await records({}, 'English')).data.rows;
    const fund = rows.find((row) => row.name === '李四');
    expect(fund).toMatchObject({ itemsName: 'Scholarship Fund', subItemsName: 'Need-based' });
    expect(rows.find((row) => row.name === 'Alice Wang')).toMatchObject({
      itemsName: '图书捐赠',
      materialUnit: 'books',
      donateMaterialNumber: 4,
    });
    const zh = (await records({})).data.rows.find((row) => row.name === '李四');
    expect(zh).toMatchObject({ itemsName: '奖学金', subItemsName: '寒门学子' });
  });
});

describe('bad directory queries', () => {
  it('say what is wrong in the reader’s language', async () => {
    const long = '长'.repeat(51);
    expect(await records({ s: long })).toMatchObject({ code: -1, message: '搜索内容不能超过50个字' });
    expect(await records({ s: long }, 'English')).toMatchObject({
      code: -1,
      message: 'The search text can be at most 50 characters',
    });
    expect((await records({ s: '长'.repeat(50) })).code).toBe(0);
    const order = await records({ order: '2' });
    expect(order.code).toBe(-1);
    expect(order.message).toContain('donate_time_asc');
    expect(await records({ limit: 0 })).toMatchObject({ code: -1, message: '参数错误：limit' });
    expect(await records({ offset: -1 })).toMatchObject({ code: -1, message: '参数错误：offset' });
  });
});
