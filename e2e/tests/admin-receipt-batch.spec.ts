import { randomUUID } from 'node:crypto';
import type { TReceiptOutstanding } from '@alma/shared/admin-api/receipt-batches';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiPost, newDonor } from '../fixtures/accounts.ts';
import { signInDemoAdministrator, totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount } from '../pages/admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { chooseOption } from '../pages/antd-select.ts';
import { payInSandbox } from '../pages/payment-pages.ts';

/**
 * 年度批量开票 on its own server: a batch issues every outstanding e-receipt of the year, and on the
 * shared server that would issue other tests' receipts while they wait to issue them by hand. Here the
 * only outstanding e-receipt of this year is the one the test makes.
 */

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });

/** 书香校园·图书捐赠: ¥50 a book, a receipt from two (the demo form). */
const BOOKS = 2;
/** Issuing draws the receipt's PDF: the batch's jobs on a busy two-core machine. */
const BATCH_MS = 60_000;

test.describe('year-end e-receipts', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('finance starts the year’s batch for the e-receipt of a gift, watches it finish, and exports the ledger', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // The account and payment helpers read the server from these: this test's own while it runs.
    const saved = {
      E2E_BASE_URL: process.env.E2E_BASE_URL,
      E2E_SERVER_LOG: process.env.E2E_SERVER_LOG,
      E2E_ADMIN_STATE: process.env.E2E_ADMIN_STATE,
    };
    process.env.E2E_BASE_URL = server.url;
    process.env.E2E_SERVER_LOG = server.logPath;
    process.env.E2E_ADMIN_STATE = await signInDemoAdministrator(server.url);
    try {
      const year = Number(new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 4));
      const { token } = await newDonor();
      const answer = await apiPost<{ orderPayRequestDTO: { billNo: string } }>(
        SPEC_PATHS.items.donate,
        {
          itemsId: BOOKS,
          payType: 1,
          donateMaterialNumber: 3,
          formDataMap: { name: '钱七', mobile: '86-13800000007', identity: '4' },
          certificateDonorName: '钱七',
          isNeedReceipt: 1,
          receiptDonorType: '1',
          receiptDonorName: '钱七',
          creditCode: '',
          receiptType: '2',
          receiptWay: '3',
          postalEmail: `e2e-${randomUUID().slice(0, 8)}@example.com`,
        },
        token,
      );
      const { billNo } = answer.orderPayRequestDTO;
      await payInSandbox(billNo);
      // The order-paid job makes the receipt row within seconds.
      const api = await administratorApi(server.url);
      await expect
        .poll(
          async () =>
            (
              (await (
                await api.get(`/admin-api/v1/receipts/outstanding?year=${year}`)
              ).json()) as TReceiptOutstanding
            ).count,
          { timeout: 20_000 },
        )
        .toBe(1);
      await api.dispose();
      const finance = await createStaffAccount(server.url, 'finance');

      const desk = await browser.newContext({
        ...DESKTOP,
        viewport: { width: 1440, height: 900 },
        baseURL: server.url,
      });
      const page = await desk.newPage();
      const form = new AdminSignInPage(page);
      await form.goto('/admin/receipts');
      await form.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
      await expect(page.locator('.admin-page h3')).toHaveText('票据管理', { timeout: FIRST_PAINT_MS });

      const panel = page.locator('.ant-card').filter({ hasText: '年度批量开票' });
      await chooseOption(page, panel.getByLabel('年度'), `${year} 年`);
      await expect(panel).toContainText('待开具电子票据');
      await expect(panel).toContainText('1 张');
      await expect(panel).toContainText('¥150.00');

      await panel.getByRole('button', { name: '开始批量开票' }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText(`开始 ${year} 年度批量开票？`);
      await expect(confirm).toContainText(`将开具 ${year} 年度的 1 张电子票据（合计 ¥150.00）`);
      await confirm.getByRole('button', { name: /^确\s*定$/ }).click();

      // The bar follows the batch (the panel polls) until every receipt is through.
      const progress = panel.getByTestId('receipt-batch-progress');
      await expect(progress).toBeVisible();
      await expect(progress).toContainText('已完成', { timeout: BATCH_MS });
      await expect(progress).toContainText('已开具 1 张，跳过 0 张，失败 0 张，等待 0 张（共 1 张）');
      await expect(panel).toContainText(`${year} 年度没有待开具的电子票据`);
      await expect(panel.getByRole('button', { name: '开始批量开票' })).toBeDisabled();

      // The ledger of the year: a download of the receipt, now issued.
      await panel.getByRole('button', { name: '导出票据台账' }).hover();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`receipt-ledger-${year}.csv`);
      const text = await new Response((await file.createReadStream()) as unknown as ReadableStream).text();
      expect(text).toContain('票据号码');
      const line = text.split('\r\n').find((row) => row.includes(billNo)) ?? '';
      expect(line).toContain('钱七');
      expect(line).toContain(',150,');
      expect(line).toMatch(/已发送|待发送/);
      await desk.close();
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
