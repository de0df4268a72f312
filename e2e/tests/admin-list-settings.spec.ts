import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

/** Issue 21: a list's columns are chosen and kept in the address; filters are saved by name. */
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
  await page.getByRole('button', { name: /保存的筛选/ }).hover();
  await page.getByRole('menuitem', { name: '保存当前筛选…' }).click();
  await page.getByLabel('名称，如“本月大额捐赠”').fill('演示捐赠人');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('已保存筛选“演示捐赠人”')).toBeVisible();

  await page.goto('/admin/donors');
  await expect(headers.filter({ hasText: '手机' })).toHaveCount(1);
  await page.getByRole('button', { name: /保存的筛选/ }).hover();
  await page.getByRole('menuitem', { name: /演示捐赠人/ }).click();
  await expect(page).toHaveURL(/s=%E6%BC%94%E7%A4%BA/);
  await expect(page).toHaveURL(/hide=mobile/);
  await expect(headers.filter({ hasText: '手机' })).toHaveCount(0);
});
