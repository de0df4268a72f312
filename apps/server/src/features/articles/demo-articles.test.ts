import type { TArticleDetail, TArticlePage, TWebArticlePage } from '@alma/shared/api/articles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { articleCategories, articles } from '../../db/schema/articles.ts';
import { ARTICLE_CATEGORY, DEMO_ARTICLE } from '../../db/seed/articles-data.ts';
import { seedDemoIfEmpty } from '../../db/seed/seed-demo.ts';

const LIST = '/uplus-foundation/app/v1/donateu/index/articleList';
const DETAIL = '/uplus-foundation/app/v1/donateu/index/articleDetail';
const WEB_LIST = '/uplus-operateu/api/v1/web/mobile/index/article/list/mobile';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.deps)).toBe(true);
});
afterAll(() => t.close());

describe('demo articles', () => {
  it('give the news category two pages of 20, each with a stored picture', async () => {
    const first = await t.get<TArticlePage>(LIST, { categoryId: ARTICLE_CATEGORY.news });
    const second = await t.get<TArticlePage>(LIST, { categoryId: ARTICLE_CATEGORY.news, offset: 20 });
    expect(first.data.rows).toHaveLength(20);
    expect(second.data.rows).toHaveLength(5);
    expect(first.data.total).toBe(25);
    const rows = [...first.data.rows, ...second.data.rows];
    expect(rows.at(-1)?.id).toBe(DEMO_ARTICLE.firstNews);
    for (const row of rows) expect(row.thumbnailImage).toMatch(/^\/files\/demo\/.+\.jpg$/);
    const dates = rows.map((row) => row.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('keep the draft and the scheduled article from donors', async () => {
    const all = await t.get<TArticlePage>(LIST, { limit: 50 });
    const ids = all.data.rows.map((row) => row.id);
    expect(ids).not.toContain(DEMO_ARTICLE.draft);
    expect(ids).not.toContain(DEMO_ARTICLE.scheduled);
    expect(ids).toContain(DEMO_ARTICLE.legacy);
    for (const id of [DEMO_ARTICLE.draft, DEMO_ARTICLE.scheduled]) {
      expect((await t.get(DETAIL, { id })).code).toBe(-1);
    }
  });

  it('put the alumni category on website 2 only', async () => {
    const site1 = await t.get<TWebArticlePage>(WEB_LIST, { limit: 50 });
    const site2 = await t.get<TWebArticlePage>(WEB_LIST, { websiteId: 2 });
    expect(site2.data.rows.map((row) => row.articleTitle)).toContain('北京校友会年会举行');
    expect(site1.data.rows.map((row) => row.articleTitle)).not.toContain('北京校友会年会举行');
  });

  it('show the old site’s article without its script or handler', async () => {
    const answer = await t.get<TArticleDetail>(DETAIL, { id: DEMO_ARTICLE.legacy });
    expect(answer.data.content).toContain('校友林');
    expect(answer.data.content).not.toMatch(/<script|_hmt|onerror/);
  });

  it('moved the id sequences past the explicit ids', async () => {
    const { db } = t.deps.database;
    const [category] = await db
      .insert(articleCategories)
      .values({ name: '新分类' })
      .returning({ id: articleCategories.id });
    expect(category?.id).toBeGreaterThan(ARTICLE_CATEGORY.alumni);
    const [article] = await db
      .insert(articles)
      .values({ categoryId: ARTICLE_CATEGORY.news, title: '新文章' })
      .returning({ id: articles.id });
    expect(article?.id).toBeGreaterThan(DEMO_ARTICLE.scheduled);
  });
});
