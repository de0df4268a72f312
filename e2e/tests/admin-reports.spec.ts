import { readFile } from 'node:fs/promises';
import { newDonor } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createOwnProject, createStaffAccount } from '../pages/admin-api.ts';
import { AdminReportsPage } from '../pages/admin-reports-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { payInSandbox, placeOrder } from '../pages/payment-pages.ts';
import { pdfText } from '../pages/receipt-pages.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

const ownProject = (baseURL: string) => createOwnProject(baseURL, '报表测试');

test('finance opens 报表 and sees what a project was given this month', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const project = await ownProject(base);
  const donor = await newDonor();
  for (const yuan of [1200.5, 34]) {
    const { billNo } = await placeOrder(donor.token, project.id, yuan);
    await payInSandbox(billNo);
  }

  const finance = await createStaffAccount(base, 'finance');
  const form = new AdminSignInPage(page);
  await form.goto('/admin/reports');
  await form.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
  const reports = new AdminReportsPage(page);
  await expect(reports.heading).toHaveText('报表', { timeout: FIRST_PAINT_MS });
  await expect(page.getByRole('menuitem', { name: '报表' })).toBeVisible();

  // By project (the first tab): the project's two gifts, what came in and the net, in yuan.
  const row = reports.incomeRow(project.name);
  await expect(row).toContainText('2');
  await expect(row.locator('td').nth(2)).toHaveText('¥1,234.50');
  await expect(row.locator('td').nth(3)).toHaveText('¥0.00');
  await expect(row.locator('td').nth(4)).toHaveText('¥1,234.50');
  await expect(reports.totalRow).toContainText('合计');

  // By channel: the sandbox stood in for WeChat Pay; the channel is named in words.
  await reports.groupBy('按支付渠道').click();
  await expect(reports.incomeRow('微信支付')).toBeVisible();

  // The annual report is a download for the year: the PDF the board gets lists the project with
  // what it was given (read back from the file the browser saved).
  await expect(reports.annualPdf).toHaveAttribute(
    'href',
    /\/admin-api\/v1\/reports\/annual\?year=\d{4}&format=pdf/,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), reports.annualPdf.click()]);
  const bytes = await readFile(await download.path());
  const flat = (await pdfText(bytes)).replace(/\s+/g, '');
  expect(flat).toContain(`${project.name.replace(/\s+/g, '')}2¥1,234.50¥0.00¥1,234.50`);
});
