import { PASSWORD_CHANGE_ROUTES, type TStaffPasswordChange } from '@alma/shared/admin-api/session';
import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  staffPasswordProblem,
  type TStaffPasswordProblem,
} from '@alma/shared/admin-api/staff-password';
import { AppError } from '@alma/shared/errors/app-error';
import type { MessageKey } from '@alma/shared/i18n/server-messages';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { releaseHit } from '../rate-limit/service.ts';
import { findStaffById, lockStaff, revokeOtherStaffSessions, updateStaff } from './repository.ts';
import {
  auditActorOf,
  hitAccountLimit,
  type StaffActor,
  staffPasswordHash,
  staffPasswordMatches,
} from './service.ts';

/**
 * A session whose password an administrator set (a new account, a reset) may only change it: every
 * other admin route answers 403 PASSWORD_CHANGE_REQUIRED until then. Called by the admin API's
 * request hook with the route's permission key.
 */
export function refuseUntilPasswordChanged(actor: StaffActor, routeKey: string): void {
  if (actor.mustChangePassword && !PASSWORD_CHANGE_ROUTES.includes(routeKey)) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'admin.passwordChangeRequired');
  }
}

const PROBLEM_MESSAGES: Record<TStaffPasswordProblem, MessageKey> = {
  tooShort: 'admin.passwordTooShort',
  tooLong: 'admin.passwordTooLong',
  sameAsOld: 'admin.passwordSameAsOld',
  isUsername: 'admin.passwordIsUsername',
};

/**
 * The staff member's own new password (forced at first sign-in, or chosen any time). The current
 * password is asked again and its wrong guesses count against the account's sign-in limit; the new
 * one must pass the shared rules. The account's other sessions end; this one goes on, unlocked.
 */
export async function changeOwnPassword(
  database: Database,
  actor: StaffActor,
  input: TStaffPasswordChange,
  now = new Date(),
): Promise<void> {
  const db = database.db;
  const limit = await hitAccountLimit(db, actor.username, now);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', 'error.rateLimited');
  const account = await findStaffById(db, actor.staffId);
  if (!account) throw new AppError('LOGIN_REQUIRED', 'admin.sessionRequired');
  if (!(await staffPasswordMatches(account.passwordHash, input.currentPassword))) {
    throw new AppError('INVALID_REQUEST', 'admin.currentPasswordWrong', { field: 'currentPassword' });
  }
  await releaseHit(db, limit.hitId);
  const problem = staffPasswordProblem({
    username: account.username,
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
  if (problem) {
    throw new AppError('INVALID_REQUEST', PROBLEM_MESSAGES[problem], {
      field: 'newPassword',
      min: STAFF_PASSWORD_MIN_LENGTH,
      max: STAFF_PASSWORD_MAX_LENGTH,
    });
  }
  const passwordHash = await staffPasswordHash(input.newPassword);
  await db.transaction(async (tx) => {
    const before = await lockStaff(tx, actor.staffId);
    if (!before) throw new AppError('LOGIN_REQUIRED', 'admin.sessionRequired');
    await updateStaff(tx, actor.staffId, { passwordHash, mustChangePassword: false });
    await revokeOtherStaffSessions(tx, actor.staffId, actor.sessionId, now);
    // Key names with "password" are blanked by the audit's masking: say why it changed in a word.
    await recordAudit(tx, auditActorOf(actor), {
      action: 'staff.changePassword',
      targetType: 'staff',
      targetId: actor.staffId,
      after: { reason: before.mustChangePassword ? 'required' : 'chosen' },
    });
  });
  actor.mustChangePassword = false;
}
