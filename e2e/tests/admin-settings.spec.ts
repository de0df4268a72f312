import type { TStaffMe } from '@alma/shared/admin-api/session';
import type { TInstitutionSettings } from '@alma/shared/admin-api/settings';
import { demoToken, useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, MINI_PROGRAM_USER_AGENT, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount } from '../pages/admin-api.ts';
import { AdminConsole } from '../pages/admin-console-page.ts';
import {
  AdminSettingsPage,
  donorThemeColour,
  putSettings,
  readSettings,
} from '../pages/admin-settings-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { MinePage } from '../pages/mine-page.ts';

// The console is a desktop application; the donor is on a phone in WeChat, in a context of its own.
test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Staff sign-in, the console's lazy screens and the phone app in one test: the sign-in spec's allowance.
test.setTimeout(90_000);

const SAVED = '已保存，捐赠端即时生效';

/**
 * The settings are one row every test's donor app reads (mine.spec reads the foundation's name and
 * the badge explanation's first line): the name is never changed, the explanation only gains a line;
 * each change is put back as soon as the phone has shown it, and in `finally` whatever happens.
 * Receipts and the feature flags (allowDesktop) are never changed.
 */
test('an administrator changes the theme colour, the badge explanation and the share title; the phone app shows them at once', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two saves and two phone pages beyond the sign-in allowance (about 65 s on a busy 2-core machine).
  test.setTimeout(150_000);
  const api = await administratorApi(baseURL ?? '');
  const original = await readSettings(api);
  const restore = async (part: 'base' | 'appearance') => {
    const status = await putSettings(api, api.csrf, part, original[part]);
    if (status !== 200) throw new Error(`restoring ${part}: HTTP ${status}`);
  };
  const suffix = String(Date.now() % 100_000);
  const colour = `#${(0x204060 + (Date.now() % 0x10000)).toString(16).padStart(6, '0')}`;
  const explainLine = `5. 本说明更新于测试 ${suffix}。`;
  const shareTitle = `与母校一起成长 ${suffix}`;
  const changed = new Set<'base' | 'appearance'>();

  const administrator = await createStaffAccount(baseURL ?? '', 'administrator');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/settings');
  await signIn.signIn(administrator.username, administrator.password, totpCodeOf(administrator.secret));
  const settings = new AdminSettingsPage(page);
  await expect(settings.heading).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(new AdminConsole(page).menuItem('机构设置')).toBeVisible();
  // An administrator may save every part; the first one opens, and nothing changed yet.
  await expect(settings.tab('基本信息')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.input('基金会名称')).toHaveValue(original.base.title);
  await expect(settings.save('base')).toBeDisabled();

  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL });
  try {
    await settings.tab('外观与功能').click();
    await expect(page.getByTestId('file-theme-color')).toHaveText(original.fileDefaults.themeColor);
    await expect(settings.save('appearance')).toBeDisabled();
    await settings.chooseThemeColour(colour);
    await expect(settings.save('appearance')).toBeEnabled();
    changed.add('appearance');
    await settings.save('appearance').click();
    await expect(settings.toast(SAVED)).toBeVisible();
    // The form now holds what was saved: nothing left to save.
    await expect(settings.save('appearance')).toBeDisabled();

    const themed = await phone.newPage();
    await new LoginPage(themed).goto();
    expect(await donorThemeColour(themed)).toBe(colour);
    await restore('appearance');
    changed.delete('appearance');

    // The badge explanation, with a line added: mine.spec only checks that the original is there,
    // and nothing checks the share title, so a parallel test never sees a changed name.
    await settings.tab('基本信息').click();
    await settings.input('勋章说明').fill(`${original.base.awardExplain}\n${explainLine}`);
    await settings.input('分享标题').fill(shareTitle);
    await expect(settings.save('base')).toBeEnabled();
    changed.add('base');
    await settings.save('base').click();
    await expect(settings.toast(SAVED).last()).toBeVisible();
    await expect(settings.save('base')).toBeDisabled();

    // A donor's personal centre shows the new explanation in its 勋章说明 dialog.
    const mine = await phone.newPage();
    await useToken(mine, await demoToken());
    await new MinePage(mine).goto();
    await mine.getByRole('button', { name: '勋章说明' }).click();
    await expect(mine.getByRole('dialog')).toContainText(explainLine);
    expect((await readSettings(api)).base.shareTitle).toBe(shareTitle);
    await restore('base');
    changed.delete('base');
  } finally {
    for (const part of changed) await restore(part);
    await phone.close();
  }
  const now = await readSettings(api);
  expect(now.base).toEqual(original.base);
  expect(now.appearance).toEqual(original.appearance);
  await api.dispose();
});

test('finance may edit the receipts but only read the base settings', async ({ page, baseURL }) => {
  const finance = await createStaffAccount(baseURL ?? '', 'finance');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/settings');
  await signIn.signIn(finance.username, finance.password, totpCodeOf(finance.secret));
  const settings = new AdminSettingsPage(page);
  await expect(settings.heading).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(new AdminConsole(page).menuItem('机构设置')).toBeVisible();

  // Receipts open first: the first part finance may save. Nothing here is saved.
  await expect(settings.tab('票据设置')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.save('receipt')).toBeDisabled();
  const paper = settings.switchOf('开放纸质证书申请');
  await expect(paper).toBeEnabled();
  await paper.click();
  await expect(settings.save('receipt')).toBeEnabled();
  await paper.click();
  await expect(settings.save('receipt')).toBeDisabled();
  // The shared contract's rule, in the console's words: receipts open need a kind.
  await settings.checkbox('纸质').uncheck();
  await settings.checkbox('电子').uncheck();
  await expect(settings.problem('请至少选择一项')).toBeVisible();
  await expect(settings.save('receipt')).toBeDisabled();
  await settings.checkbox('纸质').check();
  await settings.checkbox('电子').check();
  await expect(settings.problem('请至少选择一项')).toHaveCount(0);
  await expect(settings.save('receipt')).toBeDisabled();

  await settings.tab('基本信息').click();
  await expect(settings.input('基金会名称')).toBeDisabled();
  await expect(settings.readOnlyNotice).toBeVisible();
  await expect(settings.save('base')).toHaveCount(0);
  await settings.tab('外观与功能').click();
  await expect(settings.save('appearance')).toHaveCount(0);

  // The server refuses the save as well (the same values: nothing would change if it did not).
  const me = (await (await page.request.get('/admin-api/v1/session')).json()) as TStaffMe;
  const current = (await (await page.request.get('/admin-api/v1/settings')).json()) as TInstitutionSettings;
  expect(await putSettings(page.request, me.csrfToken, 'base', current.base)).toBe(403);
});

test('an administrator opens middle/auth under 小程序; the middle-school web view then signs the donor in by its openId', async ({
  browser,
  baseURL,
}) => {
  const api = await administratorApi(baseURL ?? '');
  const original = await readSettings(api);
  const restore = async () => {
    const status = await putSettings(api, api.csrf, 'mini-program', original.miniProgram);
    if (status !== 200) throw new Error(`restoring mini-program: HTTP ${status}`);
  };
  const staffContext = await browser.newContext({
    ...DESKTOP,
    viewport: { width: 1440, height: 900 },
    baseURL,
    locale: 'zh-CN',
    storageState: process.env.E2E_ADMIN_STATE,
  });
  const page = await staffContext.newPage();
  const settings = new AdminSettingsPage(page);
  try {
    await page.goto('/admin/settings?tab=miniProgram');
    await expect(settings.tab('小程序')).toHaveAttribute('aria-selected', 'true', {
      timeout: FIRST_PAINT_MS,
    });
    await expect(settings.input('小程序 AppID')).toHaveValue(original.miniProgram.alumniAppId);
    // The shared rules, in words under each field; nothing is saved while one is broken.
    await settings.input('小程序 AppID').fill('wx123');
    await expect(settings.problem('格式不正确')).toBeVisible();
    await expect(settings.save('mini-program')).toBeDisabled();
    await settings.input('小程序 AppID').fill(original.miniProgram.alumniAppId);
    await settings.input('原始ID').fill('');
    await expect(settings.problem('请填写此项')).toBeVisible();
    await settings.input('原始ID').fill(original.miniProgram.alumniOriginalId);
    await settings.switchOf('允许中学小程序登录').click();
    await settings.save('mini-program').click();
    await expect(settings.toast(SAVED)).toBeVisible();

    // The middle-school mini-program opens the donation pages with the donor's openId.
    const phone = await browser.newContext({ ...WECHAT_PHONE, userAgent: MINI_PROGRAM_USER_AGENT, baseURL });
    const donor = await phone.newPage();
    const openId = `oMiddle${Date.now()}`.padEnd(28, 'x');
    await donor.goto(`/?openId=${openId}#/mine`);
    const mine = new MinePage(donor);
    await expect(mine.nickname).toBeVisible();
    await expect(donor).not.toHaveURL(/openId/);
    expect(await donor.evaluate(() => localStorage.getItem('hasToken'))).toBe('1');
    await phone.close();
  } finally {
    await staffContext.close();
    await restore();
    await api.dispose();
  }
});
