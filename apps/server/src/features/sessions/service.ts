import type { Platform } from '@alma/shared/constants/platform';
import { AppError } from '@alma/shared/errors/app-error';
import type { Database, Db, Tx } from '../../db/client.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import {
  claimNonceAndFindSession,
  deleteSessionOfToken,
  deleteSessionsOfUser,
  findLiveSession,
  insertSession,
  rotateSessionToken,
  type SessionWithNickname,
} from './repository.ts';

/** Sessions live 30 days from their last refresh; the client refreshes every 5 minutes. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A rotated token keeps working this long, for requests that were already in flight. */
export const ROTATION_GRACE_MS = 60 * 1000;

export async function startSession(
  db: Db,
  userId: number,
  platform: Platform,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  const started = await insertSession(db, {
    userId,
    platform,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  // Every login path (password, SMS code, WeChat, mini-program) ends here, so one refusal covers all,
  // and a record staff merged into another signs in as that one (insertSession).
  if (started === null) throw new AppError('FORBIDDEN', 'auth.accountDisabled');
  return token;
}

/**
 * Staff disabled the account: every session of the user ends in the caller's transaction, so
 * every token of theirs answers -997 from the moment it commits. Answers how many ended.
 */
export async function endEverySession(tx: Tx, userId: number): Promise<number> {
  return deleteSessionsOfUser(tx, userId);
}

export type ResolvedSession = { userId: number; platform: Platform; isRegistered: boolean };
/** A session found together with a nonce claim; the nickname spares the order a user lookup. */
export type PrefetchedSession = ResolvedSession & { nickname: string };

export async function resolveToken(db: Db, token: string, now = new Date()): Promise<ResolvedSession | null> {
  const row = await findLiveSession(db, hashToken(token), now);
  return row
    ? { userId: row.userId, platform: row.platform as Platform, isRegistered: row.isRegistered }
    : null;
}

/** The nonce claim and the token's session in one round trip (see claimNonceAndFindSession). */
export async function claimNonceAndResolveToken(
  database: Database,
  claim: { nonce: string; expiresAt: Date },
  token: string,
  now = new Date(),
): Promise<{ fresh: boolean; session: PrefetchedSession | null }> {
  const { fresh, session } = await claimNonceAndFindSession(database, claim, hashToken(token), now);
  return { fresh, session: session ? toResolved(session) : null };
}

function toResolved(row: SessionWithNickname): PrefetchedSession {
  return {
    userId: row.userId,
    platform: row.platform as Platform,
    isRegistered: row.isRegistered,
    nickname: row.nickname,
  };
}

/** token/refresh: a new token replaces the current one, which stays valid for a short grace. */
export async function refreshToken(db: Db, token: string, now = new Date()): Promise<string> {
  const currentHash = hashToken(token);
  const row = await findLiveSession(db, currentHash, now);
  if (!row) throw new AppError('TOKEN_INVALID', 'error.tokenInvalid');
  const fresh = newToken();
  const rotated = await rotateSessionToken(db, {
    sessionId: row.sessionId,
    currentHash,
    newHash: hashToken(fresh),
    prevValidUntil: new Date(now.getTime() + ROTATION_GRACE_MS),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  // Refreshing with the previous token (or losing a race with another refresh) is refused.
  if (!rotated) throw new AppError('TOKEN_INVALID', 'error.tokenInvalid');
  return fresh;
}

/**
 * Logout: the token's session is gone, so the token (and the one it replaced, in its grace) is
 * refused from now on by every instance. An unknown or already ended token changes nothing.
 */
export async function endSession(db: Db, token: string, now = new Date()): Promise<void> {
  await deleteSessionOfToken(db, hashToken(token), now);
}
