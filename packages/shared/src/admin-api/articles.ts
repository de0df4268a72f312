import { z } from 'zod';
import { fromWireDate, toWireDate } from '../dates/wire-date.ts';
import { ZAdminPage } from './paging.ts';
import { zImageUrl, zLine, zQueryId, zQueryText, zText } from './project-fields.ts';

/**
 * The console's articles (文章管理): the categories the donor app's article lists show (doc 3 §2
 * "Article list": its id, and the website a from=web list asks for) and the articles staff write
 * in them (doc 3 §3 "Article"). Articles start as drafts; donors see a published one once its
 * publish date has come.
 */

export const ARTICLE_CATEGORY_NAME_MAX_LENGTH = 20;
export const ARTICLE_CATEGORY_NAME_EN_MAX_LENGTH = 60;
export const ARTICLE_TITLE_MAX_LENGTH = 100;
export const ARTICLE_INTRO_MAX_LENGTH = 300;
/** The editor's HTML before sanitising; pictures are links to stored files, never inline data. */
export const ARTICLE_CONTENT_MAX_LENGTH = 100_000;
export const WEBSITE_ID_MAX = 1_000_000;

/** 0 a draft (donors never see it), 1 published (seen once its publish date has come). */
export const ARTICLE_STATUSES = [0, 1] as const;
export type TArticleStatus = (typeof ARTICLE_STATUSES)[number];

const zSort = z.number().int().min(-1_000_000).max(1_000_000);

// ---- categories ----
export const ZArticleCategoryWrite = z.object({
  name: zLine(ARTICLE_CATEGORY_NAME_MAX_LENGTH, 1),
  nameEn: zLine(ARTICLE_CATEGORY_NAME_EN_MAX_LENGTH),
  /** The platform site the category belongs to: from=web lists show the categories of one site. */
  websiteId: z.number().int().min(1).max(WEBSITE_ID_MAX),
  /** Smaller first in the console's lists and pickers. */
  sort: zSort,
});
export type TArticleCategoryWrite = z.infer<typeof ZArticleCategoryWrite>;

export type TArticleCategoryRow = TArticleCategoryWrite & {
  id: number;
  /** Articles in it, drafts included: a category with any cannot be deleted. */
  articleCount: number;
};

export const NEW_ARTICLE_CATEGORY: TArticleCategoryWrite = { name: '', nameEn: '', websiteId: 1, sort: 0 };

// ---- articles ----
/**
 * A publish time as the wire writes dates (`YYYY-MM-DD HH:mm:ss`, Shanghai) that exists on the
 * calendar: 2025-02-30 is refused rather than read as 2 March.
 */
export const zPublishDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  .refine((value) => toWireDate(fromWireDate(value)) === value);

/** Rich HTML as the editor writes it; the server sanitises it before it stores it. */
const zArticleHtml = z
  .string()
  .max(ARTICLE_CONTENT_MAX_LENGTH)
  .refine((value) => !value.includes('\u0000'));

export const ZArticleWrite = z.object({
  categoryId: z.number().int().positive().max(2_147_483_647),
  title: zLine(ARTICLE_TITLE_MAX_LENGTH, 1),
  /** The summary some list styles show under the title. */
  intro: zText(ARTICLE_INTRO_MAX_LENGTH),
  /** The cover: a picture this server stored (POST /files), '' for none. */
  thumbnailImage: z.union([zImageUrl, z.literal('')]),
  content: zArticleHtml,
  /** Absent: now for a new article, unchanged for an existing one. */
  publishDate: zPublishDate.optional(),
  /** Absent: a new article is a draft, an existing one keeps its status ("save and publish" sends 1). */
  status: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type TArticleWrite = z.infer<typeof ZArticleWrite>;

export const ZArticleQuery = ZAdminPage.extend({
  categoryId: zQueryId,
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(['0', '1']).optional(),
  ),
  /** Words of the title. */
  s: zQueryText(50),
});
export type TArticleQuery = z.input<typeof ZArticleQuery>;

export type TArticleRow = {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  thumbnailImage: string;
  /** `YYYY-MM-DD HH:mm:ss` (Shanghai). */
  publishDate: string;
  status: TArticleStatus;
  /** Published with a publish date still to come: donors see it from then. */
  scheduled: boolean;
  readCount: number;
  updatedAt: string;
};

export type TArticleDetail = TArticleRow & { intro: string; content: string; createdAt: string };

/** Whether the donor app shows the article now. */
export function articleVisible(row: Pick<TArticleRow, 'status' | 'scheduled'>): boolean {
  return row.status === 1 && !row.scheduled;
}
