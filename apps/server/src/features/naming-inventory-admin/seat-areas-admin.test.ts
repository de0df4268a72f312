import type { TSeatAreaRow, TSeatAreaSeats, TSeatAreaWrite } from '@alma/shared/admin-api/naming-inventory';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TSeatArea, TSeatList } from '@alma/shared/api/naming';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { seatAreas, seats } from '../../db/schema/naming.ts';
import { holdSeats, nameSeatsOf, releaseSeatsOf } from '../naming-seats/seat-claims-repository.ts';

type Rows = TAdminRows<TSeatAreaRow>;
type ErrorBody = { error: { code: string; message: string; field?: string } };

let t: TestApp;
let manager: AdminClient;
let editor: AdminClient;
let admin: AdminClient;
let itemsId: number;
let userId: number;
let picture: string;
let bill = 0;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  editor = await signedInAs(t, 'content_editor');
  admin = await signedInAs(t, 'administrator');
  itemsId = await createItem(t.deps, { itemsType: 2, namingType: 1 });
  userId = (await createUser(t.deps)).userId;
  picture = await uploadedImage(t, manager);
});
afterAll(() => t.close());

const area = (values: Partial<TSeatAreaWrite> = {}): TSeatAreaWrite => ({
  title: 'A区',
  type: 1,
  imgUrl: '',
  sort: 1,
  priceList: [
    { termName: '10年', termMoney: 1000.5, termYear: 10 },
    { termName: '永久', termMoney: 5000, termYear: 0 },
  ],
  ...values,
});
const donorAreas = () => t.get<TSeatArea[]>(`${DONATEU}/items/areaList`, { itemsId });
const donorSeats = (areaId: number) => t.get<TSeatList>(`${DONATEU}/items/seatList`, { areaId });
const grid = (id: number) => manager.call<TSeatAreaSeats>('GET', `/seat-areas/${id}/seats`);
const open = (rowNo: number, colNo: number) => ({ rowNo, colNo, status: 1 as const });
const closed = (rowNo: number, colNo: number) => ({ rowNo, colNo, status: 3 as const });

async function createArea(values: Partial<TSeatAreaWrite> = {}): Promise<TSeatAreaRow> {
  const answer = await manager.call<Rows>('POST', '/seat-areas', { itemsId, ...area(values) });
  expect(answer.status).toBe(201);
  const row = answer.body.rows.find((one) => one.title === (values.title ?? 'A区'));
  if (!row) throw new Error('area missing');
  return row;
}

async function newDonation(): Promise<number> {
  bill += 1;
  const [row] = await t.deps.database.db
    .insert(donations)
    .values({ billNo: `INV${process.pid}${bill}`, userId, itemsId, crowdType: 1, moneyFen: 0, payType: 1 })
    .returning({ id: donations.id });
  return row!.id;
}
async function hold(seatId: number): Promise<number> {
  const donationId = await newDonation();
  const plate = { donorName: '张三', donorIdentity: '校友', donationMessage: '饮水思源' };
  await holdSeats(t.deps.database.db, { donationId, itemsId, seats: [{ seatId, termYear: 10, ...plate }] });
  return donationId;
}
const seatAt = (answer: TSeatAreaSeats, row: number, col: number) => {
  const found = answer.seats.find((one) => one.rowNo === row && one.colNo === col);
  if (!found) throw new Error(`no seat at ${row}:${col}`);
  return found;
};

describe('seat areas', () => {
  it('creates, edits and deletes, each audited, and the donor’s area list follows at once', async () => {
    // Read first, so the donor's answer is in the public cache when staff save.
    expect((await donorAreas()).data).toEqual([]);
    const row = await createArea({ imgUrl: picture });
    expect(row).toMatchObject({ ...area({ imgUrl: picture }), itemsId, seatCount: 0, claimedCount: 0 });
    const [stored] = await t.deps.database.db.select().from(seatAreas).where(eq(seatAreas.id, row.id));
    expect(stored?.priceList).toEqual([
      { termName: '10年', termMoneyFen: 100_050, termYear: 10 },
      { termName: '永久', termMoneyFen: 500_000, termYear: 0 },
    ]);
    expect((await donorAreas()).data).toEqual([{ id: row.id, title: 'A区', type: 1, imgUrl: picture }]);

    const edited = await manager.call<Rows>('PUT', `/seat-areas/${row.id}`, area({ title: '东区', type: 2 }));
    expect(edited.status).toBe(200);
    expect((await donorAreas()).data).toEqual([{ id: row.id, title: '东区', type: 2, imgUrl: '' }]);
    // The same dialog sent twice changes nothing and writes no row.
    expect(
      (await manager.call('PUT', `/seat-areas/${row.id}`, area({ title: '东区', type: 2 }))).status,
    ).toBe(200);

    const deleted = await manager.call<Rows>('DELETE', `/seat-areas/${row.id}`, {});
    expect(deleted.body.rows.find((one) => one.id === row.id)).toBeUndefined();
    expect((await donorAreas()).data).toEqual([]);
    const trail = await auditOf(admin, 'seat_area', row.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'seatArea.delete',
      'seatArea.edit',
      'seatArea.create',
    ]);
    expect(trail[1]).toMatchObject({ before: { title: 'A区', type: 1 }, after: { title: '东区', type: 2 } });
  });

  it('saves a grid with gaps and closed seats, and the donor’s seat chooser shows it', async () => {
    const row = await createArea({ title: '北区' });
    const saved = await manager.call<TSeatAreaSeats>('PUT', `/seat-areas/${row.id}/seats`, {
      rows: 2,
      cols: 4,
      seats: [open(1, 1), open(1, 3), open(1, 4), open(2, 1), closed(2, 2), open(2, 4)],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ rows: 2, cols: 4, area: { seatCount: 6 } });
    expect(seatAt(saved.body, 1, 3).label).toBe('北区 1排2座');
    const donor = (await donorSeats(row.id)).data;
    expect(donor.twoArray.map((cells) => cells.map((cell) => cell && `${cell.seat}:${cell.status}`))).toEqual(
      [
        ['北区 1排1座:1', null, '北区 1排2座:1', '北区 1排3座:1'],
        ['北区 2排1座:1', '北区 2排2座:3', null, '北区 2排3座:1'],
      ],
    );
    expect(donor.twoArray[0]?.[0]?.priceList).toEqual(area().priceList);

    // One seat's own prices, then back to the area's.
    const seatId = seatAt(saved.body, 1, 1).id;
    const dearer = [{ termName: '永久', termMoney: 8888.88, termYear: 0 }];
    const priced = await manager.call<TSeatAreaSeats>('PUT', `/seats/${seatId}/prices`, {
      priceList: dearer,
    });
    expect(seatAt(priced.body, 1, 1).priceList).toEqual(dearer);
    expect((await donorSeats(row.id)).data.twoArray[0]?.[0]?.priceList).toEqual(dearer);
    await manager.call('PUT', `/seats/${seatId}/prices`, { priceList: null });
    expect((await donorSeats(row.id)).data.twoArray[0]?.[0]?.priceList).toEqual(area().priceList);

    // Area prices change for every seat without its own, at once.
    await manager.call('PUT', `/seat-areas/${row.id}`, area({ title: '北区', priceList: dearer }));
    expect((await donorSeats(row.id)).data.twoArray[1]?.[0]?.priceList).toEqual(dearer);

    const trail = await auditOf(admin, 'seat_area', row.id);
    expect(trail.map((entry) => entry.action)).toEqual(['seatArea.edit', 'seatArea.grid', 'seatArea.create']);
    expect(trail[1]?.after).toMatchObject({ grid: ['1.11', '13.1'], added: 6 });
    expect((await auditOf(admin, 'seat', seatId)).map((entry) => entry.action)).toEqual([
      'seat.prices',
      'seat.prices',
    ]);
  });

  it('never removes, closes or renumbers a held or named seat; a refused grid stores nothing', async () => {
    const row = await createArea({ title: '西区' });
    const first = await manager.call<TSeatAreaSeats>('PUT', `/seat-areas/${row.id}/seats`, {
      rows: 2,
      cols: 3,
      seats: [open(1, 1), open(1, 3), open(2, 1), open(2, 2), open(2, 3)],
    });
    const heldSeat = seatAt(first.body, 1, 3);
    const namedSeat = seatAt(first.body, 2, 2);
    await hold(heldSeat.id);
    const paid = await hold(namedSeat.id);
    await nameSeatsOf(t.deps.database.db, paid, new Date());
    const before = (await grid(row.id)).body;
    expect(seatAt(before, 1, 3).claim).toBe('held');
    expect(seatAt(before, 2, 2).claim).toBe('named');
    const auditBefore = (await auditOf(admin, 'seat_area', row.id)).length;

    const refusals: Array<[string, unknown, string]> = [
      [
        'remove held',
        { rows: 2, cols: 3, seats: [open(1, 1), open(2, 1), open(2, 2), open(2, 3)] },
        '西区 1排2座',
      ],
      [
        'close named',
        { rows: 2, cols: 3, seats: [open(1, 1), open(1, 3), open(2, 1), closed(2, 2)] },
        '西区 2排2座',
      ],
      [
        'renumber held',
        { rows: 2, cols: 3, seats: [open(1, 1), open(1, 2), open(1, 3), open(2, 1), open(2, 2), open(2, 3)] },
        '西区 1排2座',
      ],
      ['shrink', { rows: 1, cols: 1, seats: [open(1, 1)] }, '西区 1排2座、西区 2排2座'],
    ];
    for (const [name, body, seatsNamed] of refusals) {
      const answer = await manager.call<ErrorBody>('PUT', `/seat-areas/${row.id}/seats`, body);
      expect(answer.status, name).toBe(409);
      expect(answer.body.error.message, name).toBe(
        `以下座位已被认捐或锁定，不能删除、移动、改号或设为不可选：${seatsNamed}`,
      );
    }
    const deleted = await manager.call<ErrorBody>('DELETE', `/seat-areas/${row.id}`, {});
    expect(deleted.status).toBe(409);
    expect((await grid(row.id)).body).toEqual(before);
    expect((await auditOf(admin, 'seat_area', row.id)).length).toBe(auditBefore);

    // Free seats around them still change, and the claimed seats stay where they are.
    const changed = await manager.call<TSeatAreaSeats>('PUT', `/seat-areas/${row.id}/seats`, {
      rows: 2,
      cols: 3,
      seats: [open(1, 1), open(1, 3), closed(2, 1), open(2, 2)],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.seats.map((one) => [one.id, one.label, one.status])).toEqual([
      [seatAt(before, 1, 1).id, '西区 1排1座', 1],
      [heldSeat.id, '西区 1排2座', 1],
      [seatAt(before, 2, 1).id, '西区 2排1座', 3],
      [namedSeat.id, '西区 2排2座', 1],
    ]);
  });

  it('takes a seat with released claims off the grid but keeps it; such an area is not deleted', async () => {
    const row = await createArea({ title: '南区' });
    const first = await manager.call<TSeatAreaSeats>('PUT', `/seat-areas/${row.id}/seats`, {
      rows: 1,
      cols: 2,
      seats: [open(1, 1), open(1, 2)],
    });
    const lapsed = seatAt(first.body, 1, 2);
    const order = await hold(lapsed.id);
    await releaseSeatsOf(t.deps.database.db, order, new Date());
    const saved = await manager.call<TSeatAreaSeats>('PUT', `/seat-areas/${row.id}/seats`, {
      rows: 1,
      cols: 2,
      seats: [open(1, 1)],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.seats.map((one) => one.label)).toEqual(['南区 1排1座']);
    const [kept] = await t.deps.database.db.select().from(seats).where(eq(seats.id, lapsed.id));
    expect(kept).toMatchObject({ rowNo: null, colNo: null, status: 3 });
    expect((await donorSeats(row.id)).data.twoArray).toHaveLength(1);
    expect((await donorSeats(row.id)).data.twoArray[0]).toHaveLength(1);
    const refused = await manager.call<ErrorBody>('DELETE', `/seat-areas/${row.id}`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('该区域的座位已有认捐记录，不能删除；可将座位设为不可选');
  });

  it('refuses bad input in the staff member’s words; nothing changes', async () => {
    const row = await createArea({ title: '校验区' });
    const list = await createArea({ title: '列表区', type: 3 });
    const other = await createItem(t.deps);
    const listBefore = (
      await manager.call<Rows>('GET', '/seat-areas', undefined, { itemsId: String(itemsId) })
    ).body;
    const price = (termMoney: number, termYear = 0) => ({ termName: '永久', termMoney, termYear });
    const money = '认捐金额须大于 0 元、不超过 10,000,000 元，最多两位小数';
    const refusals: Array<[string, string, unknown, number, string]> = [
      ['POST', '/seat-areas', { itemsId, ...area({ title: '零元', priceList: [price(0)] }) }, 400, money],
      ['POST', '/seat-areas', { itemsId, ...area({ title: '负', priceList: [price(-5)] }) }, 400, money],
      ['POST', '/seat-areas', { itemsId, ...area({ title: '分', priceList: [price(1.001)] }) }, 400, money],
      [
        'POST',
        '/seat-areas',
        { itemsId, ...area({ title: '大', priceList: [price(20_000_000)] }) },
        400,
        money,
      ],
      [
        'POST',
        '/seat-areas',
        { itemsId, ...area({ title: '重', priceList: [price(10, 5), price(20, 5)] }) },
        400,
        '每个期限的年数须不同（0 表示永久）',
      ],
      [
        'POST',
        '/seat-areas',
        { itemsId, ...area({ title: '空', priceList: [] }) },
        400,
        '请至少设置一个认捐期限和金额',
      ],
      ['POST', '/seat-areas', { itemsId, ...area({ title: '' }) }, 400, '请填写标题'],
      ['POST', '/seat-areas', { itemsId, ...area({ title: '类型' }), type: 4 }, 400, '类型格式不正确'],
      ['POST', '/seat-areas', { itemsId, ...area({ title: '校验区' }) }, 409, '该项目已有同名区域'],
      ['POST', '/seat-areas', { itemsId: other, ...area({ title: '非冠名' }) }, 404, '该项目不是冠名项目'],
      [
        'POST',
        '/seat-areas',
        { itemsId, ...area({ title: '图', imgUrl: '/files/area/202601/not-uploaded-picture-01.png' }) },
        400,
        '图片须先上传到本站',
      ],
      ['PUT', '/seat-areas/999999', area({ title: '无' }), 404, '内容不存在'],
      [
        'PUT',
        `/seat-areas/${list.id}/seats`,
        { rows: 1, cols: 1, seats: [open(1, 1)] },
        400,
        '列表区域没有座位图，座位请在地图编辑中维护',
      ],
      [
        'PUT',
        `/seat-areas/${row.id}/seats`,
        { rows: 2, cols: 2, seats: [open(3, 1)] },
        409,
        '第3排第1列超出了 2 排 × 2 列的范围',
      ],
      [
        'PUT',
        `/seat-areas/${row.id}/seats`,
        { rows: 2, cols: 2, seats: [open(1, 1), closed(1, 1)] },
        409,
        '第1排第1列只能有一个座位',
      ],
      [
        'PUT',
        `/seat-areas/${row.id}/seats`,
        { rows: 2, cols: 2, seats: [{ rowNo: 1, colNo: 1, status: 2 }] },
        400,
        '第1项：状态格式不正确',
      ],
      ['PUT', `/seat-areas/${row.id}/seats`, { rows: 0, cols: 2, seats: [] }, 400, '排数不能小于1'],
      ['PUT', '/seats/999999/prices', { priceList: null }, 404, '内容不存在'],
    ];
    for (const [index, [method, path, body, status, words]] of refusals.entries()) {
      const answer = await manager.call<ErrorBody>(method, path, body);
      expect(answer.status, `${index}: ${method} ${path}`).toBe(status);
      expect(answer.body.error.message, `${index}`).toBe(words);
    }
    expect(
      (await manager.call<Rows>('GET', '/seat-areas', undefined, { itemsId: String(itemsId) })).body,
    ).toEqual(listBefore);
    expect((await grid(row.id)).body.seats).toEqual([]);
  });

  it('answers in English for an English console', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/seat-areas',
      payload: { itemsId, ...area({ title: '英文', priceList: [] }) },
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.me.csrfToken, language: 'English' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe('Set at least one term and its price');
  });
});

describe('who may edit seat areas', () => {
  it('lets content editors read, and keeps their writes and other roles out', async () => {
    const row = await createArea({ title: '权限区' });
    const query = { itemsId: String(itemsId) };
    expect((await editor.call('GET', '/seat-areas', undefined, query)).status).toBe(200);
    expect((await editor.call('GET', `/seat-areas/${row.id}/seats`)).status).toBe(200);
    expect((await editor.call('GET', '/naming-inventory/projects')).status).toBe(200);
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/seat-areas', { itemsId, ...area({ title: '编辑' }) }],
      ['PUT', `/seat-areas/${row.id}`, area({ title: '编辑' })],
      ['DELETE', `/seat-areas/${row.id}`, {}],
      ['PUT', `/seat-areas/${row.id}/seats`, { rows: 1, cols: 1, seats: [open(1, 1)] }],
      ['PUT', '/seats/1/prices', { priceList: null }],
    ];
    for (const [method, path, body] of writes) {
      expect((await editor.call(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    for (const role of ['finance', 'fulfilment'] as const) {
      const staff = await signedInAs(t, role);
      expect((await staff.call('GET', '/seat-areas', undefined, query)).status, role).toBe(403);
      expect((await staff.call('PUT', `/seat-areas/${row.id}`, area())).status, role).toBe(403);
    }
    expect((await grid(row.id)).body.area.title).toBe('权限区');
  });

  it('lists the naming projects only', async () => {
    const plain = await createItem(t.deps);
    const answer = await editor.call<TAdminRows<{ id: number; namingType: number }>>(
      'GET',
      '/naming-inventory/projects',
    );
    expect(answer.body.rows.some((row) => row.id === itemsId && row.namingType === 1)).toBe(true);
    expect(answer.body.rows.some((row) => row.id === plain)).toBe(false);
  });
});
