import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createSubItem, createTogether } from '../../../test/items-fixtures.ts';
import {
  donate,
  itemTotals,
  orderRow,
  placeOrder,
  pressCashierButton,
  togetherTotals,
} from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let donor: { userId: number; token: string };
let other: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  donor = await createUser(t.deps, { nickname: '张三', avatar: '/files/a.png' });
  other = await createUser(t.deps);
});
afterAll(() => t.close());

describe('the donation loop: donate → cashier → notify → payback → success', () => {
  it('counts a paid ¥10.50 once, on the project, its sub-project and its fundraiser', async () => {
    const itemsId = await createItem(t.deps, { isSub: true });
    const subItemsId = await createSubItem(t.deps, { itemsId });
    const togetherId = await createTogether(t.deps, { itemsId, userId: other.userId });

    const answer = await donate(t, donor.token, {
      itemsId,
      subItemsId,
      donateTogetherId: togetherId,
      isDonateTogether: 1,
      currencyMoney: 10.5,
    });
    expect(answer.code).toBe(0);
    const billNo = answer.data?.orderPayRequestDTO.billNo ?? '';
    expect(billNo).toMatch(/^\d{26}$/);
    expect(answer.data?.data).toBe(`http://localhost:3000/pay/sandbox/cashier?billNo=${billNo}`);
    expect(await orderRow(t.deps, billNo)).toMatchObject({ status: 'PENDING', moneyFen: 1050 });

    const cashier = await t.app.inject({ method: 'GET', url: `/pay/sandbox/cashier?billNo=${billNo}` });
    expect(cashier.statusCode).toBe(200);
    expect(cashier.headers['content-type']).toContain('text/html');
    expect(cashier.body).toContain('¥10.50');
    expect(cashier.body).toContain('支付');
    expect(cashier.body).toContain('取消');

    const before = await t.get(
      `${DONATEU}/items/payback`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(before).toMatchObject({ code: 0, data: 0 });

    const paid = await pressCashierButton(t, 'pay', billNo);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/#/pay-back?id=${billNo}&itemsId=${itemsId}`);

    const after = await t.get(
      `${DONATEU}/items/payback`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(after).toMatchObject({ code: 0, data: 1 });
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 1050, units: 0, payCounts: 1 });
    const subs = await t.get<Array<{ id: number; completeMoney: number }>>(
      `${DONATEU}/items/subItemsStatistics`,
      { itemsId },
    );
    expect(subs.data.find((sub) => sub.id === subItemsId)?.completeMoney).toBe(10.5);
    const detail = await t.get<{ completeMoney: number; payCounts: number }>(`${DONATEU}/items/itemsDetail`, {
      id: itemsId,
    });
    expect(detail.data).toMatchObject({ completeMoney: 10.5, payCounts: 1 });
    expect(await togetherTotals(t.deps, togetherId)).toEqual({ money: 1050, participants: 1 });

    const success = await t.get(
      `${DONATEU}/items/success`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(success).toMatchObject({
      code: 0,
      data: { avatar: '/files/a.png', name: '张三', itemsId, certificateImg: '', successWord: '' },
    });

    // Pressing 支付 again (a double tap, a back button) pays nothing more.
    await pressCashierButton(t, 'pay', billNo);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 1050, units: 0, payCounts: 1 });
    const closed = await t.app.inject({ method: 'GET', url: `/pay/sandbox/cashier?billNo=${billNo}` });
    expect(closed.body).toContain('订单已支付');
    expect(closed.body).not.toContain('<button');
  });

  it('counts 3 units of a goods project as units × price', async () => {
    const itemsId = await createItem(t.deps, { crowdType: 2, materialPriceFen: 5000, materialUnit: '本' });
    const billNo = await placeOrder(t, donor.token, { itemsId, donateMaterialNumber: 3, currencyMoney: 1 });
    expect(await orderRow(t.deps, billNo)).toMatchObject({ moneyFen: 15000, materialNumber: 3 });
    await pressCashierButton(t, 'pay', billNo);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 15000, units: 3, payCounts: 1 });
  });

  it('a payment cancelled at the cashier counts nowhere and sends the donor back to the form', async () => {
    const itemsId = await createItem(t.deps);
    const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: '20' });
    const cancelled = await pressCashierButton(t, 'cancel', billNo);
    // Pay-back toasts 取消支付 and opens the form again.
    expect(cancelled.headers.location).toBe(`/#/pay-back?id=${billNo}&itemsId=${itemsId}&cancelled=1`);
    expect((await orderRow(t.deps, billNo)).status).toBe('CANCELLED');
    // The cashier no longer takes money for it.
    await pressCashierButton(t, 'pay', billNo);
    expect((await orderRow(t.deps, billNo)).status).toBe('CANCELLED');
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 0, units: 0, payCounts: 0 });
    const payback = await t.get(
      `${DONATEU}/items/payback`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(payback).toMatchObject({ code: 0, data: 0 });
    const success = await t.get(
      `${DONATEU}/items/success`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(success.code).toBe(-1);
  });

  it('items/cancel closes the own pending order, and a new order cancels the earlier one', async () => {
    const itemsId = await createItem(t.deps);
    const first = await placeOrder(t, donor.token, { itemsId, currencyMoney: 5 });
    const second = await placeOrder(t, donor.token, { itemsId, currencyMoney: 6 });
    expect((await orderRow(t.deps, first)).status).toBe('CANCELLED');
    expect((await orderRow(t.deps, second)).status).toBe('PENDING');
    const answer = await t.get(
      `${DONATEU}/items/cancel`,
      { donatePlatOrder: second },
      { token: donor.token },
    );
    expect(answer.code).toBe(0);
    expect((await orderRow(t.deps, second)).status).toBe('CANCELLED');
  });

  it('user B can neither read nor cancel user A’s order', async () => {
    const itemsId = await createItem(t.deps);
    const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: 8 });
    for (const call of ['payback', 'cancel', 'success', 'donate4ali']) {
      const answer = await t.get(
        `${DONATEU}/items/${call}`,
        { donatePlatOrder: billNo },
        { token: other.token },
      );
      expect(answer).toMatchObject({ code: -1, message: '内容不存在', data: null });
    }
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
    await pressCashierButton(t, 'pay', billNo);
    const success = await t.get(
      `${DONATEU}/items/success`,
      { donatePlatOrder: billNo },
      { token: other.token },
    );
    expect(success).toMatchObject({ code: -1, message: '内容不存在' });
  });

  it('the order calls need a token', async () => {
    const answer = await t.get(`${DONATEU}/items/payback`, { donatePlatOrder: '1' });
    expect(answer.code).toBe(-997);
    const placed = await t.post(`${DONATEU}/items/donate`, { itemsId: 1, payType: 1, currencyMoney: 1 });
    expect(placed.code).toBe(-997);
  });
  it('donate4ali hands the own unpaid order to the provider again, and nothing else', async () => {
    const itemsId = await createItem(t.deps);
    const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: 6.5 });
    const handOff = await t.get(
      `${DONATEU}/items/donate4ali`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(handOff).toMatchObject({
      code: 0,
      data: `http://localhost:3000/pay/sandbox/cashier?billNo=${billNo}`,
    });
    await pressCashierButton(t, 'pay', billNo);
    const paid = await t.get(
      `${DONATEU}/items/donate4ali`,
      { donatePlatOrder: billNo },
      { token: donor.token },
    );
    expect(paid).toMatchObject({ code: -1, message: '订单已支付或已关闭' });
    const anonymous = await t.get(`${DONATEU}/items/donate4ali`, { donatePlatOrder: billNo });
    expect(anonymous.code).toBe(-997);
  });
});
