import type { TOrderDetail } from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TRefundRow } from '@alma/shared/admin-api/refunds';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createSubItem, createTogether } from '../../../test/items-fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import {
  donate,
  itemTotals,
  notify,
  orderRow,
  placeOrder,
  togetherTotals,
} from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { items, subItems } from '../../db/schema/items.ts';
import { books, seatClaims } from '../../db/schema/naming.ts';
import { refunds } from '../../db/schema/payments.ts';
import { auditLog } from '../../db/schema/staff.ts';
import type { RefundAnswer } from '../../integrations/payments/payment-provider.ts';
import { refundsAwaitingApproval } from '../ledger/order-reads-service.ts';

let t: TestApp;
let finance: AdminClient;
let secondFinance: AdminClient;
let donor: { userId: number; token: string };

beforeAll(async () => {
  // Refunds over 500 yuan wait for a second finance member.
  t = await createTestApp({ ALMA_DEMO: '1', REFUND_APPROVAL_THRESHOLD: '500' });
  finance = await signedInAs(t, 'finance');
  secondFinance = await signedInAs(t, 'finance');
  donor = await createUser(t.deps);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** A paid order of `yuan` on a new project (with a sub-project and, if asked, a fundraiser). */
async function paidOrder(yuan: number, options: { together?: boolean } = {}) {
  const itemsId = await createItem(t.deps, { isSub: true });
  const subItemsId = await createSubItem(t.deps, { itemsId });
  const togetherId = options.together
    ? await createTogether(t.deps, { itemsId, userId: donor.userId })
    : undefined;
  const billNo = await placeOrder(t, donor.token, {
    itemsId,
    subItemsId,
    currencyMoney: yuan,
    ...(togetherId ? { donateTogetherId: togetherId } : {}),
  });
  expect((await notify(t, { billNo, amountFen: Math.round(yuan * 100) })).statusCode).toBe(200);
  return { itemsId, subItemsId, togetherId, billNo };
}

const asked = (
  client: AdminClient,
  billNo: string,
  amount: number | string,
  reason = '捐赠人申请退款',
  requestKey?: string,
) => client.call<TRefundRow>('POST', `/orders/${billNo}/refunds`, { amount, reason, requestKey });

/** The refund as the console shows it once its refunds.send job (asking the provider) has run. */
async function afterJobs<T extends { status: number; body: TRefundRow }>(answer: T): Promise<T> {
  await t.jobs.runUntilIdle();
  if (!answer.body?.id) return answer;
  const rows = await finance.call<TAdminRows<TRefundRow>>('GET', '/refunds', undefined, {
    billNo: answer.body.billNo,
  });
  const row = rows.body.rows.find((candidate) => candidate.id === answer.body.id);
  return { ...answer, body: row ?? answer.body };
}

/** A refund asked for in the console, and the provider asked by its job. */
const refund = async (...args: Parameters<typeof asked>) => afterJobs(await asked(...args));

async function subTotal(subItemsId: number) {
  const [row] = await t.deps.database.db
    .select({ money: subItems.completeMoneyFen })
    .from(subItems)
    .where(eq(subItems.id, subItemsId));
  return row?.money;
}

const myRecords = async () =>
  (
    await t.get<{ rows: Array<{ donatePlatOrder: string; donateMoney: number }> }>(
      `${DONATEU}/user/center/donateRecordList`,
      { limit: 100 },
      { token: donor.token },
    )
  ).data.rows;

const directory = async (itemsId: number) =>
  (
    await t.get<{ rows: Array<{ donateMoney: number }>; total: number; totalMoney: number }>(
      `${DONATEU}/index/donateRecordPage`,
      { itemsId },
    )
  ).data;

describe('a full refund', () => {
  it('refunds through the provider and reverses the order, every total and the donor’s records at once', async () => {
    const { itemsId, subItemsId, togetherId, billNo } = await paidOrder(100, { together: true });
    expect((await directory(itemsId)).total).toBe(1); // cached now: the refund must drop it
    const answer = await refund(finance, billNo, 100);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ status: 'SUCCEEDED', amount: 100, refundNo: `${billNo}R1` });

    expect(await orderRow(t.deps, billNo)).toMatchObject({
      status: 'REFUNDED',
      moneyFen: 0,
      refundedFen: 10_000,
    });
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    expect(await subTotal(subItemsId)).toBe(0);
    expect(await togetherTotals(t.deps, togetherId ?? 0)).toEqual({ money: 0, participants: 0 });
    expect((await myRecords()).map((row) => row.donatePlatOrder)).not.toContain(billNo);
    expect(await directory(itemsId)).toMatchObject({ total: 0, totalMoney: 0 });

    const detail = (await finance.call<TOrderDetail>('GET', `/orders/${billNo}`)).body;
    expect(detail).toMatchObject({ paidMoney: 100, refundedMoney: 100, money: 0, refundable: 0 });
    expect(detail.events.map((event) => event.kind)).toEqual([
      'payment.notification',
      'refund.requested',
      'refund.succeeded',
    ]);
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refundRequest'), eq(auditLog.targetId, billNo)));
    expect(audit).toHaveLength(1);
  });

  it('is refused a second time, and a notification replayed after it changes nothing', async () => {
    const { itemsId, billNo } = await paidOrder(40);
    expect((await refund(finance, billNo, 40)).status).toBe(201);
    const again = await refund(finance, billNo, 40);
    expect(again.status).toBe(409);
    expect((await notify(t, { billNo, amountFen: 4000 })).statusCode).toBe(200);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    expect(await orderRow(t.deps, billNo)).toMatchObject({ status: 'REFUNDED' });
  });

  it('refunds once for a double click of one dialog (its request key), however the clicks interleave', async () => {
    const { itemsId, billNo } = await paidOrder(60);
    const key = 'dialog-0123456789';
    const answers = await Promise.all([
      asked(finance, billNo, 10, '重复点击', key),
      asked(finance, billNo, 10, '重复点击', key),
    ]);
    await t.jobs.runUntilIdle();
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const made = await t.deps.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.donationId, (await orderRow(t.deps, billNo)).id));
    expect(made).toHaveLength(1);
    expect(await itemTotals(t.deps, itemsId)).toMatchObject({ money: 5000, payCounts: 1 });
    // Two clicks that overlap without a key: the order's lock lets one through while it is open.
    const sandbox = t.deps.payments.byName('sandbox');
    if (!sandbox) throw new Error('no sandbox');
    vi.spyOn(sandbox, 'refund').mockResolvedValue({ accepted: true, processing: true });
    const overlapping = await Promise.all([asked(finance, billNo, 5), asked(finance, billNo, 5)]);
    expect(overlapping.map((answer) => answer.status).sort()).toEqual([201, 409]);
    await t.jobs.runUntilIdle();
    // The provider finishes it later; then the order holds 45.
    vi.restoreAllMocks();
    await t.jobsAt(new Date(Date.now() + 5 * 60 * 1000)).runUntilIdle();
    expect(await itemTotals(t.deps, itemsId)).toMatchObject({ money: 4500, payCounts: 1 });
  });
});

describe('a partial refund', () => {
  it('leaves the order PARTLY_REFUNDED, lowers the totals and records by the part, and the rest can follow', async () => {
    const { itemsId, subItemsId, billNo } = await paidOrder(200);
    expect((await refund(finance, billNo, '50.5')).body).toMatchObject({ status: 'SUCCEEDED' });
    expect(await orderRow(t.deps, billNo)).toMatchObject({
      status: 'PARTLY_REFUNDED',
      moneyFen: 14_950,
      refundedFen: 5050,
    });
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 14_950, units: 0, payCounts: 1 });
    expect(await subTotal(subItemsId)).toBe(14_950);
    expect((await myRecords()).find((row) => row.donatePlatOrder === billNo)?.donateMoney).toBe(149.5);
    expect(await directory(itemsId)).toMatchObject({ total: 1, totalMoney: 149.5 });

    const tooMuch = await refund(finance, billNo, 150);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      error: { field: 'amount', message: '退款金额不能超过可退金额 ¥149.50' },
    });

    expect((await refund(finance, billNo, 149.5)).body).toMatchObject({
      status: 'SUCCEEDED',
      refundNo: `${billNo}R2`,
    });
    expect(await orderRow(t.deps, billNo)).toMatchObject({
      status: 'REFUNDED',
      moneyFen: 0,
      refundedFen: 20_000,
    });
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
  });

  it('refuses an unpaid order, a zero amount and a missing reason', async () => {
    const itemsId = await createItem(t.deps);
    const unpaid = await placeOrder(t, donor.token, { itemsId, currencyMoney: 5 });
    expect((await refund(finance, unpaid, 5)).status).toBe(409);
    const { billNo } = await paidOrder(5);
    expect((await refund(finance, billNo, 0)).status).toBe(400);
    expect((await refund(finance, billNo, 1, ' ')).status).toBe(400);
    expect((await refund(finance, billNo, '1.234')).status).toBe(400);
  });
});

describe('a refund over the approval threshold', () => {
  it('waits for a second finance member; the requester cannot approve it', async () => {
    const { itemsId, billNo } = await paidOrder(800);
    const waits = await refund(finance, billNo, 800);
    expect(waits.body).toMatchObject({ status: 'AWAITING_APPROVAL' });
    expect(await itemTotals(t.deps, itemsId)).toMatchObject({ money: 80_000, payCounts: 1 });
    expect(await refundsAwaitingApproval(t.deps.database.db)).toBe(1);
    const waiting = await finance.call<TAdminRows<TRefundRow>>('GET', '/refunds', undefined, {
      status: 'AWAITING_APPROVAL',
    });
    expect(waiting.body.rows.map((row) => row.billNo)).toEqual([billNo]);

    const own = await finance.call('POST', `/refunds/${waits.body.id}/approve`, {});
    expect(own.status).toBe(403);
    const fulfilment = await signedInAs(t, 'fulfilment');
    expect((await fulfilment.call('POST', `/refunds/${waits.body.id}/approve`, {})).status).toBe(403);
    // Another refund of the order cannot start while this one waits.
    expect((await refund(secondFinance, billNo, 1)).status).toBe(409);

    const approved = await secondFinance.call<TRefundRow>('POST', `/refunds/${waits.body.id}/approve`, {
      reason: '核实无误',
    });
    // Approved: the provider is asked by the job, not by this request.
    expect(approved.body).toMatchObject({ status: 'PROCESSING', decidedBy: secondFinance.me.username });
    expect((await afterJobs(approved)).body).toMatchObject({ status: 'SUCCEEDED' });
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    expect(await refundsAwaitingApproval(t.deps.database.db)).toBe(0);
    expect((await secondFinance.call('POST', `/refunds/${waits.body.id}/approve`, {})).status).toBe(409);
  });

  it('rejected, asks nothing of the provider and moves nothing', async () => {
    const sandbox = t.deps.payments.byName('sandbox');
    if (!sandbox) throw new Error('no sandbox');
    const sent = vi.spyOn(sandbox, 'refund');
    const { itemsId, billNo } = await paidOrder(600);
    const waits = await refund(finance, billNo, 600);
    expect((await finance.call('POST', `/refunds/${waits.body.id}/reject`, {})).status).toBe(403);
    const rejected = await secondFinance.call<TRefundRow>('POST', `/refunds/${waits.body.id}/reject`, {
      reason: '捐赠人撤回申请',
    });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', decisionNote: '捐赠人撤回申请' });
    await t.jobs.runUntilIdle();
    expect(sent).not.toHaveBeenCalled();
    expect(await orderRow(t.deps, billNo)).toMatchObject({ status: 'PAID', moneyFen: 60_000 });
    expect(await itemTotals(t.deps, itemsId)).toMatchObject({ money: 60_000, payCounts: 1 });
  });
});

describe('the provider’s answer', () => {
  it('a refusal leaves the refund FAILED with the reason and the totals untouched', async () => {
    const sandbox = t.deps.payments.byName('sandbox');
    if (!sandbox) throw new Error('no sandbox');
    vi.spyOn(sandbox, 'refund').mockResolvedValueOnce({
      accepted: false,
      reason: 'NOT_ENOUGH 基本账户余额不足',
    });
    const { itemsId, billNo } = await paidOrder(30);
    const answer = await refund(finance, billNo, 30);
    expect(answer.body).toMatchObject({ status: 'FAILED', failureReason: 'NOT_ENOUGH 基本账户余额不足' });
    expect(await orderRow(t.deps, billNo)).toMatchObject({ status: 'PAID', moneyFen: 3000, refundedFen: 0 });
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 3000, units: 0, payCounts: 1 });
    // A failed refund holds nothing back: it can be asked again, as a new refund.
    expect((await refund(finance, billNo, 30)).body).toMatchObject({
      status: 'SUCCEEDED',
      refundNo: `${billNo}R2`,
    });
  });

  it('"processing" (or no answer) leaves it PROCESSING until its job asks again and hears it is done, once', async () => {
    const sandbox = t.deps.payments.byName('sandbox');
    if (!sandbox) throw new Error('no sandbox');
    const { itemsId, billNo } = await paidOrder(70);
    const original = sandbox.refund.bind(sandbox);
    const answers: Array<() => Promise<RefundAnswer>> = [
      async () => ({ accepted: true, processing: true }),
      async () => {
        throw new Error('timeout');
      },
    ];
    const sent = vi.spyOn(sandbox, 'refund').mockImplementation(async (request) => {
      const next = request.billNo === billNo ? answers.shift() : undefined;
      return next ? next() : original(request);
    });
    expect((await refund(finance, billNo, 70)).body).toMatchObject({ status: 'PROCESSING' });
    expect(await itemTotals(t.deps, itemsId)).toMatchObject({ money: 7000, payCounts: 1 });

    // Each re-ask waits at least a minute; no answer is still processing.
    const minutes = (n: number) => new Date(Date.now() + n * 60 * 1000);
    await t.jobsAt(minutes(0.5)).runUntilIdle();
    expect(sent.mock.calls.filter(([call]) => call.billNo === billNo)).toHaveLength(1);
    await t.jobsAt(minutes(2)).runUntilIdle(); // no answer: still processing
    expect(await itemTotals(t.deps, itemsId)).toMatchObject({ money: 7000, payCounts: 1 });
    await t.jobsAt(minutes(5)).runUntilIdle(); // done
    await t.jobsAt(minutes(60)).runUntilIdle(); // nothing left to ask
    expect(sent.mock.calls.filter(([call]) => call.billNo === billNo)).toHaveLength(3);
    expect(sent.mock.calls.every(([call]) => call.billNo !== billNo || call.refundNo === `${billNo}R1`)).toBe(
      true,
    );
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    const detail = (await finance.call<TOrderDetail>('GET', `/orders/${billNo}`)).body;
    expect(detail.refunds.map((row) => row.status)).toEqual(['SUCCEEDED']);
    expect(detail.events.map((event) => event.kind)).toEqual([
      'payment.notification',
      'refund.requested',
      'refund.processing',
      'refund.succeeded',
    ]);
  });
});

describe('a naming order', () => {
  it('is refunded whole only, and frees the seat it named', async () => {
    const { itemsId, seatIds } = await createHall(t.deps, 1, [
      { termName: '永久', termMoneyFen: 30_000, termYear: 0 },
    ]);
    const seatId = seatIds[0] ?? 0;
    const placed = await donate(t, donor.token, {
      itemsId,
      itemsType: 2,
      namingType: 1,
      seatList: [
        { seatId, termYear: 0, itemsId, donorName: '张三', donorIdentity: '校友', donationMessage: '感恩' },
      ],
    });
    const billNo = placed.data?.orderPayRequestDTO.billNo ?? '';
    await notify(t, { billNo, amountFen: 30_000 });
    const claims = () =>
      t.deps.database.db
        .select({ state: seatClaims.state })
        .from(seatClaims)
        .where(eq(seatClaims.seatId, seatId));
    const namingCount = async () =>
      (
        await t.deps.database.db
          .select({ n: items.namingCountDonate })
          .from(items)
          .where(eq(items.id, itemsId))
      )[0]?.n;
    expect(await claims()).toEqual([{ state: 'named' }]);
    expect(await namingCount()).toBe(1);

    const part = await refund(finance, billNo, 100);
    expect(part.status).toBe(400);
    expect(part.body).toMatchObject({ error: { field: 'amount' } });
    expect((await refund(finance, billNo, 300)).body).toMatchObject({ status: 'SUCCEEDED' });
    expect(await claims()).toEqual([{ state: 'released' }]);
    expect(await namingCount()).toBe(0);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    // The seat can be named again by someone else.
    const other = await createUser(t.deps);
    const again = await donate(t, other.token, {
      itemsId,
      itemsType: 2,
      namingType: 1,
      seatList: [
        { seatId, termYear: 0, itemsId, donorName: '李四', donorIdentity: '校友', donationMessage: '' },
      ],
    });
    expect(again.code, again.message).toBe(0);
  });
});

describe('a book naming order', () => {
  it('refunded, gives its copies back to stock and off the counts', async () => {
    const itemsId = await createItem(t.deps, { itemsType: 2, namingType: 2 });
    const [book] = await t.deps.database.db
      .insert(books)
      .values({ itemsId, title: '论语', unitPriceFen: 5000, stock: 3 })
      .returning({ id: books.id });
    const bookId = book?.id ?? 0;
    const plate = { donorName: '张三', donorIdentity: '校友', donationMessage: '' };
    const placed = await donate(t, donor.token, {
      itemsId,
      itemsType: 2,
      namingType: 2,
      bookList: [{ bookId, itemsId, namingCount: 2, nameplateList: [plate, plate] }],
    });
    const billNo = placed.data?.orderPayRequestDTO.billNo ?? '';
    await notify(t, { billNo, amountFen: 10_000 });
    const state = async () => ({
      book: (
        await t.deps.database.db
          .select({ stock: books.stock, named: books.namingCount })
          .from(books)
          .where(eq(books.id, bookId))
      )[0],
      project: (
        await t.deps.database.db
          .select({ n: items.namingCountDonate })
          .from(items)
          .where(eq(items.id, itemsId))
      )[0]?.n,
    });
    expect(await state()).toEqual({ book: { stock: 1, named: 2 }, project: 2 });
    expect((await refund(finance, billNo, 100)).body).toMatchObject({ status: 'SUCCEEDED' });
    expect(await state()).toEqual({ book: { stock: 3, named: 0 }, project: 0 });
  });
});

describe('who may refund', () => {
  it('fulfilment and project managers may not', async () => {
    const { billNo } = await paidOrder(10);
    for (const role of ['fulfilment', 'project_manager'] as const) {
      const client = await signedInAs(t, role);
      expect((await refund(client, billNo, 10)).status).toBe(403);
      expect((await client.call('GET', '/refunds')).status).toBe(403);
    }
    expect(await orderRow(t.deps, billNo)).toMatchObject({ status: 'PAID', refundedFen: 0 });
  });
});
