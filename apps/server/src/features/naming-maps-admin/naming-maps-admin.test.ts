import type { TNamingMapDetail, TNamingMapRow, TNamingPointsAdded } from '@alma/shared/admin-api/naming-maps';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TMapDefinitionInput } from '@alma/shared/naming-map/map-definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type ErrorBody = { error: { code: string; message: string; field?: string } };
type Hall = Awaited<ReturnType<typeof createHall>>;

let t: TestApp;
let manager: AdminClient;
let editor: AdminClient;
let admin: AdminClient;
let picture: string;
let hall: Hall;
let other: Hall;

const TERMS = [{ termName: '永久', termMoneyFen: 200_000, termYear: 0 }];

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  editor = await signedInAs(t, 'content_editor');
  admin = await signedInAs(t, 'administrator');
  picture = await uploadedImage(t, manager);
  hall = await createHall(t.deps, 3, TERMS);
  other = await createHall(t.deps, 1, TERMS);
});
afterAll(() => t.close());

const create = (name: string, values: Record<string, unknown> = {}) =>
  manager.call<TNamingMapDetail & ErrorBody>('POST', '/naming-maps', {
    itemsId: hall.itemsId,
    name,
    map: picture,
    width: 1000,
    height: 800,
    title: '全景',
    ...values,
  });

async function newMap(name: string): Promise<TNamingMapDetail> {
  const answer = await create(name);
  if (answer.status !== 201) throw new Error(`map not created: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const definitionWith = (values: Partial<TMapDefinitionInput> = {}): TMapDefinitionInput => ({
  width: 1000,
  height: 800,
  scale: 0.5,
  minScale: 0.2,
  maxScale: 2,
  top: 0,
  left: 0,
  map: picture,
  areaIdList: [hall.areaId],
  treeList: [{ id: 1, x: 100, y: 200, seatId: hall.seatIds[0] ?? 0 }],
  title: '一区',
  ...values,
});

const servedMap = (name: string) => t.app.inject({ method: 'GET', url: `/config/demo/maps/${name}.json` });
const statuses = (itemsId: number, areaIdList: number[]) =>
  t.post<Record<string, number>>(SPEC_PATHS.namingActivity.getSeatStatusList, {
    itemsId,
    areaIdList,
    seatName: '',
  });

describe('maps: create, read, save, delete', () => {
  it('creates a map, saves a definition the donor is then served, and deletes it, each audited', async () => {
    const created = await create('yc-1', { titleEn: 'Panorama' });
    expect(created.status).toBe(201);
    const map = created.body;
    expect(map).toMatchObject({ name: 'yc-1', level: 1, itemsId: hall.itemsId, title: '全景', points: 0 });
    expect(map.definition).toMatchObject({ width: 1000, height: 800, map: picture, treeList: [] });
    expect(map.definition).toMatchObject({ title: '全景', titleEn: 'Panorama' });
    // No first view of its own (not scale 1 at the top-left corner): it opens on its points.
    expect([map.definition.scale, map.definition.top, map.definition.left]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(map.areas).toEqual([{ id: hall.areaId, title: '测试区', type: 1, price: 2000 }]);

    const list = await editor.call<TAdminRows<TNamingMapRow>>('GET', '/naming-maps', undefined, {
      itemsId: String(hall.itemsId),
    });
    expect(list.body.rows.map((row) => row.name)).toEqual(['yc-1']);
    const elsewhere = await editor.call<TAdminRows<TNamingMapRow>>('GET', '/naming-maps', undefined, {
      itemsId: String(other.itemsId),
    });
    expect(elsewhere.body.rows).toEqual([]);

    const definition = definitionWith({
      areaList: [
        {
          id: 1,
          x: 500,
          y: 400,
          hot: [
            [400, 300],
            [600, 300],
            [600, 500],
          ],
          next: 'a',
          title: 'A区',
          titleEn: 'Area A',
        },
      ],
      titleEn: 'Zone 1',
      vr: 'https://vr.example.org/yc',
    });
    const saved = await manager.call<TNamingMapDetail>('PUT', `/naming-maps/${map.id}`, { definition });
    expect(saved.status).toBe(200);
    expect(saved.body.definition.treeList).toEqual(definition.treeList);
    expect(saved.body.seats.map((seat) => seat.id)).toEqual([hall.seatIds[0]]);
    // yc-2-a does not exist yet: the save goes through and says so.
    expect(saved.body.warnings).toEqual([
      { field: 'areaList.0.next', message: '第1个区域点通向的下级地图 yc-2-a 尚不存在（areaList.0.next）' },
    ]);
    await newMap('yc-2-a');
    const linked = await editor.call<TNamingMapDetail>('GET', `/naming-maps/${map.id}`);
    expect(linked.body.warnings).toEqual([]);
    expect(linked.body.mapsBelow.map((below) => below.next)).toEqual(['a']);

    const served = await servedMap('yc-1');
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ treeList: definition.treeList, vr: 'https://vr.example.org/yc' });
    // The English titles staff saved reach the donor's map (issue 22).
    expect(served.json()).toMatchObject({ title: '一区', titleEn: 'Zone 1' });
    expect(served.json().areaList[0]).toMatchObject({ title: 'A区', titleEn: 'Area A' });
    const status = await statuses(hall.itemsId, [hall.areaId]);
    expect(status.data[String(hall.seatIds[0])]).toBe(1);

    // The same definition again changes nothing and writes no row.
    const again = await manager.call('PUT', `/naming-maps/${map.id}`, { definition });
    expect(again.status).toBe(200);

    const moved = definitionWith({ treeList: [{ id: 1, x: 150, y: 250, seatId: hall.seatIds[0] ?? 0 }] });
    expect((await admin.call('PUT', `/naming-maps/${map.id}`, { definition: moved })).status).toBe(200);
    expect((await servedMap('yc-1')).json().treeList[0]).toMatchObject({ x: 150, y: 250 });

    const deleted = await manager.call('DELETE', `/naming-maps/${map.id}`);
    expect(deleted.status).toBe(204);
    expect((await editor.call('GET', `/naming-maps/${map.id}`)).status).toBe(404);
    expect((await servedMap('yc-1')).statusCode).toBe(404);

    const trail = await auditOf(admin, 'naming_map', map.id);
    expect(trail.map((row) => row.action)).toEqual([
      'namingMap.delete',
      'namingMap.save',
      'namingMap.save',
      'namingMap.create',
    ]);
    expect(trail[1]?.after).toMatchObject({ points: 1, moved: [hall.seatIds[0]], added: [], removed: [] });
    expect(trail[2]?.after).toMatchObject({ points: 1, added: [hall.seatIds[0]] });
  });

  it('lets only administrators and project managers write; content editors read', async () => {
    const map = await newMap('roles-1');
    const body = { definition: definitionWith() };
    const finance = await signedInAs(t, 'finance');
    const fulfilment = await signedInAs(t, 'fulfilment');
    const writes: Array<[string, string, unknown]> = [
      [
        'POST',
        '/naming-maps',
        { itemsId: hall.itemsId, name: 'roles-2', map: picture, width: 10, height: 10 },
      ],
      ['PUT', `/naming-maps/${map.id}`, body],
      ['DELETE', `/naming-maps/${map.id}`, undefined],
      [
        'POST',
        `/naming-maps/${map.id}/points`,
        { areaId: hall.areaId, x: 1, y: 1, displayNo: 9, seatName: '银杏' },
      ],
      [
        'POST',
        `/naming-maps/${map.id}/points/import`,
        { areaId: hall.areaId, csv: 'displayNo,x,y,seatName\n9,1,1,银杏' },
      ],
    ];
    for (const [method, path, payload] of writes) {
      for (const client of [editor, finance, fulfilment]) {
        const answer = await client.call<ErrorBody>(method, path, payload);
        expect(answer.status, `${client.me.role} ${method} ${path}`).toBe(403);
        expect(answer.body.error.message).toBe('您的角色无权执行此操作');
      }
    }
    for (const client of [finance, fulfilment]) {
      expect((await client.call('GET', '/naming-maps')).status).toBe(403);
      expect((await client.call('GET', `/naming-maps/${map.id}`)).status).toBe(403);
    }
    expect((await editor.call('GET', `/naming-maps/${map.id}`)).status).toBe(200);
    expect((await auditOf(admin, 'naming_map', map.id)).map((row) => row.action)).toEqual([
      'namingMap.create',
    ]);
  });

  it('refuses bad maps and definitions in the staff member’s words; nothing changes', async () => {
    const map = await newMap('bad-1');
    const good = definitionWith();
    expect((await manager.call('PUT', `/naming-maps/${map.id}`, { definition: good })).status).toBe(200);
    const seat = hall.seatIds[0] ?? 0;
    const creates: Array<[Record<string, unknown>, number, string]> = [
      [{ name: 'Bad Name' }, 400, '名称格式不正确'],
      [{ name: 'bad-1' }, 409, '已有名为 bad-1 的地图'],
      [{ name: 'nope-1', itemsId: 999_999 }, 400, '项目不存在'],
      [
        { name: 'nope-1', map: '/files/console/202601/not-uploaded-picture-01.png' },
        400,
        '图片须先上传到本站',
      ],
      [{ name: 'nope-1', width: 0 }, 400, '宽度不能小于1'],
    ];
    for (const [values, status, message] of creates) {
      const answer = await create(String(values.name), values);
      expect(answer.status, JSON.stringify(values)).toBe(status);
      expect(answer.body.error.message).toBe(message);
    }
    const saves: Array<[unknown, string, string]> = [
      [
        { ...good, treeList: [{ id: 1, x: 1200, y: 10, seatId: seat }] },
        '第1个点位超出图片范围（treeList.0.x）',
        'treeList.0.x',
      ],
      [{ ...good, minScale: 3 }, '最小缩放不能大于最大缩放', 'minScale'],
      [
        {
          ...good,
          treeList: [
            { id: 1, x: 1, y: 1, seatId: seat },
            { id: 2, x: 2, y: 2, seatId: seat },
          ],
        },
        '第2个点位的座位已在地图上出现过（treeList.1.seatId）',
        'treeList.1.seatId',
      ],
      [
        { ...good, treeList: [{ id: 1, x: 1, y: 1, seatId: other.seatIds[0] }] },
        `第1个点位的座位 ${other.seatIds[0]} 不属于本项目（treeList.0.seatId）`,
        'treeList.0.seatId',
      ],
      [
        { ...good, treeList: [{ id: 1, x: 1, y: 1, seatId: 999_999 }] },
        '第1个点位的座位 999999 不属于本项目（treeList.0.seatId）',
        'treeList.0.seatId',
      ],
      [
        { ...good, areaIdList: [] },
        `第1个点位的座位 ${seat} 不在地图所选区域中（treeList.0.seatId）`,
        'treeList.0.seatId',
      ],
      [
        { ...good, areaIdList: [hall.areaId, other.areaId] },
        `区域 ${other.areaId} 不属于本项目（areaIdList.1）`,
        'areaIdList.1',
      ],
      [{ ...good, map: '/files/console/202601/not-uploaded-picture-01.png' }, '图片须先上传到本站', 'map'],
      [{ ...good, map: 'javascript:alert(1)' }, '地图图片地址无效', 'map'],
      [{ ...good, vr: 'ftp://x' }, '全景链接须以 http:// 或 https:// 开头', 'vr'],
      [{ ...good, width: undefined }, '请填写宽度', 'width'],
      [
        { ...good, areaList: [{ id: 1, x: 1, y: 1, next: 'A B' }] },
        '地图定义有误：areaList.0.next',
        'areaList.0.next',
      ],
    ];
    for (const [definition, message, field] of saves) {
      const answer = await manager.call<ErrorBody>('PUT', `/naming-maps/${map.id}`, { definition });
      expect(answer.status, message).toBe(400);
      expect(answer.body.error).toMatchObject({ message, field });
    }
    expect((await manager.call<ErrorBody>('PUT', '/naming-maps/999999', { definition: good })).status).toBe(
      404,
    );
    expect((await manager.call<ErrorBody>('PUT', `/naming-maps/${map.id}`, {})).status).toBe(400);
    const english = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/v1/naming-maps/${map.id}`,
      payload: { definition: { ...good, minScale: 3 } },
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.me.csrfToken, language: 'English' },
    });
    expect(english.json().error.message).toBe('The smallest zoom cannot be larger than the largest');
    expect((await servedMap('bad-1')).json()).toMatchObject({ treeList: good.treeList, minScale: 0.2 });
    expect((await auditOf(admin, 'naming_map', map.id)).map((row) => row.action)).toEqual([
      'namingMap.save',
      'namingMap.create',
    ]);
  });

  it('refuses a save from a draft older than the stored map, keeping the point placed meanwhile', async () => {
    const map = await newMap('race-1');
    // Another editor places a tree; the first editor's draft started before it.
    const placed = await admin.call<TNamingPointsAdded>('POST', `/naming-maps/${map.id}/points`, {
      areaId: hall.areaId,
      x: 5,
      y: 5,
      displayNo: 50,
      seatName: '银杏',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.detail.version).not.toBe(map.version);
    const stale = await manager.call<ErrorBody>('PUT', `/naming-maps/${map.id}`, {
      definition: definitionWith(),
      version: map.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      '地图在您编辑期间已被修改（他人保存或放置了点位），请刷新页面后重新编辑',
    );
    expect((await servedMap('race-1')).json().treeList).toEqual(placed.body.added);
    const current = placed.body.detail;
    const fresh = await manager.call<TNamingMapDetail>('PUT', `/naming-maps/${map.id}`, {
      definition: definitionWith({
        treeList: [...current.definition.treeList, ...(definitionWith().treeList ?? [])],
      }),
      version: current.version,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.definition.treeList).toHaveLength(2);
    expect(fresh.body.version).not.toBe(current.version);
  });

  it('warns about area points on a last-level map', async () => {
    const map = await newMap('deep-3-x');
    const definition = definitionWith({ areaList: [{ id: 1, x: 1, y: 1, next: 'y' }] });
    const saved = await manager.call<TNamingMapDetail>('PUT', `/naming-maps/${map.id}`, { definition });
    expect(saved.body.warnings.map((warning) => warning.field)).toEqual(['areaList.0.next']);
    expect(saved.body.warnings[0]?.message).toBe('第三级地图的区域点不会通向下级（areaList.0.next）');
  });
});
