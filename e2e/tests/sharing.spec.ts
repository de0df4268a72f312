import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { WECHAT_JS_SDK_URL } from '@alma/shared/constants/wechat-sdk';
import type { Page } from '@playwright/test';
import { ARTICLE_CATEGORY } from '../../apps/server/src/db/seed/articles-data.ts';
import { apiGet, apiPost, newDonor, useToken } from '../fixtures/accounts.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { payInSandbox, placeOrder } from '../pages/payment-pages.ts';

/**
 * WeChat sharing on every shareable page (doc 1 §4): inside the WeChat browser the app loads the
 * JS-SDK, configures it with the server's signature for the page and sets the page's card. The SDK
 * address is answered here by a local stand-in that records what the app asks of it; the real CDN
 * is never reached.
 */
const STAND_IN = `
  window.__wxCalls = [];
  window.wx = {
    config(options) { window.__wxCalls.push(['config', options]); },
    ready(fn) { fn(); },
    error() {},
    updateAppMessageShareData(card) { window.__wxCalls.push(['appMessage', card]); },
    updateTimelineShareData(card) { window.__wxCalls.push(['timeline', card]); },
  };
`;

type Card = { title: string; desc: string; link: string; imgUrl: string };
type Call = [string, Record<string, unknown>];

async function serveStandIn(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${new URL(WECHAT_JS_SDK_URL).origin}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STAND_IN });
  });
  return asked;
}

async function lastCard(page: Page): Promise<Card> {
  await page.waitForFunction(() =>
    ((window as unknown as { __wxCalls?: Call[] }).__wxCalls ?? []).some(([kind]) => kind === 'appMessage'),
  );
  const calls = await page.evaluate(() => (window as unknown as { __wxCalls: Call[] }).__wxCalls);
  const cards = calls.filter(([kind]) => kind === 'appMessage').map(([, card]) => card as Card);
  return cards[cards.length - 1] as Card;
}

/** The share card the page sets once it has settled on `title`. */
async function cardTitled(page: Page, title: string): Promise<Card> {
  await expect.poll(async () => (await lastCard(page)).title).toBe(title);
  return lastCard(page);
}

test.describe('sharing in the WeChat browser', () => {
  let token: string;
  test.beforeAll(async () => {
    ({ token } = await newDonor());
  });

  test('configures the SDK once with the signature for the page and shares the project', async ({
    page,
    baseURL,
  }) => {
    const asked = await serveStandIn(page);
    await useToken(page, token);
    const item = await apiGet<{ name: string; intro: string }>(SPEC_PATHS.items.itemsDetail, { id: 1 });
    await page.goto('/#/subject-detail?id=1');
    const card = await cardTitled(page, item.name);
    expect(card.desc).toBe(item.intro);
    expect(card.link).toBe(`${baseURL}/#/subject-detail?id=1`);
    expect(card.imgUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(asked).toEqual([WECHAT_JS_SDK_URL]);

    const configs = await page.evaluate(() =>
      (window as unknown as { __wxCalls: Call[] }).__wxCalls.filter(([kind]) => kind === 'config'),
    );
    expect(configs).toHaveLength(1);
    const options = configs[0]?.[1] as { appId: string; signature: string; jsApiList: string[] };
    expect(options.appId).not.toBe('');
    expect(options.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(options.jsApiList).toContain('updateAppMessageShareData');

    // Another route of the same page address: no second configuration, the foundation's card.
    const base = await apiGet<{ shareTitle: string; title: string }>(SPEC_PATHS.index.baseConfig, {});
    await page.goto('/#/subject');
    await cardTitled(page, base.shareTitle || base.title);
    const configCount = await page.evaluate(
      () =>
        (window as unknown as { __wxCalls: Call[] }).__wxCalls.filter(([kind]) => kind === 'config').length,
    );
    expect(configCount).toBe(1);
  });

  test('shares a fundraiser from its share page', async ({ page }) => {
    await serveStandIn(page);
    await useToken(page, token);
    const sponsor = '分享测试';
    const launch = await apiGet<{ sloganList: string[] }>(
      SPEC_PATHS.together.launchDetail,
      { itemsId: 1 },
      token,
    );
    const slogan = launch.sloganList[0] ?? '';
    const { id } = await apiPost<{ id: number }>(
      SPEC_PATHS.together.insertTogether,
      { itemsId: 1, sponsor, slogan, targetMoney: 1000 },
      token,
    );
    await page.goto(`/#/together-share?id=${id}`);
    const card = await cardTitled(page, `${sponsor}：${slogan}`);
    expect(card.link).toContain(`together-share?id=${id}`);
  });

  test('shares the project from the success page', async ({ page, baseURL }) => {
    await serveStandIn(page);
    await useToken(page, token);
    const item = await apiGet<{ name: string }>(SPEC_PATHS.items.itemsDetail, { id: 1 });
    const { billNo } = await placeOrder(token, 1, 1);
    await payInSandbox(billNo);
    await page.goto(`/#/success?billNo=${billNo}`);
    const card = await cardTitled(page, item.name);
    expect(card.link).toBe(`${baseURL}/#/subject-detail?id=1`);
  });

  test('shares an article by its own title, and an article list by the title in its address', async ({
    page,
  }) => {
    await serveStandIn(page);
    await useToken(page, token);
    const {
      rows: [first],
    } = await apiGet<{ rows: Array<{ id: number; title: string }> }>(SPEC_PATHS.index.articleList, {
      categoryId: ARTICLE_CATEGORY.news,
      limit: 1,
      offset: 0,
    });
    if (!first) throw new Error('the demo data has no article');
    await page.goto(`/#/list-page?id=${first.id}`);
    await cardTitled(page, first.title);
    await page.goto(`/#/list?id=${ARTICLE_CATEGORY.news}&style=2&title=${encodeURIComponent('基金会新闻')}`);
    await cardTitled(page, '基金会新闻');
  });
});

test.describe('outside WeChat', () => {
  test.use({ ...DESKTOP });

  test('loads no SDK and the page works', async ({ page }) => {
    const asked = await serveStandIn(page);
    await page.goto('/?desktop=1#/subject-detail?id=1');
    await expect(page.getByTestId('detail-title')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
});

test.describe('the PC/H5 login address', () => {
  test('/login opens the login screen', async ({ page, baseURL }) => {
    await page.goto('/login?redirect=%2Fmine');
    await expect(page).toHaveURL(`${baseURL}/#/login?redirect=%2Fmine`);
    await expect(page.getByRole('button', { name: /登录/ }).first()).toBeVisible();
  });
});
