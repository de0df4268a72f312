import type { TAuditRow } from '@alma/shared/admin-api/audit';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Db } from '../db/client.ts';
import { listAudit } from './audit-repository.ts';

export async function auditPage(
  db: Db,
  query: {
    page: number;
    pageSize: number;
    staffId?: number;
    action?: string;
    targetType?: string;
    targetId?: string;
  },
): Promise<{ rows: TAuditRow[]; total: number }> {
  const { rows, total } = await listAudit(db, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    rows: rows.map((row) => ({ ...row, at: toWireDate(row.at) ?? '', before: row.before, after: row.after })),
    total,
  };
}
