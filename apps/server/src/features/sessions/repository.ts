import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';

export type SessionRow = { sessionId: number; userId: number; platform: string; isRegistered: boolean };

export async function insertSession(
  db: Db,
  values: { userId: number; platform: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A live session whose current token, or whose just-rotated previous token, has this hash. */
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
