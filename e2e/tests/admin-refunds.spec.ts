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

/** The demo approval threshold (REFUND_APPROVAL_THRESHOLD's default): above it a second approver. */
const THRESHOLD = 1000;

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

test('finance refunds part of a paid gift, and the order shows what is left', async ({ page, baseURL }) => {
  const order = await paidOrder(baseURL ?? '', (row) => row.paidMoney > 1 && row.paidMoney <= THRESHOLD, 0);
  await signIn(page, await createStaffAccount(baseURL ?? '', 'finance'));
  const orders = new AdminOrdersPage(page);
  await orders.openOrder(order.billNo);
  await orders.refund('1', 'e2e 部分退款');
  await expect(orders.toast.last()).toContainText('退款已提交');
  await expect(orders.drawer.getByTestId('payment-events')).toContainText('refund.succeeded');
  await expect(orders.drawer).toContainText('已退款');
});

test('a refund over the threshold waits for a second finance member', async ({ page, browser, baseURL }) => {
  const order = await paidOrder(baseURL ?? '', (row) => row.paidMoney > THRESHOLD, 0);
  await signIn(page, await createStaffAccount(baseURL ?? '', 'finance'));
  const orders = new AdminOrdersPage(page);
  await orders.openOrder(order.billNo);
  await orders.refund(String(order.paidMoney), 'e2e 大额退款');
  await expect(orders.toast.last()).toContainText('等待另一位财务审批');

  const second = await browser.newContext({ ...DESKTOP, viewport: { width: 1440, height: 900 }, baseURL });
  const secondPage = await second.newPage();
  await signIn(secondPage, await createStaffAccount(baseURL ?? '', 'finance'), '/admin/orders?tab=refunds');
  const refunds = new AdminOrdersPage(secondPage);
  const row = refunds.refundRow(order.billNo);
  await expect(row).toContainText('待审批');
  await row.getByRole('button', { name: /^批\s*准$/ }).click();
  await secondPage.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(refunds.toast.last()).toContainText('已批准');
  await expect(row).not.toContainText('待审批');
  await second.close();
});

test('fulfilment sees no refund button and the API refuses it', async ({ page, baseURL }) => {
  const order = await paidOrder(baseURL ?? '', (row) => row.paidMoney > 1, 3);
  await signIn(page, await createStaffAccount(baseURL ?? '', 'fulfilment'));
  const orders = new AdminOrdersPage(page);
  await orders.openOrder(order.billNo);
  await expect(orders.drawer.getByTestId('payment-events')).toBeVisible();
  await expect(orders.refundButton).toHaveCount(0);
  const me = (await (await page.request.get('/admin-api/v1/session')).json()) as { csrfToken: string };
  const answer = await page.request.post(`/admin-api/v1/orders/${order.billNo}/refunds`, {
    headers: { 'x-csrf-token': me.csrfToken },
    data: { amount: 1, reason: 'not allowed' },
  });
  expect(answer.status()).toBe(403);
});
