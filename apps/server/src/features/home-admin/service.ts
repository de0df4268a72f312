import {
  checkHomeEntry,
  type THomeEntryKind,
  type THomeEntryRow,
  type THomeEntryWrite,
} from '@alma/shared/admin-api/home';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import {
  deleteHomeEntry,
  type HomeEntryRecord,
  insertHomeEntry,
  listHomeEntries,
  lockHomeEntries,
  projectExists,
  updateHomeEntry,
} from './repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

/** What staff set of an entry, as the audit trail and the change check compare it. */
function valuesOf(record: HomeEntryRecord): THomeEntryWrite {
  return {
    kind: record.kind as THomeEntryKind,
    title: record.title,
    titleEn: record.titleEn,
    intro: record.intro,
    introEn: record.introEn,
    src: record.src,
    linkUrl: record.linkUrl,
    itemsId: record.itemsId,
    sort: record.sort,
    isShow: record.isShow,
  };
}

export async function homeEntryRows(db: Db | Tx): Promise<THomeEntryRow[]> {
  const rows = await listHomeEntries(db);
  return rows.map(({ entry, itemsName }) => ({
    id: entry.id,
    ...valuesOf(entry),
    itemsName,
    updatedAt: toWireDate(entry.updatedAt) ?? '',
  }));
}

/**
 * The rules beyond each field's shape (checkHomeEntry: a link of an allowed form, or a project),
 * the project must exist, and a new picture must be one this server stored (POST /files).
 */
async function assertEntry(tx: Tx, input: THomeEntryWrite, before: HomeEntryRecord | null): Promise<void> {
  const problem = checkHomeEntry(input);
  if (problem) throw new AppError('INVALID_REQUEST', problem.key, { field: problem.field });
  if (
    input.itemsId !== null &&
    input.itemsId !== before?.itemsId &&
    !(await projectExists(tx, input.itemsId))
  ) {
    throw new AppError('INVALID_REQUEST', 'admin.home.projectNotFound', { field: 'itemsId' });
  }
  if (input.src !== '' && input.src !== before?.src) {
    await assertStoredImages(tx, [{ field: 'src', url: input.src }]);
  }
}

export async function createHomeEntry(database: Database, actor: AuditActor, input: THomeEntryWrite) {
  return database.db.transaction(async (tx) => {
    await assertEntry(tx, input, null);
    const row = await insertHomeEntry(tx, input);
    await recordAudit(tx, actor, {
      action: 'home.create',
      targetType: 'home_entry',
      targetId: row.id,
      after: valuesOf(row),
    });
    return homeEntryRows(tx);
  });
}

export async function editHomeEntry(
  database: Database,
  actor: AuditActor,
  id: number,
  input: THomeEntryWrite,
) {
  return database.db.transaction(async (tx) => {
    const before = (await lockHomeEntries(tx)).find((row) => row.id === id);
    if (!before) throw notFound();
    await assertEntry(tx, input, before);
    const previous = valuesOf(before);
    const same = (Object.keys(previous) as Array<keyof THomeEntryWrite>).every(
      (field) => previous[field] === input[field],
    );
    if (same) recordNoChange(actor);
    else {
      const saved = await updateHomeEntry(tx, id, input);
      await recordAudit(tx, actor, {
        action: 'home.edit',
        targetType: 'home_entry',
        targetId: id,
        before: previous,
        after: valuesOf(saved),
      });
    }
    return homeEntryRows(tx);
  });
}

export async function removeHomeEntry(database: Database, actor: AuditActor, id: number) {
  return database.db.transaction(async (tx) => {
    const before = (await lockHomeEntries(tx)).find((row) => row.id === id);
    if (!before) throw notFound();
    await deleteHomeEntry(tx, id);
    await recordAudit(tx, actor, {
      action: 'home.delete',
      targetType: 'home_entry',
      targetId: id,
      before: valuesOf(before),
    });
    return homeEntryRows(tx);
  });
}

/** The new order of one kind; it must name each of its entries exactly once (a stale screen is refused). */
export async function reorderHomeEntries(
  database: Database,
  actor: AuditActor,
  kind: THomeEntryKind,
  ids: readonly number[],
) {
  return database.db.transaction(async (tx) => {
    const ofKind = (await lockHomeEntries(tx)).filter((row) => row.kind === kind);
    const known = new Set(ofKind.map((row) => row.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== ofKind.length ||
      ids.some((id) => !known.has(id))
    ) {
      throw new AppError('CONFLICT', 'admin.home.orderMismatch', { field: 'ids' });
    }
    for (const [index, id] of ids.entries()) await updateHomeEntry(tx, id, { sort: index + 1 });
    await recordAudit(tx, actor, {
      action: 'home.reorder',
      targetType: 'home_entry',
      targetId: kind,
      before: ofKind.map((row) => row.id),
      after: ids,
    });
    return homeEntryRows(tx);
  });
}
