import { ARTICLE_VIEW_WINDOW_MS } from '@alma/shared/api/articles';
import type { Locator, Page } from '@playwright/test';
import { ARTICLE_CATEGORY, DEMO_ARTICLE } from '../../apps/server/src/db/seed/articles-data.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Articles (doc 3 §2): the list in its six styles from both sources, paging by 20, the detail with
 * its read count, and stored HTML that never runs. The demo articles (apps/server/src/db/seed/
 * articles-data.ts) are the fixture; tests only read them, and each test that counts reads opens
 * an article no other test opens.
 */
const NEWS = ARTICLE_CATEGORY.news;
const NEWEST_NEWS = '感恩母校：2025届毕业生捐赠仪式举行';

/** The list and detail screens. */
class ArticlePages {
  readonly list: Locator;
  readonly items: Locator;
  readonly titles: Locator;
  readonly detail: Locator;
  readonly readCount: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId('article-list');
    this.items = page.getByTestId('article-item');
    this.titles = page.getByTestId('article-title');
    this.detail = page.getByTestId('article-detail');
    this.readCount = page.getByTestId('article-read-count');
  }

  async openList(query: string): Promise<void> {
    await this.page.goto(`/#/list?${query}`);
    await this.list.waitFor();
  }

  item(title: string): Locator {
    return this.items.filter({
      has: this.page.getByTestId('article-title').getByText(title, { exact: true }),
    });
  }

  async reads(): Promise<number> {
    return Number(await this.readCount.getAttribute('data-count'));
  }
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test.describe('article list styles', () => {
  test('1 is a text list: title and date, no pictures', async ({ page }) => {
    const articles = new ArticlePages(page);
    await articles.openList(`id=${NEWS}&style=1&title=基金会新闻`);
    await expect(page).toHaveTitle('基金会新闻');
    await expect(articles.list).toHaveAttribute('data-style', 'text');
    await expect(articles.items).toHaveCount(20);
    await expect(articles.titles.first()).toHaveText(NEWEST_NEWS);
    await expect(articles.items.first().getByTestId('article-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('article-thumb')).toHaveCount(0);
    await expect(page.getByTestId('article-intro')).toHaveCount(0);
    // Date under the title.
    const first = articles.items.first();
    expect((await box(first.getByTestId('article-date'))).y).toBeGreaterThan(
      (await box(first.getByTestId('article-title'))).y,
    );
  });

  test('2 puts a picture left of the title and date', async ({ page }) => {
    const articles = new ArticlePages(page);
    await articles.openList(`id=${NEWS}&style=2`);
    await expect(articles.list).toHaveAttribute('data-style', 'thumb');
    await expect(page.getByTestId('article-thumb')).toHaveCount(20);
    const first = articles.items.first();
    const picture = await box(first.getByTestId('article-thumb'));
    const title = await box(first.getByTestId('article-title'));
    expect(picture.x + picture.width).toBeLessThanOrEqual(title.x);
    expect(picture.width).toBeLessThan(150);
    // Drawn from the stored demo picture, not a placeholder.
    await expect(first.getByTestId('article-thumb')).toHaveAttribute('src', /^\/files\/demo\//);
  });

  test('3 gives each article a full-width cover with the title and reads below', async ({ page }) => {
    const articles = new ArticlePages(page);
    await articles.openList(`id=${NEWS}&style=3`);
    await expect(articles.list).toHaveAttribute('data-style', 'cover');
    const first = articles.items.first();
    const item = await box(first);
    const cover = await box(first.getByTestId('article-thumb'));
    expect(cover.width).toBeGreaterThan(item.width * 0.95);
    expect(cover.height).toBeGreaterThan(180);
    expect((await box(first.getByTestId('article-title'))).y).toBeGreaterThanOrEqual(cover.y + cover.height);
    await expect(first.getByTestId('article-reads')).toHaveText(/^阅读 \d+$/);
  });

  test('4 lays the articles out in two columns', async ({ page }) => {
    const articles = new ArticlePages(page);
    await articles.openList(`id=${NEWS}&style=4`);
    await expect(articles.list).toHaveAttribute('data-style', 'grid');
    await expect(articles.items).toHaveCount(20);
    const [a, b, c] = [
      await box(articles.items.nth(0)),
      await box(articles.items.nth(1)),
      await box(articles.items.nth(2)),
    ];
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
    expect(c.y).toBeGreaterThanOrEqual(a.y + a.height);
    expect(Math.abs(c.x - a.x)).toBeLessThan(1);
    // Picture on top of each card.
    const picture = await box(articles.items.nth(0).getByTestId('article-thumb'));
    expect(picture.y + picture.height).toBeLessThanOrEqual(
      (await box(articles.items.nth(0).getByTestId('article-title'))).y,
    );
  });

  test('5 is a timeline: a dot and the date above each title and intro, no pictures', async ({ page }) => {
    const articles = new ArticlePages(page);
    await articles.openList(`id=${NEWS}&style=5`);
    await expect(articles.list).toHaveAttribute('data-style', 'timeline');
    await expect(page.getByTestId('article-timeline-dot')).toHaveCount(20);
    await expect(page.getByTestId('article-thumb')).toHaveCount(0);
    const first = articles.items.first();
    await expect(first.getByTestId('article-intro')).toHaveText(
      '2025 届毕业生共捐赠 1,860 笔，设立班级纪念基金。',
    );
    const dot = await box(first.getByTestId('article-timeline-dot'));
    const date = await box(first.getByTestId('article-date'));
    expect(dot.x + dot.width).toBeLessThan(date.x);
    expect(date.y).toBeLessThan((await box(first.getByTestId('article-title'))).y);
    // Each dot sits on the same line, down the left.
    const last = await box(page.getByTestId('article-timeline-dot').nth(19));
    expect(Math.abs(last.x - dot.x)).toBeLessThan(1);
  });

  test('6 is a summary: title, intro, date and reads, no pictures', async ({ page }) => {
    const articles = new ArticlePages(page);
    await articles.openList(`id=${NEWS}&style=6`);
    await expect(articles.list).toHaveAttribute('data-style', 'summary');
    await expect(page.getByTestId('article-intro')).toHaveCount(20);
    await expect(page.getByTestId('article-thumb')).toHaveCount(0);
    await expect(page.getByTestId('article-timeline-dot')).toHaveCount(0);
    await expect(articles.items.first().getByTestId('article-reads')).toHaveText(/^阅读 \d+$/);
  });

  test('an unknown style is style 1, and no title leaves the route’s', async ({ page }) => {
    const articles = new ArticlePages(page);
    await articles.openList(`id=${NEWS}&style=9`);
    await expect(articles.list).toHaveAttribute('data-style', 'text');
    await expect(articles.items).toHaveCount(20);
    await expect(page.getByTestId('article-thumb')).toHaveCount(0);
    await expect(page).toHaveTitle('文章列表');
  });
});

test.describe('article list paging and sources', () => {
  test('scrolling to the end loads the second page of 20', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/index/articleList'))
        asked.push(`${url.searchParams.get('limit')}/${url.searchParams.get('offset')}`);
    });
    const articles = new ArticlePages(page);
    await articles.openList(`id=${NEWS}&style=2`);
    await expect(articles.items).toHaveCount(20);
    await articles.items.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(articles.items).toHaveCount(25);
    await expect(page.getByText('没有更多了')).toBeVisible();
    await expect(articles.titles.last()).toHaveText('教育发展基金会第三届理事会第二次会议召开');
    expect(asked).toEqual(['20/0', '20/20']);
    // The draft and the scheduled article are in no page.
    await expect(articles.titles.filter({ hasText: '预告' })).toHaveCount(0);
  });

  test('from=web asks the platform’s calls, with the website', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/uplus-operateu/')) asked.push(`${url.pathname}?${url.searchParams}`);
    });
    const articles = new ArticlePages(page);
    await articles.openList(`id=${ARTICLE_CATEGORY.alumni}&style=2&from=web&websiteId=2&title=校友会动态`);
    await expect(page).toHaveTitle('校友会动态');
    await expect(articles.titles).toHaveText([
      '北京校友会年会举行',
      '上海校友会走访在校生',
      '深圳校友会设立创业基金',
    ]);
    expect(asked[0]).toMatch(
      /^\/uplus-operateu\/api\/v1\/web\/mobile\/index\/article\/list\/mobile\?limit=20&offset=0&categoryId=3&websiteId=2&/,
    );

    await articles.item('上海校友会走访在校生').click();
    await expect(page).toHaveURL(/#\/list-page\?id=\d+&from=web$/);
    await expect(page.getByTestId('article-detail-title')).toHaveText('上海校友会走访在校生');
    await expect(page).toHaveTitle('上海校友会走访在校生');
    expect(asked.at(-1)).toMatch(
      /^\/uplus-operateu\/api\/v1\/web\/mobile\/get\/article\/details\?articleId=\d+&/,
    );
  });

  test('from=web lists website 1 by default, where the alumni category is not', async ({ page }) => {
    const articles = new ArticlePages(page);
    await articles.openList(`id=${ARTICLE_CATEGORY.alumni}&from=web`);
    await expect(page.getByTestId('article-rows-empty')).toHaveText('暂无文章');
    await articles.openList(`id=${ARTICLE_CATEGORY.stories}&from=web&style=6`);
    await expect(articles.titles.first()).toBeVisible();
    await expect(articles.titles).toContainText(['从受助者到捐赠者：一位校友的十年']);
  });
});

test.describe('article detail', () => {
  test('shows the title, date, content and reads, and counts a read each time it is opened', async ({
    page,
  }) => {
    const opened: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/index/articleDetail')) opened.push(request.url());
    });
    const articles = new ArticlePages(page);
    await articles.openList(`id=${ARTICLE_CATEGORY.stories}&style=1&title=捐赠故事`);
    await articles.item('从受助者到捐赠者：一位校友的十年').click();
    await expect(page).toHaveURL(/#\/list-page\?id=\d+&from=$/);
    await expect(page.getByTestId('article-detail-title')).toHaveText('从受助者到捐赠者：一位校友的十年');
    await expect(page).toHaveTitle('从受助者到捐赠者：一位校友的十年');
    await expect(page.getByTestId('article-detail-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('article-content')).toContainText('十年前她领到助学金');
    await expect(page.getByTestId('article-content').locator('img')).toHaveAttribute(
      'src',
      /^\/files\/demo\//,
    );
    const first = await articles.reads();
    await expect(articles.readCount).toHaveText(`阅读 ${first}`);

    // A reload at once is the same visit as far as the count goes (one per visitor in 3 s).
    await page.reload();
    await expect(articles.detail).toBeVisible();
    expect(await articles.reads()).toBe(first);

    // Coming back later from the list counts once more.
    await page.waitForTimeout(ARTICLE_VIEW_WINDOW_MS);
    await page.goBack();
    await articles.item('从受助者到捐赠者：一位校友的十年').click();
    await expect(articles.readCount).toHaveText(`阅读 ${first + 1}`);
    // One request per opening: the first, the reload and the return.
    expect(opened).toHaveLength(3);
  });

  test('a script or handler in the stored HTML never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/#/list-page?id=${DEMO_ARTICLE.legacy}&from=`);
    const content = page.getByTestId('article-content');
    await expect(content).toContainText('首批 50 位校友在老校区东侧种下了“校友林”');
    await expect(content.locator('script')).toHaveCount(0);
    await expect(content.locator('img')).toHaveCount(1);
    await expect(content.locator('img')).not.toHaveAttribute('onerror', /.*/);
    const tracked = await page.evaluate(() => typeof (window as unknown as { _hmt?: unknown })._hmt);
    expect(tracked).toBe('undefined');
    expect(dialogs).toEqual([]);
  });

  test('a draft, a scheduled article or a bad id is a clear “not found”', async ({ page }) => {
    for (const query of [
      `id=${DEMO_ARTICLE.draft}&from=`,
      `id=${DEMO_ARTICLE.scheduled}&from=web`,
      'id=abc',
      'id=99999',
    ]) {
      await page.goto(`/#/list-page?${query}`);
      const notFound = page.getByTestId('article-not-found');
      await expect(notFound).toContainText('文章不存在');
      await expect(notFound).toContainText('这篇文章不存在或已下架。');
      await expect(page.getByTestId('article-detail')).toHaveCount(0);
    }
  });

  test('speaks English when the reader chose it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    const articles = new ArticlePages(page);
    await articles.openList(`id=${NEWS}&style=6`);
    await expect(articles.items.first().getByTestId('article-reads')).toHaveText(/^\d+ reads$/);
    await page.goto(`/#/list-page?id=${DEMO_ARTICLE.draft}`);
    await expect(page.getByTestId('article-not-found')).toContainText('Article not found');
  });
});
