import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { donations } from '../../db/schema/donations.ts';
import { givingDayChallenges, matchingPools, poolMatches } from '../../db/schema/giving-days.ts';

/** An order's match from one pool, as its donor's success page reads it. */
export type OrderMatchRow = {
  poolId: number;
  givingDayId: number;
  sponsor: string;
  matchFen: number;
  fullFen: number;
  shortfall: string;
  batched: boolean;
  status: string;
  batchAt: Date | null;
};

/** The order's matches, found by its bill number and its donor together: another's order has none. */
export async function matchesOfOrder(db: Db, billNo: string, userId: number): Promise<OrderMatchRow[]> {
  const rows = await db
    .select({
      poolId: poolMatches.poolId,
      givingDayId: matchingPools.givingDayId,
      sponsor: matchingPools.sponsor,
      matchFen: poolMatches.matchFen,
      fullFen: poolMatches.fullFen,
      shortfall: poolMatches.shortfall,
      batched: poolMatches.batched,
      status: poolMatches.status,
      opensAt: matchingPools.opensAt,
      fairReleaseSeconds: matchingPools.fairReleaseSeconds,
    })
    .from(poolMatches)
    .innerJoin(donations, eq(donations.id, poolMatches.donationId))
    .innerJoin(matchingPools, eq(matchingPools.id, poolMatches.poolId))
    .where(and(eq(donations.billNo, billNo), eq(donations.userId, userId)))
    .orderBy(asc(poolMatches.poolId));
  return rows.map(({ opensAt, fairReleaseSeconds, ...row }) => ({
    ...row,
    batchAt: row.batched ? new Date(opensAt.getTime() + fairReleaseSeconds * 1000) : null,
  }));
}

/** What releasing a met challenge needs of it. */
export type ChallengeToRelease = {
  id: number;
  sponsor: string;
  itemId: number;
  amountFen: number;
  createdBy: number;
};

/** The challenge's row locked if it is not met yet; null once it is (another tick released it). */
export async function lockUnmetChallenge(tx: Tx, id: number): Promise<{ id: number } | null> {
  const [row] = await tx
    .select({ id: givingDayChallenges.id })
    .from(givingDayChallenges)
    .where(and(eq(givingDayChallenges.id, id), isNull(givingDayChallenges.metAt)))
    .for('update');
  return row ?? null;
}

/** The sponsor as a donor of record (directories and the order list name them). */
export async function insertSponsor(tx: Tx, name: string, now: Date): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({ nickname: name, realName: name, createdAt: now })
    .returning({ id: users.id });
  if (!row) throw new Error('sponsor not inserted');
  return row.id;
}

export async function markChallengeMet(tx: Tx, id: number, donationId: number, now: Date): Promise<void> {
  await tx.update(givingDayChallenges).set({ metAt: now, donationId }).where(eq(givingDayChallenges.id, id));
}
