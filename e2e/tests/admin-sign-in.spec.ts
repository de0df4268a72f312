import { demoStaff, totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminChangePasswordPage } from '../pages/admin-change-password-page.ts';
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

test('the administrator creates an account, shows its QR once and confirms it with the first code', async ({
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
  await staff.goto();
  const username = `e2e-new-${Date.now() % 1_000_000}`;
  await staff.create({ username, displayName: '新同事', role: '财务', password: 'first-password-2026' });
  await expect(staff.enrolment).toBeVisible();
  await expect(staff.qr).toBeVisible();
  await expect(staff.secret).toHaveText(/^[A-Z2-7]{32}$/);
  const secret = (await staff.secret.textContent()) ?? '';

  // A wrong first code is refused in words, the QR stays, and nothing is enrolled.
  await staff.firstCode.fill(wrongCodeFor(secret));
  await staff.confirmEnrolment.click();
  await expect(staff.enrolment).toContainText('验证码不正确');
  await expect(staff.firstCode).toHaveValue('');
  await expect(staff.qr).toBeVisible();

  await staff.firstCode.fill(totpCodeOf(secret));
  await staff.confirmEnrolment.click();
  await expect(staff.enrolment).toHaveCount(0);
  await expect(staff.row(username)).toContainText('财务');
  await expect(staff.row(username)).not.toContainText('验证器未绑定');
  await expect(staff.row(username)).toContainText('待修改密码');
  await expect(staff.row(username)).toContainText('从未登录');

  // The list finds the new account by its name, and by role; both kept in the address.
  await page.getByRole('searchbox', { name: '搜索用户名或显示名称' }).fill(username);
  await page.getByRole('searchbox', { name: '搜索用户名或显示名称' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${username}`));
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(staff.row(username)).toBeVisible();
  await page.goto(`/admin/staff?role=project_manager&q=${username}`);
  await expect(page.locator('.ant-table-tbody')).toContainText('没有符合筛选条件的账号');
  await context.close();
});

test('a new account changes its password at the first sign-in before anything else opens', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createStaffAccount(baseURL ?? '', 'project_manager', { firstSignIn: false });
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/projects');
  await signIn.signIn(account.username, account.password, totpCodeOf(account.secret));
  await expect(page).toHaveURL(/\/admin\/change-password\?redirect=%2Fprojects$/);
  const change = new AdminChangePasswordPage(page);
  await expect(change.heading).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(change.forcedNotice).toBeVisible();
  await expect(new AdminConsole(page).menu).toHaveCount(0);

  // The server keeps the session to this screen whatever the console does.
  const refused = await page.request.get('/admin-api/v1/projects');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatchObject({
    code: 'PASSWORD_CHANGE_REQUIRED',
    message: '请先修改初始密码，再使用后台',
  });
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/change-password\?redirect=%2Forders$/);
  await expect(change.heading).toBeVisible({ timeout: FIRST_PAINT_MS });

  // The rules as the fields are typed, then the server's own refusal of a wrong current password.
  await change.fill(account.password, account.username);
  await change.submit.click();
  await expect(change.problemOf(change.newPassword)).toHaveText('新密码不能与用户名相同');
  await change.fill(account.password, 'short-pw');
  await change.submit.click();
  await expect(change.problemOf(change.newPassword)).toHaveText('新密码至少 10 位');
  await change.fill(account.password, account.password);
  await change.submit.click();
  await expect(change.problemOf(change.newPassword)).toHaveText('新密码不能与当前密码相同');
  await change.fill('not-my-password', 'my-own-password-2026');
  await change.submit.click();
  await expect(change.problemOf(change.currentPassword)).toHaveText('当前密码不正确');

  await change.fill(account.password, 'my-own-password-2026');
  await change.submit.click();
  await expect(page).toHaveURL(/\/admin\/orders$/, { timeout: FIRST_PAINT_MS });
  const shell = new AdminConsole(page);
  await expect(shell.menuItem('项目管理')).toBeVisible({ timeout: FIRST_PAINT_MS });
  expect((await page.request.get('/admin-api/v1/projects')).status()).toBe(200);

  // The administrator's list shows the sign-in as 最后登录, and the password no longer to change.
  const adminContext = await browser.newContext({
    ...DESKTOP,
    viewport: { width: 1440, height: 900 },
    baseURL,
    locale: 'zh-CN',
    storageState: process.env.E2E_ADMIN_STATE,
  });
  const staff = new AdminStaffPage(await adminContext.newPage());
  await staff.goto();
  await expect(staff.row(account.username)).toContainText('127.0.0.1');
  await expect(staff.row(account.username)).not.toContainText('待修改密码');
  await adminContext.close();
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
    // A tap during antd's opening animation can be lost on a loaded machine: tap 取消 until it closes.
    await expect(async () => {
      if ((await dialog.count()) > 0)
        await dialog.getByRole('button', { name: /取\s*消/ }).click({ timeout: 1_000 });
      await expect(dialog).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  await context.close();
});
