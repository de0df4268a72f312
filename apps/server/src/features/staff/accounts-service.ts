import { isStaffRole, type TStaffRole } from '@alma/shared/admin-api/roles';
import type { TStaffRow, TTotpEnrolment } from '@alma/shared/admin-api/staff';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import type { Secrets } from '../../security/secrets.ts';
import { newTotpSecret, totpUri } from '../../security/totp.ts';
import {
  countActiveAdministrators,
  insertStaff,
  listStaff,
  lockStaff,
  revokeStaffSessionsOf,
  type StaffRecord,
  updateStaff,
} from './repository.ts';
import { staffPasswordHash } from './service.ts';

export function staffRow(record: StaffRecord): TStaffRow {
  return {
    id: record.id,
    username: record.username,
    displayName: record.displayName,
    role: isStaffRole(record.role) ? record.role : 'fulfilment',
    disabled: record.disabledAt !== null,
    createdAt: toWireDate(record.createdAt) ?? '',
  };
}

/** What the audit trail keeps of an account: never its password or second factor. */
function auditView(record: StaffRecord) {
  return {
    username: record.username,
    displayName: record.displayName,
    role: record.role,
    disabled: record.disabledAt !== null,
  };
}

function enrolment(secret: string, username: string): TTotpEnrolment {
  return { secret, otpauthUri: totpUri(secret, username) };
}

export async function createStaff(
  database: Database,
  secrets: Secrets,
  actor: AuditActor,
  input: { username: string; displayName: string; role: TStaffRole; password: string; totpSecret?: string },
): Promise<{ staff: TStaffRow; enrolment: TTotpEnrolment }> {
  const secret = input.totpSecret ?? newTotpSecret();
  const passwordHash = await staffPasswordHash(input.password);
  return database.db.transaction(async (tx) => {
    const record = await insertStaff(tx, {
      username: input.username,
      displayName: input.displayName,
      role: input.role,
      passwordHash,
      totpSecretBox: secrets.seal(secret),
    });
    if (!record) throw new AppError('CONFLICT', 'admin.usernameTaken');
    await recordAudit(tx, actor, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: record.id,
      after: auditView(record),
    });
    return { staff: staffRow(record), enrolment: enrolment(secret, record.username) };
  });
}

export async function staffPage(database: Database, page: number, pageSize: number) {
  const { rows, total } = await listStaff(database.db, { limit: pageSize, offset: (page - 1) * pageSize });
  return { rows: rows.map(staffRow), total };
}

/**
 * Changes name, role or enabled state. An administrator cannot demote or disable themself, and the
 * last active administrator cannot be demoted or disabled: someone must always be able to sign in
 * and manage accounts. Disabling ends the account's sessions at once.
 */
export async function changeStaff(
  database: Database,
  actor: AuditActor & { staffId: number },
  id: number,
  change: { displayName?: string; role?: TStaffRole; disabled?: boolean },
  now = new Date(),
): Promise<TStaffRow> {
  return database.db.transaction(async (tx) => {
    const before = await lockStaff(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'error.notFound');
    const demoting = change.role !== undefined && change.role !== before.role;
    const disabling = change.disabled === true && before.disabledAt === null;
    if (id === actor.staffId && (demoting || disabling)) throw new AppError('CONFLICT', 'admin.notYourself');
    if (
      before.role === 'administrator' &&
      (demoting || disabling) &&
      (await countActiveAdministrators(tx, id)) === 0
    ) {
      throw new AppError('CONFLICT', 'admin.lastAdministrator');
    }
    const after = await updateStaff(tx, id, {
      displayName: change.displayName,
      role: change.role,
      disabledAt:
        change.disabled === undefined ? undefined : change.disabled ? (before.disabledAt ?? now) : null,
    });
    if (disabling || demoting) await revokeStaffSessionsOf(tx, id, now);
    await recordAudit(tx, actor, {
      action: 'staff.update',
      targetType: 'staff',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return staffRow(after);
  });
}

/** A new second factor (a lost phone): the old one stops working and every session ends. */
export async function resetStaffTotp(
  database: Database,
  secrets: Secrets,
  actor: AuditActor,
  id: number,
  now = new Date(),
): Promise<TTotpEnrolment> {
  const secret = newTotpSecret();
  return database.db.transaction(async (tx) => {
    const record = await lockStaff(tx, id);
    if (!record) throw new AppError('NOT_FOUND', 'error.notFound');
    await updateStaff(tx, id, { totpSecretBox: secrets.seal(secret), totpLastStep: null });
    await revokeStaffSessionsOf(tx, id, now);
    await recordAudit(tx, actor, { action: 'staff.resetTotp', targetType: 'staff', targetId: id });
    return enrolment(secret, record.username);
  });
}

export async function resetStaffPassword(
  database: Database,
  actor: AuditActor,
  id: number,
  password: string,
  now = new Date(),
): Promise<void> {
  const passwordHash = await staffPasswordHash(password);
  await database.db.transaction(async (tx) => {
    const record = await lockStaff(tx, id);
    if (!record) throw new AppError('NOT_FOUND', 'error.notFound');
    await updateStaff(tx, id, { passwordHash });
    await revokeStaffSessionsOf(tx, id, now);
    await recordAudit(tx, actor, { action: 'staff.resetPassword', targetType: 'staff', targetId: id });
  });
}
