import { createHash } from 'node:crypto';
import { isStaffRole, type TStaffRole } from '@alma/shared/admin-api/roles';
import {
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_MAX_MS,
  type TStaffLogin,
} from '@alma/shared/admin-api/session';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, type AuditCount, recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import type { Secrets } from '../../security/secrets.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { totpStepOf } from '../../security/totp.ts';
import { hit, releaseHit } from '../rate-limit/service.ts';
import {
  claimTotpStep,
  findLiveStaffSession,
  findStaffByUsername,
  insertStaffSession,
  revokeStaffSession,
  touchStaffSession,
} from './repository.ts';

/** The signed-in staff member of an admin request. Never a donor: donors are `request.userId`. */
export type StaffActor = {
  staffId: number;
  username: string;
  displayName: string;
  role: TStaffRole;
  sessionId: number;
  tokenHash: string;
  ip: string;
  /** Audit rows written for this request: a write that succeeds with none is a bug (admin-api/plugin.ts). */
  audited: AuditCount;
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed sign-ins: per account and per address, counted before the password is even checked. */
const LOGIN_LIMITS = {
  perAccount: [{ ms: FIFTEEN_MINUTES, limit: 5 }],
  perIp: [{ ms: FIFTEEN_MINUTES, limit: 20 }],
} as const;
/** lastSeenAt is written at most this often, so a busy console does not write on every click. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Staff passwords travel as typed (inside TLS) and are kept as argon2id of their SHA-256, the same
 * shape as donors' (DESIGN.md §2), so one hashing routine serves both.
 */
export function staffPasswordHash(password: string): Promise<string> {
  return hashPassword(sha256Hex(password));
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const refused = () => new AppError('FORBIDDEN', 'admin.loginFailed');

/**
 * Password and second factor in one step, so a wrong answer never says which part was wrong.
 * Each try takes a slot of both limits before anything is checked (concurrent guesses cannot
 * overrun them); a success gives its slots back. Past a limit even the right answer is refused.
 */
export async function signIn(
  database: Database,
  secrets: Secrets,
  input: TStaffLogin,
  ip: string,
  now = new Date(),
): Promise<{ token: string; staffId: number }> {
  const db = database.db;
  const byAccount = await hit(db, `staff-login:u:${input.username}`, LOGIN_LIMITS.perAccount, now);
  if (!byAccount.allowed) throw new AppError('RATE_LIMITED', 'error.rateLimited');
  // Addresses are personal data: the bucket keeps only their keyed hash, like the donors' limits.
  const byIp = await hit(db, `staff-login:ip:${secrets.lookup(`ip:${ip}`)}`, LOGIN_LIMITS.perIp, now);
  if (!byIp.allowed) throw new AppError('RATE_LIMITED', 'error.rateLimited');

  const account = await findStaffByUsername(db, input.username);
  // Verify a password even for an unknown name, so timing does not tell which names exist.
  const passwordOk = await verifyPassword(
    account?.passwordHash ?? (await dummyHash()),
    sha256Hex(input.password),
  );
  if (!account || account.disabledAt || !passwordOk || !isStaffRole(account.role)) throw refused();
  const step = totpStepOf(secrets.open(account.totpSecretBox), input.totp, now);
  if (step === null || !(await claimTotpStep(db, account.id, step))) throw refused();

  await releaseHit(db, byAccount.hitId);
  await releaseHit(db, byIp.hitId);
  const token = newToken();
  await db.transaction(async (tx) => {
    await insertStaffSession(tx, {
      staffId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_MS),
    });
    const actor = { staffId: account.id, username: account.username, role: account.role, ip };
    await recordAudit(tx, actor, { action: 'session.signIn', targetType: 'staff', targetId: account.id });
  });
  return { token, staffId: account.id };
}

/** argon2id of a random value no one knows: makes an unknown account cost what a known one does. */
let dummy: Promise<string> | null = null;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(newToken());
  return dummy;
}

export async function resolveStaffSession(
  database: Database,
  token: string,
  ip: string,
  now = new Date(),
): Promise<StaffActor | null> {
  const tokenHash = hashToken(token);
  const row = await findLiveStaffSession(
    database.db,
    tokenHash,
    now,
    new Date(now.getTime() - STAFF_SESSION_IDLE_MS),
  );
  if (!row || !isStaffRole(row.role)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await touchStaffSession(database.db, row.sessionId, now);
  return {
    staffId: row.staffId,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    sessionId: row.sessionId,
    tokenHash,
    ip,
    audited: { rows: 0 },
  };
}

export async function signOut(database: Database, actor: StaffActor, now = new Date()): Promise<void> {
  await database.db.transaction(async (tx) => {
    await revokeStaffSession(tx, actor.tokenHash, now);
    await recordAudit(tx, auditActorOf(actor), {
      action: 'session.signOut',
      targetType: 'staff',
      targetId: actor.staffId,
    });
  });
}

export function auditActorOf(actor: StaffActor): AuditActor & { staffId: number } {
  return {
    staffId: actor.staffId,
    username: actor.username,
    role: actor.role,
    ip: actor.ip,
    audited: actor.audited,
  };
}
