import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { notify, orderRow, placeOrder } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboxEvents } from '../../db/schema/jobs.ts';
import { paymentEvents, refunds } from '../../db/schema/payments.ts';
import { auditLog } from '../../db/schema/staff.ts';

let t: TestApp;
let finance: AdminClient;
let billNo: string;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  finance = await signedInAs(t, 'finance');
  const donor = await createUser(t.deps);
  const itemsId = await createItem(t.deps);
  billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: 1234.5 });
  expect((await notify(t, { billNo, amountFen: 123_450 })).statusCode).toBe(200);
  await t.jobs.runUntilIdle();
});
afterAll(() => t.close());

/** Everything a refund could have touched: the order's money, its refunds, events, jobs and audit rows. */
async function traces() {
  const { db } = t.deps.database;
  const order = await orderRow(t.deps, billNo);
  return {
    order: { status: order.status, moneyFen: order.moneyFen, refundedFen: order.refundedFen },
    refunds: await db.select().from(refunds).where(eq(refunds.donationId, order.id)),
    events: (await db.select().from(paymentEvents).where(eq(paymentEvents.donationId, order.id))).length,
    outbox: (await db.select().from(outboxEvents).where(eq(outboxEvents.donationId, order.id))).length,
    audit: (await db.select().from(auditLog).where(eq(auditLog.action, 'order.refundRequest'))).length,
  };
}

describe('POST /orders/:billNo/refunds refuses an amount it cannot give back, changing nothing', () => {
  it.each<[string, unknown, string]>([
    ['far above what the order holds', 99_999_999_999, '退款金额不能超过可退金额 ¥1,234.50'],
    ['a fen above it', 1234.51, '退款金额不能超过可退金额 ¥1,234.50'],
    ['above it, as text', '2000', '退款金额不能超过可退金额 ¥1,234.50'],
    ['past any amount there is', '99999999999999999999', '退款金额不能超过订单的可退金额'],
    ['zero', 0, '退款金额须大于0'],
    ['negative', -100, '退款金额须大于0'],
    ['negative, as text', '-100', '退款金额须大于0'],
    ['three decimals', 1.234, '退款金额最多两位小数'],
    ['three decimals, as text', '0.001', '退款金额最多两位小数'],
    ['not a number', '一百', '退款金额须为以元为单位的数字'],
  ])('%s (%j)', async (_name, amount, message) => {
    const before = await traces();
    const answer = await finance.call<{ error: { field: string; message: string } }>(
      'POST',
      `/orders/${billNo}/refunds`,
      { amount, reason: '捐赠人申请退款' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ field: 'amount', message });
    await t.jobs.runUntilIdle();
    expect(await traces()).toEqual(before);
    expect(before.order).toEqual({ status: 'PAID', moneyFen: 123_450, refundedFen: 0 });
    expect(before.refunds).toEqual([]);
  });

  it('says so in English for an English console', async () => {
    const answer = await adminRequest(t, 'POST', `/orders/${billNo}/refunds`, {
      body: { amount: -100, reason: 'asked by the donor' },
      headers: { cookie: finance.cookie, 'x-csrf-token': finance.me.csrfToken, language: 'English' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: { field: 'amount', message: 'The refund amount must be more than 0' },
    });
  });

  it('still refunds a good amount, to the fen', async () => {
    const answer = await finance.call('POST', `/orders/${billNo}/refunds`, {
      amount: '1234.50',
      reason: '捐赠人申请退款',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ amount: 1234.5 });
  });
});
