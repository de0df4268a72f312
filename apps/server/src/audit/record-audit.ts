import type { Db, Tx } from '../db/client.ts';
import { insertAudit } from './audit-repository.ts';
import { maskPersonal } from './mask-personal.ts';

/** Who did it, as the audit trail keeps it (a staff actor, or the command line for `admin:create`). */
export type AuditActor = { staffId: number | null; username: string; role: string; ip: string };

export type AuditEntry = {
  /** `<area>.<verb>`, e.g. `staff.create`, `order.refund`, `donor.reveal`. */
  action: string;
  targetType: string;
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
    before: entry.before === undefined ? null : maskPersonal(entry.before),
    after: entry.after === undefined ? null : maskPersonal(entry.after),
    ip: actor.ip,
  });
}
