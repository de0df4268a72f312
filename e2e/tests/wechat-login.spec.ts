import { createHash } from 'node:crypto';
import { WECHAT_JS_SDK_URL } from '@alma/shared/constants/wechat-sdk';
import type { Page } from '@playwright/test';
import {
  type FakeWechat,
  type FakeWechatUser,
  startFakeWechat,
} from '../../apps/server/src/integrations/wechat/fake-wechat.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Signing in inside WeChat through the official account (doc 1 §4), with a server configured for
 * the real WeChat (WECHAT_PROVIDER=official) whose API and authorisation page are a local fake that
 * behaves as WeChat documents (fake-wechat.ts): the app authorises by itself when it has no token
 * and again on -997, and comes back signed in with no code or state left in the address.
 */
test.describe('WeChat login through the official account', () => {
  test.describe.configure({ mode: 'serial' });
  let fake: FakeWechat;
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fake = await startFakeWechat({ appId: 'wx1234567890abcdef' });
    server = await startServer({
      env: {
        WECHAT_PROVIDER: 'official',
        WECHAT_APP_ID: fake.appId,
        WECHAT_APP_SECRET: fake.appSecret,
        WECHAT_API_BASE: fake.url,
        WECHAT_OPEN_BASE: fake.url,
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  async function phone(browser: import('@playwright/test').Browser): Promise<Page> {
    const context = await browser.newContext({ ...WECHAT_PHONE, baseURL: server.url });
    return context.newPage();
  }
  /** The stored token; null while the page is between WeChat and the app (no document to ask). */
  const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('xToken')).catch(() => null);

  test('a first visit without a token goes through WeChat and comes back signed in; a -997 later authorises again', async ({
    browser,
  }) => {
    const page = await phone(browser);
    const user: FakeWechatUser = fake.newUser();
    const exchanges = fake.counts.codeExchanges;
    fake.nextUser = user;
    await page.goto('/?from=timeline#/mine');
    await expect.poll(() => tokenOf(page)).toMatch(/^\S{20,}$/);
    await expect(page).toHaveURL(`${server.url}/?from=timeline#/mine`);
    expect(fake.counts.codeExchanges).toBe(exchanges + 1);
    const first = await tokenOf(page);

    // The server no longer knows the token (-997): the app clears it and asks WeChat again.
    fake.nextUser = user;
    await page.evaluate(() => localStorage.setItem('xToken', 'a-token-the-server-never-issued-0000'));
    await page.reload();
    await expect.poll(() => tokenOf(page)).not.toBe('a-token-the-server-never-issued-0000');
    await expect.poll(() => tokenOf(page)).toMatch(/^\S{20,}$/);
    expect(await tokenOf(page)).not.toBe(first);
    await expect(page).toHaveURL(`${server.url}/?from=timeline#/mine`);
    expect(fake.counts.codeExchanges).toBe(exchanges + 2);
  });

  test('the personal centre offers the WeChat picture and name, taken only with the donor’s consent (snsapi_userinfo)', async ({
    browser,
  }) => {
    const page = await phone(browser);
    const user = fake.newUser({ nickname: '林一' });
    fake.nextUser = user;
    await page.goto('/#/mine');
    await expect.poll(() => tokenOf(page)).toMatch(/^\S{20,}$/);
    // The silent sign-in (snsapi_base) learnt no name: the page offers to ask WeChat for it.
    const offer = page.getByTestId('mine-wechat-profile');
    await expect(offer).toContainText('使用微信头像和昵称');
    await expect(page.getByTestId('mine-nickname')).not.toHaveText('林一');
    const userinfoCalls = () => fake.requests.filter((request) => request.path === '/sns/userinfo').length;
    const before = userinfoCalls();

    fake.nextUser = user;
    await offer.getByRole('button', { name: '去授权' }).click();
    await expect(page.getByTestId('mine-nickname')).toHaveText('林一');
    await expect(page.locator('.mine-avatar img')).toHaveAttribute('src', user.avatar);
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(`${server.url}/#/mine`);
    expect(userinfoCalls()).toBe(before + 1);
  });

  test('outside WeChat the visitor is told 未在公众号环境中打开 and may log in another way', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
    const page = await context.newPage();
    const exchanges = fake.counts.codeExchanges;
    // A token the server no longer knows: the personal centre's call answers -997.
    await page.addInitScript(() => {
      localStorage.setItem('xToken', 'a-token-the-server-never-issued-1111');
      localStorage.setItem('hasToken', '1');
    });
    await page.goto('/?desktop=1#/mine');
    await expect(page.getByText('未在公众号环境中打开')).toBeVisible();
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fmine$/);
    expect(fake.counts.codeExchanges).toBe(exchanges);
  });

  test('the share card is configured with a ticket the fake WeChat handed out', async ({ browser }) => {
    const page = await phone(browser);
    await page.route(`${new URL(WECHAT_JS_SDK_URL).origin}/**`, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.__wxConfig = null; window.wx = { config(o) { window.__wxConfig = o; }, ready(fn) { fn(); },
          error() {}, updateAppMessageShareData() {}, updateTimelineShareData() {} };`,
      }),
    );
    await page.goto('/#/subject-detail?id=1');
    await expect.poll(() => tokenOf(page)).toMatch(/^\S{20,}$/);
    const config = await page
      .waitForFunction(() => (window as unknown as { __wxConfig: unknown }).__wxConfig)
      .then((handle) => handle.jsonValue() as Promise<Record<string, unknown>>);
    expect(config.appId).toBe(fake.appId);
    expect(fake.lastTicket).not.toBeNull();
    const signed = page.url().split('#', 1)[0];
    const text = `jsapi_ticket=${fake.lastTicket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${signed}`;
    expect(config.signature).toBe(createHash('sha1').update(text).digest('hex'));
  });
});
