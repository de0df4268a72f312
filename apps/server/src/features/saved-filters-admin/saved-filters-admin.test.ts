import type { TSavedFilter } from '@alma/shared/admin-api/saved-filters';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/staff.ts';

/**
 * Saved filters (issue 21): one's own, colleagues' shared ones, only the owner changing or deleting
 * (a colleague's is answered like a missing one), names once per owner and list, every write audited,
 * and a list's filters only for the roles that read that list.
 */

let t: TestApp;
let finance: AdminClient;
let manager: AdminClient;
let editor: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  finance = await signedInAs(t, 'finance');
  manager = await signedInAs(t, 'project_manager');
  editor = await signedInAs(t, 'content_editor');
});
afterAll(() => t.close());

const save = (who: AdminClient, body: Record<string, unknown>) =>
  who.call<TSavedFilter>('POST', '/saved-filters', { list: 'donors', query: 'tag=校友', ...body });
const listOf = async (who: AdminClient, list = 'donors') =>
  (await who.call<TSavedFilter[]>('GET', '/saved-filters', undefined, { list })).body;
const auditOf = (id: number) =>
  t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'saved_filter'), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);

describe('saved filters', () => {
  it('keeps one’s own and shows colleagues only the shared ones, one’s own first', async () => {
    const own = await save(finance, { name: '校友', shared: false });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ name: '校友', query: 'tag=校友', shared: false, mine: true });
    const segment = await save(finance, {
      name: '五年未捐',
      query: 'tag=五年未捐&hide=mobile',
      shared: true,
    });
    expect(segment.status).toBe(201);
    // The manager's own sorts after finance's shared one by name, but comes first as theirs.
    await save(manager, { name: '我的', shared: false });

    expect((await listOf(finance)).map((f) => [f.name, f.mine])).toEqual([
      ['五年未捐', true],
      ['校友', true],
    ]);
    const seen = await listOf(manager);
    expect(seen.map((f) => [f.name, f.mine, f.shared])).toEqual([
      ['我的', true, false],
      ['五年未捐', false, true],
    ]);
    expect(seen[1]?.owner).toBe(finance.me.displayName || finance.me.username);
    expect(seen[1]?.query).toBe('tag=五年未捐&hide=mobile');
    // Another list's filters are that list's.
    expect(await listOf(finance, 'orders')).toEqual([]);
  });

  it('gives a list’s filters only to the roles that read the list', async () => {
    // A content editor does not read donors: neither their colleagues' donor segments nor saving one.
    const read = await editor.call('GET', '/saved-filters', undefined, { list: 'donors' });
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).toContain('你的角色不能查看这个列表，也不能使用它的筛选');
    expect(JSON.stringify(read.body)).not.toContain('五年未捐');
    expect((await save(editor, { name: '偷看' })).status).toBe(403);
    // … but keeps and shares filters of the lists they do read.
    const articles = await save(editor, { list: 'articles', name: '草稿', query: 'status=0', shared: true });
    expect(articles.status).toBe(201);
    expect((await listOf(manager, 'articles')).map((f) => [f.name, f.mine])).toEqual([['草稿', false]]);
    const unknown = await finance.call('GET', '/saved-filters', undefined, { list: 'payroll' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('列表');
    // The staff list is the administrator's alone: finance may not keep filters of it.
    expect((await finance.call('GET', '/saved-filters', undefined, { list: 'staff' })).status).toBe(403);
  });

  it('refuses the same name twice for one owner and list, in words under the name', async () => {
    const again = await save(finance, { name: ' 校友 ' });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('你已有名为“校友”的筛选，请换一个名称');
    expect(JSON.stringify(again.body)).toContain('"field":"name"');
    // A colleague may use the name, and so may the owner on another list.
    expect((await save(manager, { name: '校友' })).status).toBe(201);
    expect((await save(finance, { name: '校友', list: 'orders' })).status).toBe(201);
    const tooLong = await save(finance, { name: '一'.repeat(21) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('名称');
    const blank = await save(finance, { name: '   ' });
    expect(blank.status).toBe(400);
    // Renaming onto another of one's own names is refused the same way.
    const segment = (await listOf(finance)).find((f) => f.name === '五年未捐');
    if (!segment) throw new Error('no shared filter');
    const onto = await finance.call('PATCH', `/saved-filters/${segment.id}`, { name: '校友' });
    expect(onto.status).toBe(409);
    expect(JSON.stringify(onto.body)).toContain('你已有名为“校友”的筛选');
  });

  it('lets only the owner rename, unshare or delete; a colleague’s is as if missing', async () => {
    const segment = (await listOf(manager)).find((f) => f.name === '五年未捐');
    if (!segment) throw new Error('no shared filter');
    for (const [method, body] of [
      ['PATCH', { shared: false }],
      ['PATCH', { name: '改掉' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await manager.call(method, `/saved-filters/${segment.id}`, body);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).toContain('这个筛选不存在或不是你保存的');
      const missing = await manager.call(method, '/saved-filters/999999', body);
      expect([missing.status, missing.body]).toEqual([refused.status, refused.body]);
    }
    // Nothing of it changed, and nothing was written about it but its creation.
    expect((await listOf(manager)).find((f) => f.id === segment.id)).toMatchObject({
      name: '五年未捐',
      shared: true,
    });
    expect((await auditOf(segment.id)).map((row) => row.action)).toEqual(['savedFilter.create']);
  });

  it('audits sharing, unsharing, renaming and deleting, and nothing for no change', async () => {
    const made = await save(finance, { name: '本月大额', query: 'min=10000', shared: false });
    if (made.status !== 201) throw new Error(`save: ${made.status}`);
    const id = made.body.id;
    const patch = (body: Record<string, unknown>) =>
      finance.call<TSavedFilter>('PATCH', `/saved-filters/${id}`, body);

    expect((await patch({ shared: true })).body).toMatchObject({ shared: true, mine: true });
    expect((await listOf(manager)).map((f) => f.name)).toContain('本月大额');
    expect((await patch({ shared: true })).status).toBe(200);
    expect((await patch({ name: '本月大额捐赠' })).body).toMatchObject({
      name: '本月大额捐赠',
      shared: true,
    });
    expect((await patch({ shared: false })).body).toMatchObject({ shared: false });
    expect((await listOf(manager)).map((f) => f.name)).not.toContain('本月大额捐赠');
    expect((await patch({ shared: true })).status).toBe(200);
    expect((await finance.call('DELETE', `/saved-filters/${id}`)).status).toBe(204);
    expect((await listOf(manager)).map((f) => f.name)).not.toContain('本月大额捐赠');
    expect((await listOf(finance)).map((f) => f.id)).not.toContain(id);

    const audited = await auditOf(id);
    expect(audited.map((row) => row.action)).toEqual([
      'savedFilter.create',
      'savedFilter.share',
      'savedFilter.update',
      'savedFilter.unshare',
      'savedFilter.share',
      'savedFilter.delete',
    ]);
    expect(audited[1]).toMatchObject({
      staffId: finance.me.id,
      before: { list: 'donors', name: '本月大额', shared: false },
      after: { list: 'donors', name: '本月大额', shared: true },
    });
    expect(audited[2]).toMatchObject({ before: { name: '本月大额' }, after: { name: '本月大额捐赠' } });
    expect(audited[5]).toMatchObject({ before: { name: '本月大额捐赠', shared: true }, after: null });
    // The query (a search may hold a name or a mobile) is not kept in the trail.
    expect(JSON.stringify(audited)).not.toContain('min=10000');
  });
});
