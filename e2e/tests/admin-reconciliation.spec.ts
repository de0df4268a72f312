import { writeFileSync } from 'node:fs';
import type { TOrderRow } from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { newDonor } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createOwnProject, createStaffAccount } from '../pages/admin-api.ts';
import { AdminReconciliationPage } from '../pages/admin-reconciliation-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { placeOrder } from '../pages/payment-pages.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

/** Yesterday in Beijing: a day no other test pays on, so both sides hold only what this test adds. */
function yesterdayInShanghai(): string {
  return new Date(Date.now() + 8 * 3600_000 - 24 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Finance reconciles the sandbox's bill of a day into which two differences were put (the sandbox's
 * bill file): a gift the provider took whose notification never came, and a payment for an order we
 * do not have. The first is recorded from the bill through the ledger — the order is paid and the
 * project's total follows; the second cannot be, so it is settled with a note. Both show as settled.
 */
test('finance settles a bill with two injected differences', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const billFile = process.env.E2E_SANDBOX_BILL_FILE;
  if (!billFile) throw new Error('E2E_SANDBOX_BILL_FILE is not set: run through playwright.config.ts');
  const project = await createOwnProject(base, '对账测试');
  const donor = await newDonor();
  const { billNo: lost } = await placeOrder(donor.token, project.id, 88.8);
  const unknown = `2999${String(Date.now()).padStart(22, '0')}`;
  const day = yesterdayInShanghai();
  writeFileSync(
    billFile,
    JSON.stringify([
      { billNo: lost, tradeNo: 'E2E-LOST', amount: 88.8, at: `${day}T12:00:00+08:00` },
      { billNo: unknown, tradeNo: 'E2E-UNKNOWN', amount: 12.34, at: `${day}T13:00:00+08:00` },
    ]),
  );

  const finance = await createStaffAccount(base, 'finance');
  const form = new AdminSignInPage(page);
  await form.goto('/admin/reconciliation');
  await form.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
  const screen = new AdminReconciliationPage(page);
  await expect(screen.heading).toHaveText('对账', { timeout: FIRST_PAINT_MS });
  await screen.chooseDay(day);
  // The demo runs the sandbox only: the screen opens on it.
  await expect(page.getByTestId('reconciliation-provider')).toContainText('演示收银台');
  await expect(screen.difference(lost)).toContainText('我方漏记');
  await expect(screen.difference(lost)).toContainText('¥88.80');
  await expect(screen.difference(unknown)).toContainText('¥12.34');

  // The lost gift: recorded from the bill.
  await screen.openSettle(lost);
  await expect(screen.dialog).toContainText('此操作不可撤销');
  await screen.settle('按账单补记支付');
  await expect(screen.dialog).toBeHidden();
  await expect(screen.difference(lost)).toHaveCount(0);
  await expect(screen.settlements.locator('tbody tr', { hasText: lost })).toContainText('已入账');
  await expect(screen.settlements.locator('tbody tr', { hasText: lost })).toContainText(finance.displayName);

  // The unknown order: recording it is refused in words; a note settles it.
  await screen.openSettle(unknown);
  await screen.settle('按账单补记支付');
  await expect(page.locator('.ant-message')).toContainText(`没有订单号为“${unknown}”的订单`);
  await expect(screen.dialog).toBeVisible();
  await screen.settle('已核实，记录说明', '支付渠道确认为其他商户号的交易');
  await expect(screen.dialog).toBeHidden();
  await expect(screen.difference(unknown)).toContainText('已处理');
  await expect(screen.settlements.locator('tbody tr', { hasText: unknown })).toContainText(
    '支付渠道确认为其他商户号的交易',
  );

  // The ledger moved: the order is paid on the bill's day and the project holds the gift.
  const api = await administratorApi(base);
  const orders = (await (await api.get(`/admin-api/v1/orders?q=${lost}`)).json()) as TAdminRows<TOrderRow>;
  expect(orders.rows.map((row) => [row.billNo, row.status, row.paidMoney])).toEqual([[lost, 'PAID', 88.8]]);
  const detail = (await (await api.get(`/admin-api/v1/projects/${project.id}`)).json()) as TProjectDetail;
  expect(detail.completeMoney).toBe(88.8);
  await api.dispose();
});
