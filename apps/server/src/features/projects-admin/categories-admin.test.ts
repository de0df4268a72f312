import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TCategoryRow } from '@alma/shared/admin-api/project-categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem } from '../../../test/fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let manager: Awaited<ReturnType<typeof signedInAs>>;
let admin: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  admin = await signedInAs(t, 'administrator');
});
afterAll(() => t.close());

type Rows = TAdminRows<TCategoryRow>;
type ErrorBody = { error: { code: string; message: string; field?: string } };

const names = (rows: TCategoryRow[]) => rows.map((row) => row.name);
const list = async () => (await manager.call<Rows>('GET', '/categories')).body.rows;

describe('categories', () => {
  it('creates (last), renames, reorders and deletes, each audited with before and after', async () => {
    const first = await manager.call<Rows>('POST', '/categories', { name: '助学育人' });
    expect(first.status).toBe(201);
    const second = await manager.call<Rows>('POST', '/categories', { name: ' 校园建设 ' });
    expect(names(second.body.rows)).toEqual(['助学育人', '校园建设']);
    const [aid, campus] = second.body.rows;
    if (!aid || !campus) throw new Error('categories missing');

    const renamed = await manager.call<Rows>('PUT', `/categories/${campus.id}`, { name: '校园基建' });
    expect(names(renamed.body.rows)).toEqual(['助学育人', '校园基建']);
    const reordered = await manager.call<Rows>('POST', '/categories/reorder', { ids: [campus.id, aid.id] });
    expect(reordered.body.rows.map((row) => [row.name, row.sort])).toEqual([
      ['校园基建', 1],
      ['助学育人', 2],
    ]);
    const deleted = await manager.call<Rows>('DELETE', `/categories/${aid.id}`, {});
    expect(names(deleted.body.rows)).toEqual(['校园基建']);

    const campusAudit = await auditOf(admin, 'category', campus.id);
    expect(campusAudit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['category.rename', { name: '校园建设', nameEn: '' }, { name: '校园基建', nameEn: '' }],
      ['category.create', null, { name: '校园建设', nameEn: '', sort: 2 }],
    ]);
    const [removal] = await auditOf(admin, 'category', aid.id);
    expect(removal).toMatchObject({ action: 'category.delete', before: { name: '助学育人' } });
    const [order] = await auditOf(admin, 'category', 'all');
    expect(order).toMatchObject({ action: 'category.reorder', after: [campus.id, aid.id] });
  });

  it('refuses a name twice, an incomplete order, and deleting a category in use; nothing changes', async () => {
    const made = await manager.call<Rows>('POST', '/categories', { name: '校友情怀' });
    const used = made.body.rows.find((row) => row.name === '校友情怀');
    if (!used) throw new Error('category missing');
    await createItem(t.deps, { typeId: used.id });
    await createItem(t.deps, { typeId: used.id });
    const before = await list();
    expect(before.find((row) => row.id === used.id)?.projectCount).toBe(2);

    const refusals: Array<[string, string, unknown, number, string]> = [
      ['POST', '/categories', { name: '校友情怀' }, 409, '分类名称已存在'],
      ['PUT', `/categories/${before[0]?.id}`, { name: '校友情怀' }, 409, '分类名称已存在'],
      ['POST', '/categories', { name: '' }, 400, '请填写名称'],
      ['POST', '/categories/reorder', { ids: [used.id] }, 409, '排序须包含全部分类且各一次，请刷新后重试'],
      [
        'POST',
        '/categories/reorder',
        { ids: before.map(() => used.id) },
        409,
        '排序须包含全部分类且各一次，请刷新后重试',
      ],
      ['DELETE', `/categories/${used.id}`, {}, 409, '该分类下还有2个项目，不能删除'],
      ['DELETE', '/categories/999999', {}, 404, '内容不存在'],
    ];
    const auditBefore = (await auditOf(admin, 'category', used.id)).length;
    for (const [method, path, body, status, message] of refusals) {
      const answer = await manager.call<ErrorBody>(method, path, body);
      expect([answer.status, answer.body.error.message], `${method} ${path}`).toEqual([status, message]);
    }
    expect(await list()).toEqual(before);
    expect((await auditOf(admin, 'category', used.id)).length).toBe(auditBefore);
  });

  it('keeps an English name beside the Chinese one: given, kept by a rename that leaves it out, audited', async () => {
    const made = await manager.call<Rows>('POST', '/categories', { name: '文体活动', nameEn: ' Sports ' });
    const sports = made.body.rows.find((row) => row.name === '文体活动');
    expect(sports?.nameEn).toBe('Sports');
    if (!sports) throw new Error('category missing');
    const renamed = await manager.call<Rows>('PUT', `/categories/${sports.id}`, { name: '文体' });
    expect(renamed.body.rows.find((row) => row.id === sports.id)).toMatchObject({
      name: '文体',
      nameEn: 'Sports',
    });
    const english = await manager.call<Rows>('PUT', `/categories/${sports.id}`, {
      name: '文体',
      nameEn: 'Sports and arts',
    });
    expect(english.body.rows.find((row) => row.id === sports.id)?.nameEn).toBe('Sports and arts');
    const [latest] = await auditOf(admin, 'category', sports.id);
    expect([latest?.before, latest?.after]).toEqual([
      { name: '文体', nameEn: 'Sports' },
      { name: '文体', nameEn: 'Sports and arts' },
    ]);

    // The same length limit as the Chinese name, and no two tabs of one English name.
    const before = await list();
    const tooLong = await manager.call<ErrorBody>('PUT', `/categories/${sports.id}`, {
      name: '文体',
      nameEn: 'x'.repeat(21),
    });
    expect([tooLong.status, tooLong.body.error.field]).toEqual([400, 'nameEn']);
    const taken = await manager.call<ErrorBody>('POST', '/categories', {
      name: '艺术',
      nameEn: 'Sports and arts',
    });
    expect([taken.status, taken.body.error.field, taken.body.error.message]).toEqual([
      409,
      'nameEn',
      '分类名称已存在',
    ]);
    // Empty English names are not names: any number of categories may leave theirs out.
    const plain = await manager.call<Rows>('POST', '/categories', { name: '其他', nameEn: '' });
    expect(plain.status).toBe(201);
    expect((await list()).length).toBe(before.length + 1);
  });

  it('lets finance read the categories but not change them', async () => {
    const finance = await signedInAs(t, 'finance');
    expect((await finance.call('GET', '/categories')).status).toBe(200);
    expect((await finance.call('POST', '/categories', { name: '财务' })).status).toBe(403);
  });
});
