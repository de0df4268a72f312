import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { SavedFiltersMenu } from '../pages/admin-saved-filters-menu.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

/**
 * Issue 21: a list's columns are chosen and kept in the address; filters are saved by name (shared
 * filters: admin-saved-filters.spec.ts).
 */
test('finance hides a column of 捐赠人, keeps it in the address, and saves a filter to open again', async ({
  page,
  baseURL,
}) => {
  const finance = await createStaffAccount(baseURL ?? '', 'finance');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/donors');
  await signIn.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
  await expect(page.locator('.admin-page h3')).toHaveText('捐赠人', { timeout: FIRST_PAINT_MS });
  const headers = page.locator('.ant-table-thead th');
  await expect(headers.filter({ hasText: '手机' })).toHaveCount(1);

  await page.getByRole('button', { name: /列设置/ }).click();
  await page.locator('.ant-popover').getByLabel('手机').click();
  await expect(page.locator('.ant-popover').getByLabel('手机')).not.toBeChecked();
  await expect(page).toHaveURL(/hide=mobile/);
  await expect(headers.filter({ hasText: '手机' })).toHaveCount(0);
  await page.reload();
  await expect(headers.filter({ hasText: '捐赠总额' })).toHaveCount(1);
  await expect(headers.filter({ hasText: '手机' })).toHaveCount(0);

  await page.goto('/admin/donors?s=%E6%BC%94%E7%A4%BA&hide=mobile');
  const saved = new SavedFiltersMenu(page);
  await saved.saveAs('演示捐赠人', { shared: false });

  await page.goto('/admin/donors');
  await expect(headers.filter({ hasText: '手机' })).toHaveCount(1);
  await saved.apply('演示捐赠人');
  await expect(page).toHaveURL(/s=%E6%BC%94%E7%A4%BA/);
  await expect(page).toHaveURL(/hide=mobile/);
  await expect(headers.filter({ hasText: '手机' })).toHaveCount(0);
});

test('finance keeps a 票据 view and a 退款 view as saved filters; each opens its own tab', async ({
  page,
  baseURL,
}) => {
  const finance = await createStaffAccount(baseURL ?? '', 'finance');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/receipts');
  await signIn.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
  await expect(page.locator('.admin-page h3')).toHaveText('票据管理', { timeout: FIRST_PAINT_MS });
  const headers = page.locator('.ant-table-thead th');
  await expect(headers.filter({ hasText: '快递' })).toHaveCount(1);

  // The 已冲红 tab, without the courier column, saved by name.
  await page.getByRole('tab', { name: '已冲红' }).click();
  await expect(page).toHaveURL(/voided=1/);
  await page.getByRole('button', { name: /列设置/ }).click();
  await page.locator('.ant-popover').getByLabel('快递').click();
  await expect(page).toHaveURL(/hide=express/);
  const saved = new SavedFiltersMenu(page);
  await saved.saveAs('冲红票据', { shared: false });

  await page.goto('/admin/receipts');
  await expect(page.getByRole('tab', { name: '全部', selected: true })).toBeVisible();
  await expect(headers.filter({ hasText: '快递' })).toHaveCount(1);
  await saved.apply('冲红票据');
  await expect(page.getByRole('tab', { name: '已冲红', selected: true })).toBeVisible();
  await expect(headers.filter({ hasText: '快递' })).toHaveCount(0);

  // The refunds tab of 订单 is a list of its own, with its own saved filters.
  await page.goto('/admin/orders?tab=refunds');
  await page.getByLabel('退款状态').click();
  await page.getByTitle('待审批').click();
  await expect(page).toHaveURL(/refundStatus=AWAITING_APPROVAL/);
  await saved.saveAs('待审批退款', { shared: false });
  // The orders tab's menu does not offer it; the refunds tab's opens it.
  await page.goto('/admin/orders');
  await expect(page.getByRole('tab', { name: /订单/, selected: true })).toBeVisible();
  await saved.open();
  await expect(saved.item('待审批退款')).toHaveCount(0);
  await page.getByRole('tab', { name: /退款/ }).click();
  await expect(page.getByLabel('退款状态')).toBeVisible();
  await expect(page).not.toHaveURL(/refundStatus/);
  await saved.apply('待审批退款');
  await expect(page).toHaveURL(/tab=refunds/);
  await expect(page).toHaveURL(/refundStatus=AWAITING_APPROVAL/);
  await expect(page.getByText('待审批', { exact: true }).first()).toBeVisible();
});
