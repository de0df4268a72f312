import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleCategories, articles } from '../../db/schema/articles.ts';

/** Published (status 1) articles whose publish date has come, by the database's clock. */
const PUBLISHED = 1;
const visible = () => and(eq(articles.status, PUBLISHED), lte(articles.publishDate, sql`now()`));

export type ArticleFilter = {
  categoryId?: number;
  /** Only categories of this website (the from=web source); none for index/articleList. */
  websiteId?: number;
  limit: number;
  offset: number;
};

const listed = {
  id: articles.id,
  title: articles.title,
  intro: articles.intro,
  thumbnailImage: articles.thumbnailImage,
  publishDate: articles.publishDate,
  readCount: articles.readCount,
};

export type ArticleRecord = typeof articles.$inferSelect;
export type ListedArticle = Pick<ArticleRecord, keyof typeof listed>;

export async function findCategory(db: Db, id: number): Promise<{ id: number; websiteId: number } | null> {
  const [row] = await db
    .select({ id: articleCategories.id, websiteId: articleCategories.websiteId })
    .from(articleCategories)
    .where(eq(articleCategories.id, id));
  return row ?? null;
}

function listConditions(filter: ArticleFilter): SQL | undefined {
  const conditions = [visible()];
  if (filter.categoryId !== undefined) conditions.push(eq(articles.categoryId, filter.categoryId));
  if (filter.websiteId !== undefined) conditions.push(eq(articleCategories.websiteId, filter.websiteId));
  return and(...conditions);
}

/** A page of visible articles, newest publish date first (then the newer id), and how many match. */
export async function listVisibleArticles(
  db: Db,
  filter: ArticleFilter,
): Promise<{ rows: ListedArticle[]; total: number }> {
  const where = listConditions(filter);
  const found = await db
    .select({ ...listed, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const rows = found.map(({ total: _total, ...row }) => row);
  const first = found[0];
  if (first) return { rows, total: first.total };
  // Past the end no row carries the window count: count on its own (none at all on the first page).
  if (filter.offset === 0) return { rows, total: 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

const shown = { ...listed, content: articles.content };
export type ShownArticle = Pick<ArticleRecord, keyof typeof shown>;

/**
 * Counts one view of a visible article and answers it with the new count: one statement, so
 * concurrent views never lose a count and a draft or a future article is neither counted nor shown.
 */
export async function countArticleView(db: Db, id: number): Promise<ShownArticle | null> {
  const [row] = await db
    .update(articles)
    .set({ readCount: sql`${articles.readCount} + 1` })
    .where(and(eq(articles.id, id), visible()))
    .returning(shown);
  return row ?? null;
}

/** A visible article as it is, without counting a view. */
export async function findVisibleArticle(db: Db, id: number): Promise<ShownArticle | null> {
  const [row] = await db
    .select(shown)
    .from(articles)
    .where(and(eq(articles.id, id), visible()));
  return row ?? null;
}
