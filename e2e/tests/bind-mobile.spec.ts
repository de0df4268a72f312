import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, smsCodeFor, uniqueMobile } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { LoginPage } from '../pages/login-page.ts';
import { loginAsNewWechatUser, MinePage } from '../pages/mine-page.ts';

/** The seeded alumni account's mobile (db/seed/donors-data.ts); no other test asks it a code. */
const ALUMNI_MOBILE = '13900000000';

type Profile = { userId: number; accountType: number; mobile: string };

const tokenOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('xToken') ?? '');

test.describe('bind mobile', () => {
  test('a WeChat-only donor binds a mobile by SMS code, and the prompt is gone', async ({
    page,
    baseURL,
  }) => {
    await loginAsNewWechatUser(page, baseURL ?? '');
    const mine = new MinePage(page);
    await expect(mine.bindMobile).toBeVisible();
    const before = await apiGet<Profile>(SPEC_PATHS.userCenter.my, {}, await tokenOf(page));
    expect(before).toMatchObject({ accountType: 1, mobile: '' });

    await mine.bindMobile.getByRole('button', { name: '去绑定' }).click();
    const sheet = mine.bindSheet;
    await expect(sheet).toBeVisible();
    // Said before anything is sent: a mobile with an account of its own is not merged.
    await expect(sheet).toContainText('若该手机号已注册其他账号，则无法绑定，请退出后用手机号登录');
    await sheet.getByRole('button', { name: '绑定', exact: true }).click();
    await expect(sheet.getByRole('alert')).toHaveText('请输入手机号');

    const mobile = uniqueMobile();
    await mine.bindMobileInput.fill(mobile);
    await mine.bindSendCode.click();
    await expect(mine.toast('验证码已发送')).toBeVisible();
    await expect(mine.bindSendCode).toHaveText(/^\d{1,2}秒后重发$/);
    await mine.bindCodeInput.fill(await smsCodeFor(mobile));
    await sheet.getByRole('button', { name: '绑定', exact: true }).click();

    await expect(mine.toast('绑定成功')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(mine.bindMobile).toHaveCount(0);
    const after = await apiGet<Profile>(SPEC_PATHS.userCenter.my, {}, await tokenOf(page));
    expect(after).toMatchObject({ userId: before.userId, accountType: 2 });
    expect(after.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    await page.reload();
    await mine.root.waitFor();
    await expect(mine.nickname).toBeVisible();
    await expect(mine.bindMobile).toHaveCount(0);
  });

  test('a mobile that has an account is refused with what to do, and doing it reaches that account', async ({
    page,
    baseURL,
  }) => {
    await loginAsNewWechatUser(page, baseURL ?? '');
    const mine = new MinePage(page);
    await mine.bindMobile.getByRole('button', { name: '去绑定' }).click();
    await mine.bindMobileInput.fill(ALUMNI_MOBILE);
    await mine.bindSendCode.click();
    await expect(mine.toast('验证码已发送')).toBeVisible();
    const code = await smsCodeFor(ALUMNI_MOBILE);
    await mine.bindCodeInput.fill(code);
    await mine.bindSheet.getByRole('button', { name: '绑定', exact: true }).click();
    await expect(mine.bindSheet.getByRole('alert')).toHaveText(
      '该手机号已注册其他账号，请退出后用手机号登录',
    );
    await expect(mine.bindSheet).toBeVisible();
    const profile = await apiGet<Profile>(SPEC_PATHS.userCenter.my, {}, await tokenOf(page));
    expect(profile).toMatchObject({ accountType: 1, mobile: '' });

    // As the message says: log out, log in with the mobile (the refused bind left the code usable).
    await mine.bindSheet.getByRole('button', { name: '取消' }).click();
    await mine.logout.click();
    await expect(page).toHaveURL(/\/#\/$/);
    const login = new LoginPage(page);
    await login.goto();
    await login.mobile.fill(ALUMNI_MOBILE);
    await login.code.fill(code);
    await login.agree.check();
    await login.submit.click();
    await expect(page).toHaveURL(/#\/mine$/);
    await expect(mine.nickname).toHaveText('林知远');
  });
});
