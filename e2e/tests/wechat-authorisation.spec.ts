import { expect, test } from '../fixtures/test.ts';

/**
 * The way back from WeChat's authorisation page (doc 1 §4): the address carries code and state;
 * the app exchanges the code for a token and reloads without them. The server's demo WeChat
 * stands in for WeChat, so the code is a real one.
 */
const STATE = 'e2eState0123456789';

async function authoriseThroughDemoWechat(
  page: import('@playwright/test').Page,
  baseURL: string,
  state: string,
) {
  const back = `${baseURL}/#/subject`;
  await page.goto(`/wechat-demo/authorize?redirect_uri=${encodeURIComponent(back)}&state=${state}`);
  await expect(page).toHaveURL(`${baseURL}/#/subject`);
  await page.getByTestId('project-title').first().waitFor();
}

test.describe('WeChat authorisation code', () => {
  test.beforeEach(async ({ page }) => {
    // What startWechatAuthorisation remembers before it leaves for WeChat.
    await page.addInitScript((state) => sessionStorage.setItem('wechatAuthState', state), STATE);
  });

  test('is exchanged for a token and removed from the address', async ({ page, baseURL }) => {
    await authoriseThroughDemoWechat(page, baseURL ?? '', STATE);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('xToken'),
      flag: localStorage.getItem('hasToken'),
    }));
    expect(stored.token).toMatch(/^\S{20,}$/);
    expect(stored.flag).toBe('1');
  });

  test('with a state this tab did not send is refused', async ({ page, baseURL }) => {
    await authoriseThroughDemoWechat(page, baseURL ?? '', 'someoneElsesState');
    expect(await page.evaluate(() => localStorage.getItem('xToken'))).toBeNull();
  });
});
