import { createHash } from 'node:crypto';
import type { TUserCenter } from '@alma/shared/api/user-center';
import { formatYuan } from '@alma/shared/money/money';
import { smsCodeFor, uniqueMobile } from '../fixtures/accounts.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { LoginPage } from '../pages/login-page.ts';
import { MinePage } from '../pages/mine-page.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const isCall = (path: string) => (url: string) => new URL(url).pathname.endsWith(path);

test.describe('login by account and password', () => {
  test('demo/demo1234 sends the hashed password and lands on mine with the demo totals', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page).toHaveTitle('登录');
    await expect(login.mobileTab).toHaveAttribute('aria-selected', 'true');
    await login.fillPassword('demo', 'demo1234');
    await expect(login.accountTab).toHaveAttribute('aria-selected', 'true');
    const profile = page.waitForResponse((response) => isCall('/user/center/my')(response.url()));
    const request = await login.submitAndCapture('passLogin');
    expect(request.postDataJSON()).toMatchObject({
      username: 'demo',
      password: sha256('demo1234'),
      platform: 'wechatH5',
    });
    expect(JSON.stringify(request.postDataJSON())).not.toContain('demo1234');

    await expect(page).toHaveURL(/#\/mine$/);
    const user = ((await (await profile).json()) as { data: TUserCenter }).data;
    const mine = new MinePage(page);
    await expect(mine.nickname).toHaveText('演示用户');
    // The demo account has paid donations in the seed; the screen shows what the server said.
    expect(user.donateMoney).toBeGreaterThan(0);
    await expect(mine.money).toHaveText(`¥${formatYuan(user.donateMoney)}`);
    await expect(mine.money).toHaveText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(mine.items).toHaveText(String(user.donateCountItems));
    await expect(mine.together).toHaveText(String(user.togetherLaunchCount));
    expect(await page.evaluate(() => localStorage.getItem('xToken'))).toMatch(/^\S{20,}$/);
  });

  test('is refused with a toast until the agreement is ticked, and sends nothing', async ({ page }) => {
    const login = new LoginPage(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/user\/(passLogin|mobileLogin|getSmsCode)$/.test(request.url())) sent.push(request.url());
    });
    await login.goto();
    await login.fillPassword('demo', 'demo1234', { agree: false });
    await login.submit.click();
    await expect(login.toast('请同意并阅读相关协议')).toBeVisible();

    await login.mobileTab.click();
    await login.mobile.fill('13800000000');
    await login.code.fill('123456');
    await login.submit.click();
    await expect(login.toast('请同意并阅读相关协议')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    expect(sent).toEqual([]);
  });

  test('asks for account then password, mobile then code', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.agree.check();
    await login.submit.click();
    await expect(login.toast('请输入手机号')).toBeVisible();
    await login.mobile.fill('13800000000');
    await login.submit.click();
    await expect(login.toast('请输入验证码')).toBeVisible();

    await login.accountTab.click();
    await login.submit.click();
    await expect(login.toast('请输入账号')).toBeVisible();
    await login.username.fill('demo');
    await login.submit.click();
    await expect(login.toast('请输入密码')).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the visitor here', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.fillPassword('demo', 'not-the-password');
    await login.submitAndCapture('passLogin');
    await expect(login.toast('账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('xToken'))).toBeNull();
  });

  test('an unknown account says 账号不存在', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.fillPassword(`nobody-${Date.now()}`, 'whatever1');
    await login.submitAndCapture('passLogin');
    await expect(login.toast('账号不存在')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
  });
});

test.describe('login redirect', () => {
  test('returns to the in-app route named by redirect', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('?redirect=%2Fsubject-detail%3Fid%3D1');
    await login.fillPassword('demo', 'demo1234');
    await login.submit.click();
    await expect(page).toHaveURL(/#\/subject-detail\?id=1$/);
  });

  test('never leaves the app for an outside address', async ({ page, baseURL }) => {
    const login = new LoginPage(page);
    await login.goto(`?redirect=${encodeURIComponent('//example.com/phish')}`);
    await login.fillPassword('demo', 'demo1234');
    await login.submit.click();
    await expect(page).toHaveURL(/\/#\/mine$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  });
});

test.describe('login by SMS code', () => {
  test('a new mobile gets a code, waits out the countdown and lands on mine with zero totals', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const sends: string[] = [];
    page.on('request', (request) => {
      if (isCall('/user/getSmsCode')(request.url())) sends.push(request.postData() ?? '');
    });
    await login.goto();
    await expect(login.smsButton).toHaveText('获取验证码');
    await login.smsButton.click();
    await expect(login.toast('请输入手机号')).toBeVisible();

    const mobile = uniqueMobile();
    await login.mobile.fill(mobile);
    await login.smsButton.click();
    await expect(login.toast('验证码已发送')).toBeVisible();
    await expect(login.smsButton).toHaveText(/^(60|59|58)秒后重发$/);
    // A second press during the countdown sends nothing.
    await expect(login.smsButton).toBeDisabled();
    await login.smsButton.click({ force: true });
    await expect(login.smsButton).toHaveText(/^\d{1,2}秒后重发$/);
    expect(sends).toHaveLength(1);
    expect(JSON.parse(sends[0] ?? '{}')).toMatchObject({ mobile: `86-${mobile}` });

    await login.code.fill(await smsCodeFor(mobile));
    await login.agree.check();
    const request = await login.submitAndCapture('mobileLogin');
    expect(request.postDataJSON()).toMatchObject({ mobile: `86-${mobile}`, platform: 'wechatH5' });
    await expect(page).toHaveURL(/#\/mine$/);
    const mine = new MinePage(page);
    await expect(mine.nickname).toHaveText('爱心人士');
    await expect(mine.money).toHaveText('¥0.00');
    await expect(mine.items).toHaveText('0');
    await expect(mine.together).toHaveText('0');
    expect(sends).toHaveLength(1);
  });

  test('sends the chosen country code and shows the server message for a wrong code', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.areaCode).toHaveText('+86');
    await login.areaCode.click();
    const places = page.getByRole('listbox', { name: '请选择国家代码' });
    await expect(places.getByRole('option', { selected: true })).toHaveText(/\+86$/);
    await places.getByRole('option', { name: /\+852$/ }).click();
    await expect(places).toBeHidden();
    await expect(login.areaCode).toHaveText('+852');

    await login.mobile.fill('91234567');
    await login.code.fill('000000');
    await login.agree.check();
    const request = await login.submitAndCapture('mobileLogin');
    expect(request.postDataJSON()).toMatchObject({ mobile: '852-91234567', code: '000000' });
    await expect(login.toast('验证码错误或已失效')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
  });
});

test.describe('the PC/H5 login in a desktop browser', () => {
  test.use({ ...DESKTOP });

  test('/login shows the login form in a centred column, not the QR gate, and the donor logs in', async ({
    page,
  }) => {
    await page.goto('/login?redirect=%2Fmine');
    const login = new LoginPage(page);
    await login.root.waitFor();
    await expect(page.getByTestId('qr-gate')).toHaveCount(0);
    // A phone-width column in the middle of the 1280 px window, not stretched across it.
    const box = await login.root.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(480);
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - DESKTOP.viewport.width / 2)).toBeLessThanOrEqual(
      1,
    );

    const mobile = uniqueMobile();
    await login.mobile.fill(mobile);
    await login.smsButton.click();
    await expect(login.toast('验证码已发送')).toBeVisible();
    await login.code.fill(await smsCodeFor(mobile));
    await login.agree.check();
    await login.submit.click();
    await expect(page).toHaveURL(/#\/mine$/);
    await expect(new MinePage(page).nickname).toHaveText('爱心人士');

    // Only the tab that came to log in is let past the gate: the home in a new tab still shows it.
    const other = await page.context().newPage();
    await other.goto('/');
    await expect(other.getByTestId('qr-gate')).toBeVisible();
  });
});

test.describe('login screen', () => {
  test('shows the agreement from base config without ticking it, on the login background', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const config = page.waitForResponse((response) => isCall('/index/baseConfig')(response.url()));
    await login.goto();
    const base = ((await (await config).json()) as { data: { agreeTitle: string; loginBg: string } }).data;
    await expect(login.background).toHaveAttribute('src', base.loginBg);
    await expect(login.agreementLink).toHaveText(`《${base.agreeTitle}》`);
    await login.agreementLink.click();
    await expect(
      login.agreementPopup.getByRole('heading', { name: base.agreeTitle, exact: true }),
    ).toBeVisible();
    await expect(login.agreementPopup).toContainText('捐赠财产');
    // On a 390 px phone the sheet is the screen's width: no line runs off its edge (it was 430 px).
    const sheet = await page.locator('.login-agree-popup').boundingBox();
    expect(sheet?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    expect(
      await page.locator('.login-agree-popup').evaluate((node) => node.scrollWidth <= node.clientWidth),
    ).toBe(true);
    await login.agreementPopup.getByRole('button', { name: '我知道了' }).click();
    await expect(login.agreementPopup).toBeHidden();
    await expect(login.agree).not.toBeChecked();
  });

  test('speaks English when the language is English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    await page.goto('/#/login');
    await expect(page).toHaveTitle('Log in');
    await expect(page.getByRole('tab', { name: 'Code login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Password login' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toHaveAttribute(
      'placeholder',
      'Please enter your mobile number',
    );
    await expect(page.getByTestId('login-sms-button')).toHaveText('Get code');
    await expect(page.getByText('I have read and agree to')).toBeVisible();
    // The foundation's name and its agreement as staff wrote them in English (机构设置 → 基本信息).
    await expect(page.locator('.login-title')).toHaveText('Demo University Education Development Foundation');
    await page.getByRole('button', { name: 'the Donation Agreement' }).click();
    const agreement = page.getByTestId('login-agree-popup');
    await expect(agreement.getByRole('heading', { level: 2 })).toHaveText('Donation Agreement');
    await expect(agreement).toContainText('Article 1 The donated property');
    await agreement.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      page.locator('.adm-toast-main').filter({ hasText: 'Please read and agree to the agreement' }),
    ).toBeVisible();
  });
});
