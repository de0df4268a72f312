import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import {
  itemTotals,
  notify,
  orderRow,
  placeOrder,
  refundThroughLedger,
  setOrderExpiry,
} from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expireDueOrders } from '../ledger/close-service.ts';

let t: TestApp;
let donor: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  donor = await createUser(t.deps);
});
afterAll(() => t.close());

async function pendingOrder(moneyYuan: number) {
  const itemsId = await createItem(t.deps);
  const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: moneyYuan });
  return { itemsId, billNo };
}

describe('payment notifications', () => {
  it('one notification replayed 10 times in a row credits once', async () => {
    const { itemsId, billNo } = await pendingOrder(12.34);
    for (let i = 0; i < 10; i += 1) {
      const response = await notify(t, { billNo, amountFen: 1234 });
      expect(response.statusCode).toBe(200);
    }
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 1234, units: 0, payCounts: 1 });
  });

  it('one notification sent 10 times at once credits once', async () => {
    const { itemsId, billNo } = await pendingOrder(56.78);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => notify(t, { billNo, amountFen: 5678 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 5678, units: 0, payCounts: 1 });
    expect((await orderRow(t.deps, billNo)).status).toBe('PAID');
  });

  it('a bad signature changes nothing', async () => {
    const { itemsId, billNo } = await pendingOrder(10);
    for (const signature of ['0'.repeat(64), 'not-hex', '']) {
      const response = await notify(t, { billNo, amountFen: 1000 }, signature);
      expect(response.statusCode).toBe(400);
    }
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
  });

  it('a notification for a different amount changes nothing', async () => {
    const { itemsId, billNo } = await pendingOrder(10);
    const response = await notify(t, { billNo, amountFen: 1 });
    expect(response.statusCode).toBe(400);
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
  });

  it('a closed-payment notification and an unknown bill number change nothing', async () => {
    const { itemsId, billNo } = await pendingOrder(10);
    expect((await notify(t, { billNo, amountFen: 1000, status: 'CLOSED' })).statusCode).toBe(200);
    expect((await notify(t, { billNo: '1'.repeat(26), amountFen: 1000 })).statusCode).toBe(400);
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
  });

  it('an order expires after 15 minutes, and a payment that arrives later still counts, once', async () => {
    const { itemsId, billNo } = await pendingOrder(30);
    const later = new Date(Date.now() + 15 * 60 * 1000 + 1000);
    expect(await expireDueOrders(t.deps.database.db, new Date())).toBe(0);
    expect(await expireDueOrders(t.deps.database.db, later)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.deps, billNo)).status).toBe('EXPIRED');

    // Late payment: what a money gift buys is always still free, so it becomes PAID.
    expect((await notify(t, { billNo, amountFen: 3000 })).statusCode).toBe(200);
    expect((await notify(t, { billNo, amountFen: 3000 })).statusCode).toBe(200);
    expect((await orderRow(t.deps, billNo)).status).toBe('PAID');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 3000, units: 0, payCounts: 1 });
  });

  it('a read of an order past its expiry sees it expired, without waiting for the job', async () => {
    const { billNo } = await pendingOrder(9);
    await setOrderExpiry(t.deps, billNo, new Date(Date.now() - 1000));
    await t.get(`${DONATEU}/items/payback`, { donatePlatOrder: billNo }, { token: donor.token });
    expect((await orderRow(t.deps, billNo)).status).toBe('EXPIRED');
    const cashier = await t.app.inject({ method: 'GET', url: `/pay/sandbox/cashier?billNo=${billNo}` });
    expect(cashier.body).toContain('订单已超时');
  });

  it('a refund is recorded once and takes the gift out of the totals once', async () => {
    const { itemsId, billNo } = await pendingOrder(40);
    await notify(t, { billNo, amountFen: 4000 });
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 4000, units: 0, payCounts: 1 });
    expect(await refundThroughLedger(t, billNo)).toBe('SUCCEEDED');
    // The job ran once: a second run of the queue moves nothing again.
    await t.jobs.runUntilIdle();
    expect((await orderRow(t.deps, billNo)).status).toBe('REFUNDED');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    // A notification replayed after the refund does not make it PAID again.
    expect((await notify(t, { billNo, amountFen: 4000 })).statusCode).toBe(200);
    expect((await orderRow(t.deps, billNo)).status).toBe('REFUNDED');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
  });
});

describe('other server instances learn that a payment moved the totals', () => {
  it('one notification from this instance names the moved scopes, within a quarter of a second; a replay sends none', async () => {
    const heard: string[] = [];
    const { billNo } = await pendingOrder(8.88);
    // The earlier tests' payments are told within their quarter of a second; let that pass.
    await new Promise((resolve) => setTimeout(resolve, 400));
    // As another instance listens (compose.ts, CACHE_CHANNEL): its own connection on PostgreSQL,
    // in this process on PGlite.
    await t.deps.database.listen(
      'alma_cache',
      (payload) => heard.push(payload),
      () => undefined,
    );
    const paid = Date.now();
    expect((await notify(t, { billNo, amountFen: 888 })).statusCode).toBe(200);
    await notify(t, { billNo, amountFen: 888 });
    await expect.poll(() => heard.length, { interval: 10, timeout: 2000 }).toBe(1);
    expect(Date.now() - paid).toBeLessThan(1500);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The sender is this instance (its own listener ignores it; every other drops the scopes).
    expect(heard.map((payload) => payload.split(' ')[1])).toEqual(['donations,items,togethers']);
    expect(heard[0]?.split(' ')[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
