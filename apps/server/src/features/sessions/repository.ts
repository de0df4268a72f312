import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import type { PreparedSql } from '../../security/sql-literal.ts';

export type SessionRow = { sessionId: number; userId: number; platform: string; isRegistered: boolean };
export type SessionWithNickname = SessionRow & { nickname: string };

/** More merges in a row than staff would ever make; a longer chain is a broken one. */
const MAX_MERGE_HOPS = 10;

/**
 * Inserts a session only for a user who is not disabled, holding the user row FOR SHARE until the
 * insert commits: a concurrent disable (the row FOR UPDATE, disabled_at set, the user's sessions
 * deleted) either waits for this session and then deletes it, or commits first and this read sees
 * the disabled row and inserts nothing. False when nothing was inserted (users are never deleted,
 * so that means disabled).
 *
 * A record staff merged into another (users.merged_into_id) signs in as the record it was merged
 * into, followed to the end of the chain, every record on the way held FOR SHARE: a merge or its
 * undo (which lock the merged record first, then the kept one, the same order) either waits for
 * this session or commits first and is followed. Any disabled record on the way refuses. Answers
 * the id the session was started for, or null.
 */
export async function insertSession(
  db: Db,
  values: { userId: number; platform: string; tokenHash: string; expiresAt: Date },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    let userId = values.userId;
    for (let hop = 0; hop <= MAX_MERGE_HOPS; hop += 1) {
      const [user] = await tx
        .select({ disabledAt: users.disabledAt, mergedIntoId: users.mergedIntoId })
        .from(users)
        .where(eq(users.id, userId))
        .for('share');
      if (!user || user.disabledAt !== null) return null;
      if (user.mergedIntoId === null) {
        await tx.insert(sessions).values({ ...values, userId });
        return userId;
      }
      userId = user.mergedIntoId;
    }
    throw new Error('donor merge chain too long');
  });
}

/** Ends every session of a user (staff disabled the account); answers how many there were. */
export async function deleteSessionsOfUser(tx: Tx, userId: number): Promise<number> {
  const deleted = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

/**
 * A live session whose current token, or whose just-rotated previous token, has this hash. A
 * disabled user's sessions were deleted with the disable; the condition on the user is a second
 * guard, so no token of a disabled account is ever accepted.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      platform: sessions.platform,
      isRegistered: users.isRegistered,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        isNull(sessions.revokedAt),
        isNull(users.disabledAt),
        gt(sessions.expiresAt, now),
        or(
          eq(sessions.tokenHash, tokenHash),
          and(eq(sessions.prevTokenHash, tokenHash), gt(sessions.prevValidUntil, now)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Logout: the session whose current token, or whose just-rotated previous token, has this hash. */
export async function deleteSessionOfToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        eq(sessions.tokenHash, tokenHash),
        and(eq(sessions.prevTokenHash, tokenHash), gt(sessions.prevValidUntil, now)),
      ),
    );
}

/** Rotates the token of a session, only if `currentHash` is still its current token. */
export async function rotateSessionToken(
  db: Db,
  values: { sessionId: number; currentHash: string; newHash: string; prevValidUntil: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({
      tokenHash: values.newHash,
      prevTokenHash: values.currentHash,
      prevValidUntil: values.prevValidUntil,
      expiresAt: values.expiresAt,
    })
    .where(and(eq(sessions.id, values.sessionId), eq(sessions.tokenHash, values.currentHash)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** set_config(…, true) lasts until this statement's own commit, which then does not wait. */
const CLAIM_NONCE_AND_FIND_SESSION: PreparedSql = {
  name: 'alma_claim_nonce_find_session',
  text: `
    with claimed as (
      insert into request_nonces (nonce, expires_at) values ($1, $2) on conflict do nothing returning 1
    )
    select set_config('synchronous_commit', 'off', true) as commit_mode,
      (select count(*) from claimed)::int as fresh,
      s.session_id, s.user_id, s.platform, s.is_registered, s.nickname
    from (select 1) as one
    left join lateral (
      select s.id as session_id, s.user_id, s.platform, u.is_registered, u.nickname
        from sessions s join users u on u.id = s.user_id
        where s.revoked_at is null and u.disabled_at is null and s.expires_at > $3
          and (s.token_hash = $4 or (s.prev_token_hash = $4 and s.prev_valid_until > $3))
        limit 1
    ) as s on true`,
};

/**
 * A signed, token-carrying request's two reads in one round trip: the nonce is claimed (false
 * when it was seen before: a replay) and the live session of the token hash is found, with the
 * same conditions as findLiveSession. The claim commits whether or not a session is found.
 *
 * The claim commits without waiting for its WAL flush: every instance sees it at once, and a
 * request that goes on to write anything makes it durable too (its own commit record comes later
 * in the one WAL, and flushing that flushes this). Only the claims of requests that changed
 * nothing can be lost in a crash, and replaying those changes nothing either.
 */
export async function claimNonceAndFindSession(
  database: Database,
  claim: { nonce: string; expiresAt: Date },
  tokenHash: string,
  now: Date,
): Promise<{ fresh: boolean; session: SessionWithNickname | null }> {
  const [row] = await database.prepared(CLAIM_NONCE_AND_FIND_SESSION, [
    claim.nonce,
    claim.expiresAt,
    now,
    tokenHash,
  ]);
  return {
    fresh: row?.fresh === 1,
    session:
      row && row.session_id !== null
        ? {
            sessionId: Number(row.session_id),
            userId: Number(row.user_id),
            platform: String(row.platform),
            isRegistered: row.is_registered === true,
            nickname: String(row.nickname ?? ''),
          }
        : null,
  };
}
