import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsCodes, users } from '../../db/schema/accounts.ts';

/** Whether the user has a mobile already; null when there is no such user. */
export async function findMobileState(db: Db, userId: number): Promise<{ hasMobile: boolean } | null> {
  const [row] = await db.select({ mobileLookup: users.mobileLookup }).from(users).where(eq(users.id, userId));
  return row ? { hasMobile: row.mobileLookup !== null } : null;
}

export async function findUserIdByMobile(db: Db, mobileLookup: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobileLookup, mobileLookup));
  return row?.id ?? null;
}

export type BindOutcome = 'bound' | 'alreadyBound' | 'taken' | 'codeUsed';

class CodeUsedMeanwhile extends Error {}

/**
 * Writes the mobile to the account and uses up the code, in one transaction: both or neither.
 * The account takes it only while it has none, and the unique index on mobile_lookup refuses a
 * mobile that a concurrent login or bind gave to another account in the meantime.
 */
export async function bindMobileWithCode(
  db: Db,
  values: { userId: number; codeId: number; mobileLookup: string; mobileBox: string; now: Date },
): Promise<BindOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const bound = await tx
        .update(users)
        .set({ mobileLookup: values.mobileLookup, mobileBox: values.mobileBox, accountType: 2 })
        .where(and(eq(users.id, values.userId), isNull(users.mobileLookup)))
        .returning({ id: users.id });
      if (bound.length === 0) return 'alreadyBound';
      const used = await tx
        .update(smsCodes)
        .set({ consumedAt: values.now })
        .where(and(eq(smsCodes.id, values.codeId), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      // Throwing rolls the mobile back: of two requests with one code, one binds.
      if (used.length === 0) throw new CodeUsedMeanwhile();
      return 'bound';
    });
  } catch (error) {
    if (error instanceof CodeUsedMeanwhile) return 'codeUsed';
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** PostgreSQL's unique_violation, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
