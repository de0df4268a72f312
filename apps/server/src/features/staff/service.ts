import { createHash } from 'node:crypto';
import { isStaffRole, type TStaffRole } from '@alma/shared/admin-api/roles';
import {
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_MAX_MS,
  type TStaffLogin,
} from '@alma/shared/admin-api/session';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, type AuditCount, recordAudit } from '../../audit/record-audit.ts';
import type { Database, Db } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import type { Secrets } from '../../security/secrets.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { totpStepOf } from '../../security/totp.ts';
import { type HitResult, hit, releaseHit } from '../rate-limit/service.ts';
import {
  claimTotpStep,
  findLiveStaffSession,
  findStaffByUsername,
  insertStaffSession,
  recordStaffSignIn,
  revokeStaffSession,
  type StaffRecord,
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
  /** The password was set by an administrator: only PASSWORD_CHANGE_ROUTES answer until it changes. */
  mustChangePassword: boolean;
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

/** Whether `password` is the one `passwordHash` was made from (staffPasswordHash). */
export function staffPasswordMatches(passwordHash: string, password: string): Promise<boolean> {
  return verifyPassword(passwordHash, sha256Hex(password));
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Takes a slot of the account's guess limit (sign-in, and the current password of a change). */
export function hitAccountLimit(db: Db, username: string, now: Date): Promise<HitResult> {
  return hit(db, `staff-login:u:${username}`, LOGIN_LIMITS.perAccount, now);
}

/**
 * Why a sign-in was refused, as the audit trail keeps it. The caller hears none of it: every one
 * but the limit answers the same words.
 */
export type SignInFailure =
  | 'rateLimited'
  | 'unknownUser'
  | 'wrongPassword'
  | 'disabled'
  | 'totpNotConfirmed'
  | 'wrongCode'
  | 'codeReused';

/**
 * One `session.signInFailed` row: the username tried and the reason as a word, never the password
 * or the code. The account's id and role when the name is an account's. Written outside any
 * transaction, so the refusal that follows cannot roll it back.
 */
async function recordSignInFailure(
  db: Db,
  attempt: { username: string; ip: string; account: StaffRecord | null },
  reason: SignInFailure,
): Promise<void> {
  const { username, ip, account } = attempt;
  await recordAudit(
    db,
    { staffId: account?.id ?? null, username, role: account?.role ?? 'unknown', ip },
    {
      action: 'session.signInFailed',
      targetType: 'staff',
      targetId: account?.id ?? '',
      after: { username, reason },
    },
  );
}

/**
 * A refusal by the limits is audited once per locked bucket and window, not per try: guesses past
 * the limit cost a read each, and cannot flood the trail with rows.
 */
async function refuseLocked(
  db: Db,
  bucket: string,
  attempt: { username: string; ip: string },
  now: Date,
): Promise<never> {
  const first = await hit(db, `staff-login-locked:${bucket}`, [{ ms: FIFTEEN_MINUTES, limit: 1 }], now);
  if (first.allowed) {
    const account = await findStaffByUsername(db, attempt.username);
    await recordSignInFailure(db, { ...attempt, account }, 'rateLimited');
  }
  throw new AppError('RATE_LIMITED', 'error.rateLimited');
}

const refused = () => new AppError('FORBIDDEN', 'admin.loginFailed');

/**
 * Password and second factor in one step, so a wrong answer never says which part was wrong.
 * Each try takes a slot of both limits before anything is checked (concurrent guesses cannot
 * overrun them); a success gives its slots back. Past a limit even the right answer is refused.
 * An authenticator never confirmed by its first code signs nothing in. Every refusal is audited
 * (`session.signInFailed`, its reason as a word); a success records 最后登录 with its session.
 */
export async function signIn(
  database: Database,
  secrets: Secrets,
  input: TStaffLogin,
  ip: string,
  now = new Date(),
): Promise<{ token: string; staffId: number }> {
  const db = database.db;
  const attempt = { username: input.username, ip };
  const byAccount = await hitAccountLimit(db, input.username, now);
  if (!byAccount.allowed) return refuseLocked(db, `u:${input.username}`, attempt, now);
  // Addresses are personal data: the bucket keeps only their keyed hash, like the donors' limits.
  const ipKey = secrets.lookup(`ip:${ip}`);
  const byIp = await hit(db, `staff-login:ip:${ipKey}`, LOGIN_LIMITS.perIp, now);
  if (!byIp.allowed) return refuseLocked(db, `ip:${ipKey}`, attempt, now);

  const account = await findStaffByUsername(db, input.username);
  // Verify a password even for an unknown name, so timing does not tell which names exist.
  const passwordOk = await verifyPassword(
    account?.passwordHash ?? (await dummyHash()),
    sha256Hex(input.password),
  );
  const refuse = async (reason: SignInFailure): Promise<never> => {
    await recordSignInFailure(db, { ...attempt, account }, reason);
    throw refused();
  };
  if (!account) return refuse('unknownUser');
  if (!passwordOk) return refuse('wrongPassword');
  if (account.disabledAt || !isStaffRole(account.role)) return refuse('disabled');
  if (account.totpConfirmedAt === null) return refuse('totpNotConfirmed');
  const step = totpStepOf(secrets.open(account.totpSecretBox), input.totp, now);
  if (step === null) return refuse('wrongCode');
  if (!(await claimTotpStep(db, account.id, step))) return refuse('codeReused');

  await releaseHit(db, byAccount.hitId);
  await releaseHit(db, byIp.hitId);
  const token = newToken();
  await db.transaction(async (tx) => {
    await insertStaffSession(tx, {
      staffId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_MS),
    });
    await recordStaffSignIn(tx, account.id, now, ip);
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
    mustChangePassword: row.mustChangePassword,
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
