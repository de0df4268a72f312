import { randomUUID } from 'node:crypto';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { newSmsDonor } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createOwnProject, createStaffAccount } from '../pages/admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { DonorTotals } from '../pages/donor-totals.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

const ownProject = (baseURL: string) => createOwnProject(baseURL, '线下捐赠测试');

/** The receipts made out to `name`, as the fulfilment queue lists them. */
async function receiptsFor(baseURL: string, name: string): Promise<Array<{ billNo: string }>> {
  const api = await administratorApi(baseURL);
  const answer = await api.get(`/admin-api/v1/receipts?q=${encodeURIComponent(name)}`);
  const { rows } = (await answer.json()) as TAdminRows<{ billNo: string }>;
  await api.dispose();
  return rows;
}

test('finance records a bank transfer; the donor’s record, the project’s total and a receipt follow', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const project = await ownProject(base);
  const { mobile } = await newSmsDonor();
  const finance = await createStaffAccount(base, 'finance');
  const reference = `E2E${Date.now()}`;
  const company = `示范校友企业 ${randomUUID().slice(0, 6)}`;

  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/offline-gifts');
  await signIn.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
  await expect(page.locator('.admin-page h3')).toHaveText('线下捐赠', { timeout: FIRST_PAINT_MS });
  await expect(page.locator('.ant-menu').getByText('线下捐赠')).toBeVisible();

  await page.getByTestId('offline-gift-record').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '登记线下捐赠' });
  const form = dialog.getByTestId('offline-gift-form');
  await form.getByLabel('项目').fill(project.name);
  await page.locator('.ant-select-dropdown:visible').getByText(project.name, { exact: true }).click();
  await form.getByLabel('到账日期').fill('2025-01-06');
  await form.getByLabel('金额（元）').fill('520.50');
  await form.getByLabel('付款人').fill(company);
  await form.getByLabel('银行流水号 / 票号').fill(reference);
  // The donor found by their mobile, as the donor search finds them.
  await form.getByTestId('offline-gift-donor').locator('input').fill(mobile);
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  await page.locator('.ant-select-dropdown:visible').getByText(masked).click();
  await form.getByTestId('offline-gift-receipt').click();
  await form.getByRole('radio', { name: '单位' }).check();
  await form.getByLabel('票据抬头', { exact: true }).fill(company);
  await form.getByLabel('统一社会信用代码').fill('91320100MA1XXXXXX1');
  await form.getByLabel('领取方式').click();
  await page.locator('.ant-select-dropdown:visible').getByText('邮箱接收').click();
  await form.getByLabel('接收邮箱').fill('finance@example.com');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText(/已登记，订单 \d{26} 已计入项目筹款/)).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByTestId('offline-gifts-table');
  await expect(table).toContainText(reference);
  await expect(table).toContainText('520.50');
  await expect(table).toContainText('银行转账（对公）');

  // The same transfer again is refused, naming its reference.
  await page.getByTestId('offline-gift-record').click();
  await form.getByLabel('项目').fill(project.name);
  await page.locator('.ant-select-dropdown:visible').getByText(project.name, { exact: true }).click();
  await form.getByLabel('金额（元）').fill('520.50');
  await form.getByLabel('付款人').fill(company);
  await form.getByLabel('银行流水号 / 票号').fill(reference);
  await form.getByRole('radio', { name: '新捐赠人' }).check();
  await form.getByLabel('捐赠人姓名').fill('重复登记');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toContainText(`流水号“${reference}”已登记过，不能重复登记`);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  // The donor's record (捐赠人): one gift of ¥520.50.
  await page.goto(`/admin/donors?s=${mobile}`);
  const donorRow = page.locator('.ant-table-row').filter({ hasText: masked });
  await expect(donorRow).toContainText('520.50', { timeout: FIRST_PAINT_MS });

  // The project's total on the phone app, as donors see it.
  const phone = await (await browser.newContext({ ...WECHAT_PHONE, baseURL: base })).newPage();
  await new DonorTotals(phone).expectProject(project.id, '¥520.50', 1);

  // The receipt application follows from the order.paid event's job.
  await expect.poll(async () => (await receiptsFor(base, company)).length, { timeout: 30_000 }).toBe(1);
});
