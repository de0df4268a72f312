import { shanghaiDay } from '@alma/shared/dates/shanghai-day';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  givingDayItems,
  matchingPoolItems,
  matchingPools,
  poolMatches,
} from '../../db/schema/giving-days.ts';
import {
  allocateBatch,
  batchWants,
  type DonorUse,
  type MatchRule,
  type MatchShortfall,
  matchOf,
} from './pool-match-rules.ts';

/**
 * The matching pools' ledger (issue 25): a pool's money moves with the order it matches, inside the
 * ledger's transaction that moves the order. A match is reserved when the order is placed,
 * confirmed when it is paid, released when it expires or is cancelled, taken back when it is
 * refunded. Each pool row is locked before its counters move (pools in id order, so two orders
 * cannot deadlock), and the database refuses counters past the pool's size
 * (`matching_pools_never_overspent`).
 */

type PoolRow = typeof matchingPools.$inferSelect;

/** What a placed gift got from one pool, for the form and the success page. */
export type ReservedMatch = {
  poolId: number;
  sponsor: string;
  matchFen: number;
  fullFen: number;
  shortfall: MatchShortfall;
  /** Placed in the pool's fair-release window: its match is shared out when the window ends. */
  batched: boolean;
};

const LIVE = ['RESERVED', 'CONFIRMED'] as const;

const ruleOf = (pool: PoolRow): MatchRule => ({
  ratioPercent: pool.ratioPercent,
  minGiftFen: pool.minGiftFen,
  giftCapFen: pool.giftCapFen,
  donorCapFen: pool.donorCapFen,
  donorGiftsPerDay: pool.donorGiftsPerDay,
});

const fairWindowEnd = (pool: PoolRow) => new Date(pool.opensAt.getTime() + pool.fairReleaseSeconds * 1000);

/** The pools open at `at` that match gifts to the project, locked, in id order. */
async function lockOpenPools(tx: Tx, itemId: number, at: Date): Promise<PoolRow[]> {
  const ids = await tx
    .select({ id: matchingPools.id })
    .from(matchingPools)
    .innerJoin(
      givingDayItems,
      and(eq(givingDayItems.givingDayId, matchingPools.givingDayId), eq(givingDayItems.itemId, itemId)),
    )
    .where(
      and(
        lte(matchingPools.opensAt, at),
        gt(matchingPools.closesAt, at),
        // A pool naming projects matches only those; one naming none, every project of its day.
        sql`(not exists (select 1 from ${matchingPoolItems} where ${matchingPoolItems.poolId} = ${matchingPools.id})
          or exists (select 1 from ${matchingPoolItems} where ${matchingPoolItems.poolId} = ${matchingPools.id}
            and ${matchingPoolItems.itemId} = ${itemId}))`,
      ),
    )
    .orderBy(asc(matchingPools.id));
  return lockPools(
    tx,
    ids.map((row) => row.id),
  );
}

/**
 * Locks pool rows, in id order: every path that moves a pool's counters takes its pools this way,
 * so two transactions holding pools cannot wait on each other.
 */
async function lockPools(tx: Tx, ids: number[]): Promise<PoolRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(matchingPools)
    .where(inArray(matchingPools.id, ids))
    .orderBy(asc(matchingPools.id))
    .for('update');
}

/** What a donor has taken from a pool (reserved or confirmed), and how many matched gifts on `day`. */
async function donorUse(tx: Tx, poolId: number, donorKey: string, day: string): Promise<DonorUse> {
  const [row] = await tx
    .select({
      matchedFen: sql<string>`coalesce(sum(${poolMatches.matchFen}), 0)`,
      matchedGiftsToday: sql<number>`count(*) filter (where ${poolMatches.placedOn} = ${day} and (${poolMatches.matchFen} > 0 or ${poolMatches.batched}))::int`,
    })
    .from(poolMatches)
    .where(
      and(
        eq(poolMatches.poolId, poolId),
        eq(poolMatches.donorKey, donorKey),
        inArray(poolMatches.status, [...LIVE]),
      ),
    );
  return { matchedFen: Number(row?.matchedFen ?? 0), matchedGiftsToday: row?.matchedGiftsToday ?? 0 };
}

/**
 * Shares out a pool's fair-release batch once its window is over (the pool row already locked):
 * every gift placed in the window and not released gets its pro-rata match, the rounding's fen to
 * the largest remainders, ties to the earlier gift (pool-match-rules.ts, allocateBatch). Once.
 */
async function shareBatchOf(tx: Tx, pool: PoolRow, now: Date): Promise<PoolRow> {
  if (pool.fairReleaseSeconds === 0 || pool.batchSharedAt !== null || now < fairWindowEnd(pool)) return pool;
  const batch = await tx
    .select()
    .from(poolMatches)
    .where(
      and(
        eq(poolMatches.poolId, pool.id),
        eq(poolMatches.batched, true),
        inArray(poolMatches.status, [...LIVE]),
      ),
    )
    .orderBy(asc(poolMatches.createdAt), asc(poolMatches.id));
  const wants = batchWants(
    batch.map((entry) => ({ giftFen: entry.giftFen, donor: entry.donorKey })),
    ruleOf(pool),
    () => ({ matchedFen: 0, matchedGiftsToday: 0 }),
  );
  const free = pool.sizeFen - pool.reservedFen - pool.confirmedFen;
  const shares = allocateBatch(free, wants);
  let reserved = 0;
  let confirmed = 0;
  for (const [index, entry] of batch.entries()) {
    const matchFen = shares[index] ?? 0;
    await tx
      .update(poolMatches)
      .set({ matchFen, batched: false, updatedAt: now })
      .where(eq(poolMatches.id, entry.id));
    if (entry.status === 'CONFIRMED') confirmed += matchFen;
    else reserved += matchFen;
  }
  const [shared] = await tx
    .update(matchingPools)
    .set({
      reservedFen: sql`${matchingPools.reservedFen} + ${reserved}`,
      confirmedFen: sql`${matchingPools.confirmedFen} + ${confirmed}`,
      batchSharedAt: now,
    })
    .where(eq(matchingPools.id, pool.id))
    .returning();
  return shared ?? pool;
}

/**
 * A gift placed: each open pool that matches its project reserves its match, in the order's
 * transaction. In a pool's fair-release window the gift joins the batch (match shared out when the
 * window ends); after it, the pool's rules give the match against what is left.
 */
export async function reserveMatches(
  tx: Tx,
  gift: { donationId: number; itemId: number; donorKey: string; giftFen: number },
  now: Date,
): Promise<ReservedMatch[]> {
  const reserved: ReservedMatch[] = [];
  const day = shanghaiDay(now);
  for (const locked of await lockOpenPools(tx, gift.itemId, now)) {
    const pool = await shareBatchOf(tx, locked, now);
    const rule = ruleOf(pool);
    const use = await donorUse(tx, pool.id, gift.donorKey, day);
    if (pool.fairReleaseSeconds > 0 && now < fairWindowEnd(pool)) {
      // Only a gift the rules would match joins the batch (the minimum, the daily limit).
      const { matchFen, fullFen, shortfall } = matchOf(gift.giftFen, rule, use, Number.MAX_SAFE_INTEGER);
      if (matchFen === 0) {
        reserved.push({
          poolId: pool.id,
          sponsor: pool.sponsor,
          matchFen: 0,
          fullFen,
          shortfall,
          batched: false,
        });
        continue;
      }
      await tx.insert(poolMatches).values({
        poolId: pool.id,
        donationId: gift.donationId,
        donorKey: gift.donorKey,
        giftFen: gift.giftFen,
        matchFen: 0,
        batched: true,
        placedOn: day,
        createdAt: now,
        updatedAt: now,
      });
      reserved.push({
        poolId: pool.id,
        sponsor: pool.sponsor,
        matchFen: 0,
        fullFen,
        shortfall: 'none',
        batched: true,
      });
      continue;
    }
    const free = pool.sizeFen - pool.reservedFen - pool.confirmedFen;
    const match = matchOf(gift.giftFen, rule, use, free);
    reserved.push({ poolId: pool.id, sponsor: pool.sponsor, ...match, batched: false });
    if (match.matchFen === 0) continue;
    await tx.insert(poolMatches).values({
      poolId: pool.id,
      donationId: gift.donationId,
      donorKey: gift.donorKey,
      giftFen: gift.giftFen,
      matchFen: match.matchFen,
      placedOn: day,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(matchingPools)
      .set({ reservedFen: sql`${matchingPools.reservedFen} + ${match.matchFen}` })
      .where(eq(matchingPools.id, pool.id));
  }
  return reserved;
}

/**
 * Moves an order's matches from one state to the next and the pools' counters with them: the
 * counters change by exactly what the moved rows held, so a second call moves nothing.
 */
async function moveMatches(
  tx: Tx,
  donationId: number,
  from: 'RESERVED' | 'CONFIRMED',
  to: 'CONFIRMED' | 'RELEASED' | 'TAKEN_BACK',
  now: Date,
): Promise<number> {
  const poolIds = await tx
    .select({ poolId: poolMatches.poolId })
    .from(poolMatches)
    .where(and(eq(poolMatches.donationId, donationId), eq(poolMatches.status, from)))
    .orderBy(asc(poolMatches.poolId));
  if (poolIds.length === 0) return 0;
  // The pools first, as placing locks them.
  const pools = await lockPools(
    tx,
    poolIds.map((row) => row.poolId),
  );
  for (const pool of pools) await shareBatchOf(tx, pool, now);
  const moved = await tx
    .update(poolMatches)
    .set({ status: to, updatedAt: now })
    .where(and(eq(poolMatches.donationId, donationId), eq(poolMatches.status, from)))
    .returning({ poolId: poolMatches.poolId, matchFen: poolMatches.matchFen });
  let total = 0;
  for (const { poolId, matchFen } of moved) {
    total += matchFen;
    const counters =
      from === 'RESERVED'
        ? {
            reservedFen: sql`${matchingPools.reservedFen} - ${matchFen}`,
            ...(to === 'CONFIRMED' ? { confirmedFen: sql`${matchingPools.confirmedFen} + ${matchFen}` } : {}),
          }
        : { confirmedFen: sql`${matchingPools.confirmedFen} - ${matchFen}` };
    await tx.update(matchingPools).set(counters).where(eq(matchingPools.id, poolId));
  }
  return total;
}

/** The order is paid: its reserved matches are confirmed. Returns the fen confirmed. */
export function confirmMatches(tx: Tx, donationId: number, now: Date): Promise<number> {
  return moveMatches(tx, donationId, 'RESERVED', 'CONFIRMED', now);
}

/** The order expired or was cancelled: its reserved matches go back to their pools. */
export function releaseMatches(tx: Tx, donationId: number, now: Date): Promise<number> {
  return moveMatches(tx, donationId, 'RESERVED', 'RELEASED', now);
}

/** The gift was refunded: its confirmed matches go back to their pools. */
export function takeBackMatches(tx: Tx, donationId: number, now: Date): Promise<number> {
  return moveMatches(tx, donationId, 'CONFIRMED', 'TAKEN_BACK', now);
}
