import type { TFormDetail } from '@alma/shared/api/donate';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import {
  donate,
  orderRow,
  placeOrder,
  pressCashierButton,
  refundThroughLedger,
  setOrderExpiry,
} from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboxEvents } from '../../db/schema/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
});
afterAll(() => t.close());

describe('the cashier’s 取消 (doc 2 §8, doc 4 §4)', () => {
  it('sends a donation back through pay-back, marked cancelled, to its form', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: 10 });
    const back = await pressCashierButton(t, 'cancel', billNo);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/#/pay-back?id=${billNo}&itemsId=${itemsId}&cancelled=1`);
  });

  it('a naming order names its type, so pay-back opens the naming form, not the donation form', async () => {
    const donor = await createUser(t.deps);
    const { itemsId, seatIds } = await createHall(t.deps, 1, [
      { termName: '10年', termMoneyFen: 100_000, termYear: 10 },
    ]);
    const plate = { donorName: '张三', donorIdentity: '校友', donationMessage: '感恩母校' };
    const answer = await donate(t, donor.token, {
      itemsId,
      itemsType: 2,
      namingType: 1,
      seatList: [{ seatId: seatIds[0], termYear: 10, itemsId, ...plate }],
    });
    const billNo = answer.data?.orderPayRequestDTO.billNo ?? '';
    const back = await pressCashierButton(t, 'cancel', billNo);
    expect(back.headers.location).toBe(
      `/#/pay-back?id=${billNo}&itemsId=${itemsId}&namingType=1&cancelled=1`,
    );
  });
});

describe('the cashier of an order whose 15 minutes are up', () => {
  const cashier = (billNo: string) =>
    t.app.inject({ method: 'GET', url: `/pay/sandbox/cashier?billNo=${billNo}` });
  const closedEvents = async (donationId: number) =>
    t.deps.database.db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.donationId, donationId), eq(outboxEvents.kind, 'order.closed')));

  it('shows an order still in its time as payable and leaves it PENDING', async () => {
    const donor = await createUser(t.deps);
    const billNo = await placeOrder(t, donor.token, { itemsId: await createItem(t.deps), currencyMoney: 10 });
    const page = await cashier(billNo);
    expect(page.body).toContain('¥10.00');
    expect(page.body).not.toContain('订单已超时');
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
  });

  it('expires an order that is due when it is read, says so, and takes no money for it', async () => {
    const donor = await createUser(t.deps);
    const billNo = await placeOrder(t, donor.token, { itemsId: await createItem(t.deps), currencyMoney: 10 });
    await setOrderExpiry(t.deps, billNo, new Date(Date.now() - 1000));
    const page = await cashier(billNo);
    expect(page.body).toContain('订单已超时');
    const order = await orderRow(t.deps, billNo);
    expect(order).toMatchObject({ status: 'EXPIRED', paidAt: null });
    expect(order.closedAt).toBeInstanceOf(Date);
    // Its provider is told by the order.closed job, once, however often the page is read.
    await cashier(billNo);
    expect(await closedEvents(order.id)).toHaveLength(1);
    await pressCashierButton(t, 'pay', billNo);
    expect(await orderRow(t.deps, billNo)).toMatchObject({ status: 'EXPIRED', paidAt: null });
  });
});

describe('the cashier of a paid order', () => {
  it('a partly refunded order is still paid, and goes back to its pay-back', async () => {
    const donor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: 10 });
    await pressCashierButton(t, 'pay', billNo);
    expect(await refundThroughLedger(t, billNo, 300)).toBe('SUCCEEDED');
    expect((await orderRow(t.deps, billNo)).status).toBe('PARTLY_REFUNDED');
    const page = await t.app.inject({ method: 'GET', url: `/pay/sandbox/cashier?billNo=${billNo}` });
    expect(page.body).toContain('订单已支付');
    expect(page.body).toContain('部分款项已原路退回');
    expect(page.body).toContain(`pay-back?id=${billNo}`);
  });
});

describe('formDetail’s anyBrowserPayList (ours)', () => {
  it('is empty while the sandbox keeps to the real providers’ browsers', async () => {
    const itemsId = await createItem(t.deps);
    const form = await t.get<TFormDetail>(`${DONATEU}/items/formDetail`, { itemsId });
    expect(form.data.payPlatformList).toEqual(['1', '2', '9', '14', '15']);
    expect(form.data.anyBrowserPayList).toEqual([]);
  });

  it('names the sandbox’s pay types with PAY_SANDBOX_ANY_BROWSER', async () => {
    const anywhere = await createTestApp({ ALMA_DEMO: '1', PAY_SANDBOX_ANY_BROWSER: '1' });
    try {
      const itemsId = await createItem(anywhere.deps);
      const form = await anywhere.get<TFormDetail>(`${DONATEU}/items/formDetail`, { itemsId });
      // The campus card (9) is the demo card ledger, not the sandbox.
      expect(form.data.anyBrowserPayList).toEqual(['1', '2', '14', '15']);
    } finally {
      await anywhere.close();
    }
  });
});
