import type { TCategoryRow } from '@alma/shared/admin-api/project-categories';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import {
  type CategoryNames,
  type CategoryRecord,
  countProjectsOf,
  deleteCategory,
  insertCategory,
  listCategories,
  lockCategories,
  renameCategory,
  setCategorySort,
} from './categories-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

export function categoryRows(db: Db | Tx): Promise<TCategoryRow[]> {
  return listCategories(db);
}

/** The tabs are told apart by name, in either language (an English name may be left empty). */
function refuseTakenName(all: CategoryRecord[], names: CategoryNames, exceptId?: number): void {
  const others = all.filter((row) => row.id !== exceptId);
  if (others.some((row) => row.name === names.name)) {
    throw new AppError('CONFLICT', 'admin.category.nameTaken', { field: 'name' });
  }
  if (names.nameEn !== '' && others.some((row) => row.nameEn === names.nameEn)) {
    throw new AppError('CONFLICT', 'admin.category.nameTaken', { field: 'nameEn' });
  }
}

export async function createCategory(
  database: Database,
  actor: AuditActor,
  input: { name: string; nameEn?: string | undefined },
) {
  const names = { name: input.name, nameEn: input.nameEn ?? '' };
  return database.db.transaction(async (tx) => {
    refuseTakenName(await lockCategories(tx), names);
    const row = await insertCategory(tx, names);
    await recordAudit(tx, actor, {
      action: 'category.create',
      targetType: 'category',
      targetId: row.id,
      after: { name: row.name, nameEn: row.nameEn, sort: row.sort },
    });
    return categoryRows(tx);
  });
}

/** A new name; an English name left out of the change stays as it was. */
export async function renameCategoryById(
  database: Database,
  actor: AuditActor,
  id: number,
  input: { name: string; nameEn?: string | undefined },
) {
  return database.db.transaction(async (tx) => {
    const all = await lockCategories(tx);
    const before = all.find((row) => row.id === id);
    if (!before) throw notFound();
    const names = { name: input.name, nameEn: input.nameEn ?? before.nameEn };
    refuseTakenName(all, names, id);
    if (before.name !== names.name || before.nameEn !== names.nameEn) {
      await renameCategory(tx, id, names);
      await recordAudit(tx, actor, {
        action: 'category.rename',
        targetType: 'category',
        targetId: id,
        before: { name: before.name, nameEn: before.nameEn },
        after: names,
      });
    } else recordNoChange(actor);
    return categoryRows(tx);
  });
}

/** The new tab order; it must name every category exactly once (a stale screen is refused). */
export async function reorderCategories(database: Database, actor: AuditActor, ids: readonly number[]) {
  return database.db.transaction(async (tx) => {
    const all = await lockCategories(tx);
    const known = new Set(all.map((row) => row.id));
    const distinct = new Set(ids);
    if (distinct.size !== ids.length || ids.length !== all.length || ids.some((id) => !known.has(id))) {
      throw new AppError('CONFLICT', 'admin.category.orderMismatch', { field: 'ids' });
    }
    for (const [index, id] of ids.entries()) await setCategorySort(tx, id, index + 1);
    await recordAudit(tx, actor, {
      action: 'category.reorder',
      targetType: 'category',
      targetId: 'all',
      before: all.map((row) => row.id),
      after: ids,
    });
    return categoryRows(tx);
  });
}

/** Only an empty category can go: its projects would otherwise lose their tab. */
export async function deleteCategoryById(database: Database, actor: AuditActor, id: number) {
  return database.db.transaction(async (tx) => {
    const before = (await lockCategories(tx)).find((row) => row.id === id);
    if (!before) throw notFound();
    const projects = await countProjectsOf(tx, id);
    if (projects > 0) throw new AppError('CONFLICT', 'admin.category.inUse', { count: projects });
    await deleteCategory(tx, id);
    await recordAudit(tx, actor, {
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      before: { name: before.name, nameEn: before.nameEn, sort: before.sort },
    });
    return categoryRows(tx);
  });
}
