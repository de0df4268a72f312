import type { TReconciliation } from '@alma/shared/admin-api/reconciliation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import {
  itemTotals,
  notify,
  orderRow,
  placeOrder,
  refundThroughLedger,
} from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { paymentEvents, refunds } from '../../db/schema/payments.ts';
import { auditLog } from '../../db/schema/staff.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { makePaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { SandboxProvider } from '../../integrations/payments/sandbox-provider.ts';
import { requestRefund } from '../ledger/refund-request-service.ts';
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
    // Without a provider: the one that runs here (the test app has only the sandbox with a bill).
    const opened = await reconcile({ date: DAY });
    expect([opened.body.provider, opened.body.providers]).toEqual(['sandbox', ['sandbox']]);
    expect(opened.body.ours).toEqual(answer.body.ours);
    expect(opened.body.billNotReady).toBe(false);
  });

  it('does not compare today: the provider makes its bill the next morning', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    sandbox.billHooks.unnotified.push({
      billNo: 'TODAY',
      tradeNo: 'T',
      amountFen: 100,
      kind: 'payment',
      at: new Date(),
      status: 'paid',
    });
    try {
      const answer = await reconcile({ date: today, provider: 'sandbox' });
      expect([answer.body.billNotReady, answer.body.billAvailable, answer.body.differences]).toEqual([
        true,
        false,
        [],
      ]);
    } finally {
      sandbox.billHooks.unnotified.length = 0;
    }
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

  it('settles differences through the ledger, once each, audited', async () => {
    const SETTLE_DAY = '2026-03-12';
    const lost = await placeOrder(t, token, { itemsId, currencyMoney: 66, payType: 1 });
    const kept = await paid(150, `${SETTLE_DAY}T10:00:00`);
    const unknown = '29990101000000000000000001';
    // A refund the provider made and whose answer never reached us: left PROCESSING.
    const order = await orderRow(t.deps, kept);
    const { refund } = await requestRefund(
      t.deps.database.db,
      { staffId: finance.me.id, username: finance.me.username, role: 'finance', ip: '' },
      { billNo: kept, amountFen: 2000, reason: '测试', approvalThresholdFen: 1e12, canRefundAt: () => true },
    );
    await t.deps.database.db.update(refunds).set({ status: 'PROCESSING' }).where(eq(refunds.id, refund.id));
    const at = shanghai(`${SETTLE_DAY}T16:30:00`);
    sandbox.billHooks.unnotified.push(
      { billNo: lost, tradeNo: 'SANDBOX-LOST-2', amountFen: 6600, kind: 'payment', at, status: 'paid' },
      { billNo: unknown, tradeNo: 'SANDBOX-UNKNOWN', amountFen: 1234, kind: 'payment', at, status: 'paid' },
      {
        billNo: kept,
        tradeNo: 'SANDBOX-REFUND-1',
        refundNo: refund.refundNo,
        amountFen: 2000,
        kind: 'refund',
        at,
        status: 'refunded',
      },
    );
    const settle = (body: Record<string, unknown>, who = finance) =>
      who.call<{ outcome: string }>('POST', '/reconciliation/settlements', {
        date: SETTLE_DAY,
        provider: 'sandbox',
        ...body,
      });
    try {
      const before = await reconcile({ date: SETTLE_DAY, provider: 'sandbox' });
      expect(before.body.differences.map((d) => [d.key, d.kind, d.actions])).toEqual([
        [`p:${lost}`, 'missing', ['credit', 'note']],
        [`p:${unknown}`, 'missing', ['credit', 'note']],
        [`r:${refund.refundNo}`, 'missing', ['refund', 'note']],
      ]);
      const totalsBefore = await itemTotals(t.deps, itemsId);

      // The role that moves money, only.
      const fulfilment = await signedInAs(t, 'fulfilment');
      expect((await settle({ difference: `p:${lost}`, action: 'credit' }, fulfilment)).status).toBe(403);

      // A payment we never heard of: credited by the ledger at the provider's time.
      const credited = await settle({ difference: `p:${lost}`, action: 'credit' });
      expect(credited.status).toBe(201);
      expect(credited.body.outcome).toBe('credited');
      const paidOrder = await orderRow(t.deps, lost);
      expect(paidOrder.status).toBe('PAID');
      expect(paidOrder.paidAt?.toISOString()).toBe(at.toISOString());
      expect((await itemTotals(t.deps, itemsId)).money).toBe(totalsBefore.money + 6600);
      const events = await t.deps.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.donationId, paidOrder.id));
      expect(events.map((e) => [e.kind, e.result, e.reference])).toContainEqual([
        'payment.bill',
        'credited',
        'SANDBOX-LOST-2',
      ]);

      // An order we do not have cannot be credited: refused in words, nothing recorded.
      const refused = await settle({ difference: `p:${unknown}`, action: 'credit' });
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).toContain(`没有订单号为“${unknown}”的订单`);
      const noNote = await settle({ difference: `p:${unknown}`, action: 'note', note: ' ' });
      expect(noNote.status).toBe(400);
      expect(JSON.stringify(noNote.body)).toContain('备注');
      const noted = await settle({
        difference: `p:${unknown}`,
        action: 'note',
        note: '支付渠道确认为其他商户号的交易',
      });
      expect(noted.status).toBe(201);
      const twice = await settle({ difference: `p:${unknown}`, action: 'note', note: '再次处理' });
      expect(twice.status).toBe(409);
      expect(JSON.stringify(twice.body)).toContain('已处理过');

      // A refund the bill shows done: confirmed by the ledger; the order's money follows.
      const wrongWay = await settle({ difference: `r:${refund.refundNo}`, action: 'credit' });
      expect(wrongWay.status).toBe(400);
      const confirmed = await settle({ difference: `r:${refund.refundNo}`, action: 'refund' });
      expect(confirmed.status).toBe(201);
      expect(confirmed.body.outcome).toBe('done');
      const [refundRow] = await t.deps.database.db.select().from(refunds).where(eq(refunds.id, refund.id));
      expect(refundRow?.status).toBe('SUCCEEDED');
      expect((await orderRow(t.deps, kept)).refundedFen).toBe(order.refundedFen + 2000);

      const after = await reconcile({ date: SETTLE_DAY, provider: 'sandbox' });
      // The credited payment and the confirmed refund now agree; the noted one stays, settled.
      expect(after.body.differences.map((d) => [d.key, d.settled, d.actions])).toEqual([
        [`p:${unknown}`, true, []],
      ]);
      expect(after.body.settlements.map((row) => [row.billNo, row.action, row.outcome])).toEqual([
        [lost, '按账单补记支付', '已入账，项目和捐赠人总额已更新'],
        [unknown, '已核实并记录说明', ''],
        [refund.refundNo, '按账单确认退款', '退款已确认，订单金额已更新'],
      ]);
      expect(after.body.settlements[1]?.note).toBe('支付渠道确认为其他商户号的交易');
      const audited = await t.deps.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'reconciliation.settle'));
      expect(audited).toHaveLength(3);
      expect(audited[0]?.after).toMatchObject({ billNo: lost, settlement: 'credit', amount: 66 });
    } finally {
      sandbox.billHooks.unnotified.length = 0;
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
