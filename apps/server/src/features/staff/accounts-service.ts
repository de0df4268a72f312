import { isStaffRole, type TStaffRole } from '@alma/shared/admin-api/roles';
import type { TStaffQuery, TStaffRow, TTotpEnrolment } from '@alma/shared/admin-api/staff';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import type { Secrets } from '../../security/secrets.ts';
import { newTotpSecret, totpStepOf, totpUri } from '../../security/totp.ts';
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
    totpConfirmed: record.totpConfirmedAt !== null,
    mustChangePassword: record.mustChangePassword,
    createdAt: toWireDate(record.createdAt) ?? '',
    lastSignInAt: toWireDate(record.lastSignInAt),
    // Shown whole to administrators, as the audit trail shows every staff request's address.
    lastSignInIp: record.lastSignInIp,
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

/** How a new account starts; every caller says which (no default to forget). */
export type StaffStart = {
  /** The authenticator's first code was already checked (at the command line), or is published (demo). */
  totpConfirmed: boolean;
  /** Someone other than its owner chose the password: it is changed at the first sign-in. */
  mustChangePassword: boolean;
};

/**
 * An administrator's new account: the QR is shown once and the authenticator must answer its first
 * code (POST /staff/:id/confirm-totp) before the account can sign in; the password is changed then.
 */
export const INVITED: StaffStart = { totpConfirmed: false, mustChangePassword: true };

export async function createStaff(
  database: Database,
  secrets: Secrets,
  actor: AuditActor,
  input: { username: string; displayName: string; role: TStaffRole; password: string; totpSecret?: string },
  start: StaffStart,
  now = new Date(),
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
      totpConfirmedAt: start.totpConfirmed ? now : null,
      mustChangePassword: start.mustChangePassword,
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

export async function staffPage(database: Database, { page, pageSize, ...filter }: TStaffQuery) {
  const { rows, total } = await listStaff(database.db, filter, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
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

/**
 * A new second factor (a lost phone): the old one stops working, every session ends, and the new one
 * waits for its first code like a new account's. Not one's own: the reset signs its maker out, who
 * could then never give that first code.
 */
export async function resetStaffTotp(
  database: Database,
  secrets: Secrets,
  actor: AuditActor,
  id: number,
  now = new Date(),
): Promise<TTotpEnrolment> {
  if (id === actor.staffId) throw new AppError('CONFLICT', 'admin.notYourselfTotp');
  const secret = newTotpSecret();
  return database.db.transaction(async (tx) => {
    const record = await lockStaff(tx, id);
    if (!record) throw new AppError('NOT_FOUND', 'error.notFound');
    await updateStaff(tx, id, {
      totpSecretBox: secrets.seal(secret),
      totpLastStep: null,
      totpConfirmedAt: null,
    });
    await revokeStaffSessionsOf(tx, id, now);
    await recordAudit(tx, actor, { action: 'staff.resetTotp', targetType: 'staff', targetId: id });
    return enrolment(secret, record.username);
  });
}

/**
 * The first code of a new or reset authenticator, read back from the app while its QR is on screen:
 * only then can the account sign in. A wrong code changes nothing. The code is not spent: whoever
 * reads it here has seen the secret too, and the owner may sign in with it a moment later.
 */
export async function confirmStaffTotp(
  database: Database,
  secrets: Secrets,
  actor: AuditActor,
  id: number,
  code: string,
  now = new Date(),
): Promise<TStaffRow> {
  return database.db.transaction(async (tx) => {
    const record = await lockStaff(tx, id);
    if (!record) throw new AppError('NOT_FOUND', 'error.notFound');
    if (record.totpConfirmedAt !== null) throw new AppError('CONFLICT', 'admin.totpAlreadyConfirmed');
    if (totpStepOf(secrets.open(record.totpSecretBox), code, now) === null) {
      throw new AppError('INVALID_REQUEST', 'admin.totpFirstCodeWrong', { field: 'totp' });
    }
    const after = await updateStaff(tx, id, { totpConfirmedAt: now });
    await recordAudit(tx, actor, { action: 'staff.confirmTotp', targetType: 'staff', targetId: id });
    return staffRow(after);
  });
}

/** A password an administrator sets: its owner changes it at the next sign-in (not one's own). */
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
    await updateStaff(tx, id, { passwordHash, mustChangePassword: id !== actor.staffId });
    await revokeStaffSessionsOf(tx, id, now);
    await recordAudit(tx, actor, { action: 'staff.resetPassword', targetType: 'staff', targetId: id });
  });
}
