import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

/**
 * Issue 21, defect 6: the audit trail reads in words — actions, targets and the action filter, which
 * finds 退款 by its words — and no code reaches the screen.
 */
test('the audit trail shows words and its filter finds actions by their words', async ({ page, baseURL }) => {
  const administrator = await createStaffAccount(baseURL ?? '', 'administrator');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/audit');
  await signIn.signIn(administrator.username, administrator.password, totpCodeOf(administrator.secret));
  await expect(page.locator('.admin-page h3')).toHaveText('操作日志', { timeout: FIRST_PAINT_MS });

  const table = page.locator('.ant-table-tbody');
  // Other tests write to the trail meanwhile: this account's own sign-in, found by its action.
  await page.goto('/admin/audit?action=session.signIn&pageSize=100');
  const own = table.locator('tr').filter({ hasText: administrator.username }).first();
  await expect(own).toContainText('登录');
  await expect(own).toContainText('员工账号（编号');
  await expect(table).not.toContainText('session.signIn');
  await page.goto('/admin/audit');
  await expect(table.locator('tr').first()).toBeVisible();
  await expect(table).not.toContainText('staff.create');

  await page.getByLabel('操作', { exact: true }).click();
  await page.keyboard.type('退款');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.filter({ hasText: '申请退款' })).toHaveCount(1);
  await expect(options.filter({ hasText: '批准退款' })).toHaveCount(1);
  await options.filter({ hasText: '新建员工账号' }).waitFor({ state: 'detached' });

  await page.keyboard.press('Escape');
  await page.getByLabel('操作', { exact: true }).click();
  await page.keyboard.type('新建员工');
  await options.filter({ hasText: '新建员工账号' }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/action=staff\.create/);
  await expect(table.locator('tr').first()).toContainText('新建员工账号');
  await table.locator('tr').first().locator('.ant-table-row-expand-icon').click();
  // The before/after names fields by their labels, not their keys.
  await expect(page.locator('.ant-table-expanded-row')).toContainText('用户名');
  await expect(page.locator('.ant-table-expanded-row')).not.toContainText('username');
});
