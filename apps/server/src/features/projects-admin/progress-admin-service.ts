import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TProgressRow } from '@alma/shared/admin-api/project-tabs';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import {
  deleteProgress,
  insertProgress,
  listProgress,
  lockProgress,
  type ProgressRecord,
  type ProgressValues,
  updateProgress,
} from './progress-repository.ts';
import { projectExists } from './projects-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

function progressRow(row: ProgressRecord): TProgressRow {
  return {
    id: row.id,
    itemsId: row.itemsId,
    progressDate: row.progressDate,
    content: row.content,
    attachmentList: row.attachmentList,
  };
}

/** What the audit trail keeps of an entry (the project id is its target's context). */
const auditView = ({ progressDate, content, attachmentList }: ProgressValues) => ({
  progressDate,
  content,
  attachmentList,
});

function checkPictures(tx: Tx, values: ProgressValues): Promise<void> {
  return assertStoredImages(
    tx,
    values.attachmentList.map((url, index) => ({ field: `attachmentList.${index}`, url })),
  );
}

export async function progressPage(
  db: Db,
  itemsId: number,
  page: number,
  pageSize: number,
): Promise<TAdminRows<TProgressRow>> {
  const found = await listProgress(db, itemsId, { limit: pageSize, offset: (page - 1) * pageSize });
  return { rows: found.rows.map(progressRow), total: found.total };
}

export async function createProgress(
  database: Database,
  actor: AuditActor,
  itemsId: number,
  values: ProgressValues,
): Promise<TProgressRow> {
  return database.db.transaction(async (tx) => {
    if (!(await projectExists(tx, itemsId))) throw notFound();
    await checkPictures(tx, values);
    const row = await insertProgress(tx, itemsId, values);
    await recordAudit(tx, actor, {
      action: 'progress.create',
      targetType: 'progress',
      targetId: row.id,
      after: { itemsId, ...auditView(row) },
    });
    return progressRow(row);
  });
}

export async function changeProgress(
  database: Database,
  actor: AuditActor,
  id: number,
  values: ProgressValues,
): Promise<TProgressRow> {
  return database.db.transaction(async (tx) => {
    const before = await lockProgress(tx, id);
    if (!before) throw notFound();
    await checkPictures(tx, values);
    const after = await updateProgress(tx, id, values);
    await recordAudit(tx, actor, {
      action: 'progress.update',
      targetType: 'progress',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return progressRow(after);
  });
}

export async function removeProgress(database: Database, actor: AuditActor, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const before = await lockProgress(tx, id);
    if (!before) throw notFound();
    await deleteProgress(tx, id);
    await recordAudit(tx, actor, {
      action: 'progress.delete',
      targetType: 'progress',
      targetId: id,
      before: { itemsId: before.itemsId, ...auditView(before) },
    });
  });
}
