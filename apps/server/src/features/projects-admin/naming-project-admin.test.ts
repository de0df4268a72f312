import type { TSeatAreaRow, TSeatAreaSeats } from '@alma/shared/admin-api/naming-inventory';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TProjectDetail, TProjectRow } from '@alma/shared/admin-api/projects';
import type { TItemDetail } from '@alma/shared/api/items';
import type { TSeatList } from '@alma/shared/api/naming';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createUser } from '../../../test/fixtures.ts';
import { itemTotals, notify, orderRow, placeOrder } from '../../../test/order-fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Issue 21, defect 3: a naming project made in the console from nothing, then named on the phone. */

type ErrorBody = { error: { code: string; message: string; field?: string } };

let t: TestApp;
let manager: AdminClient;
let admin: AdminClient;

beforeAll(async () => {
  // ALMA_DEMO: the sandbox cashier takes the payment (no demo data is seeded in tests).
  t = await createTestApp({ ALMA_DEMO: '1' });
  manager = await signedInAs(t, 'project_manager');
  admin = await signedInAs(t, 'administrator');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  manager.call<TProjectDetail & ErrorBody>('POST', '/projects', body);
const projectsOfKind = async (kind: string) =>
  (await manager.call<TAdminRows<TProjectRow>>('GET', '/projects', undefined, { kind })).body.rows;

describe('a naming project made in the console', () => {
  it('is made as a seat or a book project, audited, and listed by its kind only', async () => {
    const money = await create({ name: '奖学金' });
    expect(money.body).toMatchObject({ kind: 'donation', itemsType: 1, namingType: null });
    const seats = await create({ name: '礼堂座椅冠名', kind: 'seat' });
    expect(seats.status, JSON.stringify(seats.body)).toBe(201);
    expect(seats.body).toMatchObject({ kind: 'seat', itemsType: 2, namingType: 1, isListed: false });
    const books = await create({ name: '图书认捐', kind: 'book' });
    expect(books.body).toMatchObject({ kind: 'book', itemsType: 2, namingType: 2 });

    expect((await projectsOfKind('seat')).map((row) => row.id)).toEqual([seats.body.id]);
    expect((await projectsOfKind('book')).map((row) => row.id)).toEqual([books.body.id]);
    expect((await projectsOfKind('donation')).map((row) => row.id)).toEqual([money.body.id]);
    const [created] = await auditOf(admin, 'project', seats.body.id);
    expect(created).toMatchObject({ action: 'project.create', after: { kind: 'seat' } });
  });

  it('refuses a goods naming project and an unknown kind, storing nothing', async () => {
    const before = (await manager.call<TAdminRows<TProjectRow>>('GET', '/projects')).body.total;
    const goods = await create({
      name: '物资冠名',
      kind: 'seat',
      crowdType: 2,
      materialName: '椅子',
      materialUnit: '把',
      materialPrice: 10,
    });
    expect(goods.status).toBe(400);
    expect(goods.body.error).toMatchObject({ field: 'crowdType' });
    expect(goods.body.error.message).toContain('冠名项目');
    expect((await create({ name: '别的', kind: 'tree' })).status).toBe(400);
    expect((await manager.call<TAdminRows<TProjectRow>>('GET', '/projects')).body.total).toBe(before);
  });

  it('keeps its kind: a change cannot turn it into a money project', async () => {
    const seats = await create({ name: '报告厅座椅', kind: 'seat' });
    const changed = await manager.call<TProjectDetail>('PATCH', `/projects/${seats.body.id}`, {
      kind: 'donation',
      intro: '一排一座，皆有其名',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ kind: 'seat', itemsType: 2, intro: '一排一座，皆有其名' });
  });

  it('takes seats set up in 座位与书目 and a donor names one on the phone', async () => {
    const project = (await create({ name: '新礼堂座椅', kind: 'seat' })).body;
    const areas = await manager.call<TAdminRows<TSeatAreaRow>>('POST', '/seat-areas', {
      itemsId: project.id,
      title: '一楼',
      type: 1,
      imgUrl: '',
      sort: 1,
      priceList: [{ termName: '永久', termMoney: 2000, termYear: 0 }],
    });
    expect(areas.status, JSON.stringify(areas.body)).toBe(201);
    const areaId = areas.body.rows[0]!.id;
    const grid = await manager.call<TSeatAreaSeats>('PUT', `/seat-areas/${areaId}/seats`, {
      rows: 1,
      cols: 2,
      seats: [
        { rowNo: 1, colNo: 1, status: 1 },
        { rowNo: 1, colNo: 2, status: 1 },
      ],
    });
    expect(grid.status, JSON.stringify(grid.body)).toBe(200);
    expect((await manager.call('POST', `/projects/${project.id}/publish`, {})).status).toBe(200);

    const detail = await t.get<TItemDetail>(`${DONATEU}/items/itemsDetail`, { id: project.id });
    expect(detail.data).toMatchObject({ itemsType: 2, namingType: 1 });
    const seatList = await t.get<TSeatList>(`${DONATEU}/items/seatList`, { areaId });
    const seat = seatList.data.twoArray.flat().find((one) => one !== null);
    expect(seat).toBeTruthy();

    const donor = await createUser(t.deps);
    const billNo = await placeOrder(t, donor.token, {
      itemsId: project.id,
      itemsType: 2,
      namingType: 1,
      seatList: [
        {
          seatId: seat!.id,
          termYear: 0,
          areaId,
          itemsId: project.id,
          donorName: '李雷',
          donorIdentity: '校友',
          donationMessage: '饮水思源',
        },
      ],
    });
    expect((await notify(t, { billNo, amountFen: 200_000 })).statusCode).toBe(200);
    expect((await orderRow(t.deps, billNo)).status).toBe('PAID');
    expect(await itemTotals(t.deps, project.id)).toMatchObject({ money: 200_000, payCounts: 1 });
    const after = await t.get<TSeatList>(`${DONATEU}/items/seatList`, { areaId });
    expect(after.data.twoArray.flat().find((one) => one?.id === seat!.id)?.status).toBe(2);
  });
});
