import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { donate, itemTotals, orderRow } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  type FakeAlipay,
  type FakeAlipayKeys,
  fakeAlipayEnv,
  makeFakeAlipayKeys,
  readPayForm,
  startFakeAlipay,
} from '../../integrations/payments/alipay/fake-alipay.ts';
import { ASK_AFTER_MS, reconcilePayments } from './reconcile-service.ts';

/**
 * Pay type 2 through the whole server with PAY_PROVIDERS=2:alipay: the order's form is posted to
 * a local fake of Alipay's gateway, the fake pays and notifies /pay/notify/alipay over HTTP.
 */
let t: TestApp;
let fake: FakeAlipay;
let keys: FakeAlipayKeys;
let dir: string;
let donor: { userId: number; token: string };

beforeAll(async () => {
  keys = makeFakeAlipayKeys();
  fake = await startFakeAlipay({ keys });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-alipay-flow-'));
  t = await createTestApp({
    PAY_PROVIDERS: '2:alipay',
    PUBLIC_URL: 'https://alma.example',
    ...fakeAlipayEnv(keys, dir, fake.url),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  fake.notifyOrigin = `http://127.0.0.1:${address.port}`;
  donor = await createUser(t.deps);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An order for pay type 2, its form from items/donate4ali, posted to the fake as a browser would. */
async function orderAtAlipay(yuan: number) {
  const itemsId = await createItem(t.deps);
  const answer = await donate(t, donor.token, { itemsId, currencyMoney: yuan, payType: 2 });
  expect(answer.code).toBe(0);
  const billNo = answer.data?.orderPayRequestDTO.billNo ?? '';
  expect(answer.data?.data).toEqual(expect.stringContaining('<form'));
  const handOff = await t.get<string>(
    `${DONATEU}/items/donate4ali`,
    { donatePlatOrder: billNo },
    { token: donor.token },
  );
  expect(handOff.code).toBe(0);
  const form = readPayForm(handOff.data);
  expect(form.action).toBe(`${fake.url}?charset=utf-8`);
  expect(JSON.parse(form.fields.biz_content ?? '')).toMatchObject({
    out_trade_no: billNo,
    total_amount: yuan.toFixed(2),
  });
  const cashier = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  expect(cashier.status).toBe(200);
  return { itemsId, billNo };
}

describe('alipay wap (pay type 2) end to end', () => {
  it('the fake pays, the notification is answered "success", the order is PAID and totals move once', async () => {
    const { itemsId, billNo } = await orderAtAlipay(12.34);
    expect(fake.trades.get(billNo)?.notifyUrl).toBe('https://alma.example/pay/notify/alipay');
    const answer = await fake.pay(billNo);
    expect(answer).toEqual({ status: 200, body: 'success' });
    expect((await orderRow(t.deps, billNo)).status).toBe('PAID');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 1234, units: 0, payCounts: 1 });
    const payback = await t.get(
      `${DONATEU}/items/payback`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(payback.data).toBe(1);

    // Alipay resends until it reads success: a replay (and TRADE_FINISHED later) credits nothing more.
    const replay = fake.notificationParams(billNo);
    expect(await fake.send(billNo, replay)).toEqual({ status: 200, body: 'success' });
    expect(await fake.send(billNo, replay)).toEqual({ status: 200, body: 'success' });
    const finished = fake.notificationParams(billNo, { trade_status: 'TRADE_FINISHED' });
    expect((await fake.send(billNo, finished)).body).toBe('success');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 1234, units: 0, payCounts: 1 });
  });

  it('a tampered or foreign notification is answered "failure" and changes nothing', async () => {
    const { itemsId, billNo } = await orderAtAlipay(10);
    const trade = fake.trades.get(billNo);
    if (!trade) throw new Error('no trade');
    trade.status = 'TRADE_SUCCESS';
    const good = fake.notificationParams(billNo);
    const cases = [
      { ...good, total_amount: '0.01' },
      // Signed by Alipay, but for an amount other than the order's.
      fake.notificationParams(billNo, { total_amount: '0.01' }),
      { ...good, sign: fake.notificationParams(billNo, { trade_no: 'X' }).sign ?? '' },
      fake.notificationParams(billNo, { app_id: '2021000000009999' }),
      fake.notificationParams(billNo, { out_trade_no: '20990101000000000000000000' }),
    ];
    for (const params of cases)
      expect(await fake.send(billNo, params)).toEqual({ status: 200, body: 'failure' });
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
  });

  it('the reconciler settles an order whose notification was lost, through alipay.trade.query, once', async () => {
    const { itemsId, billNo } = await orderAtAlipay(56.78);
    expect(await fake.pay(billNo, { notify: false })).toBeNull();
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');

    const later = new Date(Date.now() + ASK_AFTER_MS + 60_000);
    const deps = { database: t.deps.database, cache: t.deps.cache, payments: t.deps.payments };
    const first = await reconcilePayments(deps, later);
    expect(first.results.credited).toBeGreaterThanOrEqual(1);
    expect(
      fake.requests.some((request) => request.method === 'alipay.trade.query' && request.code === '10000'),
    ).toBe(true);
    expect((await orderRow(t.deps, billNo)).status).toBe('PAID');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 5678, units: 0, payCounts: 1 });

    // The lost notification arrives after all; and the reconciler runs again: still once.
    expect((await fake.send(billNo, fake.notificationParams(billNo))).body).toBe('success');
    await reconcilePayments(deps, later);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 5678, units: 0, payCounts: 1 });
  });

  it('cancelling the order closes the trade at Alipay', async () => {
    const { billNo } = await orderAtAlipay(3);
    const cancelled = await t.get(
      `${DONATEU}/items/cancel`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(cancelled.code).toBe(0);
    expect((await orderRow(t.deps, billNo)).status).toBe('CANCELLED');
    // Alipay is told by the order.closed event's job, not inside the donor's request.
    expect(fake.trades.get(billNo)?.status).not.toBe('TRADE_CLOSED');
    await t.jobs.runUntilIdle();
    expect(fake.trades.get(billNo)?.status).toBe('TRADE_CLOSED');
  });
});
