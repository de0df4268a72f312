import type { TBookCategoryRow, TBookCategoryWrite } from '@alma/shared/admin-api/naming-inventory';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import {
  type BookCategoryRecord,
  countBooksIn,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategoryRecords,
  lockCategories,
  updateCategory,
} from './books-repository.ts';
import { assertNamingProject } from './seat-areas-service.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');
const valuesOf = (row: BookCategoryRecord): TBookCategoryWrite => ({ title: row.title, sort: row.sort });

export async function categoryRows(db: Db | Tx, itemsId: number): Promise<TBookCategoryRow[]> {
  await assertNamingProject(db, itemsId);
  const rows = await listCategoryRecords(db, itemsId);
  return rows.map(({ category, bookCount }) => ({
    id: category.id,
    itemsId: category.itemsId,
    ...valuesOf(category),
    bookCount,
  }));
}

function assertTitle(all: BookCategoryRecord[], input: TBookCategoryWrite, id: number | null): void {
  if (all.some((row) => row.id !== id && row.title === input.title)) {
    throw new AppError('CONFLICT', 'admin.namingInventory.categoryTaken', { field: 'title' });
  }
}

export async function createCategory(
  database: Database,
  actor: AuditActor,
  input: TBookCategoryWrite & { itemsId: number },
) {
  return database.db.transaction(async (tx) => {
    await assertNamingProject(tx, input.itemsId);
    assertTitle(await lockCategories(tx, input.itemsId), input, null);
    const row = await insertCategory(tx, input);
    await recordAudit(tx, actor, {
      action: 'bookCategory.create',
      targetType: 'book_category',
      targetId: row.id,
      after: { itemsId: row.itemsId, ...valuesOf(row) },
    });
    return categoryRows(tx, row.itemsId);
  });
}

export async function editCategory(
  database: Database,
  actor: AuditActor,
  id: number,
  input: TBookCategoryWrite,
) {
  return database.db.transaction(async (tx) => {
    const found = await findCategory(tx, id);
    if (!found) throw notFound();
    const all = await lockCategories(tx, found.itemsId);
    const before = all.find((row) => row.id === id);
    if (!before) throw notFound();
    assertTitle(all, input, id);
    const previous = valuesOf(before);
    if (previous.title === input.title && previous.sort === input.sort) recordNoChange(actor);
    else {
      const saved = await updateCategory(tx, id, input);
      await recordAudit(tx, actor, {
        action: 'bookCategory.edit',
        targetType: 'book_category',
        targetId: id,
        before: previous,
        after: valuesOf(saved),
      });
    }
    return categoryRows(tx, before.itemsId);
  });
}

/** Only an empty category goes: a book never loses its shelf without staff choosing another. */
export async function removeCategory(database: Database, actor: AuditActor, id: number) {
  return database.db.transaction(async (tx) => {
    const found = await findCategory(tx, id);
    if (!found) throw notFound();
    const before = (await lockCategories(tx, found.itemsId)).find((row) => row.id === id);
    if (!before) throw notFound();
    const inside = await countBooksIn(tx, id);
    if (inside > 0)
      throw new AppError('CONFLICT', 'admin.namingInventory.categoryNotEmpty', { count: inside });
    await deleteCategory(tx, id);
    await recordAudit(tx, actor, {
      action: 'bookCategory.delete',
      targetType: 'book_category',
      targetId: id,
      before: { itemsId: before.itemsId, ...valuesOf(before) },
    });
    return categoryRows(tx, before.itemsId);
  });
}
