import { useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createOwnProject, createStaffAccount } from '../pages/admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { myAgreements, sealedContract } from '../pages/agreement-api.ts';
import { chooseOption } from '../pages/antd-select.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

test('a project manager offers a contract for a console-made project; finance records the transfer against the signed agreement', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const project = await createOwnProject(base, '协议捐赠测试');

  // The project manager gives the project an agreement and offers it in the contract flow.
  const manager = await createStaffAccount(base, 'project_manager');
  const signIn = new AdminSignInPage(page);
  await signIn.goto(`/admin/agreements?tab=template&project=${project.id}`);
  await signIn.signIn(manager.username, manager.password, totpCodeOf(manager.secret));
  const editor = page.getByTestId('agreement-template');
  await expect(editor).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(editor).toContainText('该项目还没有自己的模板');
  // The preview is drawn by the server's renderer: a page picture.
  await expect(page.getByTestId('agreement-preview').locator('img').first()).toBeVisible({ timeout: 20_000 });
  await editor.getByLabel('协议标题').fill(`${project.name}捐赠协议`);
  await editor.getByRole('switch').click();
  await page.getByTestId('agreement-template-save').click();
  await expect(page.getByText('协议模板已保存')).toBeVisible();

  // The alumnus signs a contract for it on the phone (its calls), and the foundation seals it.
  const { id, token } = await sealedContract(project.id, 6666.66);

  // Finance sees it sealed, then records the bank transfer against it.
  const financeContext = await browser.newContext({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
  const financePage = await financeContext.newPage();
  const finance = await createStaffAccount(base, 'finance');
  const financeSignIn = new AdminSignInPage(financePage);
  await financeSignIn.goto(`/admin/agreements?itemsId=${project.id}`);
  await financeSignIn.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
  const table = financePage.getByTestId('agreements-table');
  await expect(table).toContainText('已盖章', { timeout: FIRST_PAINT_MS });
  await expect(table).toContainText('6,666.66');

  await financePage.goto('/admin/offline-gifts');
  await financePage.getByTestId('offline-gift-record').click();
  const dialog = financePage.locator('.ant-modal').filter({ hasText: '登记线下捐赠' });
  const form = dialog.getByTestId('offline-gift-form');
  await form.getByLabel('金额（元）').fill('6666.66');
  await form.getByLabel('付款人').fill('林知远');
  const picker = form.getByLabel('关联协议（选填）');
  const agreementNo = await agreementNoOf(financePage, id);
  await picker.fill(agreementNo);
  await chooseOption(financePage, picker, await optionTitle(financePage, agreementNo));
  await form.getByLabel('到账日期').fill('2026-12-01');
  await form.getByLabel('银行流水号 / 票号').fill(`AGR${Date.now()}`);
  // Finance asks for the receipt, e-mailed: the donor's list then carries it.
  await form.getByTestId('offline-gift-receipt').click();
  await form.getByRole('radio', { name: '单位' }).check();
  await form.getByLabel('票据抬头', { exact: true }).fill('示范校友企业');
  await form.getByLabel('统一社会信用代码').fill('91320100MA1XXXXXX1');
  await form.getByLabel('领取方式').click();
  await financePage.locator('.ant-select-dropdown:visible').getByText('邮箱接收').click();
  await form.getByLabel('接收邮箱').fill('finance@example.com');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(financePage.getByText(/已登记，订单 \d{26} 已计入项目筹款/)).toBeVisible();

  // The agreement has its money and names the order; the donor's list says so.
  await financePage.goto(`/admin/agreements?itemsId=${project.id}&open=${id}`);
  const facts = financePage.getByTestId('agreement-facts');
  await expect(facts).toContainText('已到账');
  await expect(facts).toContainText(/\d{26}/);
  await expect(financePage.getByTestId('agreement-version')).toContainText('协议原文 SHA-256');
  expect((await myAgreements(token)).find((row) => row.id === id)?.status).toBe('FUNDS_RECEIVED');
  // Finance issues the receipt (at the fiscal platform, the demo issuer here); the donor's list then links it.
  const api = await administratorApi(base);
  const { billNo } = (await (await api.get(`/admin-api/v1/agreements/${id}`)).json()) as { billNo: string };
  const receipts = (await (await api.get(`/admin-api/v1/receipts?q=${billNo}`)).json()) as {
    rows: Array<{ id: number; billNo: string }>;
  };
  const receipt = receipts.rows.find((row) => row.billNo === billNo);
  expect(receipt).toBeDefined();
  const issued = await api.post('/admin-api/v1/receipts/issue', {
    headers: { 'x-csrf-token': api.csrf },
    data: { ids: [receipt?.id] },
  });
  expect(issued.status()).toBe(200);
  await api.dispose();
  await expect
    .poll(async () => (await myAgreements(token)).find((row) => row.id === id)?.donationReceiptsUrl ?? '', {
      timeout: 30_000,
    })
    .toMatch(/^\/documents\/receipt\/\d+\?/);
  // On the phone, the donor's list offers the receipt.
  const phone = await browser.newContext({ ...WECHAT_PHONE });
  const donorPage = await phone.newPage();
  await useToken(donorPage, token);
  await donorPage.goto('/#/contract-cpu/myList');
  const row = donorPage.getByTestId('my-agreement').filter({ hasText: project.name });
  await expect(row.getByTestId('my-agreement-status')).toHaveText('已到账');
  await row.getByTestId('my-agreement-receipt').click();
  // The receipt's PDF page is drawn as a picture by the server, and it has loaded on the phone.
  const receiptPage = donorPage.getByTestId('document-preview-pages').locator('img').first();
  await expect(receiptPage).toHaveAttribute('src', /\/documents\/receipt-page\/\d+\.1\?/);
  await expect
    .poll(() => receiptPage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      timeout: 30_000,
    })
    .toBe(900);
  await donorPage.getByTestId('document-preview-close').click();
  await expect(donorPage.getByTestId('document-preview')).toHaveCount(0);
  await phone.close();
  await financeContext.close();
});

/** The agreement's number as the console lists it. */
async function agreementNoOf(page: import('@playwright/test').Page, id: number): Promise<string> {
  const answer = await page.request.get(`/admin-api/v1/agreements/${id}`);
  return ((await answer.json()) as { agreementNo: string }).agreementNo;
}

/** The picker's option title for the agreement (number · donor · project · amount). */
async function optionTitle(page: import('@playwright/test').Page, agreementNo: string): Promise<string> {
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: agreementNo });
  await expect(option).toBeVisible();
  return (await option.getAttribute('title')) ?? agreementNo;
}
