import type { TOrderRow } from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TRefundRow } from '@alma/shared/admin-api/refunds';
import type { Browser, Page } from '@playwright/test';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  administratorApi,
  createOwnProject,
  createStaffAccount,
  type TestStaffAccount,
} from '../pages/admin-api.ts';
import { AdminOrdersPage } from '../pages/admin-orders-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { DonationFormPage } from '../pages/donation-form-page.ts';
import { DonorTotals } from '../pages/donor-totals.ts';
import { payInSandbox, placeOrder } from '../pages/payment-pages.ts';

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

const ownProject = (baseURL: string) => createOwnProject(baseURL, '退款测试');

/** A donor on a phone in WeChat, in a browser context of its own. */
async function donorPhone(browser: Browser, baseURL: string): Promise<Page> {
  return (await browser.newContext({ ...WECHAT_PHONE, baseURL })).newPage();
}

async function signIn(page: Page, account: TestStaffAccount, path = '/admin/orders'): Promise<void> {
  const form = new AdminSignInPage(page);
  await form.goto(path);
  await form.signIn(account.username, account.password, totpCodeOf(account.secret));
  // The orders screen is a lazy chunk: on a loaded machine it can take a while the first time.
  await expect(page.locator('.admin-page h3')).toHaveText('订单', { timeout: FIRST_PAINT_MS });
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

test('finance refunds a paid gift in full; the project’s total and the donor’s records drop by it', async ({
  page,
  browser,
  baseURL,
}) => {
  // A phone payment, a console refund and the phone app read again: three times the allowance.
  test.slow();
  const base = baseURL ?? '';
  const project = await ownProject(base);
  const finance = await createStaffAccount(base, 'finance');

  // The donor gives ¥88.80 on the phone and pays at the sandbox cashier.
  const phone = await donorPhone(browser, base);
  await useToken(phone, (await newDonor()).token);
  const donor = new DonorTotals(phone);
  await donor.expectProject(project.id, '¥0.00', 0);
  const form = new DonationFormPage(phone);
  await form.goto(`id=${project.id}`);
  await expect(form.project).toContainText(project.name);
  await form.enterAmount('88.80');
  await form.agree();
  await form.submit.click();
  const cashier = new CashierPage(phone);
  await cashier.waitFor();
  await expect(cashier.amount).toHaveText('¥88.80');
  await cashier.pay.click();
  await expect(phone).toHaveURL(/#\/success\?billNo=/);
  const billNo = new URLSearchParams(new URL(phone.url()).hash.split('?')[1]).get('billNo') ?? '';
  expect(billNo).not.toBe('');
  await donor.expectProject(project.id, '¥88.80', 1);
  await donor.expectMine('¥88.80', 1);
  await donor.expectRecords([`${project.name} ¥88.80`]);

  // Finance finds the order, opens it and refunds all of it.
  await signIn(page, finance);
  const orders = new AdminOrdersPage(page);
  await orders.findOrder(billNo);
  await expect(orders.orderRow(billNo)).toContainText(project.name);
  await expect(orders.orderRow(billNo)).toContainText('已支付');
  await orders.viewOrder(billNo);
  await expect(orders.summary('支付渠道')).toHaveText('演示收银台');
  await expect(orders.summary('可退金额')).toHaveText('¥88.80');
  // The payment, in words: what came, through whom, what came of it, in yuan.
  await expect(orders.paymentEvents.first()).toContainText('支付通知 · 演示收银台 · 已入账');
  await expect(orders.paymentEvents.first()).toContainText('¥88.80');

  // An amount the order cannot give back stays as typed, refused under the field; nothing is asked.
  for (const [typed, words] of [
    ['99999999999', '退款金额不能超过可退金额 ¥88.80'],
    ['-100', '退款金额须大于0'],
    ['0', '退款金额须大于0'],
    ['1.234', '退款金额最多两位小数'],
  ] as const) {
    await orders.askRefund(typed, '捐赠人申请全额退款');
    await expect(orders.refundAmountError).toHaveText(words);
    await expect(orders.refundAmount).toHaveValue(typed);
    await expect(orders.refundConfirmation).toHaveCount(0);
  }
  await expect(orders.summary('已退款')).toHaveText('¥0.00');

  // Before anything is sent, the confirmation says what will happen.
  await orders.askRefund('88.80', '捐赠人申请全额退款');
  await expect(orders.refundConfirmation).toContainText(
    `将向捐赠人退回 ¥88.80（订单 ${billNo}），此操作不可撤销`,
  );
  await orders.refundConfirmation.getByRole('button', { name: '确认退款' }).click();
  await expect(orders.toast.filter({ hasText: '退款已提交' })).toBeVisible();
  await expect(orders.refundDialog).toBeHidden();
  await expect(orders.summary('状态')).toHaveText('已退款');
  await expect(orders.summary('已退款')).toHaveText('¥88.80');
  await expect(orders.summary('可退金额')).toHaveText('¥0.00');
  await expect(orders.drawerRefunds).toHaveCount(1);
  await expect(orders.drawerRefunds).toContainText('已退款');
  await expect(orders.drawerRefunds).toContainText(finance.username);
  await expect(orders.refundButton).toBeDisabled();
  await expect(orders.orderRow(billNo)).toContainText('已退款');

  // The phone app: the project's total and donor count, and the donor's own records, all drop.
  await donor.expectProject(project.id, '¥0.00', 0);
  await donor.expectMine('¥0.00', 0);
  await donor.expectRecords([]);
  await phone.context().close();
});

test('a refund over the approval limit waits for a second finance member', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two finance members' sessions besides the phone: three times the allowance.
  test.slow();
  const base = baseURL ?? '';
  // REFUND_APPROVAL_THRESHOLD is ¥1000 by default: ¥1,200.00 needs a second finance member.
  const project = await ownProject(base);
  const [asker, approver] = await Promise.all([
    createStaffAccount(base, 'finance'),
    createStaffAccount(base, 'finance'),
  ]);
  const { token } = await newDonor();
  const { billNo } = await placeOrder(token, project.id, 1200);
  await payInSandbox(billNo);
  const phone = await donorPhone(browser, base);
  await useToken(phone, token);
  const donor = new DonorTotals(phone);
  await donor.expectProject(project.id, '¥1,200.00', 1);

  // Finance A asks: the refund waits, and A has nothing to approve it with.
  await signIn(page, asker);
  const orders = new AdminOrdersPage(page);
  await orders.openOrder(billNo);
  await orders.refund('1200', '捐赠人重复捐赠，申请退款');
  await expect(orders.toast.filter({ hasText: '等待另一位财务审批' })).toBeVisible();
  await expect(orders.drawerRefunds).toHaveCount(1);
  await expect(orders.drawerRefunds).toContainText('待审批');
  await expect(orders.drawerRefunds).toContainText('¥1,200.00');
  await expect(orders.drawerRefunds).toContainText('等待其他财务审批');
  await expect(orders.drawerRefunds.getByRole('button', { name: /^批\s*准$/ })).toHaveCount(0);
  await expect(orders.summary('状态')).toHaveText('已支付');
  await expect(orders.summary('已退款')).toHaveText('¥0.00');
  // One open refund per order: no second one while this waits.
  await expect(orders.refundButton).toBeDisabled();

  // Nor in the 退款 tab; and the server refuses A's own approval.
  await page.keyboard.press('Escape');
  await expect(orders.drawer).toBeHidden();
  await orders.showRefunds('待审批', billNo);
  await expect(orders.refundRow(billNo)).toContainText('待审批');
  await expect(orders.refundRow(billNo)).toContainText(asker.username);
  await expect(orders.refundRow(billNo).getByRole('button', { name: /^批\s*准$/ })).toHaveCount(0);
  const me = (await (await page.request.get('/admin-api/v1/session')).json()) as { csrfToken: string };
  const listed = await page.request.get(`/admin-api/v1/refunds?billNo=${billNo}`);
  const [refund] = ((await listed.json()) as TAdminRows<TRefundRow>).rows;
  expect(refund?.status).toBe('AWAITING_APPROVAL');
  const own = await page.request.post(`/admin-api/v1/refunds/${refund?.id}/approve`, {
    headers: { 'x-csrf-token': me.csrfToken },
    data: { reason: '' },
  });
  expect(own.status()).toBe(403);

  // Not a fen has moved while it waits.
  await donor.expectProject(project.id, '¥1,200.00', 1);
  await donor.expectMine('¥1,200.00', 1);

  // Finance B approves in the 退款 tab; the sandbox refunds at once.
  const desk = await browser.newContext({
    ...DESKTOP,
    viewport: { width: 1440, height: 900 },
    baseURL: base,
  });
  const second = await desk.newPage();
  await signIn(second, approver, '/admin/orders?tab=refunds');
  const secondOrders = new AdminOrdersPage(second);
  await secondOrders.showRefunds('待审批', billNo);
  await expect(secondOrders.refundRow(billNo)).toContainText(asker.username);
  await secondOrders.askApproval(secondOrders.refundRow(billNo));
  await expect(secondOrders.refundConfirmation).toContainText(
    `将向捐赠人退回 ¥1,200.00（订单 ${billNo}），此操作不可撤销`,
  );
  await secondOrders.refundConfirmation.getByRole('button', { name: /^批\s*准$/ }).click();
  await expect(secondOrders.toast.filter({ hasText: '已批准，正在退款' })).toBeVisible();
  // Approved, it leaves the awaiting list; it is among the refunded, with who decided.
  await expect(secondOrders.refundRow(billNo)).toHaveCount(0);
  await secondOrders.showRefunds('已退款', billNo);
  await expect(secondOrders.refundRow(billNo)).toContainText('已退款');
  await expect(secondOrders.refundRow(billNo)).toContainText(approver.username);
  await desk.close();

  // A sees the order refunded; the project's total and the donor's records drop.
  await orders.openOrder(billNo);
  await expect(orders.summary('状态')).toHaveText('已退款');
  await expect(orders.summary('已退款')).toHaveText('¥1,200.00');
  await donor.expectProject(project.id, '¥0.00', 0);
  await donor.expectMine('¥0.00', 0);
  await donor.expectRecords([]);
  await phone.context().close();
});

test('the orders screen reads as words: days as YYYY-MM-DD, whole numbers, no codes', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  // A gift of the test's own, paid at the sandbox cashier: its payment is an event to read.
  const project = await ownProject(base);
  const { billNo: ownBillNo } = await placeOrder((await newDonor()).token, project.id, 66);
  await payInSandbox(ownBillNo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(
    page,
    await createStaffAccount(base, 'finance'),
    '/admin/orders?from=2026-03-01&to=2026-03-31',
  );
  const orders = new AdminOrdersPage(page);

  // The range from the address, shown as the wire's days whatever the browser's locale.
  await expect(orders.dateFrom).toHaveValue('2026-03-01');
  await expect(orders.dateTo).toHaveValue('2026-03-31');
  await page.getByRole('button', { name: /^重\s*置$/ }).click();
  await expect(orders.dateFrom).toHaveValue('');
  // A range picked in the calendar: today to today.
  await orders.dateFrom.click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today').first().click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today').first().click();
  await expect(orders.dateFrom).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(orders.dateTo).toHaveValue(await orders.dateFrom.inputValue());
  await orders.searchButton.click();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${await orders.dateFrom.inputValue()}(&|$)`));

  // The paid order found by the search box: its bill number and amounts on one line each.
  await orders.openOrder(ownBillNo);
  const row = orders.orderRow(ownBillNo);
  await expect(row).toContainText('已支付');
  await expect(row).toContainText('¥66.00');
  const billNo = row.getByTestId('bill-no');
  await expect(billNo).toHaveText(ownBillNo);
  expect((await billNo.boundingBox())?.height ?? 99).toBeLessThan(30);
  const paid = row.locator('td').filter({ hasText: /^¥/ }).first();
  expect(await paid.evaluate((cell) => getComputedStyle(cell).whiteSpace)).toBe('nowrap');

  // The drawer's events are words for people; no code anywhere on the screen.
  await expect(orders.paymentEvents.first()).toContainText('支付通知 · 演示收银台 · 已入账 ¥66.00');
  await expect(orders.summary('支付渠道')).toHaveText('演示收银台');
  const text = await page.locator('body').innerText();
  for (const code of ['PAID', 'payment.notification', 'amountFen', 'sandbox', 'credited', 'payType.']) {
    expect(text).not.toContain(code);
  }
});
