import { newSmsDonor } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

/**
 * Issue 21, donor records: a tag and a contact on a donor's record, and the tag as a filter of the
 * list (saved by name, a segment).
 */
test('tags a donor, logs a contact, and finds the donor by the tag', async ({ page, baseURL }) => {
  const { mobile } = await newSmsDonor();
  const finance = await createStaffAccount(baseURL ?? '', 'finance');
  const tag = `校董${Date.now() % 1_000_000}`;
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

  const signIn = new AdminSignInPage(page);
  await signIn.goto(`/admin/donors?s=${mobile}`);
  await signIn.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
  await page.getByRole('button', { name: /查\s*看/ }).click({ timeout: FIRST_PAINT_MS });
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.locator('.ant-drawer-title')).toHaveText(`捐赠人：${masked}`, {
    timeout: FIRST_PAINT_MS,
  });

  // 标签: type, Enter, save.
  const tags = drawer.getByTestId('donor-tags');
  await tags.locator('input').fill(tag);
  await tags.locator('input').press('Enter');
  await tags.getByRole('button', { name: '保存标签' }).click();
  await expect(page.getByText('标签已保存')).toBeVisible();

  // 备注与联系记录: a visit on a day, in words.
  await expect(drawer.getByText('还没有备注或联系记录')).toBeVisible();
  await drawer.getByRole('button', { name: '添加联系记录' }).click();
  const form = drawer.getByTestId('donor-add-contact');
  await form.getByLabel('联系方式').click();
  await page.locator('.ant-select-dropdown').getByText('拜访', { exact: true }).click();
  await form.getByLabel('联系日期').fill('2026-11-20');
  await form.getByLabel('联系日期').press('Enter');
  await form.getByLabel('内容').fill('拜访校友，商谈奖学金续捐');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已添加', { exact: true })).toBeVisible();
  const note = drawer.getByTestId('donor-note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('2026-11-20 · 拜访');
  await expect(note).toContainText('拜访校友，商谈奖学金续捐');
  await expect(note).not.toContainText('visit');

  // The list filtered by the tag finds this donor only.
  await drawer.locator('.ant-drawer-close').click();
  await page.getByPlaceholder('姓名、账号或手机号').fill('');
  await page.getByPlaceholder('任一标签').fill(tag);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tag)}`));
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(masked);
});
