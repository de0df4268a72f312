import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TCategoryRow } from '@alma/shared/admin-api/project-categories';
import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createDonation } from '../../../test/items-fixtures.ts';
import { donate } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Saving in the console shows on the donor app at once: every read below is first answered from
 * the public cache (x-cache: hit), so only the save's invalidation can make the next read new.
 */

let t: TestApp;
let manager: Awaited<ReturnType<typeof signedInAs>>;
let editor: AdminClient;
let projectId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1', PUBLIC_CACHE_TTL: '600' });
  manager = await signedInAs(t, 'project_manager');
  editor = await signedInAs(t, 'content_editor');
  const categories = await manager.call<TAdminRows<TCategoryRow>>('POST', '/categories', {
    name: '助学育人',
  });
  categoryId = categories.body.rows[0]?.id ?? 0;
  const created = await manager.call<TProjectDetail>('POST', '/projects', {
    name: '寒门学子暖冬行动',
    typeId: categoryId,
    isFixMoney: true,
    fixMoney: [{ title: '一件冬衣', money: 100 }],
    isProgress: true,
    isInstruction: true,
  });
  projectId = created.body.id;
  await manager.call('POST', `/projects/${projectId}/publish`, {});
});
afterAll(() => t.close());

type Envelope<T> = { code: number; message: string; data: T };

/** A spec read, asked twice so the second answer is the cache's. */
type Language = 'zh_CN' | 'English';

async function cachedRead<T>(
  path: string,
  query: Record<string, string | number>,
  language: Language = 'zh_CN',
): Promise<T> {
  const url = `${DONATEU}${path}?${new URLSearchParams({ language, ...stringify(query) })}`;
  await t.inject({ method: 'GET', url });
  // On PostgreSQL the totals' trigger tells every instance, this one too, that a gift made in the
  // set-up moved the totals; its NOTIFY may still be on its way and drop the first answer.
  let again = await t.inject({ method: 'GET', url });
  await expect
    .poll(
      async () => {
        again = await t.inject({ method: 'GET', url });
        return again.headers['x-cache'];
      },
      { message: path, timeout: 2000 },
    )
    .toBe('hit');
  const body = again.json() as Envelope<T>;
  expect(body.code, path).toBe(0);
  return body.data;
}

/** The next read of the same call, which must not be the stale cached answer. */
async function freshRead<T>(
  path: string,
  query: Record<string, string | number>,
  language: Language = 'zh_CN',
): Promise<T> {
  const url = `${DONATEU}${path}?${new URLSearchParams({ language, ...stringify(query) })}`;
  const response = await t.inject({ method: 'GET', url });
  expect(response.headers['x-cache'], path).not.toBe('hit');
  return (response.json() as Envelope<T>).data;
}

const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

type Detail = {
  name: string;
  fixMoney: string;
  isDonate: number;
  noReason: string;
  content: string;
  subItemsList: Array<{ name: string }>;
};
type ListData = { rows: Array<{ id: number; name: string }>; total: number };

describe('the donor app after a save', () => {
  it('shows changed settings in itemsDetail and itemsList, and the order path refuses at once', async () => {
    const donor = await createUser(t.deps);
    expect((await donate(t, donor.token, { itemsId: projectId, currencyMoney: 100 })).code).toBe(0);
    const list = { typeId: categoryId, limit: 10, offset: 0 };
    expect((await cachedRead<Detail>('/items/itemsDetail', { id: projectId })).name).toBe('寒门学子暖冬行动');
    expect((await cachedRead<ListData>('/items/itemsList', list)).rows.map((row) => row.name)).toEqual([
      '寒门学子暖冬行动',
    ]);

    const saved = await manager.call('PATCH', `/projects/${projectId}`, {
      name: '暖冬行动',
      fixMoney: [{ title: '两件冬衣', money: 200.5 }],
      isDonate: false,
      noReason: '本期已结束',
    });
    expect(saved.status).toBe(200);

    const detail = await freshRead<Detail>('/items/itemsDetail', { id: projectId });
    expect(detail).toMatchObject({ name: '暖冬行动', isDonate: 0, noReason: '本期已结束' });
    expect(JSON.parse(detail.fixMoney)).toEqual([{ title: '两件冬衣', money: 200.5 }]);
    expect((await freshRead<ListData>('/items/itemsList', list)).rows.map((row) => row.name)).toEqual([
      '暖冬行动',
    ]);
    expect(await donate(t, donor.token, { itemsId: projectId, currencyMoney: 100 })).toMatchObject({
      code: -1,
      message: '该项目暂不接受捐赠',
    });
  });

  it('shows the rich content, sub-projects and category names', async () => {
    await cachedRead<Detail>('/items/itemsDetail', { id: projectId });
    await cachedRead('/items/subItemsStatistics', { itemsId: projectId });
    await cachedRead('/items/typeList', {});

    await editor.call('PUT', `/projects/${projectId}/content`, {
      content: '<p>新的详情</p><script>x()</script>',
    });
    await manager.call('PATCH', `/projects/${projectId}`, { isSub: true });
    await manager.call('PUT', `/projects/${projectId}/sub-items`, {
      rows: [{ name: '文学院' }, { name: '理学院' }],
    });
    await manager.call('PUT', `/categories/${categoryId}`, { name: '资助育人' });

    const detail = await freshRead<Detail>('/items/itemsDetail', { id: projectId });
    expect(detail.content).toBe('<p>新的详情</p>');
    expect(detail.subItemsList.map((row) => row.name)).toEqual(['文学院', '理学院']);
    const stats = await freshRead<Array<{ name: string }>>('/items/subItemsStatistics', {
      itemsId: projectId,
    });
    expect(stats.map((row) => row.name)).toEqual(['文学院', '理学院']);
    const types = await freshRead<Array<{ name: string }>>('/items/typeList', {});
    expect(types.map((row) => row.name)).toEqual(['资助育人']);
  });

  it('shows progress and use publicity on their tabs', async () => {
    const tab = { itemsId: projectId, limit: 10, offset: 0 };
    expect((await cachedRead<ListData>('/items/progressList', tab)).total).toBe(0);
    expect((await cachedRead<ListData>('/items/instructionList', tab)).total).toBe(0);

    await editor.call('POST', `/projects/${projectId}/progress`, {
      progressDate: '2025-12-01',
      content: '冬衣已发放',
    });
    await editor.call('POST', `/projects/${projectId}/publicity`, {
      useDate: '2025-12-02',
      useTitle: '采购冬衣',
      useMoney: 3000,
    });
    const progress = await freshRead<{ rows: Array<{ content: string }> }>('/items/progressList', tab);
    expect(progress.rows.map((row) => row.content)).toEqual(['冬衣已发放']);
    const publicity = await freshRead<{ rows: Array<{ useTitle: string; useMoney: number }> }>(
      '/items/instructionList',
      tab,
    );
    expect(publicity.rows).toMatchObject([{ useTitle: '采购冬衣', useMoney: 3000 }]);
  });

  it('takes an unpublished project out of the list but keeps its page', async () => {
    const list = { typeId: categoryId, limit: 10, offset: 0 };
    expect((await cachedRead<ListData>('/items/itemsList', list)).total).toBe(1);
    await manager.call('POST', `/projects/${projectId}/unpublish`, {});
    expect((await freshRead<ListData>('/items/itemsList', list)).total).toBe(0);
    expect((await freshRead<Detail>('/items/itemsDetail', { id: projectId })).name).toBe('暖冬行动');
  });

  it('offers a sponsor the saved together settings', async () => {
    await manager.call('PATCH', `/projects/${projectId}`, { isDonate: true, isDonateTogether: true });
    await manager.call('PUT', `/projects/${projectId}/together-settings`, {
      sloganList: ['温暖一个冬天'],
      moneyList: [{ title: '500元', money: 500 }],
      isHandMoney: false,
      isNoTarget: false,
    });
    const sponsor = await createUser(t.deps);
    const answer = await t.get<{ sloganList: string[]; moneyList: unknown[]; isHandMoney: number }>(
      `${DONATEU}/together/launchDetail`,
      { itemsId: projectId },
      { token: sponsor.token },
    );
    expect(answer.data).toMatchObject({ sloganList: ['温暖一个冬天'], isHandMoney: 0, isNoTarget: 0 });
  });

  it('shows the English texts staff save to an English reader at once, and the Chinese ones to others', async () => {
    const giver = await createUser(t.deps);
    await createDonation(t.deps, { userId: giver.userId, itemsId: projectId });
    const records = { itemsId: projectId, limit: 10, offset: 0 };
    type Records = { rows: Array<{ itemsName: string }> };
    for (const language of ['English', 'zh_CN'] as const) {
      expect((await cachedRead<Detail>('/items/itemsDetail', { id: projectId }, language)).name).toBe(
        '暖冬行动',
      );
      await cachedRead('/items/typeList', {}, language);
      await cachedRead('/items/subItemsStatistics', { itemsId: projectId }, language);
      expect(
        (await cachedRead<Records>('/index/donateRecordPage', records, language)).rows[0]?.itemsName,
      ).toBe('暖冬行动');
    }

    await manager.call('PATCH', `/projects/${projectId}`, { nameEn: 'Warm winter' });
    await manager.call('PUT', `/categories/${categoryId}`, { name: '资助育人', nameEn: 'Student aid' });
    await manager.call('PUT', `/projects/${projectId}/sub-items`, {
      rows: [
        { id: (await subItemIds())[0], name: '文学院', nameEn: 'School of Arts' },
        { id: (await subItemIds())[1], name: '理学院' },
      ],
    });

    const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
    expect((await freshRead<Detail>('/items/itemsDetail', { id: projectId }, 'English')).name).toBe(
      'Warm winter',
    );
    expect(names(await freshRead('/items/typeList', {}, 'English'))).toEqual(['Student aid']);
    expect(names(await freshRead('/items/subItemsStatistics', { itemsId: projectId }, 'English'))).toEqual([
      'School of Arts',
      '理学院',
    ]);
    expect((await freshRead<Records>('/index/donateRecordPage', records, 'English')).rows[0]?.itemsName).toBe(
      'Warm winter',
    );
    expect((await freshRead<Detail>('/items/itemsDetail', { id: projectId })).name).toBe('暖冬行动');
    expect(names(await freshRead('/items/typeList', {}))).toEqual(['资助育人']);
  });
});

async function subItemIds(): Promise<number[]> {
  const detail = await manager.call<TProjectDetail>('GET', `/projects/${projectId}`);
  return detail.body.subItems.map((row) => row.id);
}
