import type { TDonorRow } from '@alma/shared/admin-api/donors';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TSavedFilter } from '@alma/shared/admin-api/saved-filters';
import type { TStaffMe } from '@alma/shared/admin-api/session';
import type { Page } from '@playwright/test';
import { newSmsDonor } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount, type TestStaffAccount } from '../pages/admin-api.ts';
import { SavedFiltersMenu } from '../pages/admin-saved-filters-menu.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';

const SCREEN = { ...DESKTOP, viewport: { width: 1440, height: 900 } };
test.use(SCREEN);
test.setTimeout(120_000);

/** Tags a new donor through the console's API, as a colleague would on the donor's record. */
async function tagDonor(baseURL: string, mobile: string, tag: string): Promise<void> {
  const api = await administratorApi(baseURL);
  const found = await api.get('/admin-api/v1/donors', { params: { s: mobile } });
  const [donor] = ((await found.json()) as TAdminRows<TDonorRow>).rows;
  if (!donor) throw new Error(`no donor ${mobile}`);
  const tagged = await api.put(`/admin-api/v1/donors/${donor.id}/tags`, {
    headers: { 'x-csrf-token': api.csrf },
    data: { tags: [tag] },
  });
  if (tagged.status() !== 200) throw new Error(`PUT tags: ${tagged.status()} ${await tagged.text()}`);
  await api.dispose();
}

async function signInAt(page: Page, path: string, account: TestStaffAccount): Promise<void> {
  const signIn = new AdminSignInPage(page);
  await signIn.goto(path);
  await signIn.signIn(account.username, account.password, totpCodeOf(account.secret));
  await expect(page.locator('.admin-page h3')).toHaveText('捐赠人', { timeout: FIRST_PAINT_MS });
}

/**
 * Issue 21, segments: finance saves a donor tag filter shared with the office; a project manager
 * (another account, another browser) sees who shared it, opens it and the list narrows to the tagged
 * donor, and can neither change nor delete it, on screen or through the API. The owner's unsharing
 * and deleting (asked first, as it goes for colleagues too) take it from the colleague's list.
 */
test('a donor segment finance shares is a colleague’s to use, not to change', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const tag = `校董${Date.now() % 1_000_000}`;
  const name = `共享${Date.now() % 100_000}`;
  const [tagged, untagged] = await Promise.all([newSmsDonor(), newSmsDonor()]);
  await tagDonor(base, tagged.mobile, tag);
  const finance = await createStaffAccount(base, 'finance');
  const manager = await createStaffAccount(base, 'project_manager');
  const rowsOf = (where: Page) => where.locator('.ant-table-tbody tr.ant-table-row');

  await signInAt(page, `/admin/donors?tag=${encodeURIComponent(tag)}`, finance);
  await expect(rowsOf(page)).toHaveCount(1);
  const owner = new SavedFiltersMenu(page);
  await owner.saveAs(name, { shared: true });
  await owner.open();
  await expect(owner.item(name)).toContainText('已共享');

  const colleague = await (await browser.newContext({ ...SCREEN, baseURL: base })).newPage();
  await signInAt(colleague, '/admin/donors', manager);
  // The whole list: the two new donors at least, the newest first.
  await expect(rowsOf(colleague).nth(1)).toBeVisible();
  await expect(rowsOf(colleague).filter({ hasText: untagged.mobile.slice(-4) })).toHaveCount(1);
  const menu = new SavedFiltersMenu(colleague);
  await menu.open();
  const shared = menu.item(name);
  await expect(shared).toContainText(`${finance.displayName} 共享`);
  await expect(shared.getByLabel(`删除“${name}”`)).toHaveCount(0);
  await expect(shared.getByLabel(`取消共享“${name}”`)).toHaveCount(0);
  await menu.apply(name);
  await expect(colleague).toHaveURL(new RegExp(`tag=${encodeURIComponent(tag)}`));
  await expect(rowsOf(colleague)).toHaveCount(1);
  await expect(rowsOf(colleague).first()).toContainText(tagged.mobile.slice(-4));

  // Through the API too, the colleague's delete is answered as for a filter that does not exist.
  const me = (await (await colleague.request.get('/admin-api/v1/session')).json()) as TStaffMe;
  const listed = await colleague.request.get('/admin-api/v1/saved-filters', { params: { list: 'donors' } });
  const segment = ((await listed.json()) as TSavedFilter[]).find((filter) => filter.name === name);
  expect(segment).toMatchObject({ mine: false, shared: true, owner: finance.displayName });
  const refused = await colleague.request.delete(`/admin-api/v1/saved-filters/${segment?.id}`, {
    headers: { 'x-csrf-token': me.csrfToken },
  });
  expect(refused.status()).toBe(404);
  expect(await refused.text()).toContain('这个筛选不存在或不是你保存的');

  // The owner stops sharing it: the colleague's menu no longer offers it; shared again, it is back.
  await owner.open();
  await page.getByLabel(`取消共享“${name}”`).click();
  await expect(page.getByText(`已取消共享“${name}”`)).toBeVisible();
  await colleague.reload();
  await menu.open();
  await expect(menu.item(name)).toHaveCount(0);
  await owner.open();
  await page.getByLabel(`共享“${name}”`, { exact: true }).click();
  await expect(page.getByText(`已共享“${name}”，同事可以使用`)).toBeVisible();
  await colleague.reload();
  await menu.open();
  await expect(menu.item(name)).toContainText(`${finance.displayName} 共享`);

  // Deleting a shared filter is asked first, and takes it from colleagues too.
  await owner.open();
  await page.getByLabel(`删除“${name}”`).click();
  const ask = page.getByRole('dialog').filter({ hasText: `删除共享的筛选“${name}”？` });
  await expect(ask).toContainText('删除后，同事也不能再使用它。');
  await ask.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText(`已删除筛选“${name}”`)).toBeVisible();
  await colleague.reload();
  await menu.open();
  await expect(menu.item(name)).toHaveCount(0);
  await colleague.context().close();
});

/** Filters an earlier console kept in this browser are moved to the server once, then dropped here. */
test('filters kept in this browser move to the server on first load, once', async ({ page, baseURL }) => {
  const finance = await createStaffAccount(baseURL ?? '', 'finance');
  await signInAt(page, '/admin/donors', finance);
  const me = (await (await page.request.get('/admin-api/v1/session')).json()) as TStaffMe;
  const key = `alma.admin.filters.${me.id}.donors`;
  await page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey, value), [
    key,
    JSON.stringify([{ name: '本浏览器的筛选', search: 'alumni=true&hide=mobile' }]),
  ] as const);

  await page.reload();
  await expect(page.locator('.admin-page h3')).toHaveText('捐赠人', { timeout: FIRST_PAINT_MS });
  const menu = new SavedFiltersMenu(page);
  await menu.open();
  await expect(menu.item('本浏览器的筛选')).toHaveCount(1);
  await expect(menu.item('本浏览器的筛选')).not.toContainText('共享');
  expect(await page.evaluate((storageKey) => localStorage.getItem(storageKey), key)).toBeNull();
  await menu.apply('本浏览器的筛选');
  await expect(page).toHaveURL(/alumni=true/);
  await expect(page).toHaveURL(/hide=mobile/);

  // Another load moves nothing again: still one.
  await page.reload();
  await expect(page.locator('.admin-page h3')).toHaveText('捐赠人', { timeout: FIRST_PAINT_MS });
  await menu.open();
  await expect(menu.item('本浏览器的筛选')).toHaveCount(1);
  await expect(menu.item('本浏览器的筛选')).not.toContainText('共享');
});
