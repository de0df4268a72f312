import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { articleCategories, articles } from '../../db/schema/articles.ts';

export type ArticleRecord = typeof articles.$inferSelect;
/** What staff write; the read count is the donors', the id and times the database's. */
export type ArticleColumns = Pick<
  ArticleRecord,
  'categoryId' | 'title' | 'intro' | 'thumbnailImage' | 'content' | 'publishDate' | 'status'
>;

export type ArticleFilter = { categoryId?: number; status?: number; s?: string };

/** Published with a publish date to come, by the database's clock (the donor side's too). */
const scheduled = sql<boolean>`(${articles.status} = 1 and ${articles.publishDate} > now())`.mapWith(
  (value: unknown) => value === true || value === 't',
);

const listed = {
  id: articles.id,
  categoryId: articles.categoryId,
  categoryName: articleCategories.name,
  title: articles.title,
  thumbnailImage: articles.thumbnailImage,
  publishDate: articles.publishDate,
  status: articles.status,
  scheduled,
  readCount: articles.readCount,
  updatedAt: articles.updatedAt,
};

/** A page of articles as donors would order them: the newest publish date first, then the newer. */
export async function listArticles(db: Db, filter: ArticleFilter, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.categoryId !== undefined) conditions.push(eq(articles.categoryId, filter.categoryId));
  if (filter.status !== undefined) conditions.push(eq(articles.status, filter.status));
  if (filter.s) conditions.push(ilike(articles.title, containsPattern(filter.s)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select(listed)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(articles).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}
export type ListedArticle = Awaited<ReturnType<typeof listArticles>>['rows'][number];

export async function findArticle(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ ...listed, intro: articles.intro, content: articles.content, createdAt: articles.createdAt })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id));
  return row ?? null;
}
export type FoundArticle = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

/** The article, locked for the rest of the transaction (two saves of one article take turns). */
export async function lockArticle(tx: Tx, id: number): Promise<ArticleRecord | null> {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  return row ?? null;
}

export async function insertArticle(tx: Tx, values: ArticleColumns): Promise<number> {
  const [row] = await tx.insert(articles).values(values).returning({ id: articles.id });
  if (!row) throw new Error('article not stored');
  return row.id;
}

export async function updateArticle(tx: Tx, id: number, values: Partial<ArticleColumns>): Promise<void> {
  await tx
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id));
}

export async function deleteArticle(tx: Tx, id: number): Promise<void> {
  await tx.delete(articles).where(eq(articles.id, id));
}
