import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import {
  itemTotals,
  notify,
  orderRow,
  placeOrder,
  pressCashierButton,
} from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import type { PaymentProvider, PaymentQuery } from '../../integrations/payments/payment-provider.ts';
import { makePaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { ASK_AFTER_MS, type ReconcileDeps, reconcilePayments } from './reconcile-service.ts';

let t: TestApp;
let donor: { userId: number; token: string };

/** What the fake provider answers per bill number (anything else: unknown), and who it was asked. */
const answers = new Map<string, PaymentQuery>();
const asked: string[] = [];

/**
 * A provider that only answers queries. It takes the sandbox's name because the orders are placed
 * through the app (whose demo pay types go to the sandbox), so the reconciler asks it about them.
 */
const fakeProvider: PaymentProvider = {
  name: 'sandbox',
  async create() {
    throw new Error('not used');
  },
  async verifyNotification() {
    return null;
  },
  ack: (accepted) => ({ status: accepted ? 200 : 400, contentType: 'text/plain', body: '' }),
  async query(billNo) {
    asked.push(billNo);
    return answers.get(billNo) ?? { state: 'unknown' };
  },
  async close() {
    return 'closed' as const;
  },
  async refund() {
    return { accepted: false };
  },
};

let deps: ReconcileDeps;
/** The reconciler's clock: late enough that every order placed by the test is due for a query. */
const later = () => new Date(Date.now() + ASK_AFTER_MS + 60_000);

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  donor = await createUser(t.deps);
  deps = {
    database: t.deps.database,
    cache: t.deps.cache,
    payments: makePaymentProviders(new Map([[1, 'sandbox']]), [fakeProvider]),
  };
});
afterAll(() => t.close());

async function pendingOrder(moneyYuan: number) {
  const itemsId = await createItem(t.deps);
  const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: moneyYuan });
  return { itemsId, billNo };
}

const paid = (amountFen: number, billNo: string): PaymentQuery => ({
  state: 'paid',
  amountFen,
  tradeNo: `Q${billNo}`,
});

describe('payment reconciler', () => {
  it('makes an order whose notification never came PAID, once, and drops the cached totals', async () => {
    const { itemsId, billNo } = await pendingOrder(12.5);
    // A cached detail page, which must not keep showing the old totals.
    const before = await t.get<{ payCounts: number }>(`${DONATEU}/items/itemsDetail`, { id: itemsId });
    expect(before.data.payCounts).toBe(0);
    answers.set(billNo, paid(1250, billNo));

    const first = await reconcilePayments(deps, later());
    expect(first.results.credited).toBe(1);
    expect(asked).toContain(billNo);
    const row = await orderRow(t.deps, billNo);
    expect(row).toMatchObject({ status: 'PAID', providerTradeNo: `Q${billNo}`, provider: 'sandbox' });
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 1250, units: 0, payCounts: 1 });
    const after = await t.get<{ payCounts: number }>(`${DONATEU}/items/itemsDetail`, { id: itemsId });
    expect(after.data.payCounts).toBe(1);

    // The next run does not ask about a PAID order again, and nothing moves.
    asked.length = 0;
    await reconcilePayments(deps, later());
    expect(asked).not.toContain(billNo);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 1250, units: 0, payCounts: 1 });
  });

  it('counts a payment once when the reconciler and a late notification race', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { itemsId, billNo } = await pendingOrder(20 + round);
      const amountFen = (20 + round) * 100;
      answers.set(billNo, paid(amountFen, billNo));
      const [report, notified, again] = await Promise.all([
        reconcilePayments(deps, later()),
        notify(t, { billNo, amountFen }),
        reconcilePayments(deps, later()),
      ]);
      expect(notified.statusCode).toBe(200);
      // At most one reconciler run credited (or none, when the notification came first).
      expect((report.results.credited ?? 0) + (again.results.credited ?? 0)).toBeLessThanOrEqual(1);
      expect((await orderRow(t.deps, billNo)).status).toBe('PAID');
      expect(await itemTotals(t.deps, itemsId)).toEqual({ money: amountFen, units: 0, payCounts: 1 });
    }
  });

  it('turns a cancelled order PAID when the provider says it was paid (the late-payment rule)', async () => {
    const { itemsId, billNo } = await pendingOrder(8);
    await pressCashierButton(t, 'cancel', billNo);
    expect((await orderRow(t.deps, billNo)).status).toBe('CANCELLED');
    answers.set(billNo, paid(800, billNo));
    await reconcilePayments(deps, later());
    expect((await orderRow(t.deps, billNo)).status).toBe('PAID');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 800, units: 0, payCounts: 1 });
  });

  it("changes nothing on 'unknown', 'unpaid', a wrong amount or a failing provider", async () => {
    const orders = await Promise.all([pendingOrder(1), pendingOrder(2), pendingOrder(3), pendingOrder(4)]);
    const [unknown, unpaid, wrongAmount, failing] = orders.map((order) => order.billNo);
    answers.set(unpaid as string, { state: 'unpaid' });
    answers.set(wrongAmount as string, paid(1, wrongAmount as string));
    const failingQuery = fakeProvider.query;
    fakeProvider.query = async (billNo) => {
      if (billNo === failing) throw new Error('provider down');
      return failingQuery(billNo);
    };
    try {
      asked.length = 0;
      const report = await reconcilePayments(deps, later());
      expect(asked).toEqual(expect.arrayContaining([unknown, unpaid, wrongAmount]));
      expect(report.results.amountMismatch).toBe(1);
    } finally {
      fakeProvider.query = failingQuery;
    }
    for (const { itemsId, billNo } of orders) {
      expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
      expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    }
  });

  it('does not ask about a fresh order, nor one closed more than a day ago', async () => {
    const fresh = await pendingOrder(5);
    const old = await pendingOrder(6);
    await pressCashierButton(t, 'cancel', old.billNo);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.deps.database.db
      .update(donations)
      .set({ closedAt: twoDaysAgo })
      .where(eq(donations.billNo, old.billNo));
    answers.set(fresh.billNo, paid(500, fresh.billNo));
    answers.set(old.billNo, paid(600, old.billNo));
    asked.length = 0;
    await reconcilePayments(deps, new Date());
    expect(asked).not.toContain(fresh.billNo);
    expect(asked).not.toContain(old.billNo);
    expect((await orderRow(t.deps, fresh.billNo)).status).toBe('PENDING');
    expect((await orderRow(t.deps, old.billNo)).status).toBe('CANCELLED');
  });

  it('asks at every run for the first minutes, then only in its turn: a few asks, not one per run all day', async () => {
    const pending = await pendingOrder(9);
    const closed = await pendingOrder(10);
    await pressCashierButton(t, 'cancel', closed.billNo);
    const placedAt = (await orderRow(t.deps, pending.billNo)).createdAt.getTime();
    const closedAt = (await orderRow(t.deps, closed.billNo)).closedAt?.getTime() ?? 0;
    // Both stay unpaid: each run at `at` asks, or does not, by the order's age then.
    const askedAt = async (at: number) => {
      asked.length = 0;
      await reconcilePayments(deps, new Date(at));
      return { pending: asked.includes(pending.billNo), closed: asked.includes(closed.billNo) };
    };
    const second = 1000;
    // An unpaid order: not before 30 s; every run until 3 minutes; then 40 s in every 2 minutes.
    expect((await askedAt(placedAt + 20 * second)).pending).toBe(false);
    expect((await askedAt(placedAt + 31 * second)).pending).toBe(true);
    expect((await askedAt(placedAt + 170 * second)).pending).toBe(true);
    expect((await askedAt(placedAt + 200 * second)).pending).toBe(false);
    expect((await askedAt(placedAt + 245 * second)).pending).toBe(true);
    // A closed one: every run for 3 minutes after it closed, then 40 s in every 10 minutes.
    expect((await askedAt(closedAt + 5 * second)).closed).toBe(true);
    expect((await askedAt(closedAt + 300 * second)).closed).toBe(false);
    expect((await askedAt(closedAt + 610 * second)).closed).toBe(true);
    // Over its first three hours, runs every 30 s ask a closed order 40 times, not 360: six in
    // the first 3 minutes, then once or twice in each 10.
    let asks = 0;
    for (let at = closedAt; at < closedAt + 3 * 3600 * second; at += 30 * second) {
      asks += (await askedAt(at)).closed ? 1 : 0;
    }
    expect(asks).toBeGreaterThanOrEqual(6 + 17);
    expect(asks).toBeLessThanOrEqual(6 + 2 * 17);
  });

  it("as the queued job runs it (with the server's PublicCache), drops the cached totals", async () => {
    const { itemsId, billNo } = await pendingOrder(7);
    const detail = () => t.get<{ payCounts: number }>(`${DONATEU}/items/itemsDetail`, { id: itemsId });
    expect((await detail()).data.payCounts).toBe(0);
    answers.set(billNo, paid(700, billNo));
    await reconcilePayments({ ...deps, cache: t.deps.cache }, later());
    // Well inside the test cache's 5 s, so only the invalidation can have dropped it.
    let seen = 0;
    for (let tries = 0; tries < 20 && seen !== 1; tries += 1) {
      seen = (await detail()).data.payCounts;
      if (seen !== 1) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toBe(1);
  });
});
