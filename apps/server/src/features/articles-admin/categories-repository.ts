import type { TArticleCategoryWrite } from '@alma/shared/admin-api/articles';
import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { articleCategories, articles } from '../../db/schema/articles.ts';

export type ArticleCategoryRecord = typeof articleCategories.$inferSelect;

/** Categories in the console's order (sort, then the older first), each with its number of articles. */
export async function listArticleCategories(db: Db | Tx) {
  return db
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      nameEn: articleCategories.nameEn,
      websiteId: articleCategories.websiteId,
      sort: articleCategories.sort,
      articleCount: count(articles.id),
    })
    .from(articleCategories)
    .leftJoin(articles, eq(articles.categoryId, articleCategories.id))
    .groupBy(articleCategories.id)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

/** Every category, locked: a name is judged against a list nobody else is changing. */
export async function lockArticleCategories(tx: Tx): Promise<ArticleCategoryRecord[]> {
  return tx
    .select()
    .from(articleCategories)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id))
    .for('update');
}

/** One category, locked (an article saved into it waits for a delete of it, and is refused after). */
export async function lockArticleCategory(tx: Tx, id: number): Promise<ArticleCategoryRecord | null> {
  const [row] = await tx.select().from(articleCategories).where(eq(articleCategories.id, id)).for('share');
  return row ?? null;
}

export async function insertArticleCategory(
  tx: Tx,
  values: TArticleCategoryWrite,
): Promise<ArticleCategoryRecord> {
  const [row] = await tx.insert(articleCategories).values(values).returning();
  if (!row) throw new Error('article category not stored');
  return row;
}

export async function updateArticleCategory(
  tx: Tx,
  id: number,
  values: TArticleCategoryWrite,
): Promise<void> {
  await tx
    .update(articleCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articleCategories.id, id));
}

export async function countArticlesIn(tx: Tx, categoryId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, categoryId));
  return Number(row?.n ?? 0);
}

export async function deleteArticleCategory(tx: Tx, id: number): Promise<void> {
  await tx.delete(articleCategories).where(eq(articleCategories.id, id));
}
