import type { TReceiptConfig } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, demoToken, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { LoginPage } from '../pages/login-page.ts';
import { loginAsNewWechatUser, MinePage } from '../pages/mine-page.ts';

const isCall = (path: string) => (url: string) => new URL(url).pathname.endsWith(path);

test.describe('personal centre', () => {
  test('without a token goes to login and comes back after it', async ({ page }) => {
    await page.goto('/#/mine');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fmine$/);
    const login = new LoginPage(page);
    await login.fillPassword('demo', 'demo1234');
    await login.submit.click();
    await expect(page).toHaveURL(/#\/mine$/);
    await expect(new MinePage(page).nickname).toHaveText('演示用户');
  });

  test('shows the demo donor’s thanks, menu, awards and paper receipts as the receipt config says', async ({
    page,
  }) => {
    await useToken(page, await demoToken());
    const receipts = page.waitForResponse((response) => isCall('/receipt/config/detail')(response.url()));
    const awardsCall = page.waitForResponse((response) => isCall('/user/center/awardList')(response.url()));
    const mine = new MinePage(page);
    await mine.goto();
    await expect(mine.thanks).toHaveText('感谢您对示范大学教育发展基金会的支持！');
    for (const [name, route] of [
      ['我的捐赠', 'mine-don'],
      ['我的一起捐', 'mine-together'],
      ['我的冠名', 'mine-gm'],
      ['我的证书', 'mine-book'],
    ] as const) {
      await expect(mine.menuLink(name)).toHaveAttribute('href', `#/${route}`);
    }
    const config = ((await (await receipts).json()) as { data: TReceiptConfig }).data;
    expect(config.isOpenReceipt).toBe(1);
    await expect(mine.menuLink('我的票据')).toHaveAttribute('href', '#/mine-paper');

    const awards = ((await (await awardsCall).json()) as { data: Array<{ id: number; recordCount: number }> })
      .data;
    const earned = awards.filter((award) => award.recordCount > 0).length;
    expect(earned).toBeGreaterThan(0);
    await expect(mine.awardsCount).toHaveText(`${earned}/${awards.length}`);
    await expect(mine.awards).toHaveCount(awards.length);
    await expect(mine.awards.first().getByRole('link')).toHaveAttribute(
      'href',
      `#/award?id=${awards[0]?.id}`,
    );
    await page.getByRole('button', { name: '勋章说明' }).click();
    await expect(page.getByRole('dialog')).toContainText('勋章根据您在本平台已完成支付的捐赠记录自动点亮');
    await page.getByRole('button', { name: '我知道了' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await mine.menuLink('我的捐赠').click();
    await expect(page).toHaveURL(/#\/mine-don$/);
    await expect(page.getByTestId('mine-don-page')).toBeVisible();
  });

  test('shows a load failure with a retry that brings the profile', async ({ page }) => {
    let refused = false;
    await page.route(
      (url) => isCall('/user/center/my')(url.href),
      async (route) => {
        if (refused) return route.continue();
        refused = true;
        await route.fulfill({ json: { code: -1, message: '服务器繁忙，请稍后再试', data: null } });
      },
    );
    await useToken(page, await demoToken());
    await page.goto('/#/mine');
    const failure = page.getByTestId('mine-error');
    await expect(failure).toContainText('加载失败，请稍后重试');
    await failure.getByRole('button', { name: '重试' }).click();
    await expect(new MinePage(page).nickname).toHaveText('演示用户');
    await expect(failure).toBeHidden();
  });

  test('hides paper receipts when the receipt config closes them', async ({ page }) => {
    await page.route(
      (url) => isCall('/receipt/config/detail')(url.href),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: TReceiptConfig };
        await route.fulfill({ response, json: { ...body, data: { ...body.data, isOpenReceipt: 0 } } });
      },
    );
    await useToken(page, await demoToken());
    const mine = new MinePage(page);
    await mine.goto();
    await expect(mine.menuLink('我的证书')).toBeVisible();
    await expect(mine.menuLink('我的协议')).toBeVisible();
    await expect(mine.menu.getByRole('link')).toHaveCount(5);
    await expect(mine.menuLink('我的票据')).toHaveCount(0);
  });

  test('a new WeChat user is a loving person with default awards and is asked to bind a mobile', async ({
    page,
    baseURL,
  }) => {
    await loginAsNewWechatUser(page, baseURL ?? '');
    const mine = new MinePage(page);
    await expect(mine.nickname).toHaveText('爱心人士');
    await expect(mine.money).toHaveText('¥0.00');
    await expect(mine.awardsCount).toHaveText(/^0\/\d+$/);
    await expect(mine.defaultAwards).toHaveText(['初心启航', '爱心传递', '善行天下', '同心助学', '薪火相传']);
    await expect(mine.awards).toHaveCount(0);

    await expect(mine.bindMobile).toBeVisible();
    // Binding happens here, by SMS code (bind-mobile.spec.ts), not by logging in as someone else.
    await mine.bindMobile.getByRole('button', { name: '去绑定' }).click();
    await expect(mine.bindSheet).toContainText('绑定手机号');
    await expect(page).toHaveURL(/#\/mine$/);
  });

  test('edits the nickname: refuses an empty one, then saves and shows the new one', async ({
    page,
    baseURL,
  }) => {
    await loginAsNewWechatUser(page, baseURL ?? '');
    const mine = new MinePage(page);
    await mine.editNickname.click();
    await expect(page.getByRole('dialog')).toContainText('修改昵称');
    // The title is readable: dark text, not the profile header's white on the white dialog.
    await expect(page.locator('.adm-dialog-title')).toHaveText('修改昵称');
    await expect(page.locator('.adm-dialog-title')).not.toHaveCSS('color', 'rgb(255, 255, 255)');
    // The platform's default nickname is not offered for editing.
    await expect(mine.nicknameInput).toHaveValue('');
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('alert')).toHaveText('昵称不能为空');

    const name = `校友${Date.now() % 100_000}`;
    await mine.nicknameInput.fill(name);
    await page.getByRole('button', { name: '确定' }).click();
    await expect(mine.toast('修改成功')).toBeVisible();
    await expect(mine.nickname).toHaveText(name);
    await page.reload();
    await expect(mine.nickname).toHaveText(name);
  });

  test('the avatar leads to the avatar editor and log-out returns home without a token', async ({ page }) => {
    const token = await demoToken();
    await useToken(page, token);
    const mine = new MinePage(page);
    await mine.goto();
    await page.getByRole('button', { name: '更换头像' }).click();
    await expect(page).toHaveURL(/#\/cut$/);
    await page.goBack();
    await mine.logout.click();
    await expect(page).toHaveURL(/\/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('xToken'))).toBeNull();
    // The server ended the session too: the token is refused, not only forgotten here.
    await expect(apiGet(SPEC_PATHS.user.baseInfo, {}, token)).rejects.toThrow(/-997/);
  });
});
