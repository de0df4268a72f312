import type {
  TArticleDetail,
  TArticleListQuery,
  TArticlePage,
  TWebArticleDetail,
  TWebArticleListQuery,
  TWebArticlePage,
} from '@alma/shared/api/articles';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import {
  type ArticleFilter,
  countArticleView,
  findCategory,
  findVisibleArticle,
  type ListedArticle,
  listVisibleArticles,
  type ShownArticle,
} from './repository.ts';
import { sanitizedContent } from './shown-content.ts';

/**
 * Both sources answer from the same tables (doc 3 §7): index/articleList names the title `title`
 * and lists every category; the platform's calls (from=web) name it `articleTitle` and list the
 * categories of one website. Only published articles whose publish date has come are listed or
 * shown; any other id is "not found", so a draft's existence never shows.
 */

function listedFields(row: ListedArticle) {
  return {
    id: row.id,
    thumbnailImage: row.thumbnailImage,
    publishDate: toWireDate(row.publishDate) ?? '',
    readCount: row.readCount,
    intro: row.intro,
  };
}

/** A category named in the query must exist (and, for from=web, belong to the website asked for). */
async function listArticles(db: Db, filter: ArticleFilter) {
  if (filter.categoryId !== undefined) {
    const category = await findCategory(db, filter.categoryId);
    const elsewhere = filter.websiteId !== undefined && category?.websiteId !== filter.websiteId;
    if (!category || elsewhere) throw notFound();
  }
  return listVisibleArticles(db, filter);
}

/** index/articleList?limit&offset&categoryId */
export async function getArticlePage(db: Db, query: TArticleListQuery): Promise<TArticlePage> {
  const page = await listArticles(db, query);
  return { rows: page.rows.map((row) => ({ ...listedFields(row), title: row.title })), total: page.total };
}

/** web/mobile/index/article/list/mobile?limit&offset&categoryId&websiteId */
export async function getWebArticlePage(db: Db, query: TWebArticleListQuery): Promise<TWebArticlePage> {
  const page = await listArticles(db, query);
  return {
    rows: page.rows.map((row) => ({ ...listedFields(row), articleTitle: row.title })),
    total: page.total,
  };
}

/**
 * Opens an article: counts the view (unless this visitor's view was just counted) and answers it
 * with its stored HTML sanitised again, so content written before the console sanitised it, or
 * put into the database some other way, never reaches a donor with a script in it.
 */
async function openArticle(db: Db, id: number, countView: boolean): Promise<ShownArticle> {
  const row = countView ? await countArticleView(db, id) : await findVisibleArticle(db, id);
  if (!row) throw notFound();
  return { ...row, content: await sanitizedContent(row.content) };
}

/** index/articleDetail?id */
export async function getArticleDetail(db: Db, id: number, countView: boolean): Promise<TArticleDetail> {
  const row = await openArticle(db, id, countView);
  return { ...listedFields(row), title: row.title, content: row.content };
}

/** web/mobile/get/article/details?articleId */
export async function getWebArticleDetail(
  db: Db,
  id: number,
  countView: boolean,
): Promise<TWebArticleDetail> {
  const row = await openArticle(db, id, countView);
  return { ...listedFields(row), articleTitle: row.title, content: row.content };
}
