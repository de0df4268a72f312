import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { smsCodes, users } from '../../db/schema/accounts.ts';

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, username));
  return row ?? null;
}

/** The user with this mobile, created (with the mobile sealed) when there is none yet. */
export async function findOrCreateMobileUser(
  db: Db,
  values: { mobileLookup: string; mobileBox: string },
): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({ ...values, nickname: '', accountType: 2, isRegistered: true })
    .onConflictDoNothing({ target: users.mobileLookup })
    .returning({ id: users.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileLookup, values.mobileLookup));
  if (!existing) throw new Error('mobile user vanished');
  return existing.id;
}

export async function findIdentity(db: Db, userId: number) {
  const [row] = await db
    .select({
      realName: users.realName,
      nickname: users.nickname,
      mobileBox: users.mobileBox,
      idNoBox: users.idNoBox,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Send times of a mobile's codes since `since`, newest first. */
export async function recentCodeTimes(db: Tx, mobileLookup: string, since: Date, max: number) {
  const rows = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobileLookup, mobileLookup), gt(smsCodes.createdAt, since)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(max);
  return rows.map((row) => row.createdAt);
}

export async function insertCode(
  db: Tx,
  values: { mobileLookup: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
  if (!row) throw new Error('the SMS code was not stored');
  return row.id;
}

/** A code the gateway never sent: it neither counts against the mobile's limits nor logs anyone in. */
export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/**
 * Takes one try on the mobile's newest unexpired code, if it is unconsumed and has tries left,
 * and answers its hash. One conditional UPDATE, so concurrent guesses cannot exceed `maxTries`.
 */
export async function claimCodeTry(db: Db, mobileLookup: string, now: Date, maxTries: number) {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobileLookup, mobileLookup), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  const [row] = await db
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(and(eq(smsCodes.id, sql`(${newest})`), isNull(smsCodes.consumedAt), lt(smsCodes.tries, maxTries)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  return row ?? null;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db | Tx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
