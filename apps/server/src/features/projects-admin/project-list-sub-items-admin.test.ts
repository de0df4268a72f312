import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TProjectDetail, TProjectRow } from '@alma/shared/admin-api/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createItemType, createUser } from '../../../test/fixtures.ts';
import { createDonation } from '../../../test/items-fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let manager: AdminClient;
let admin: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  admin = await signedInAs(t, 'administrator');
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; field?: string } };

describe('the project list', () => {
  it('pages on the server and filters by name, category, status, kind, alumni and publication', async () => {
    const otherType = await createItemType(t.deps, '列表分类');
    const make = (name: string, values: Parameters<typeof createItem>[1] = {}) =>
      createItem(t.deps, { name, typeId: otherType, ...values });
    const open = await make('列表·开放 100%');
    const closed = await make('列表·关闭', { isDonate: false, noReason: '结束' });
    const goods = await make('列表·物资', {
      crowdType: 2,
      materialName: '书',
      materialUnit: '本',
      materialPriceFen: 100,
    });
    const alumni = await make('列表·校友', { isAlumni: true, isListed: false });

    const list = (query: Record<string, string>) =>
      manager.call<TAdminRows<TProjectRow>>('GET', '/projects', undefined, {
        typeId: String(otherType),
        ...query,
      });
    const ids = async (query: Record<string, string>) => (await list(query)).body.rows.map((row) => row.id);

    const first = await list({ pageSize: '2', page: '1' });
    expect(first.body.total).toBe(4);
    expect(first.body.rows).toHaveLength(2);
    expect(first.body.rows[0]).toMatchObject({ typeName: '列表分类' });
    const second = await list({ pageSize: '2', page: '2' });
    expect([...first.body.rows, ...second.body.rows].map((row) => row.id).sort()).toEqual(
      [open, closed, goods, alumni].sort(),
    );
    expect(await ids({ s: '100%' })).toEqual([open]);
    expect(await ids({ status: 'closed' })).toEqual([closed]);
    expect(await ids({ crowdType: '2' })).toEqual([goods]);
    expect(await ids({ alumni: '1' })).toEqual([alumni]);
    expect(await ids({ listed: '0' })).toEqual([alumni]);
    expect((await list({ pageSize: '500' })).status).toBe(400);
  });
});

describe('sub-projects', () => {
  it('adds, renames, reorders and removes them in one save, audited', async () => {
    const id = await createItem(t.deps, { name: '学科基金', isSub: true });
    const added = await manager.call<{ rows: Array<{ id: number; name: string }> }>(
      'PUT',
      `/projects/${id}/sub-items`,
      { rows: [{ name: '文学院' }, { name: '理学院' }, { name: '工学院' }] },
    );
    expect(added.body.rows.map((row) => row.name)).toEqual(['文学院', '理学院', '工学院']);
    const [arts, science, engineering] = added.body.rows;
    const saved = await manager.call<{ rows: Array<{ id: number; name: string; sort: number }> }>(
      'PUT',
      `/projects/${id}/sub-items`,
      {
        rows: [
          { id: engineering?.id, name: '工学院' },
          { id: arts?.id, name: '人文学院' },
        ],
      },
    );
    expect(saved.body.rows.map((row) => [row.id, row.name, row.sort])).toEqual([
      [engineering?.id, '工学院', 0],
      [arts?.id, '人文学院', 1],
    ]);
    expect(saved.body.rows.map((row) => row.id)).not.toContain(science?.id);
    const [row] = await auditOf(admin, 'project', id);
    expect(row).toMatchObject({ action: 'project.subItems' });
    expect(row?.after).toEqual([
      { id: engineering?.id, name: '工学院', nameEn: '' },
      { id: arts?.id, name: '人文学院', nameEn: '' },
    ]);
  });

  it('keeps English names: given, kept when a save leaves them out, refused twice or too long', async () => {
    const id = await createItem(t.deps, { name: '学院英文基金', isSub: true });
    type SubRows = { rows: Array<{ id: number; name: string; nameEn: string }> };
    const added = await manager.call<SubRows>('PUT', `/projects/${id}/sub-items`, {
      rows: [{ name: '文学院', nameEn: 'School of Arts' }, { name: '理学院' }],
    });
    expect(added.body.rows.map((row) => [row.name, row.nameEn])).toEqual([
      ['文学院', 'School of Arts'],
      ['理学院', ''],
    ]);
    const [arts, science] = added.body.rows;
    const moved = await manager.call<SubRows>('PUT', `/projects/${id}/sub-items`, {
      rows: [
        { id: science?.id, name: '理学院', nameEn: 'School of Science' },
        { id: arts?.id, name: '文学院' },
      ],
    });
    expect(moved.body.rows.map((row) => [row.name, row.nameEn])).toEqual([
      ['理学院', 'School of Science'],
      ['文学院', 'School of Arts'],
    ]);
    const [audit] = await auditOf(admin, 'project', id);
    expect(audit?.after).toEqual([
      { id: science?.id, name: '理学院', nameEn: 'School of Science' },
      { id: arts?.id, name: '文学院', nameEn: 'School of Arts' },
    ]);

    const refusals: Array<[unknown, number, string]> = [
      [[{ id: arts?.id, name: '文学院', nameEn: 'x'.repeat(41) }], 400, 'rows.0.nameEn'],
      [
        [
          { id: arts?.id, name: '文学院', nameEn: 'Same' },
          { id: science?.id, name: '理学院', nameEn: 'Same' },
        ],
        400,
        'rows.1.nameEn',
      ],
    ];
    for (const [rows, status, field] of refusals) {
      const answer = await manager.call<{ error: { field?: string } }>('PUT', `/projects/${id}/sub-items`, {
        rows,
      });
      expect([answer.status, answer.body.error.field]).toEqual([status, field]);
    }
    const detail = await manager.call<{ subItems: SubRows['rows'] }>('GET', `/projects/${id}`);
    expect(detail.body.subItems.map((row) => row.nameEn)).toEqual(['School of Science', 'School of Arts']);
  });

  it('refuses another project’s sub-project, a name twice, and removing one with donations', async () => {
    const id = await createItem(t.deps, { name: '学院基金', isSub: true });
    const other = await createItem(t.deps, { name: '别的基金', isSub: true });
    const mine = await manager.call<{ rows: Array<{ id: number }> }>('PUT', `/projects/${id}/sub-items`, {
      rows: [{ name: '甲' }, { name: '乙' }],
    });
    const theirs = await manager.call<{ rows: Array<{ id: number }> }>(
      'PUT',
      `/projects/${other}/sub-items`,
      {
        rows: [{ name: '丙' }],
      },
    );
    const used = mine.body.rows[1]?.id ?? 0;
    const { userId } = await createUser(t.deps);
    await createDonation(t.deps, { userId, itemsId: id, subItemsId: used });
    const auditBefore = (await auditOf(admin, 'project', id)).length;

    const cases: Array<[unknown, number, string]> = [
      [
        [
          { id: theirs.body.rows[0]?.id, name: '丙' },
          { id: used, name: '乙' },
        ],
        400,
        '子项目不属于该项目',
      ],
      [[{ name: '甲' }, { name: '甲' }, { id: used, name: '乙' }], 400, '子项目名称重复'],
      [[{ id: mine.body.rows[0]?.id, name: '甲' }], 409, '子项目“乙”已有捐赠记录，不能删除'],
    ];
    for (const [rows, status, message] of cases) {
      const answer = await manager.call<ErrorBody>('PUT', `/projects/${id}/sub-items`, { rows });
      expect([answer.status, answer.body.error.message]).toEqual([status, message]);
    }
    const detail = await manager.call<TProjectDetail>('GET', `/projects/${id}`);
    expect(detail.body.subItems.map((row) => [row.name, row.donationCount])).toEqual([
      ['甲', 0],
      ['乙', 1],
    ]);
    expect((await auditOf(admin, 'project', id)).length).toBe(auditBefore);
  });
});
