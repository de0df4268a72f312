import { z } from 'zod';
import { ZPaging, zId, zOptionalId, zPage } from './common.ts';

/**
 * Articles (doc 3 §2 "Article list" and "Article detail", §3 Article, §7). Two sources answer from
 * the same tables: the foundation's index/articleList and index/articleDetail, and, when the
 * address says from=web, the platform's content service (`SPEC_PATHS.webArticle`), which names the
 * title articleTitle, takes a websiteId and asks for a detail by articleId.
 */

/** Doc 3 §9: articles load 20 a page. */
export const ARTICLE_PAGE_SIZE = 20;
/** More than this in one page is refused with a message naming `limit`. */
export const ARTICLE_MAX_LIMIT = 50;
/** Doc 3 §2: websiteId defaults to 1. */
export const DEFAULT_WEBSITE_ID = 1;
/**
 * One address opening one article counts at most one view in this time (per server instance):
 * a reload storm adds one read, a donor who comes back later adds another.
 */
export const ARTICLE_VIEW_WINDOW_MS = 3000;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

// ---- requests ----
export const ZArticleListQuery = ZPaging.extend({
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(ARTICLE_MAX_LIMIT).default(ARTICLE_PAGE_SIZE),
  ),
  categoryId: zOptionalId,
});
export type TArticleListQuery = z.infer<typeof ZArticleListQuery>;

export const ZWebArticleListQuery = ZArticleListQuery.extend({
  websiteId: z.preprocess(emptyToUndefined, zId.default(DEFAULT_WEBSITE_ID)),
});
export type TWebArticleListQuery = z.infer<typeof ZWebArticleListQuery>;

export const ZArticleDetailQuery = z.object({ id: zId });
export const ZWebArticleDetailQuery = z.object({ articleId: zId });

// ---- answers ----
const articleFields = {
  id: z.number(),
  thumbnailImage: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` (Shanghai); the client shows the first 10 characters. */
  publishDate: z.string(),
  readCount: z.number().int(),
  /** The summary some list styles show (ours: doc 3 names no field for it). */
  intro: z.string(),
};

export const ZArticleRow = z.object({ ...articleFields, title: z.string() });
export type TArticleRow = z.infer<typeof ZArticleRow>;
export const ZArticlePage = zPage(ZArticleRow);
export type TArticlePage = z.infer<typeof ZArticlePage>;

export const ZWebArticleRow = z.object({ ...articleFields, articleTitle: z.string() });
export type TWebArticleRow = z.infer<typeof ZWebArticleRow>;
export const ZWebArticlePage = zPage(ZWebArticleRow);
export type TWebArticlePage = z.infer<typeof ZWebArticlePage>;

/** content is HTML, sanitised by the server when it answers (and by the client when it shows it). */
export const ZArticleDetail = ZArticleRow.extend({ content: z.string() });
export type TArticleDetail = z.infer<typeof ZArticleDetail>;
export const ZWebArticleDetail = ZWebArticleRow.extend({ content: z.string() });
export type TWebArticleDetail = z.infer<typeof ZWebArticleDetail>;
