import type { TNamingMapDetail, TNamingPointsAdded } from '@alma/shared/admin-api/naming-maps';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seats } from '../../db/schema/naming.ts';

type ErrorBody = { error: { code: string; message: string; field?: string } };
type Hall = Awaited<ReturnType<typeof createHall>>;

let t: TestApp;
let manager: AdminClient;
let admin: AdminClient;
let hall: Hall;
let other: Hall;
let map: TNamingMapDetail;

const TERMS = [{ termName: '10年', termMoneyFen: 200_000, termYear: 10 }];

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  admin = await signedInAs(t, 'administrator');
  hall = await createHall(t.deps, 1, TERMS);
  other = await createHall(t.deps, 1, TERMS);
  const picture = await uploadedImage(t, manager);
  const created = await manager.call<TNamingMapDetail>('POST', '/naming-maps', {
    itemsId: hall.itemsId,
    name: 'grove-1',
    map: picture,
    width: 1000,
    height: 800,
  });
  map = created.body;
});
afterAll(() => t.close());

const seatCount = async () =>
  (await t.deps.database.db.select().from(seats).where(eq(seats.itemsId, hall.itemsId))).length;
const served = async () =>
  (await t.app.inject({ method: 'GET', url: '/config/demo/maps/grove-1.json' })).json();
const statuses = () =>
  t.post<Record<string, number>>(SPEC_PATHS.namingActivity.getSeatStatusList, {
    itemsId: hall.itemsId,
    areaIdList: [hall.areaId],
    seatName: '',
  });

describe('placing a point', () => {
  it('creates the seat and its point in one step; the donor is served both', async () => {
    const answer = await manager.call<TNamingPointsAdded>('POST', `/naming-maps/${map.id}/points`, {
      areaId: hall.areaId,
      x: 320.5,
      y: 240,
      displayNo: 101,
      seatName: '银杏',
      price: 2500.5,
      intro: '位置：图书馆南侧\n科属：银杏科',
    });
    expect(answer.status).toBe(201);
    const [point] = answer.body.added;
    if (!point) throw new Error('no point');
    expect(point).toMatchObject({ id: 101, x: 320.5, y: 240 });
    const [row] = await t.deps.database.db.select().from(seats).where(eq(seats.id, point.seatId));
    expect(row).toMatchObject({
      itemsId: hall.itemsId,
      areaId: hall.areaId,
      label: '测试区 101号',
      displayNo: 101,
      seatName: '银杏',
      seatIntro: '位置：图书馆南侧\n科属：银杏科',
      status: 1,
      priceList: [{ termName: '10年', termYear: 10, termMoneyFen: 250_050 }],
    });
    expect(answer.body.detail.definition.areaIdList).toEqual([hall.areaId]);
    expect(answer.body.detail.seats).toContainEqual(
      expect.objectContaining({ id: point.seatId, price: 2500.5, ownPrice: true, seatName: '银杏' }),
    );
    expect((await served()).treeList).toContainEqual(point);
    expect((await statuses()).data[String(point.seatId)]).toBe(1);

    // A building at the area's price.
    const building = await manager.call<TNamingPointsAdded>('POST', `/naming-maps/${map.id}/points`, {
      list: 'buildingList',
      areaId: hall.areaId,
      x: 10,
      y: 10,
      displayNo: 1,
      seatName: '图书馆',
      title: '图书馆',
      titleEn: 'Library',
      price: null,
    });
    expect(building.status).toBe(201);
    expect(building.body.added[0]).toMatchObject({ isHide: false, title: '图书馆', titleEn: 'Library' });
    expect((await served()).buildingList).toEqual([expect.objectContaining({ titleEn: 'Library' })]);

    const trail = await auditOf(admin, 'naming_map', map.id);
    expect(trail[0]?.action).toBe('namingMap.placePoint');
    expect(trail[1]).toMatchObject({
      action: 'namingMap.placePoint',
      after: { list: 'treeList', point, priceFen: 250_050, seatName: '银杏' },
    });
  });

  it('refuses a bad point and stores neither seat nor point', async () => {
    const before = await seatCount();
    const definition = await served();
    const trail = (await auditOf(admin, 'naming_map', map.id)).length;
    const point = { areaId: hall.areaId, x: 5, y: 5, displayNo: 500, seatName: '香樟' };
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ areaId: other.areaId }, '请选择本项目的区域', 'areaId'],
      [{ displayNo: 101 }, '编号 101 已在本地图上', 'displayNo'],
      [{ x: 1001 }, '第2个点位超出图片范围（treeList.1.x）', 'treeList.1.x'],
      [{ seatName: '' }, '请填写座位名称', 'seatName'],
      [{ price: 0 }, '价格须大于0', 'price'],
      [{ price: 1.005 }, '价格格式不正确', 'price'],
    ];
    for (const [values, message, field] of refusals) {
      const answer = await manager.call<ErrorBody>('POST', `/naming-maps/${map.id}/points`, {
        ...point,
        ...values,
      });
      expect(answer.status, message).toBe(400);
      expect(answer.body.error).toMatchObject({ message, field });
    }
    expect((await manager.call('POST', '/naming-maps/999999/points', point)).status).toBe(404);
    expect(await seatCount()).toBe(before);
    expect(await served()).toEqual(definition);
    expect((await auditOf(admin, 'naming_map', map.id)).length).toBe(trail);
  });
});

describe('importing points from CSV', () => {
  it('stores every row of a good file as seats and points', async () => {
    const csv = [
      '\uFEFFdisplayNo,x,y,seatName,price,intro',
      '201,100,100,桂花,,',
      '202,150.5,120,樱花,3000,"位置：湖边',
      '科属：蔷薇科"',
      '',
      '203,200,140,"玉兰, 白",,',
    ].join('\r\n');
    const answer = await manager.call<TNamingPointsAdded>('POST', `/naming-maps/${map.id}/points/import`, {
      areaId: hall.areaId,
      csv,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.added.map((point) => [point.id, point.x, point.y])).toEqual([
      [201, 100, 100],
      [202, 150.5, 120],
      [203, 200, 140],
    ]);
    const ids = answer.body.added.map((point) => point.seatId);
    const rows = await t.deps.database.db.select().from(seats).where(eq(seats.areaId, hall.areaId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids[0] ?? 0)).toMatchObject({ seatName: '桂花', priceList: null, label: '测试区 201号' });
    expect(byId.get(ids[1] ?? 0)).toMatchObject({
      seatIntro: '位置：湖边\n科属：蔷薇科',
      priceList: [{ termName: '10年', termYear: 10, termMoneyFen: 300_000 }],
    });
    expect(byId.get(ids[2] ?? 0)?.seatName).toBe('玉兰, 白');
    const treeList = (await served()).treeList as Array<{ seatId: number }>;
    expect(treeList.map((point) => point.seatId)).toEqual(expect.arrayContaining(ids));
    const status = await statuses();
    for (const id of ids) expect(status.data[String(id)]).toBe(1);
    const [last] = await auditOf(admin, 'naming_map', map.id);
    expect(last).toMatchObject({ action: 'namingMap.importPoints', after: { count: 3, seatIds: ids } });
  });

  it('refuses a file with any bad row, naming the line, and stores nothing', async () => {
    const before = await seatCount();
    const definition = await served();
    const trail = (await auditOf(admin, 'naming_map', map.id)).length;
    const head = 'displayNo,x,y,seatName,price';
    const files: Array<[string, string]> = [
      ['x,y,seatName\n1,1,1', 'CSV 第1行须为列名，并包含 displayNo,x,y,seatName'],
      [`${head},colour\n1,1,1,银杏,`, 'CSV 第1行须为列名，并包含 displayNo,x,y,seatName'],
      [`${head}\n`, 'CSV 中没有点位'],
      [`${head}\n301,1,1,银杏,\n302,1001,1,银杏,`, 'CSV 第3行：x 须为 0 至 1000 之间的数字'],
      [`${head}\n301,1,1,银杏,\n302,1,1,,`, 'CSV 第3行：seatName 不能为空'],
      [`${head}\n301,1,1,银杏,\n30.5,1,1,银杏,`, 'CSV 第3行：displayNo 须为 0 至 999999 之间的整数'],
      [`${head}\n301,1,1,银杏,\n301,2,2,银杏,`, 'CSV 第3行：编号 301 重复（文件中或地图上已有）'],
      [`${head}\n201,1,1,银杏,`, 'CSV 第2行：编号 201 重复（文件中或地图上已有）'],
      [`${head}\n301,1,1,银杏,0`, 'CSV 第2行：price 须为大于 0 的金额（元，最多两位小数），留空则用区域价格'],
      [
        `${head}\n301,1,1,银杏,12.345`,
        'CSV 第2行：price 须为大于 0 的金额（元，最多两位小数），留空则用区域价格',
      ],
      [`${head}\n301,1,1,银杏`, 'CSV 第2行：列数与第1行不符'],
      [`${head}\n301,1,1,"银杏,`, 'CSV 第2行：引号不成对'],
      [`${head}\n301,1,1,${'长'.repeat(21)},`, 'CSV 第2行：seatName 最多 20 个字'],
    ];
    for (const [csv, message] of files) {
      const answer = await manager.call<ErrorBody>('POST', `/naming-maps/${map.id}/points/import`, {
        areaId: hall.areaId,
        csv,
      });
      expect(answer.status, csv).toBe(400);
      expect(answer.body.error).toMatchObject({ message, field: 'csv' });
    }
    const foreign = await manager.call<ErrorBody>('POST', `/naming-maps/${map.id}/points/import`, {
      areaId: other.areaId,
      csv: `${head}\n301,1,1,银杏,`,
    });
    expect(foreign.body.error.message).toBe('请选择本项目的区域');
    expect(await seatCount()).toBe(before);
    expect(await served()).toEqual(definition);
    expect((await auditOf(admin, 'naming_map', map.id)).length).toBe(trail);
  });
});
