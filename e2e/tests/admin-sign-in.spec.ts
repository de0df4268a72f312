import { demoStaff, totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminConsole } from '../pages/admin-console-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { AdminStaffPage } from '../pages/admin-staff-page.ts';

// The console is a desktop application: a staff member's screen, not a phone in WeChat.
test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Each test loads the console afresh (~350 kB gz of JS and antd's stylesheet, three times the donor
// app's first screen), signs in (argon2id) and opens a page or two: more than the phone's 30 s.
test.setTimeout(90_000);

/** A code that is none of the three the server would take now (this step and one either side). */
function wrongCodeFor(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => totpCodeOf(secret, steps)));
  for (let guess = 0; ; guess += 1) {
    const code = String(guess).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

test('the demo administrator signs in with an authenticator code and sees the dashboard', async ({
  page,
}) => {
  const signIn = new AdminSignInPage(page);
  const admin = demoStaff('admin');
  await signIn.goto();
  await expect(signIn.demoHint).toContainText('admin-demo-2026');
  // Global setup signed this account in with the current step's code, and a code signs in once:
  // the next step's code (the server accepts one step of clock drift) is this sign-in's own.
  await signIn.signIn(admin.username, admin.password, totpCodeOf(admin.totpSecret, 1));
  const shell = new AdminConsole(page);
  await shell.expectDashboard();
  await expect(shell.staffInHeader).toContainText(admin.displayName);
  await expect(shell.staffInHeader).toContainText('管理员');
  for (const item of ['工作台', '员工管理', '操作日志']) await expect(shell.menuItem(item)).toBeVisible();
  expect(await page.title()).toContain('工作台');
});

test('a wrong authenticator code is refused with the reason, and nothing opens', async ({
  page,
  baseURL,
}) => {
  const account = await createStaffAccount(baseURL ?? '', 'finance');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/staff');
  await signIn.signIn(account.username, account.password, wrongCodeFor(account.secret));
  await expect(signIn.error).toHaveText('用户名、密码或动态验证码错误');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fstaff$/);
  await expect(new AdminConsole(page).menu).toHaveCount(0);
  // The code field is emptied for the next try; letters never get into it.
  await expect(signIn.totp).toHaveValue('');
  await signIn.totp.fill('12ab34');
  await expect(signIn.totp).toHaveValue('1234');
});

test('after 5 wrong tries even the right code is refused', async ({ page, baseURL }) => {
  const account = await createStaffAccount(baseURL ?? '', 'project_manager');
  const signIn = new AdminSignInPage(page);
  // Each try from a freshly opened sign-in page, as someone coming back to guess again would: the
  // limit is the server's, whatever the screen remembers.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signIn.goto();
    await signIn.signIn(account.username, account.password, wrongCodeFor(account.secret));
    await expect(signIn.error).toHaveText('用户名、密码或动态验证码错误');
  }
  await signIn.goto();
  await signIn.signIn(account.username, account.password, totpCodeOf(account.secret));
  await expect(signIn.error).toHaveText('操作过于频繁，请稍后再试');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('fulfilment sees no staff menu and is refused the staff accounts', async ({ page, baseURL }) => {
  const account = await createStaffAccount(baseURL ?? '', 'fulfilment');
  const signIn = new AdminSignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.username, account.password, totpCodeOf(account.secret));
  const shell = new AdminConsole(page);
  await shell.expectDashboard({ chart: false });
  await expect(shell.staffInHeader).toContainText('履约专员');
  await expect(shell.menuItem('工作台')).toBeVisible();
  await expect(shell.menuItem('员工管理')).toHaveCount(0);
  await expect(shell.menuItem('操作日志')).toHaveCount(0);

  const answer = await page.request.get('/admin-api/v1/staff');
  expect(answer.status()).toBe(403);
  expect((await answer.json()).error.message).toBe('您的角色无权执行此操作');
  await page.goto('/admin/staff');
  await expect(shell.forbidden).toBeVisible({ timeout: FIRST_PAINT_MS });
});

test('the administrator creates an account and its enrolment QR shows once', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    ...DESKTOP,
    viewport: { width: 1440, height: 900 },
    baseURL,
    locale: 'zh-CN',
    storageState: process.env.E2E_ADMIN_STATE,
  });
  const page = await context.newPage();
  const staff = new AdminStaffPage(page);
  await staff.goto();
  const username = `e2e-new-${Date.now() % 1_000_000}`;
  await staff.create({ username, displayName: '新同事', role: '财务', password: 'first-password-2026' });
  await expect(staff.enrolment).toBeVisible();
  await expect(staff.qr).toBeVisible();
  await expect(staff.secret).toHaveText(/^[A-Z2-7]{32}$/);
  await page.getByRole('button', { name: '已绑定，关闭' }).click();
  await expect(staff.enrolment).toHaveCount(0);
  await expect(staff.row(username)).toContainText('财务');
  await context.close();
});

test('the console switches to English and remembers it', async ({ page }) => {
  const signIn = new AdminSignInPage(page);
  await signIn.goto();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Alma Foundation Console' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Authenticator code' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('each edit dialog of the staff list starts from its own account, not the last one opened', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    ...DESKTOP,
    viewport: { width: 1440, height: 900 },
    baseURL,
    locale: 'zh-CN',
    storageState: process.env.E2E_ADMIN_STATE,
  });
  const page = await context.newPage();
  const staff = new AdminStaffPage(page);
  // Two accounts of its own: the newest are on the list's first page, whatever else the run made.
  const accounts = [
    await createStaffAccount(baseURL ?? '', 'project_manager'),
    await createStaffAccount(baseURL ?? '', 'finance'),
  ];
  await staff.goto();
  for (const { username, displayName } of accounts) {
    await staff
      .row(username)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `编辑账号 ${username}` });
    await expect(dialog.getByRole('textbox', { name: '显示名称' })).toHaveValue(displayName);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toHaveCount(0);
  }
  await context.close();
});
