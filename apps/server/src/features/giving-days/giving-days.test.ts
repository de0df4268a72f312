import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  TAdminGivingDay,
  TAdminPool,
  TGivingDayDashboard,
  TPoolReconciliation,
} from '@alma/shared/admin-api/giving-days';
import type { TGivingDayDetail, TMatchQuote, TOrderMatch } from '@alma/shared/api/giving-days';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { notify, orderRow, placeOrder, refundThroughLedger } from '../../../test/order-fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { givingDayGifts, poolMatches } from '../../db/schema/giving-days.ts';
import { BOOK_DONOR_FIELDS } from '../../db/seed/form-fields-data.ts';
import { tickGivingDays } from './tick-service.ts';

/**
 * A giving day run the way a foundation runs one: staff set it up in the console (day, pool,
 * challenge, contest), donors give on the phone through the real order and payment path, the
 * page and its stream show it, refunds take matches back, and the pool reconciles.
 */

let t: TestApp;
let manager: AdminClient;
let finance: AdminClient;
let administrator: AdminClient;
let itemsId: number;
let otherItemsId: number;
let dayId: number;
let pool: TAdminPool;

const HOUR = 60 * 60 * 1000;
const minute = (at: Date) => (toWireDate(at) ?? '').slice(0, 16);
const fields = (college: string) => ({ name: '张三', mobile: '86-13800000000', identity: 1, college });

beforeAll(async () => {
  // Two live pages per address, so the cap is reached by a test (500 by default).
  t = await createTestApp({ ALMA_DEMO: '1', GIVING_DAY_STREAMS_PER_ADDRESS: '2' });
  itemsId = await createItem(t.deps, { name: '图书馆建设' });
  otherItemsId = await createItem(t.deps, { name: '奖学金' });
  await t.deps.database.db.insert(donationForms).values({ itemsId, fieldList: [...BOOK_DONOR_FIELDS] });
  manager = await signedInAs(t, 'project_manager');
  finance = await signedInAs(t, 'finance');
  administrator = await signedInAs(t, 'administrator');
});
afterAll(() => t.close());

describe('a giving day set up in the console', () => {
  it('is created with its projects, goal and boards, audited; bad input is refused by field and changes nothing', async () => {
    const now = Date.now();
    const refused = await manager.call<{ error: { field: string; message: string } }>(
      'POST',
      '/giving-days',
      {
        name: '校庆募捐日',
        startTime: minute(new Date(now - HOUR)),
        endTime: minute(new Date(now - 2 * HOUR)),
        goal: 100000,
        itemIds: [itemsId],
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('endTime');
    expect(refused.body.error.message).toBe('结束时间须晚于开始时间');
    const badGoal = await manager.call<{ error: { field: string; message: string } }>(
      'POST',
      '/giving-days',
      {
        name: '校庆募捐日',
        startTime: minute(new Date(now - HOUR)),
        endTime: minute(new Date(now + 2 * HOUR)),
        goal: '100.555',
        itemIds: [itemsId],
      },
    );
    expect(badGoal.body.error.field).toBe('goal');
    expect(badGoal.body.error.message).toContain('最多两位小数');

    const created = await manager.call<TAdminGivingDay>('POST', '/giving-days', {
      name: '校庆募捐日',
      intro: '一起为母校加油',
      startTime: minute(new Date(now - HOUR)),
      endTime: minute(new Date(now + 2 * HOUR)),
      goal: 100000,
      itemIds: [itemsId, otherItemsId],
      boardFields: ['college'],
    });
    expect(created.status).toBe(201);
    dayId = created.body.id;
    expect(created.body.state).toBe('live');
    expect(created.body.items.map((item) => item.id).sort()).toEqual([itemsId, otherItemsId].sort());
    const list = await manager.call<{ rows: Array<{ id: number }>; total: number }>('GET', '/giving-days');
    expect(list.body.total).toBe(1);
    const audit = await auditOf(administrator, 'giving_day', dayId);
    expect(audit.map((row) => row.action)).toEqual(['givingDay.create']);
  });

  it('takes a pool inside its window, refuses one outside it, and keeps an open pool’s rules', async () => {
    const now = Date.now();
    const outside = await manager.call<{ error: { field: string; message: string } }>(
      'POST',
      `/giving-days/${dayId}/pools`,
      {
        sponsor: '校友企业',
        poolSize: 100,
        ratioPercent: 100,
        startTime: minute(new Date(now - 3 * HOUR)),
        endTime: minute(new Date(now + HOUR)),
      },
    );
    expect(outside.body.error.field).toBe('startTime');
    expect(outside.body.error.message).toContain('须在募捐日的开始与结束之间');

    const created = await manager.call<TAdminPool>('POST', `/giving-days/${dayId}/pools`, {
      sponsor: '校友企业',
      poolSize: 100,
      ratioPercent: 100,
      minGift: 1,
      giftCap: 30,
      donorCap: 50,
      donorGiftsPerDay: 3,
      startTime: minute(new Date(now - 30 * 60 * 1000)),
      endTime: minute(new Date(now + HOUR)),
      itemIds: [itemsId],
    });
    expect(created.status).toBe(201);
    pool = created.body;
    expect(pool).toMatchObject({ size: 100, free: 100, state: 'live', itemIds: [itemsId] });

    // Open: the ratio donors gave by stands; the size may grow.
    const body = {
      sponsor: '校友企业',
      poolSize: 100,
      ratioPercent: 200,
      minGift: 1,
      giftCap: 30,
      donorCap: 50,
      donorGiftsPerDay: 3,
      startTime: pool.startTime.slice(0, 16),
      endTime: pool.endTime.slice(0, 16),
      itemIds: [itemsId],
    };
    const changedRatio = await manager.call<{ error: { message: string } }>(
      'PUT',
      `/giving-days/${dayId}/pools/${pool.id}`,
      body,
    );
    expect(changedRatio.body.error.message).toBe('配捐池已开放，只能增加金额或调整结束时间');
    const shrunk = await manager.call<{ error: { message: string } }>(
      'PUT',
      `/giving-days/${dayId}/pools/${pool.id}`,
      { ...body, ratioPercent: 100, poolSize: 50 },
    );
    expect(shrunk.body.error.message).toBe('配捐池已开放，金额不能少于原来的100元');
    const deleted = await manager.call('DELETE', `/giving-days/${dayId}/pools/${pool.id}`);
    expect(deleted.status).toBe(409);
    const grown = await manager.call<TAdminPool>('PUT', `/giving-days/${dayId}/pools/${pool.id}`, {
      ...body,
      ratioPercent: 100,
      poolSize: 120,
    });
    expect(grown.body.size).toBe(120);
    expect((await auditOf(administrator, 'matching_pool', pool.id)).map((row) => row.action).sort()).toEqual([
      'matchingPool.create',
      'matchingPool.update',
    ]);
  });

  it('takes a challenge and an hourly contest; finance may read but not change the day', async () => {
    const now = Date.now();
    const challenge = await manager.call<TAdminGivingDay>('POST', `/giving-days/${dayId}/challenges`, {
      sponsor: '1990级校友',
      itemId: itemsId,
      goalKind: 'donors',
      goal: 2,
      amount: 500,
      startTime: minute(new Date(now - 10 * 60 * 1000)),
      endTime: minute(new Date(now + HOUR)),
    });
    expect(challenge.status).toBe(201);
    expect(challenge.body.challenges).toMatchObject([
      { goalKind: 'donors', goal: 2, progress: 0, met: false },
    ]);
    const contest = await manager.call<TAdminGivingDay>('POST', `/giving-days/${dayId}/contests`, {
      title: '整点学院赛',
      prize: '获胜学院获赠图书一批',
      board: 'college',
      metric: 'donors',
      startTime: minute(new Date(now - HOUR)),
      endTime: minute(new Date(now + HOUR)),
    });
    expect(contest.status).toBe(201);
    const unknownBoard = await manager.call<{ error: { field: string } }>(
      'POST',
      `/giving-days/${dayId}/contests`,
      {
        title: '整点赛',
        board: 'hometown',
        metric: 'money',
        startTime: minute(new Date(now - HOUR)),
        endTime: minute(new Date(now + HOUR)),
      },
    );
    expect(unknownBoard.body.error.field).toBe('board');
    const read = await finance.call<TAdminGivingDay>('GET', `/giving-days/${dayId}`);
    expect(read.status).toBe(200);
    // Finance may not read the forms: the day names its donor fields and their answers in words.
    const college = read.body.donorFields.find((field) => field.name === 'college');
    expect(college?.label).toBe('所在学院');
    expect(college?.options).toContainEqual({ value: 'lit', label: '文学院' });
    expect((await finance.call('PUT', `/giving-days/${dayId}/boards-paused`, { paused: true })).status).toBe(
      403,
    );
  });
});

describe('giving on the phone during the day', () => {
  let firstBill: string;
  let donorA: { userId: number; token: string };

  it('quotes the match on the form, reserves it on placing, confirms it on payment, and the page shows both sums', async () => {
    donorA = await createUser(t.deps);
    const quote = await t.get<TMatchQuote>(
      SPEC_PATHS.givingDay.matchQuote,
      { itemsId, money: 40 },
      { token: donorA.token },
    );
    expect(quote.data.givingDayId).toBe(dayId);
    // ¥40 at 1:1, capped at ¥30 a gift.
    expect(quote.data.matches).toMatchObject([
      { sponsor: '校友企业', matchMoney: 30, fullMoney: 40, shortfall: 'giftCap' },
    ]);
    // The other project is of the day but not of the pool.
    expect(
      (await t.get<TMatchQuote>(SPEC_PATHS.givingDay.matchQuote, { itemsId: otherItemsId, money: 40 })).data
        .matches,
    ).toEqual([]);

    firstBill = await placeOrder(t, donorA.token, {
      itemsId,
      currencyMoney: '40',
      formDataMap: fields('lit'),
    });
    const reserved = await t.get<TOrderMatch>(
      SPEC_PATHS.givingDay.orderMatch,
      { billNo: firstBill },
      { token: donorA.token },
    );
    expect(reserved.data.matches).toMatchObject([
      { matchMoney: 30, shortfall: 'giftCap', status: 'RESERVED' },
    ]);
    // Another donor cannot read it.
    const stranger = await createUser(t.deps);
    expect(
      (
        await t.get<TOrderMatch>(
          SPEC_PATHS.givingDay.orderMatch,
          { billNo: firstBill },
          { token: stranger.token },
        )
      ).data.matches,
    ).toEqual([]);
    // Only the day's board field is kept beside the order, not the rest of the form.
    const order = await orderRow(t.deps, firstBill);
    const [joined] = await t.deps.database.db
      .select()
      .from(givingDayGifts)
      .where(eq(givingDayGifts.donationId, order.id));
    expect(joined?.boardValues).toEqual({ college: 'lit' });

    expect((await notify(t, { billNo: firstBill, amountFen: 4000 })).statusCode).toBe(200);
    const paid = await t.get<TOrderMatch>(
      SPEC_PATHS.givingDay.orderMatch,
      { billNo: firstBill },
      { token: donorA.token },
    );
    expect(paid.data.matches[0]?.status).toBe('CONFIRMED');

    await t.deps.cache.invalidate('givingDays');
    const detail = await t.get<TGivingDayDetail>(SPEC_PATHS.givingDay.detail, { id: dayId });
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({
      raisedMoney: 40,
      matchedMoney: 30,
      donors: 1,
      gifts: 1,
      state: 'live',
    });
    expect(detail.data.pools[0]).toMatchObject({
      sizeMoney: 120,
      leftMoney: 90,
      giftCapMoney: 30,
      itemNames: ['图书馆建设'],
    });
    const college = detail.data.boards.find((board) => board.key === 'college');
    expect(college?.title).toBe('所在学院');
    expect(college?.rows).toEqual([{ name: '文学院', money: 40, donors: 1 }]);
    expect(detail.data.contests[0]?.top).toEqual([{ name: '文学院', money: 40, donors: 1 }]);
    const english = await t.get<TGivingDayDetail>(
      SPEC_PATHS.givingDay.detail,
      { id: dayId },
      { language: 'English' },
    );
    expect(english.data.boards.find((board) => board.key === 'college')?.rows[0]?.name).toBe('Literature');
  });

  it('a met challenge releases its sum as the sponsor’s gift, once', async () => {
    const donorB = await createUser(t.deps);
    const bill = await placeOrder(t, donorB.token, {
      itemsId,
      currencyMoney: '10',
      formDataMap: fields('sci'),
    });
    expect((await notify(t, { billNo: bill, amountFen: 1000 })).statusCode).toBe(200);
    const [first, second] = await Promise.all([tickGivingDays(t.deps), tickGivingDays(t.deps)]);
    expect((first?.challenges ?? 0) + (second?.challenges ?? 0)).toBe(1);
    const day = await manager.call<TAdminGivingDay>('GET', `/giving-days/${dayId}`);
    const [challenge] = day.body.challenges;
    expect(challenge).toMatchObject({ met: true, progress: 2 });
    const recorded = await orderRow(t.deps, challenge?.billNo ?? '');
    expect(recorded).toMatchObject({ status: 'PAID', moneyFen: 50_000, donorName: '1990级校友', itemsId });
    await t.deps.cache.invalidate('givingDays');
    const detail = await t.get<TGivingDayDetail>(SPEC_PATHS.givingDay.detail, { id: dayId });
    // The sponsor's sum is shown apart: donors' gifts stay ¥50 from two donors.
    expect(detail.data).toMatchObject({ raisedMoney: 50, donors: 2, challengeMoney: 500 });
  });

  it('a refund takes the match back, and the pool reconciles', async () => {
    expect(await refundThroughLedger(t, firstBill)).toBe('SUCCEEDED');
    const [match] = await t.deps.database.db
      .select()
      .from(poolMatches)
      .where(eq(poolMatches.donationId, (await orderRow(t.deps, firstBill)).id));
    expect(match).toMatchObject({ status: 'TAKEN_BACK', matchFen: 0, takenBackFen: 3000 });
    const reconciliation = await finance.call<TPoolReconciliation>(
      'GET',
      `/giving-days/${dayId}/pools/${pool.id}/reconciliation`,
    );
    expect(reconciliation.body).toMatchObject({ size: 120, takenBack: 30, balanced: true });
    expect(reconciliation.body.reserved + reconciliation.body.confirmed + reconciliation.body.free).toBe(120);
    const dashboard = await manager.call<TGivingDayDashboard>('GET', `/giving-days/${dayId}/dashboard`);
    expect(dashboard.body.perMinute).toHaveLength(30);
    expect(dashboard.body.perMinute.reduce((sum, row) => sum + row.placed, 0)).toBe(2);
    expect(dashboard.body.failures.refunded).toBe(1);
  });
});

describe('a challenge of some donors', () => {
  it('counts only the gifts of donors whose answer qualifies, by a field of the day’s boards only', async () => {
    const now = Date.now();
    const body = {
      sponsor: '医学院校友会',
      itemId: itemsId,
      goalKind: 'donors',
      goal: 1,
      amount: 50,
      startTime: minute(new Date(now - 10 * 60 * 1000)),
      endTime: minute(new Date(now + HOUR)),
    };
    const offBoards = await manager.call<{ error: { field: string; message: string } }>(
      'POST',
      `/giving-days/${dayId}/challenges`,
      { ...body, donorField: 'enrolYear', donorValues: ['1986'] },
    );
    expect(offBoards.body.error).toMatchObject({
      field: 'donorField',
      message: '限定字段须为本募捐日的排行榜字段',
    });
    const created = await manager.call<TAdminGivingDay>('POST', `/giving-days/${dayId}/challenges`, {
      ...body,
      donorField: 'college',
      donorValues: ['med'],
    });
    const challenge = created.body.challenges.find((entry) => entry.sponsor === '医学院校友会');
    expect(challenge).toMatchObject({ donorField: 'college', donorValues: ['med'], progress: 0 });

    const literature = await createUser(t.deps);
    const litBill = await placeOrder(t, literature.token, {
      itemsId,
      currencyMoney: '5',
      formDataMap: fields('lit'),
    });
    expect((await notify(t, { billNo: litBill, amountFen: 500 })).statusCode).toBe(200);
    expect((await tickGivingDays(t.deps)).challenges).toBe(0);
    const medicine = await createUser(t.deps);
    const medBill = await placeOrder(t, medicine.token, {
      itemsId,
      currencyMoney: '5',
      formDataMap: fields('med'),
    });
    expect((await notify(t, { billNo: medBill, amountFen: 500 })).statusCode).toBe(200);
    expect((await tickGivingDays(t.deps)).challenges).toBe(1);
    await t.deps.cache.invalidate('givingDays');
    const detail = await t.get<TGivingDayDetail>(SPEC_PATHS.givingDay.detail, { id: dayId });
    expect(detail.data.challenges.find((entry) => entry.sponsor === '医学院校友会')).toMatchObject({
      met: true,
      progress: 1,
      donorFieldLabel: '所在学院',
      donorValueLabels: ['医学院'],
    });
  });
});

describe('a pool for some donors', () => {
  it('is quoted with its scope, and placing matches the gifts whose answer qualifies only', async () => {
    const now = Date.now();
    const created = await manager.call<TAdminPool>('POST', `/giving-days/${dayId}/pools`, {
      sponsor: '医学院校友会',
      poolSize: 500,
      ratioPercent: 100,
      startTime: minute(new Date(now - 10 * 60 * 1000)),
      endTime: minute(new Date(now + HOUR)),
      itemIds: [itemsId],
      donorField: 'college',
      donorValues: ['med'],
    });
    expect(created.status).toBe(201);
    const medicinePool = created.body.id;

    // The form holds the answers: the quote names the scope, the phone keeps what qualifies.
    const donor = await createUser(t.deps);
    const quote = await t.get<TMatchQuote>(
      SPEC_PATHS.givingDay.matchQuote,
      { itemsId, money: 20 },
      { token: donor.token },
    );
    expect(quote.data.matches.find((match) => match.poolId === medicinePool)).toMatchObject({
      sponsor: '医学院校友会',
      matchMoney: 20,
      scope: { field: 'college', values: ['med'] },
    });
    expect(quote.data.matches.find((match) => match.poolId === pool.id)?.scope).toBeNull();

    // ¥20 placed by a donor of each college: the pool's match, as reserved, or none.
    const reservedFor = async (college: string, token: string) => {
      const billNo = await placeOrder(t, token, {
        itemsId,
        currencyMoney: '20',
        formDataMap: fields(college),
      });
      const held = await t.get<TOrderMatch>(SPEC_PATHS.givingDay.orderMatch, { billNo }, { token });
      return held.data.matches.find((match) => match.poolId === medicinePool);
    };
    expect(await reservedFor('med', donor.token)).toMatchObject({ matchMoney: 20, status: 'RESERVED' });
    expect(await reservedFor('lit', (await createUser(t.deps)).token)).toBeUndefined();
  });
});

describe('the live page', () => {
  it('streams the day to a phone without its polling, and pushes a gift paid meanwhile', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const events: TGivingDayDetail[] = [];
    const request = http.get(
      `http://127.0.0.1:${port}${SPEC_PATHS.givingDay.stream}?id=${dayId}&language=zh_CN`,
    );
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    let buffer = '';
    let wake: () => void = () => undefined;
    response.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (block.startsWith('event: update') && data) events.push(JSON.parse(data));
        wake();
      }
    });
    const next = (count: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${events.length} updates`)), 10_000);
        wake = () => {
          if (events.length >= count) {
            clearTimeout(timer);
            resolve();
          }
        };
        wake();
      });
    await next(1);
    const before = events[0]!.raisedMoney;
    const donor = await createUser(t.deps);
    const bill = await placeOrder(t, donor.token, { itemsId: otherItemsId, currencyMoney: '25' });
    expect((await notify(t, { billNo: bill, amountFen: 2500 })).statusCode).toBe(200);
    await next(2);
    expect(events[1]!.raisedMoney).toBe(before + 25);
    request.destroy();
  });

  it('holds at most GIVING_DAY_STREAMS_PER_ADDRESS live pages for one address; the next is told to read the day', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${SPEC_PATHS.givingDay.stream}?id=${dayId}&language=zh_CN`;
    const open = () =>
      new Promise<{ request: http.ClientRequest; response: http.IncomingMessage }>((resolve) => {
        const request = http.get(url);
        request.on('response', (response) => resolve({ request, response }));
      });
    // A stream another test closed gives its place back once the server hears the close.
    const openWhenRoom = async () => {
      let opened = await open();
      for (let tries = 0; opened.response.statusCode !== 200 && tries < 20; tries += 1) {
        opened.request.destroy();
        await new Promise((resolve) => setTimeout(resolve, 50));
        opened = await open();
      }
      return opened;
    };
    const first = await openWhenRoom();
    const second = await openWhenRoom();
    expect([first.response.statusCode, second.response.statusCode]).toEqual([200, 200]);
    const third = await open();
    // The page's EventSource ends on an answer that is no stream and reads the day every 30 s.
    expect(third.response.statusCode).toBe(429);
    expect(third.response.headers['retry-after']).toBe('30');
    expect(third.response.headers['content-type']).not.toContain('text/event-stream');
    third.request.destroy();
    // A phone that leaves gives its place back.
    const closed = new Promise((resolve) => first.response.on('close', resolve));
    first.request.destroy();
    await closed;
    const again = await openWhenRoom();
    expect(again.response.statusCode).toBe(200);
    again.request.destroy();
    second.request.destroy();
  });

  it('drops boards and contests while staff pause them, audited', async () => {
    const paused = await manager.call<{ boardsPaused: boolean }>(
      'PUT',
      `/giving-days/${dayId}/boards-paused`,
      {
        paused: true,
      },
    );
    expect(paused.body.boardsPaused).toBe(true);
    const detail = await t.get<TGivingDayDetail>(SPEC_PATHS.givingDay.detail, { id: dayId });
    expect(detail.data).toMatchObject({ boardsPaused: true, boards: [], contests: [] });
    expect(detail.data.raisedMoney).toBeGreaterThan(0);
    expect((await auditOf(administrator, 'giving_day', dayId)).map((row) => row.action)).toContain(
      'givingDay.pauseBoards',
    );
  });
});
