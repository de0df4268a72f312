import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import {
  givingDayChallenges,
  givingDayContests,
  givingDayGifts,
  givingDayItems,
  givingDays,
  matchingPoolItems,
  matchingPools,
  poolMatches,
} from '../../db/schema/giving-days.ts';
import { items } from '../../db/schema/items.ts';

/** Giving days' writes and staff's reads (issue 25): the console's side of features/giving-days. */

export type NewGivingDay = Pick<
  typeof givingDays.$inferInsert,
  'name' | 'intro' | 'startsAt' | 'endsAt' | 'goalFen' | 'boardFields'
>;
export type NewPool = Omit<
  typeof matchingPools.$inferInsert,
  'id' | 'givingDayId' | 'reservedFen' | 'confirmedFen' | 'batchSharedAt' | 'createdAt'
>;

export async function projectsByIds(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: items.id, name: items.name, itemsType: items.itemsType })
    .from(items)
    .where(inArray(items.id, [...ids]));
}

export async function lockGivingDay(tx: Tx, id: number) {
  const [row] = await tx.select().from(givingDays).where(eq(givingDays.id, id)).for('update');
  return row ?? null;
}

export async function insertGivingDay(tx: Tx, day: NewGivingDay, createdBy: number): Promise<number> {
  const [row] = await tx
    .insert(givingDays)
    .values({ ...day, createdBy })
    .returning({ id: givingDays.id });
  if (!row) throw new Error('giving day not inserted');
  return row.id;
}

export async function updateGivingDay(tx: Tx, id: number, day: NewGivingDay): Promise<void> {
  await tx.update(givingDays).set(day).where(eq(givingDays.id, id));
}

export async function deleteGivingDay(tx: Tx, id: number): Promise<void> {
  await tx.delete(givingDays).where(eq(givingDays.id, id));
}

export async function setDayItems(tx: Tx, givingDayId: number, itemIds: readonly number[]): Promise<void> {
  await tx.delete(givingDayItems).where(eq(givingDayItems.givingDayId, givingDayId));
  if (itemIds.length > 0)
    await tx.insert(givingDayItems).values(itemIds.map((itemId) => ({ givingDayId, itemId })));
}

export async function dayItemIds(db: Db | Tx, givingDayId: number): Promise<number[]> {
  const rows = await db
    .select({ itemId: givingDayItems.itemId })
    .from(givingDayItems)
    .where(eq(givingDayItems.givingDayId, givingDayId));
  return rows.map((row) => row.itemId);
}

export async function setBoardsPaused(tx: Tx, id: number, paused: boolean): Promise<boolean> {
  const moved = await tx
    .update(givingDays)
    .set({ boardsPaused: paused })
    .where(and(eq(givingDays.id, id), eq(givingDays.boardsPaused, !paused)))
    .returning({ id: givingDays.id });
  return moved.length > 0;
}

/** A pool of the day, locked (its counters move under the same lock). */
export async function lockPool(tx: Tx, givingDayId: number, poolId: number) {
  const [row] = await tx
    .select()
    .from(matchingPools)
    .where(and(eq(matchingPools.id, poolId), eq(matchingPools.givingDayId, givingDayId)))
    .for('update');
  return row ?? null;
}

export async function insertPool(tx: Tx, givingDayId: number, pool: NewPool): Promise<number> {
  const [row] = await tx
    .insert(matchingPools)
    .values({ ...pool, givingDayId })
    .returning({ id: matchingPools.id });
  if (!row) throw new Error('pool not inserted');
  return row.id;
}

export async function updatePool(tx: Tx, poolId: number, pool: Partial<NewPool>): Promise<void> {
  await tx.update(matchingPools).set(pool).where(eq(matchingPools.id, poolId));
}

export async function deletePool(tx: Tx, poolId: number): Promise<void> {
  await tx.delete(poolMatches).where(eq(poolMatches.poolId, poolId));
  await tx.delete(matchingPools).where(eq(matchingPools.id, poolId));
}

export async function setPoolItems(tx: Tx, poolId: number, itemIds: readonly number[]): Promise<void> {
  await tx.delete(matchingPoolItems).where(eq(matchingPoolItems.poolId, poolId));
  if (itemIds.length > 0)
    await tx.insert(matchingPoolItems).values(itemIds.map((itemId) => ({ poolId, itemId })));
}

export async function insertChallenge(
  tx: Tx,
  challenge: typeof givingDayChallenges.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(givingDayChallenges)
    .values(challenge)
    .returning({ id: givingDayChallenges.id });
  if (!row) throw new Error('challenge not inserted');
  return row.id;
}

export async function lockChallenge(tx: Tx, givingDayId: number, id: number) {
  const [row] = await tx
    .select()
    .from(givingDayChallenges)
    .where(and(eq(givingDayChallenges.id, id), eq(givingDayChallenges.givingDayId, givingDayId)))
    .for('update');
  return row ?? null;
}

export async function deleteChallenge(tx: Tx, id: number): Promise<void> {
  await tx.delete(givingDayChallenges).where(eq(givingDayChallenges.id, id));
}

export async function insertContest(tx: Tx, contest: typeof givingDayContests.$inferInsert): Promise<number> {
  const [row] = await tx.insert(givingDayContests).values(contest).returning({ id: givingDayContests.id });
  if (!row) throw new Error('contest not inserted');
  return row.id;
}

export async function findContest(tx: Tx, givingDayId: number, id: number) {
  const [row] = await tx
    .select()
    .from(givingDayContests)
    .where(and(eq(givingDayContests.id, id), eq(givingDayContests.givingDayId, givingDayId)));
  return row ?? null;
}

export async function deleteContest(tx: Tx, id: number): Promise<void> {
  await tx.delete(givingDayContests).where(eq(givingDayContests.id, id));
}

const minuteOf = (column: unknown) => sql<string>`floor(extract(epoch from ${column}) / 60)::bigint`;

/** Gifts to the day's projects paid per minute since `since`: count and money. */
export async function paidPerMinute(db: Db, givingDayId: number, since: Date) {
  const minute = minuteOf(donations.paidAt);
  return db
    .select({ minute, paid: count(), moneyFen: sql<string>`coalesce(sum(${donations.moneyFen}), 0)` })
    .from(donations)
    .where(
      and(
        sql`${donations.itemsId} in (select ${givingDayItems.itemId} from ${givingDayItems} where ${givingDayItems.givingDayId} = ${givingDayId})`,
        sql`${donations.status} in ('PAID', 'PARTLY_REFUNDED')`,
        gte(donations.paidAt, since),
      ),
    )
    .groupBy(minute);
}

/** Gifts placed to the day per minute since `since`. */
export async function placedPerMinute(db: Db, givingDayId: number, since: Date) {
  const minute = minuteOf(givingDayGifts.createdAt);
  return db
    .select({ minute, placed: count() })
    .from(givingDayGifts)
    .where(and(eq(givingDayGifts.givingDayId, givingDayId), gte(givingDayGifts.createdAt, since)))
    .groupBy(minute);
}

/** The day's placed gifts by what became of them. */
export async function placedByStatus(db: Db, givingDayId: number) {
  return db
    .select({ status: donations.status, n: count() })
    .from(givingDayGifts)
    .innerJoin(donations, eq(donations.id, givingDayGifts.donationId))
    .where(eq(givingDayGifts.givingDayId, givingDayId))
    .groupBy(donations.status);
}

/** A pool's matches by state: how many, their money, and what refunds took back. */
export async function poolMatchesByState(db: Db, poolId: number) {
  return db
    .select({
      status: poolMatches.status,
      gifts: sql<number>`count(*) filter (where ${poolMatches.matchFen} > 0 or ${poolMatches.takenBackFen} > 0 or ${poolMatches.batched})::int`,
      matchFen: sql<string>`coalesce(sum(${poolMatches.matchFen}), 0)`,
      takenBackFen: sql<string>`coalesce(sum(${poolMatches.takenBackFen}), 0)`,
    })
    .from(poolMatches)
    .where(eq(poolMatches.poolId, poolId))
    .groupBy(poolMatches.status);
}
