import type { TReconciliation } from '@alma/shared/admin-api/reconciliation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { notify, orderRow, placeOrder, refundThroughLedger } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { refunds } from '../../db/schema/payments.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { makePaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { SandboxProvider } from '../../integrations/payments/sandbox-provider.ts';
import { settlePayment } from '../ledger/settle-service.ts';
import { reconciliation } from './service.ts';

/**
 * Reconciliation (issue 21): orders are paid through the sandbox's signed notification and refunded
 * through the ledger, then moved onto one Shanghai day. The sandbox's bill of that day is what it
 * paid and refunded; two differences are then made on its side — a payment whose notification never
 * reached us and a line with another amount — and the API lists exactly those, with their actions.
 */

const DAY = '2026-03-10';
const shanghai = (text: string) => new Date(`${text}+08:00`);

let t: TestApp;
let finance: AdminClient;
let sandbox: SandboxProvider;
let token: string;
let itemsId: number;
const bills: string[] = [];

async function paid(yuan: number, at: string): Promise<string> {
  const billNo = await placeOrder(t, token, { itemsId, currencyMoney: yuan, payType: 1 });
  expect((await notify(t, { billNo, amountFen: yuan * 100 })).statusCode).toBe(200);
  await t.deps.database.db
    .update(donations)
    .set({ paidAt: shanghai(at) })
    .where(eq(donations.billNo, billNo));
  return billNo;
}

const reconcile = async (query: Record<string, string> = { date: DAY, provider: 'sandbox' }) =>
  finance.call<TReconciliation>('GET', '/reconciliation', undefined, query);

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  finance = await signedInAs(t, 'finance');
  sandbox = t.deps.payments.byName('sandbox') as SandboxProvider;
  token = (await createUser(t.deps)).token;
  itemsId = await createItem(t.deps, { name: '对账项目' });
  bills.push(await paid(100, `${DAY}T00:00:00`));
  bills.push(await paid(200, `${DAY}T12:00:00`));
  bills.push(await paid(300, `${DAY}T23:59:59`));
  // Another day's payment is in neither side of this day.
  bills.push(await paid(400, '2026-03-11T00:00:00'));
  expect(await refundThroughLedger(t, bills[2] as string, 5000)).toBe('SUCCEEDED');
  const order = await orderRow(t.deps, bills[2] as string);
  await t.deps.database.db
    .update(refunds)
    .set({ completedAt: shanghai(`${DAY}T23:59:59`) })
    .where(and(eq(refunds.donationId, order.id), eq(refunds.kind, 'staff')));
});

afterAll(async () => {
  await t.close();
});

describe('GET /admin-api/v1/reconciliation', () => {
  it('finds nothing to say when the sandbox bill is what we recorded', async () => {
    const answer = await reconcile();
    expect(answer.status).toBe(200);
    expect(answer.body.billAvailable).toBe(true);
    expect(answer.body.ours).toEqual({ payments: 3, paymentAmount: 600, refunds: 1, refundAmount: 50 });
    expect(answer.body.bill).toEqual(answer.body.ours);
    expect(answer.body.differences).toEqual([]);
  });

  it('lists exactly a payment we never heard of and an amount that differs, with their actions', async () => {
    const lost = await placeOrder(t, token, { itemsId, currencyMoney: 80, payType: 1 });
    sandbox.billHooks.unnotified.push({
      billNo: lost,
      tradeNo: 'SANDBOX-LOST-1',
      amountFen: 8000,
      kind: 'payment',
      at: shanghai(`${DAY}T15:00:00`),
      status: 'paid',
    });
    sandbox.billHooks.amend = (line) =>
      line.kind === 'payment' && line.billNo === bills[1] ? { ...line, amountFen: 19_999 } : line;
    try {
      const answer = await reconcile();
      expect(answer.status).toBe(200);
      expect(answer.body.bill).toEqual({ payments: 4, paymentAmount: 679.99, refunds: 1, refundAmount: 50 });
      const found = answer.body.differences.map((d) => [d.kind, d.billNo, d.ours, d.bill]);
      expect(found).toEqual([
        ['amount', bills[1], 200, 199.99],
        ['missing', lost, null, 80],
      ]);
      const missing = answer.body.differences[1];
      expect(missing?.tradeNo).toBe('SANDBOX-LOST-1');
      expect(missing?.action).toContain('补记');
      expect(answer.body.differences[0]?.description).toContain('199.99 元');

      // As the reconciler would: the provider's answer settled through the ledger.
      const deps = { database: t.deps.database, cache: t.deps.cache };
      const payment = { billNo: lost, amountFen: 8000, tradeNo: 'SANDBOX-LOST-1', provider: 'sandbox' };
      expect(await settlePayment(deps, { ...payment, via: 'query' })).toBe('credited');
      await t.deps.database.db
        .update(donations)
        .set({ paidAt: shanghai(`${DAY}T15:00:00`) })
        .where(eq(donations.billNo, lost));
      const after = await reconcile();
      expect(after.body.differences.map((d) => d.kind)).toEqual(['amount']);
      expect(after.body.reconciler).toEqual([
        expect.objectContaining({ billNo: lost, amount: 80, outcome: '已补记入账' }),
      ]);
    } finally {
      sandbox.billHooks.unnotified.length = 0;
      sandbox.billHooks.amend = null;
    }
  });

  it('is for finance and administrators, and names a bad field in words', async () => {
    const fulfilment = await signedInAs(t, 'fulfilment');
    const refused = await fulfilment.call('GET', '/reconciliation', undefined, {
      date: DAY,
      provider: 'sandbox',
    });
    expect(refused.status).toBe(403);
    const bad = await reconcile({ date: '2026-02-30', provider: 'sandbox' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('日期');
  });

  it('says the provider is unavailable when its bill cannot be had', async () => {
    const failing: PaymentProvider = {
      ...sandbox,
      async tradeBill() {
        throw new Error('bill file does not match its hash');
      },
    };
    const payments = makePaymentProviders(new Map([[1, 'sandbox']]), [failing]);
    await expect(
      reconciliation({ db: t.deps.database.db, payments }, { date: DAY, provider: 'sandbox' }, 'zh_CN'),
    ).rejects.toMatchObject({ messageKey: 'pay.providerFailed' });
  });
});
