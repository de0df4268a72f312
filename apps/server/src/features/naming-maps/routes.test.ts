import type { TSeatDetail, TSeatMatch, TSeatStatusMap } from '@alma/shared/api/naming-activity';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createGrove } from '../../../test/naming-fixtures.ts';
import { donate, orderRow, pressCashierButton } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let grove: Awaited<ReturnType<typeof createGrove>>;

const STATUS = `${DONATEU}/naming/activity/getSeatStatusList`;
const DETAIL = `${DONATEU}/naming/activity/getSeatDetail`;
const SEARCH = `${DONATEU}/naming/activity/searchSeat`;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  grove = await createGrove(t.deps, [
    [
      { seatName: '银杏', displayNo: 1, priceFen: 200_000 },
      { seatName: '银杏', displayNo: 2, priceFen: 600_000 },
      { seatName: '香樟', displayNo: 3, priceFen: 1_500_000 },
    ],
    [
      { seatName: '香樟', displayNo: 120, priceFen: 2_500_000 },
      { seatName: '桂花', displayNo: 121, priceFen: 200_000, status: 3 },
    ],
  ]);
});
afterAll(() => t.close());

const statuses = (body: Record<string, unknown>) => t.post<TSeatStatusMap>(STATUS, body);
const ids = (map: TSeatStatusMap) =>
  Object.keys(map)
    .map(Number)
    .sort((a, b) => a - b);
const tree = (area: number, index: number): number => grove.seatIds[area]![index]!;

function namingBody(itemsId: number, seatId: number, donorName = '林校友') {
  return {
    itemsId,
    itemsType: 2,
    namingType: 1,
    seatList: [
      { seatId, termYear: 0, donorName, donorIdentity: '校友', donationMessage: '饮水思源', itemsId },
    ],
  };
}

describe('naming/activity/getSeatStatusList (doc 4 §7, filter parameters of §3)', () => {
  it.each([
    [
      'the whole project',
      {},
      [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 0],
        [1, 1],
      ],
    ],
    [
      'one area',
      { areaIdList: 'first' },
      [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
    ],
    [
      'species',
      { seatName: '香樟' },
      [
        [0, 2],
        [1, 0],
      ],
    ],
    ['species in an area', { seatName: '香樟', areaIdList: 'second' }, [[1, 0]]],
    ['an exact price', { money: 6000 }, [[0, 1]]],
    [
      'a range (2000-5000)',
      { minMoney: 2000, maxMoney: 5000 },
      [
        [0, 0],
        [1, 1],
      ],
    ],
    ['a range (10000-20000)', { minMoney: 10000, maxMoney: 20000 }, [[0, 2]]],
    ['20000以上: only the minimum', { minMoney: 20000 }, [[1, 0]]],
    [
      'only a maximum',
      { maxMoney: 6000 },
      [
        [0, 0],
        [0, 1],
        [1, 1],
      ],
    ],
    ['species and range together', { seatName: '银杏', minMoney: 5000 }, [[0, 1]]],
    [
      'empty texts are no filter',
      { seatName: '', money: '', minMoney: '', areaIdList: '' },
      [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 0],
        [1, 1],
      ],
    ],
  ] as Array<[string, Record<string, unknown>, number[][]]>)('%s', async (_name, filter, expected) => {
    const areaIdList =
      filter.areaIdList === 'first'
        ? [grove.areaIds[0]]
        : filter.areaIdList === 'second'
          ? `${grove.areaIds[1]}`
          : filter.areaIdList;
    const answer = await statuses({ itemsId: grove.itemsId, ...filter, areaIdList });
    expect(answer.code).toBe(0);
    expect(ids(answer.data)).toEqual(expected.map(([g, i]) => tree(g!, i!)).sort((a, b) => a - b));
  });

  it('answers each status: free 1, not selectable 3', async () => {
    const answer = await statuses({ itemsId: grove.itemsId });
    expect(answer.data[tree(0, 0)]).toBe(1);
    expect(answer.data[tree(1, 1)]).toBe(3);
  });

  it.each([
    ['a project nobody has', { itemsId: 987654 }],
    ['an area of no project of these', { areaIdList: [987654] }],
    ['a species no tree has', { seatName: '不存在的树' }],
    ['a price range nothing costs', { minMoney: 90_000, maxMoney: 99_000 }],
  ])('%s answers an empty map, not an error', async (_name, filter) => {
    const answer = await statuses({ itemsId: grove.itemsId, ...filter });
    expect(answer).toMatchObject({ code: 0, data: {} });
  });

  it.each([
    ['no project', {}, 'itemsId'],
    ['a project that is no id', { itemsId: 'abc' }, 'itemsId'],
    ['an area that is no id', { itemsId: 1, areaIdList: ['x'] }, 'areaIdList'],
    ['a negative price', { itemsId: 1, minMoney: -1 }, 'minMoney'],
    ['a price of three decimals', { itemsId: 1, money: 1.005 }, 'money'],
    ['a species of 41 characters', { itemsId: 1, seatName: '树'.repeat(41) }, 'seatName'],
  ])('%s: a clear -1 naming the field', async (_name, body, field) => {
    const answer = await statuses(body);
    expect(answer.code).toBe(-1);
    expect(answer.message).toContain(field);
  });
});

describe('live holds and naming, as every map shows them', () => {
  it('a tree held by an unpaid order is 4 (held) with no names; paid it is 2 with the plaque; cancelled it is free', async () => {
    const seatId = tree(0, 1);
    const donor = await createUser(t.deps);
    const placed = await donate(t, donor.token, namingBody(grove.itemsId, seatId, '林校友'));
    expect(placed.code).toBe(0);
    const billNo = placed.data!.orderPayRequestDTO.billNo;

    expect((await statuses({ itemsId: grove.itemsId })).data[seatId]).toBe(4);
    const held = await t.get<TSeatDetail>(DETAIL, { seatId });
    expect(held.data).toMatchObject({ status: 4, donorName: '', donationMessage: '', install: null });
    // A second donor cannot take it while it is held.
    const other = await createUser(t.deps);
    expect((await donate(t, other.token, namingBody(grove.itemsId, seatId, '别人'))).code).toBe(-1);

    expect((await pressCashierButton(t, 'pay', billNo)).statusCode).toBeLessThan(400);
    expect((await orderRow(t.deps, billNo))?.status).toBe('PAID');
    expect((await statuses({ itemsId: grove.itemsId })).data[seatId]).toBe(2);
    const named = await t.get<TSeatDetail>(DETAIL, { seatId });
    expect(named.data).toMatchObject({
      seatId,
      id: 2,
      seatName: '银杏',
      termMoney: 6000,
      status: 2,
      donorName: '林校友',
      donationMessage: '饮水思源',
      termYear: 0,
      install: { state: 'ordered', photo: '' },
    });
    expect(named.data.donateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const third = await createUser(t.deps);
    const cancelled = await donate(t, third.token, namingBody(grove.itemsId, tree(0, 2), '取消者'));
    expect((await statuses({ itemsId: grove.itemsId })).data[tree(0, 2)]).toBe(4);
    await t.get(
      `${DONATEU}/items/cancel`,
      { donatePlatOrder: cancelled.data!.orderPayRequestDTO.billNo },
      { token: third.token },
    );
    expect((await statuses({ itemsId: grove.itemsId })).data[tree(0, 2)]).toBe(1);
  });
});

describe('naming/activity/getSeatDetail', () => {
  it('a free tree: its number, species, price and intro, no names', async () => {
    const answer = await t.get<TSeatDetail>(DETAIL, { seatId: tree(1, 0) });
    expect(answer.data).toMatchObject({
      id: 120,
      itemsId: grove.itemsId,
      areaId: grove.areaIds[1],
      seatName: '香樟',
      seat: '香樟 No.120',
      priceList: [{ termName: '永久', termMoney: 25000, termYear: 0 }],
      seatIntro: '位置：林区2\n科属：测试科\n生长习性：喜光',
      termMoney: 25000,
      status: 1,
      donorName: '',
      donateTime: '',
      install: null,
    });
  });

  it.each([
    ['unknown', { seatId: 987654 }],
    ['no id', {}],
    ['text', { seatId: 'x' }],
  ] as Array<[string, Record<string, unknown>]>)('%s seat: a message, never a 500', async (_name, query) => {
    const answer = await t.get(DETAIL, query);
    expect(answer.code).toBe(-1);
    expect(answer.message).not.toBe('');
  });
});

describe('naming/activity/searchSeat (find my name)', () => {
  it('finds a named plaque by part of the donor name and an item by its number, with its map', async () => {
    const byName = await t.get<TSeatMatch[]>(SEARCH, { itemsId: grove.itemsId, keyword: '林校' });
    expect(byName.data).toEqual([
      {
        seatId: tree(0, 1),
        id: 2,
        areaId: grove.areaIds[0],
        seatName: '银杏',
        donorName: '林校友',
        mapName: grove.mapName,
      },
    ]);
    const byNumber = await t.get<TSeatMatch[]>(SEARCH, { itemsId: grove.itemsId, keyword: '120' });
    expect(byNumber.data.map((match) => match.seatId)).toEqual([tree(1, 0)]);
  });

  it('never matches a name only held by an unpaid order, nor a LIKE wildcard', async () => {
    const donor = await createUser(t.deps);
    await donate(t, donor.token, namingBody(grove.itemsId, tree(0, 0), '未付款的人'));
    expect((await t.get<TSeatMatch[]>(SEARCH, { itemsId: grove.itemsId, keyword: '未付款' })).data).toEqual(
      [],
    );
    expect((await t.get<TSeatMatch[]>(SEARCH, { itemsId: grove.itemsId, keyword: '%' })).data).toEqual([]);
  });

  it('refuses an empty keyword', async () => {
    expect((await t.get(SEARCH, { itemsId: grove.itemsId, keyword: ' ' })).code).toBe(-1);
  });
});

describe('GET /config/{school}/maps/{name}.json (doc 4 §7 static map JSON)', () => {
  it('answers the stored definition, asked for again each load, 304 while unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/config/demo/maps/${grove.mapName}.json` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const definition = first.json() as { treeList: Array<{ seatId: number }>; areaIdList: number[] };
    expect(definition.areaIdList).toEqual(grove.areaIds);
    expect(definition.treeList.map((point) => point.seatId)).toEqual(grove.seatIds.flat());
    const again = await t.app.inject({
      method: 'GET',
      url: `/config/demo/maps/${grove.mapName}.json`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['nomap-1.json', 'yc-9.json', '..%2F..%2Fpackage.json', `${'x'.repeat(5)}.txt`])(
    '%s: 404',
    async (file) => {
      const answer = await t.app.inject({ method: 'GET', url: `/config/demo/maps/${file}` });
      expect(answer.statusCode).toBe(404);
    },
  );
});
