import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
});
afterAll(() => t.close());

describe('GET /pay/return', () => {
  it('sends the browser to pay-back of the order, whatever the provider appended', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const billNo = await placeOrder(t, user.token, { itemsId, currencyMoney: 10 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/pay/return?billNo=${billNo}&charset=utf-8&out_trade_no=${billNo}&sign=abc%3D`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/#/pay-back?id=${billNo}&itemsId=${itemsId}`);
  });

  it.each([
    ['an unknown bill', 'B20991231000000000000'],
    ['a malformed bill', '<script>'],
    ['none', ''],
  ])('%s goes home', async (_case, billNo) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/pay/return?billNo=${encodeURIComponent(billNo)}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });
});
