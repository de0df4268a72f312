import type { AuditAction } from '@alma/shared/admin-api/audit-words';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { checkProjectFields } from '@alma/shared/admin-api/project-rules';
import {
  kindColumns,
  NEW_PROJECT,
  type TProjectDetail,
  type TProjectFields,
  type TProjectKind,
  type TProjectRow,
} from '@alma/shared/admin-api/projects';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { sanitizeRichContent } from '../../http/rich-content.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import { changesBetween, columnsOf, detailOf, fieldsOf, rowOf } from './project-values.ts';
import {
  categoryExists,
  findProject,
  insertProject,
  listProjects,
  lockProject,
  type ProjectFilter,
  saveSuccessWord,
  updateProject,
} from './projects-repository.ts';
import { subItemRows } from './sub-items-admin-service.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

export async function projectPage(
  db: Db,
  filter: ProjectFilter,
  page: number,
  pageSize: number,
): Promise<TAdminRows<TProjectRow>> {
  const found = await listProjects(db, filter, { limit: pageSize, offset: (page - 1) * pageSize });
  return { rows: found.rows.map(({ item, typeName }) => rowOf(item, typeName)), total: found.total };
}

export async function projectDetail(db: Db | Tx, id: number): Promise<TProjectDetail> {
  const record = await findProject(db, id);
  if (!record) throw notFound();
  return detailOf(record, await subItemRows(db, id));
}

/**
 * The merged settings, checked as a whole: a change is refused (and nothing stored) when the
 * result breaks a rule, names a missing category, or shows a picture this server did not store.
 */
async function checkedSettings(
  tx: Tx,
  current: TProjectFields,
  change: Partial<TProjectFields>,
  itemsType: number,
): Promise<TProjectFields> {
  const content = change.content === undefined ? {} : { content: await sanitizeRichContent(change.content) };
  const next: TProjectFields = { ...current, ...change, ...content };
  // The content alone cannot break a rule: a content editor is never stopped by a setting
  // only a project manager can fix.
  const settingsChange = Object.keys(change).some((key) => key !== 'content');
  const problem = settingsChange ? checkProjectFields(next, itemsType) : null;
  if (problem) throw new AppError('INVALID_REQUEST', problem.key, { field: problem.field });
  if (change.typeId != null && !(await categoryExists(tx, change.typeId))) {
    throw new AppError('INVALID_REQUEST', 'admin.project.categoryNotFound', { field: 'typeId' });
  }
  const images = [
    ...(change.thumbnailImg ? [{ field: 'thumbnailImg', url: change.thumbnailImg }] : []),
    ...(change.coverList ?? []).map((url, index) => ({ field: `coverList.${index}`, url })),
  ];
  await assertStoredImages(tx, images);
  return next;
}

/**
 * A new project of its kind, unpublished: staff publish it once it is ready (a naming project once
 * its seats or books are set up in 座位与书目). A naming project takes money for what is named.
 */
export async function createProject(
  database: Database,
  actor: AuditActor,
  input: Partial<TProjectFields> & { name: string; kind: TProjectKind },
): Promise<TProjectDetail> {
  const { kind, ...settings } = input;
  const { itemsType } = kindColumns(kind);
  if (itemsType === 2 && settings.crowdType === 2) {
    throw new AppError('INVALID_REQUEST', 'admin.project.namingIsMoney', { field: 'crowdType' });
  }
  return database.db.transaction(async (tx) => {
    const fields = await checkedSettings(tx, NEW_PROJECT, settings, itemsType);
    const id = await insertProject(tx, columnsOf(fields), kind);
    if (fields.successWord !== '') await saveSuccessWord(tx, id, fields.successWord);
    await recordAudit(tx, actor, {
      action: 'project.create',
      targetType: 'project',
      targetId: id,
      after: { kind, ...fields },
    });
    return projectDetail(tx, id);
  });
}

/** Changes the settings sent; the rest stay as they are. */
export async function changeProject(
  database: Database,
  actor: AuditActor,
  id: number,
  change: Partial<TProjectFields>,
  action: AuditAction = 'project.update',
): Promise<TProjectDetail> {
  return database.db.transaction(async (tx) => {
    const record = await lockProject(tx, id);
    if (!record) throw notFound();
    const before = fieldsOf(record);
    const after = await checkedSettings(tx, before, change, record.itemsType);
    const changes = changesBetween(before, after);
    if (Object.keys(changes.after).length > 0) {
      await updateProject(tx, id, columnsOf(after));
      if (after.successWord !== before.successWord) await saveSuccessWord(tx, id, after.successWord);
      await recordAudit(tx, actor, { action, targetType: 'project', targetId: id, ...changes });
    } else recordNoChange(actor);
    return projectDetail(tx, id);
  });
}

/** Publishing lists the project in the donor app; unpublishing takes it out of the list only. */
export async function setProjectListed(
  database: Database,
  actor: AuditActor,
  id: number,
  listed: boolean,
): Promise<TProjectDetail> {
  return database.db.transaction(async (tx) => {
    const record = await lockProject(tx, id);
    if (!record) throw notFound();
    if (record.isListed !== listed) {
      await updateProject(tx, id, { isListed: listed });
      await recordAudit(tx, actor, {
        action: listed ? 'project.publish' : 'project.unpublish',
        targetType: 'project',
        targetId: id,
        before: { isListed: record.isListed },
        after: { isListed: listed },
      });
    } else recordNoChange(actor);
    return projectDetail(tx, id);
  });
}
