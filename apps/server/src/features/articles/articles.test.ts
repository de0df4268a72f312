import type {
  TArticleDetail,
  TArticlePage,
  TWebArticleDetail,
  TWebArticlePage,
} from '@alma/shared/api/articles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Envelope, type TestApp } from '../../../test/test-app.ts';
import { articleCategories, articles } from '../../db/schema/articles.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';

const LIST = '/uplus-foundation/app/v1/donateu/index/articleList';
const DETAIL = '/uplus-foundation/app/v1/donateu/index/articleDetail';
const WEB_LIST = '/uplus-operateu/api/v1/web/mobile/index/article/list/mobile';
const WEB_DETAIL = '/uplus-operateu/api/v1/web/mobile/get/article/details';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 2025-06-{day} 09:30:00 in Shanghai. */
const june = (day: number) => new Date(Date.UTC(2025, 5, day, 1, 30));

let t: TestApp;
const ids = {
  news: 0,
  stories: 0,
  campus: 0,
  empty: 0,
  sameDay: 0,
  story: 0,
  campusNews: 0,
  draft: 0,
  future: 0,
};
/** News articles 1–25 in the order the list must answer them (newest first). */
let newsOrder: number[] = [];

async function addCategory(name: string, websiteId: number): Promise<number> {
  const [row] = await t.deps.database.db
    .insert(articleCategories)
    .values({ name, websiteId })
    .returning({ id: articleCategories.id });
  if (!row) throw new Error('category not created');
  return row.id;
}

async function addArticle(values: Partial<typeof articles.$inferInsert> & { categoryId: number }) {
  const [row] = await t.deps.database.db
    .insert(articles)
    .values({ title: '文章', status: 1, publishDate: june(1), ...values })
    .returning({ id: articles.id });
  if (!row) throw new Error('article not created');
  return row.id;
}

async function readCountOf(id: number): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ readCount: articles.readCount })
    .from(articles)
    .where(eq(articles.id, id));
  return row?.readCount ?? -1;
}

/** A detail call from one visitor's address (the view throttle goes by address). */
async function open<T>(path: string, query: Record<string, string>, address = '203.0.113.1') {
  const response = await t.inject({
    method: 'GET',
    url: path,
    query: { language: 'zh_CN', ...query },
    remoteAddress: address,
  });
  return response.json() as Envelope<T>;
}

beforeAll(async () => {
  t = await createTestApp();
  ids.news = await addCategory('基金会新闻', 1);
  ids.stories = await addCategory('捐赠故事', 1);
  ids.campus = await addCategory('校园动态', 2);
  ids.empty = await addCategory('空分类', 1);

  // 25 published news articles on days 1–25, and one more on day 25 (the newer id comes first).
  const news: Array<{ id: number; day: number }> = [];
  for (let day = 1; day <= 25; day += 1) {
    const n = day;
    const id = await addArticle({
      categoryId: ids.news,
      title: `新闻${n}`,
      intro: `简介${n}`,
      thumbnailImage: `/files/news-${n}.jpg`,
      publishDate: june(day),
      readCount: n,
    });
    news.push({ id, day });
  }
  ids.sameDay = await addArticle({ categoryId: ids.news, title: '同日新闻', publishDate: june(25) });
  news.push({ id: ids.sameDay, day: 25 });
  newsOrder = news.sort((a, b) => b.day - a.day || b.id - a.id).map((row) => row.id);

  ids.story = await addArticle({
    categoryId: ids.stories,
    title: '一位校友的捐赠',
    intro: '她捐出了第一笔工资',
    content:
      '<p>正文</p><script>window.stolen = document.cookie</script>' +
      '<img src="/files/story.jpg" onerror="alert(1)"><a href="javascript:alert(1)">链接</a>',
    publishDate: june(10),
    readCount: 7,
  });
  ids.campusNews = await addArticle({ categoryId: ids.campus, title: '校园新闻', publishDate: june(3) });
  ids.draft = await addArticle({ categoryId: ids.stories, title: '草稿', status: 0, publishDate: june(2) });
  ids.future = await addArticle({
    categoryId: ids.stories,
    title: '明天发布',
    publishDate: new Date(Date.now() + DAY_MS),
  });
});
afterAll(() => t.close());

describe('index/articleList', () => {
  it('lists published articles newest first with the spec’s fields, 20 a page', async () => {
    const first = await t.get<TArticlePage>(LIST, { categoryId: ids.news });
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(26);
    expect(first.data.rows.map((row) => row.id)).toEqual(newsOrder.slice(0, 20));
    const top = first.data.rows.find((row) => row.title === '新闻25');
    expect(top).toEqual({
      id: expect.any(Number),
      title: '新闻25',
      thumbnailImage: '/files/news-25.jpg',
      publishDate: '2025-06-25 09:30:00',
      readCount: 25,
      intro: '简介25',
    });

    const second = await t.get<TArticlePage>(LIST, { categoryId: ids.news, limit: 20, offset: 20 });
    expect(second.data.rows.map((row) => row.id)).toEqual(newsOrder.slice(20));
    expect(second.data.total).toBe(26);
    const past = await t.get<TArticlePage>(LIST, { categoryId: ids.news, offset: 40 });
    expect(past.data).toEqual({ rows: [], total: 26 });
  });

  it('filters by category, and lists every category without one', async () => {
    const stories = await t.get<TArticlePage>(LIST, { categoryId: ids.stories });
    expect(stories.data.rows.map((row) => row.title)).toEqual(['一位校友的捐赠']);
    const all = await t.get<TArticlePage>(LIST, { limit: 50 });
    expect(all.data.total).toBe(28);
    expect(all.data.rows.map((row) => row.title)).toContain('校园新闻');
    const empty = await t.get<TArticlePage>(LIST, { categoryId: ids.empty });
    expect(empty.data).toEqual({ rows: [], total: 0 });
  });

  it('never lists a draft or an article whose publish date has not come', async () => {
    const all = await t.get<TArticlePage>(LIST, { limit: 50 });
    const titles = all.data.rows.map((row) => row.title);
    expect(titles).not.toContain('草稿');
    expect(titles).not.toContain('明天发布');
  });

  it('answers an unknown category as not found', async () => {
    const answer = await t.get(LIST, { categoryId: 99_999 });
    expect(answer).toMatchObject({ code: -1, message: '内容不存在' });
  });
});

describe('web/mobile/index/article/list/mobile (from=web)', () => {
  it('names the title articleTitle and lists website 1 by default', async () => {
    const answer = await t.get<TWebArticlePage>(WEB_LIST, { limit: 50 });
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBe(27);
    const story = answer.data.rows.find((row) => row.id === ids.story);
    expect(story).toEqual({
      id: ids.story,
      articleTitle: '一位校友的捐赠',
      thumbnailImage: '',
      publishDate: '2025-06-10 09:30:00',
      readCount: expect.any(Number),
      intro: '她捐出了第一笔工资',
    });
    expect(answer.data.rows.map((row) => row.articleTitle)).not.toContain('校园新闻');
  });

  it('pages and filters by category within the website', async () => {
    const first = await t.get<TWebArticlePage>(WEB_LIST, { categoryId: ids.news, websiteId: 1 });
    expect(first.data.rows.map((row) => row.id)).toEqual(newsOrder.slice(0, 20));
    const second = await t.get<TWebArticlePage>(WEB_LIST, { categoryId: ids.news, offset: 20 });
    expect(second.data.rows.map((row) => row.id)).toEqual(newsOrder.slice(20));
  });

  it('lists another website’s categories only when asked for that website', async () => {
    const site2 = await t.get<TWebArticlePage>(WEB_LIST, { websiteId: 2 });
    expect(site2.data.rows.map((row) => row.articleTitle)).toEqual(['校园新闻']);
    const byCategory = await t.get<TWebArticlePage>(WEB_LIST, { categoryId: ids.campus, websiteId: 2 });
    expect(byCategory.data.total).toBe(1);
    const elsewhere = await t.get(WEB_LIST, { categoryId: ids.campus });
    expect(elsewhere).toMatchObject({ code: -1, message: '内容不存在' });
    const noSite = await t.get<TWebArticlePage>(WEB_LIST, { websiteId: 9 });
    expect(noSite.data).toEqual({ rows: [], total: 0 });
  });
});

describe('article details (both sources)', () => {
  it('shows an article and counts the view, once per visitor within the window', async () => {
    const before = await readCountOf(ids.campusNews);
    const first = await open<TArticleDetail>(DETAIL, { id: String(ids.campusNews) }, '198.51.100.1');
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ id: ids.campusNews, title: '校园新闻', readCount: before + 1 });
    expect(first.data).not.toHaveProperty('articleTitle');

    // A reload at once from the same address shows the article but adds nothing.
    const reload = await open<TArticleDetail>(DETAIL, { id: String(ids.campusNews) }, '198.51.100.1');
    expect(reload.data.readCount).toBe(before + 1);
    // Another visitor, through the web source: the same row counts.
    const web = await open<TWebArticleDetail>(
      WEB_DETAIL,
      { articleId: String(ids.campusNews) },
      '198.51.100.2',
    );
    expect(web.data).toMatchObject({ id: ids.campusNews, articleTitle: '校园新闻', readCount: before + 2 });
    expect(web.data).not.toHaveProperty('title');
    expect(await readCountOf(ids.campusNews)).toBe(before + 2);
  });

  it('counts every one of many simultaneous views from different visitors', async () => {
    const before = await readCountOf(ids.sameDay);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        open<TArticleDetail>(DETAIL, { id: String(ids.sameDay) }, `192.0.2.${i + 1}`),
      ),
    );
    expect(answers.every((answer) => answer.code === 0)).toBe(true);
    // Each view answered its own count: no two saw the same number.
    expect(new Set(answers.map((answer) => answer.data.readCount)).size).toBe(12);
    expect(await readCountOf(ids.sameDay)).toBe(before + 12);
  });

  it('answers the stored HTML without scripts, handlers or script links', async () => {
    for (const answer of [
      await open<TArticleDetail>(DETAIL, { id: String(ids.story) }),
      await open<TWebArticleDetail>(WEB_DETAIL, { articleId: String(ids.story) }),
    ]) {
      expect(answer.code).toBe(0);
      const html = answer.data.content;
      expect(html).toContain('<p>正文</p>');
      expect(html).toContain('src="/files/story.jpg"');
      expect(html).not.toMatch(/<script|onerror|javascript:|document\.cookie/i);
    }
  });

  it('answers a draft, a future article and an unknown id as not found, counting nothing', async () => {
    for (const id of [ids.draft, ids.future, 99_999]) {
      const before = await readCountOf(id);
      const answer = await open(DETAIL, { id: String(id) }, '198.51.100.9');
      expect(answer).toEqual({ code: -1, message: '内容不存在', data: null });
      const web = await open(WEB_DETAIL, { articleId: String(id) }, '198.51.100.10');
      expect(web).toEqual({ code: -1, message: '内容不存在', data: null });
      expect(await readCountOf(id)).toBe(before);
    }
  });

  it('needs no token', async () => {
    const response = await t.inject({ method: 'GET', url: DETAIL, query: { id: String(ids.story) } });
    expect(response.json()).toMatchObject({ code: 0, data: { id: ids.story } });
  });
});

describe('bad input', () => {
  it.each<[string, string, Record<string, string>, string]>([
    ['a limit over 50', LIST, { limit: '51' }, '参数错误：limit'],
    ['a negative offset', LIST, { offset: '-1' }, '参数错误：offset'],
    ['a category that is not a number', LIST, { categoryId: 'news' }, '参数错误：categoryId'],
    ['a website id of 0', WEB_LIST, { websiteId: '0' }, '参数错误：websiteId'],
    ['a limit of 0', WEB_LIST, { limit: '0' }, '参数错误：limit'],
    ['no id', DETAIL, {}, '缺少参数：id'],
    ['an id with letters', DETAIL, { id: '12abc' }, '参数错误：id'],
    ['an id too large', DETAIL, { id: '99999999999' }, '参数错误：id'],
    ['no articleId', WEB_DETAIL, { id: '1' }, '缺少参数：articleId'],
  ])('refuses %s with a message naming the field', async (_name, path, query, message) => {
    const answer = await t.get(path, query);
    expect(answer).toEqual({ code: -1, message, data: null });
  });

  it('says it in English when asked', async () => {
    const answer = await t.get(LIST, { limit: '500' }, { language: 'English' });
    expect(answer.message).toBe('Invalid parameter: limit');
  });
});

describe('the public cache', () => {
  it('serves a list again from the cache until the articles scope is dropped', async () => {
    const query = { categoryId: String(ids.stories) };
    const call = () => t.inject({ method: 'GET', url: LIST, query: { language: 'zh_CN', ...query } });
    await call();
    const cached = await call();
    expect(cached.headers['x-cache']).toBe('hit');

    const added = await addArticle({ categoryId: ids.stories, title: '新故事', publishDate: june(20) });
    expect((await call()).json<Envelope<TArticlePage>>().data.rows.map((row) => row.id)).not.toContain(added);
    await t.deps.cache.invalidate(CACHE_SCOPES.articles);
    const fresh = await call();
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json<Envelope<TArticlePage>>().data.rows.map((row) => row.id)).toContain(added);
  });

  it('never caches a detail: every view reaches the count', async () => {
    const first = await open<TArticleDetail>(DETAIL, { id: String(ids.story) }, '198.51.100.20');
    const second = await open<TArticleDetail>(DETAIL, { id: String(ids.story) }, '198.51.100.21');
    expect(second.data.readCount).toBe(first.data.readCount + 1);
  });
});
