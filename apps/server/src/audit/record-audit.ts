import type { AuditAction, AuditTarget } from '@alma/shared/admin-api/audit-words';
import type { Db, Tx } from '../db/client.ts';
import { insertAudit } from './audit-repository.ts';
import { maskAuditSnapshot } from './mask-personal.ts';

/**
 * What one staff request left in the audit trail: the rows it wrote, or that it deliberately changed
 * nothing (a repeated click). The admin API treats a successful write with neither as a bug.
 */
export type AuditCount = { rows: number; unchanged?: boolean };

/** Who did it, as the audit trail keeps it (a staff actor, or the command line for `admin:create`). */
export type AuditActor = {
  staffId: number | null;
  username: string;
  role: string;
  ip: string;
  /** The request's count, when the actor is a signed-in staff member's request. */
  audited?: AuditCount;
};

export type AuditEntry = {
  /** `<area>.<verb>`, e.g. `staff.create`, `order.refundRequest`: one with its words in AUDIT_ACTIONS. */
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row. Call it with the transaction of the change itself, so the change and its
 * record commit or roll back together.
 */
export async function recordAudit(tx: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAudit(tx, {
    staffId: actor.staffId,
    staffUsername: actor.username,
    staffRole: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before === undefined ? null : maskAuditSnapshot(entry.targetType, entry.before),
    after: entry.after === undefined ? null : maskAuditSnapshot(entry.targetType, entry.after),
    ip: actor.ip,
  });
  if (actor.audited) actor.audited.rows += 1;
}

/**
 * Says that this request, a write, found nothing to change (the state asked for is already there,
 * or the same dialog was sent twice): no row is due. Only for that: every change has its row.
 */
export function recordNoChange(actor: AuditActor): void {
  if (actor.audited) actor.audited.unchanged = true;
}
