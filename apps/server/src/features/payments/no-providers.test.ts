import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { donate, notify, ordersOfUser, pressCashierButton } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

// Outside demo mode with no PAY_PROVIDERS, nothing is configured: the sandbox must not exist,
// or anyone could "pay" a real order on its cashier page.
beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '0' });
});
afterAll(() => t.close());

describe('a server with no payment provider configured', () => {
  it('refuses every pay type and offers none', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    for (const payType of [1, 2, 15]) {
      const answer = await donate(t, user.token, { itemsId, payType, currencyMoney: 10 });
      expect(answer).toMatchObject({ code: -1, message: '该支付方式尚未配置，请选择其他支付方式' });
    }
    expect(await ordersOfUser(t.deps, user.userId)).toEqual([]);
    const form = await t.get<{ payPlatformList: string[] }>(`${DONATEU}/items/formDetail`, { itemsId });
    expect(form.data.payPlatformList).toEqual([]);
  });

  it('has no sandbox cashier and takes no sandbox notification', async () => {
    const billNo = '2'.repeat(26);
    const cashier = await t.app.inject({ method: 'GET', url: `/pay/sandbox/cashier?billNo=${billNo}` });
    expect(cashier.statusCode).toBe(404);
    expect((await pressCashierButton(t, 'pay', billNo)).statusCode).toBe(404);
    expect((await notify(t, { billNo, amountFen: 100 })).statusCode).toBe(404);
  });
});
