import { checkSubItemRows } from '@alma/shared/admin-api/project-rules';
import type { TSubItemRow } from '@alma/shared/admin-api/projects';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { lockProject } from './projects-repository.ts';
import {
  deleteSubItems,
  insertSubItem,
  listSubItemsWithUse,
  type SubItemUse,
  updateSubItem,
} from './sub-items-repository.ts';

function subItemRow(row: SubItemUse): TSubItemRow {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    sort: row.sort,
    completeMoney: fenToYuan(row.completeMoneyFen),
    donationCount: row.donationCount,
  };
}

export async function subItemRows(db: Db | Tx, itemsId: number): Promise<TSubItemRow[]> {
  return (await listSubItemsWithUse(db, itemsId)).map(subItemRow);
}

/**
 * Replaces a project's sub-projects with the ordered list given. A row's id must be one of this
 * project's own sub-projects (a sub-project never moves to another project); one that orders
 * chose cannot be removed, since its raised total and the donors' records point at it.
 */
export async function saveSubItems(
  database: Database,
  actor: AuditActor,
  itemsId: number,
  rows: ReadonlyArray<{ id?: number | undefined; name: string; nameEn?: string | undefined }>,
): Promise<TSubItemRow[]> {
  const problem = checkSubItemRows(rows);
  if (problem) throw new AppError('INVALID_REQUEST', problem.key, { field: problem.field });
  return database.db.transaction(async (tx) => {
    if (!(await lockProject(tx, itemsId))) throw new AppError('NOT_FOUND', 'error.notFound');
    const before = await listSubItemsWithUse(tx, itemsId);
    const own = new Map(before.map((row) => [row.id, row]));
    for (const [index, row] of rows.entries()) {
      if (row.id !== undefined && !own.has(row.id)) {
        throw new AppError('INVALID_REQUEST', 'admin.project.subItemNotOfProject', {
          field: `rows.${index}.id`,
        });
      }
    }
    const kept = new Set(rows.flatMap((row) => (row.id === undefined ? [] : [row.id])));
    const removed = before.filter((row) => !kept.has(row.id));
    const used = removed.find((row) => row.donationCount > 0);
    if (used) throw new AppError('CONFLICT', 'admin.project.subItemInUse', { name: used.name });

    await deleteSubItems(
      tx,
      removed.map((row) => row.id),
    );
    for (const [sort, row] of rows.entries()) {
      // Left out, a saved row's English name stays as it was; a new row has none.
      const nameEn = row.nameEn ?? (row.id === undefined ? '' : (own.get(row.id)?.nameEn ?? ''));
      if (row.id === undefined) await insertSubItem(tx, { itemsId, name: row.name, nameEn, sort });
      else await updateSubItem(tx, row.id, { name: row.name, nameEn, sort });
    }
    const after = await subItemRows(tx, itemsId);
    await recordAudit(tx, actor, {
      action: 'project.subItems',
      targetType: 'project',
      targetId: itemsId,
      before: before.map(({ id, name, nameEn }) => ({ id, name, nameEn })),
      after: after.map(({ id, name, nameEn }) => ({ id, name, nameEn })),
    });
    return after;
  });
}
