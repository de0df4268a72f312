import { newSmsDonor } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { openPopconfirm } from '../pages/antd-popconfirm.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

/**
 * Issue 21, defect 8: the verified-alumnus switch asks first, naming the donor and what the mark
 * lets them do (or stops them doing); cancelling changes nothing.
 */
test('the alumnus switch asks first, naming the donor and the effect', async ({ page, baseURL }) => {
  const { mobile } = await newSmsDonor();
  const manager = await createStaffAccount(baseURL ?? '', 'project_manager');
  const signIn = new AdminSignInPage(page);
  await signIn.goto(`/admin/donors?s=${mobile}`);
  await signIn.signIn(manager.username, manager.password, totpCodeOf(manager.secret));
  await page.getByRole('button', { name: /查\s*看/ }).click({ timeout: FIRST_PAINT_MS });
  const drawer = page.locator('.ant-drawer');
  // A donor who signed up by SMS has no name yet: the console knows them by the masked mobile.
  const name = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  await expect(drawer.locator('.ant-drawer-title')).toHaveText(`捐赠人：${name}`, {
    timeout: FIRST_PAINT_MS,
  });

  const alumnus = drawer.getByRole('switch', { name: '认证校友' });
  await expect(alumnus).toHaveAttribute('aria-checked', 'false');
  let confirm = await openPopconfirm(page, alumnus);
  await expect(confirm).toContainText(`将「${name}」标记为认证校友？`);
  await expect(confirm).toContainText(
    `标记后，「${name}」可以向仅限校友的项目捐赠，也可以为这些项目发起一起捐。`,
  );
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(confirm).toBeHidden();
  await expect(alumnus).toHaveAttribute('aria-checked', 'false');

  confirm = await openPopconfirm(page, alumnus);
  await confirm.getByRole('button', { name: '标记为认证校友' }).click();
  await expect(page.getByText('已标记为认证校友')).toBeVisible();
  await expect(alumnus).toHaveAttribute('aria-checked', 'true');
  await expect(confirm).toBeHidden();

  confirm = await openPopconfirm(page, alumnus);
  await expect(confirm).toContainText(`取消「${name}」的校友认证？`);
  await expect(confirm).toContainText(
    '不能再向仅限校友的项目捐赠，也不能为这些项目发起一起捐；已完成的捐赠和已发起的一起捐不受影响',
  );
  await confirm.getByRole('button', { name: '取消校友认证' }).click();
  await expect(page.getByText('已取消校友认证')).toBeVisible();
  await expect(alumnus).toHaveAttribute('aria-checked', 'false');
});
