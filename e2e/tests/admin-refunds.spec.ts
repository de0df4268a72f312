import type { TOrderRow } from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { Page } from '@playwright/test';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount, type TestStaffAccount } from '../pages/admin-api.ts';
import { AdminOrdersPage } from '../pages/admin-orders-page.ts';
import { AdminSignInPage } from '../pages/admin-sign-in-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Staff sign-in, the console's lazy screens and the phone app in one test: the sign-in spec's allowance.
test.setTimeout(90_000);

/**
 * A paid demo order nobody else in this run refunds: each test takes its own by its position among
 * the paid orders that match, so parallel tests never share one.
 */
async function paidOrder(
  baseURL: string,
  match: (row: TOrderRow) => boolean,
  skip: number,
): Promise<TOrderRow> {
  const api = await administratorApi(baseURL);
  const answer = await api.get('/admin-api/v1/orders?status=PAID&pageSize=200');
  const { rows } = (await answer.json()) as TAdminRows<TOrderRow>;
  await api.dispose();
  const order = rows.filter((row) => row.refundedMoney === 0 && match(row))[skip];
  if (!order) throw new Error('no paid demo order to refund');
  return order;
}

async function signIn(page: Page, account: TestStaffAccount, path = '/admin/orders'): Promise<void> {
  const form = new AdminSignInPage(page);
  await form.goto(path);
  await form.signIn(account.username, account.password, totpCodeOf(account.secret));
  await expect(page.locator('.admin-page h3')).toHaveText('订单');
}

test('fulfilment sees no refund button and the API refuses it', async ({ page, baseURL }) => {
  const order = await paidOrder(baseURL ?? '', (row) => row.paidMoney > 1, 3);
  await signIn(page, await createStaffAccount(baseURL ?? '', 'fulfilment'));
  const orders = new AdminOrdersPage(page);
  await orders.openOrder(order.billNo);
  await expect(orders.drawer).toContainText('支付事件');
  await expect(orders.refundButton).toHaveCount(0);
  const me = (await (await page.request.get('/admin-api/v1/session')).json()) as { csrfToken: string };
  const answer = await page.request.post(`/admin-api/v1/orders/${order.billNo}/refunds`, {
    headers: { 'x-csrf-token': me.csrfToken },
    data: { amount: 1, reason: 'not allowed' },
  });
  expect(answer.status()).toBe(403);
});
