import type { TArticleCategoryRow, TArticleCategoryWrite } from '@alma/shared/admin-api/articles';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import {
  type ArticleCategoryRecord,
  countArticlesIn,
  deleteArticleCategory,
  insertArticleCategory,
  listArticleCategories,
  lockArticleCategories,
  updateArticleCategory,
} from './categories-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

export function articleCategoryRows(db: Db | Tx): Promise<TArticleCategoryRow[]> {
  return listArticleCategories(db);
}

const valuesOf = (row: ArticleCategoryRecord): TArticleCategoryWrite => ({
  name: row.name,
  nameEn: row.nameEn,
  websiteId: row.websiteId,
  sort: row.sort,
});

/** Two categories of one website with one name would be two identical choices in every picker. */
function refuseTakenName(all: ArticleCategoryRecord[], input: TArticleCategoryWrite, exceptId?: number) {
  const taken = all.some(
    (row) => row.id !== exceptId && row.websiteId === input.websiteId && row.name === input.name,
  );
  if (taken) throw new AppError('CONFLICT', 'admin.category.nameTaken', { field: 'name' });
}

export async function createArticleCategory(
  database: Database,
  actor: AuditActor,
  input: TArticleCategoryWrite,
): Promise<TArticleCategoryRow[]> {
  return database.db.transaction(async (tx) => {
    refuseTakenName(await lockArticleCategories(tx), input);
    const row = await insertArticleCategory(tx, input);
    await recordAudit(tx, actor, {
      action: 'articleCategory.create',
      targetType: 'articleCategory',
      targetId: row.id,
      after: valuesOf(row),
    });
    return articleCategoryRows(tx);
  });
}

export async function changeArticleCategory(
  database: Database,
  actor: AuditActor,
  id: number,
  input: TArticleCategoryWrite,
): Promise<TArticleCategoryRow[]> {
  return database.db.transaction(async (tx) => {
    const all = await lockArticleCategories(tx);
    const record = all.find((row) => row.id === id);
    if (!record) throw notFound();
    refuseTakenName(all, input, id);
    const before = valuesOf(record);
    const changed = (Object.keys(input) as Array<keyof TArticleCategoryWrite>).filter(
      (key) => before[key] !== input[key],
    );
    if (changed.length > 0) {
      await updateArticleCategory(tx, id, input);
      await recordAudit(tx, actor, {
        action: 'articleCategory.update',
        targetType: 'articleCategory',
        targetId: id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, input[key]])),
      });
    } else recordNoChange(actor);
    return articleCategoryRows(tx);
  });
}

/** Only an empty category can go (drafts count): its articles would otherwise lose their list. */
export async function deleteArticleCategoryById(
  database: Database,
  actor: AuditActor,
  id: number,
): Promise<TArticleCategoryRow[]> {
  return database.db.transaction(async (tx) => {
    const record = (await lockArticleCategories(tx)).find((row) => row.id === id);
    if (!record) throw notFound();
    const inside = await countArticlesIn(tx, id);
    if (inside > 0) throw new AppError('CONFLICT', 'admin.articleCategory.inUse', { count: inside });
    await deleteArticleCategory(tx, id);
    await recordAudit(tx, actor, {
      action: 'articleCategory.delete',
      targetType: 'articleCategory',
      targetId: id,
      before: valuesOf(record),
    });
    return articleCategoryRows(tx);
  });
}
