import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TPublicityRow, TPublicityWrite } from '@alma/shared/admin-api/project-tabs';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database, Db } from '../../db/client.ts';
import { projectExists } from './projects-repository.ts';
import {
  deletePublicity,
  insertPublicity,
  listPublicity,
  lockPublicity,
  type PublicityRecord,
  type PublicityValues,
  updatePublicity,
} from './publicity-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

function publicityRow(row: PublicityRecord): TPublicityRow {
  return {
    id: row.id,
    itemsId: row.itemsId,
    useDate: row.useDate,
    useTitle: row.useTitle,
    useMoney: fenToYuan(row.useMoneyFen),
  };
}

/** The stored values (fen) of what the console sent (yuan, already checked by the schema). */
function valuesOf(input: TPublicityWrite): PublicityValues {
  const fen = yuanToFen(input.useMoney);
  if (fen === null) throw new Error(`unchecked yuan amount ${input.useMoney}`);
  return { useDate: input.useDate, useTitle: input.useTitle, useMoneyFen: fen };
}

const auditView = ({ useDate, useTitle, useMoneyFen }: PublicityValues) => ({
  useDate,
  useTitle,
  useMoney: fenToYuan(useMoneyFen),
});

export async function publicityPage(
  db: Db,
  itemsId: number,
  page: number,
  pageSize: number,
): Promise<TAdminRows<TPublicityRow>> {
  const found = await listPublicity(db, itemsId, { limit: pageSize, offset: (page - 1) * pageSize });
  return { rows: found.rows.map(publicityRow), total: found.total };
}

export async function createPublicity(
  database: Database,
  actor: AuditActor,
  itemsId: number,
  input: TPublicityWrite,
): Promise<TPublicityRow> {
  return database.db.transaction(async (tx) => {
    if (!(await projectExists(tx, itemsId))) throw notFound();
    const row = await insertPublicity(tx, itemsId, valuesOf(input));
    await recordAudit(tx, actor, {
      action: 'publicity.create',
      targetType: 'publicity',
      targetId: row.id,
      after: { itemsId, ...auditView(row) },
    });
    return publicityRow(row);
  });
}

export async function changePublicity(
  database: Database,
  actor: AuditActor,
  id: number,
  input: TPublicityWrite,
): Promise<TPublicityRow> {
  return database.db.transaction(async (tx) => {
    const before = await lockPublicity(tx, id);
    if (!before) throw notFound();
    const after = await updatePublicity(tx, id, valuesOf(input));
    await recordAudit(tx, actor, {
      action: 'publicity.update',
      targetType: 'publicity',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return publicityRow(after);
  });
}

export async function removePublicity(database: Database, actor: AuditActor, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const before = await lockPublicity(tx, id);
    if (!before) throw notFound();
    await deletePublicity(tx, id);
    await recordAudit(tx, actor, {
      action: 'publicity.delete',
      targetType: 'publicity',
      targetId: id,
      before: { itemsId: before.itemsId, ...auditView(before) },
    });
  });
}
