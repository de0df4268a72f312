import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/staff.ts';

export type AuditInsert = typeof auditLog.$inferInsert;
export type AuditRecord = typeof auditLog.$inferSelect;

export async function insertAudit(tx: Db | Tx, row: AuditInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}

export async function listAudit(
  db: Db,
  filter: { staffId?: number; action?: string; targetType?: string; targetId?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRecord[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
