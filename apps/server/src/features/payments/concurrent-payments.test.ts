import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { itemTotals, notify, placeOrder, pressCashierButton } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
});
afterAll(() => t.close());

describe('concurrent payments', () => {
  it('200 orders placed and paid at once add up to exactly their sum', async () => {
    const itemsId = await createItem(t.deps);
    const donors = await Promise.all(Array.from({ length: 200 }, () => createUser(t.deps)));
    // Amounts with fen, so a float anywhere on the way would show.
    const amountsFen = donors.map((_, i) => 101 + i * 37);
    const placed = await Promise.all(
      donors.map(async (donor, i) => {
        const amountFen = amountsFen[i] ?? 0;
        const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: amountFen / 100 });
        return { billNo, amountFen };
      }),
    );
    // Half through the cashier button, half as a provider's notification, all at once.
    const responses = await Promise.all(
      placed.map((order, i) => (i % 2 === 0 ? pressCashierButton(t, 'pay', order.billNo) : notify(t, order))),
    );
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 303)).toBe(
      true,
    );

    const sum = amountsFen.reduce((total, fen) => total + fen, 0);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: sum, units: 0, payCounts: 200 });
    const detail = await t.get<{ completeMoney: number; payCounts: number }>(`${DONATEU}/items/itemsDetail`, {
      id: itemsId,
    });
    expect(detail.data).toMatchObject({ completeMoney: sum / 100, payCounts: 200 });
    const directory = await t.get<{ total: number }>(`${DONATEU}/index/donateRecordPage`, {
      itemsId,
      limit: 1,
    });
    expect(directory.data.total).toBe(200);
  });
});
