import { shanghaiDay } from '@alma/shared/dates/shanghai-day';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal.ts';
import type { Db, Tx } from '../../db/client.ts';
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
 * ledger's transaction that moves the order. A match is reserved here when the order is placed;
 * it is confirmed when the order is paid, released when it expires or is cancelled, shrunk or taken
 * back when it is refunded, by the trigger of migration 0028 on the order's row, whatever statement
 * moves it. The pool's one counter (`used_fen`, reserved and confirmed alike) moves under its row's
 * lock, taken by one statement as late in the placing as it can be (pools in id order, here and in
 * the trigger, so two orders cannot deadlock); a payment does not touch it. The database refuses
 * the counter past the pool's size (`matching_pools_never_overspent`).
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

/** The pools open at `at` that match gifts to the project (a pool naming none: every project of its day). */
export async function openPoolsOf(db: Db | Tx, itemId: number, at: Date): Promise<PoolRow[]> {
  return db
    .select({ pool: matchingPools })
    .from(matchingPools)
    .innerJoin(
      givingDayItems,
      and(eq(givingDayItems.givingDayId, matchingPools.givingDayId), eq(givingDayItems.itemId, itemId)),
    )
    .where(
      and(
        lte(matchingPools.opensAt, at),
        gt(matchingPools.closesAt, at),
        sql`(not exists (select 1 from ${matchingPoolItems} where ${matchingPoolItems.poolId} = ${matchingPools.id})
          or exists (select 1 from ${matchingPoolItems} where ${matchingPoolItems.poolId} = ${matchingPools.id}
            and ${matchingPoolItems.itemId} = ${itemId}))`,
      ),
    )
    .orderBy(asc(matchingPools.id))
    .then((rows) => rows.map((row) => row.pool));
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
export async function donorUse(
  tx: Db | Tx,
  poolId: number,
  donorKey: string,
  day: string,
): Promise<DonorUse> {
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
  const shares = allocateBatch(pool.sizeFen - pool.usedFen, wants);
  let sharedFen = 0;
  const shortfalls: string[] = [];
  for (const [index, entry] of batch.entries()) {
    const matchFen = shares[index] ?? 0;
    // Short of what it asked: the pool ran short for the batch.
    shortfalls.push(matchFen < (wants[index] ?? 0) ? 'pool' : entry.shortfall);
    sharedFen += matchFen;
  }
  // One statement for the whole batch (a 10:00 burst is thousands of gifts).
  if (batch.length > 0) {
    await tx.execute(sql`
      update ${poolMatches} set match_fen = shared.match_fen, shortfall = shared.shortfall, batched = false,
          updated_at = ${now}
        from (select unnest(${arrayLiteral(batch.map((entry) => entry.id))}::bigint[]) as id,
                     unnest(${arrayLiteral(batch.map((_, index) => shares[index] ?? 0))}::bigint[]) as match_fen,
                     unnest(${arrayLiteral(shortfalls)}::text[]) as shortfall) as shared
        where ${poolMatches.id} = shared.id`);
  }
  const [shared] = await tx
    .update(matchingPools)
    .set({ usedFen: sql`${matchingPools.usedFen} + ${sharedFen}`, batchSharedAt: now })
    .where(eq(matchingPools.id, pool.id))
    .returning();
  return shared ?? pool;
}

/**
 * A gift placed: each open pool that matches its project (and its donor, for a pool scoped to a
 * donor field) reserves its match, in the order's transaction, pools in id order. The donor's use
 * is read first (the donor's own placings queue on their order limit's lock, so it cannot change
 * meanwhile). In a pool's fair-release window, while its batch is not shared, the gift joins the
 * batch under a share lock (gifts of the window do not queue for each other; the share waits for
 * them); otherwise one statement takes what the rules give from what is left, under the pool row's
 * lock until the commit.
 */
export async function reserveMatches(
  tx: Tx,
  gift: {
    donationId: number;
    itemId: number;
    donorKey: string;
    giftFen: number;
    /** The donor fields of the gift's form (a pool may be scoped to one). */
    fields?: Readonly<Record<string, string>>;
  },
  now: Date,
): Promise<ReservedMatch[]> {
  const reserved: ReservedMatch[] = [];
  const day = shanghaiDay(now);
  const fields = gift.fields ?? {};
  const pools = (await openPoolsOf(tx, gift.itemId, now)).filter(
    (pool) => pool.donorField === '' || pool.donorValues.includes(fields[pool.donorField] ?? ''),
  );
  for (const seen of pools) {
    const windowOpen =
      seen.fairReleaseSeconds > 0 && now < fairWindowEnd(seen) && seen.batchSharedAt === null;
    if (!windowOpen && seen.fairReleaseSeconds > 0 && seen.batchSharedAt === null) {
      // The first gift after the window shares the batch before anything else is read or taken
      // (a batched gift's match counts toward its donor's cap).
      const [locked] = await lockPools(tx, [seen.id]);
      if (locked) await shareBatchOf(tx, locked, now);
    }
    const rule = ruleOf(seen);
    const use =
      rule.donorCapFen === null && rule.donorGiftsPerDay === null
        ? { matchedFen: 0, matchedGiftsToday: 0 }
        : await donorUse(tx, seen.id, gift.donorKey, day);
    // What the rules give before the pool's own limit: the minimum, the daily limit, the caps.
    const asked = matchOf(gift.giftFen, rule, use, Number.MAX_SAFE_INTEGER);
    const row = {
      poolId: seen.id,
      donationId: gift.donationId,
      donorKey: gift.donorKey,
      giftFen: gift.giftFen,
      fullFen: asked.fullFen,
      placedOn: day,
      createdAt: now,
      updatedAt: now,
    };
    if (asked.matchFen > 0 && windowOpen) {
      const [locked] = await tx
        .select({ batchSharedAt: matchingPools.batchSharedAt })
        .from(matchingPools)
        .where(eq(matchingPools.id, seen.id))
        .for('share');
      if (locked && locked.batchSharedAt === null) {
        await tx
          .insert(poolMatches)
          .values({ ...row, matchFen: 0, shortfall: asked.shortfall, batched: true });
        reserved.push({ poolId: seen.id, sponsor: seen.sponsor, ...asked, matchFen: 0, batched: true });
        continue;
      }
      // Shared while this gift was on its way (its request came in the window, the batch had
      // gone): it is matched from what is left, as any gift after the window.
    }
    const takenFen = asked.matchFen > 0 ? await takeFromPool(tx, seen.id, asked.matchFen) : 0;
    const shortfall: MatchShortfall =
      asked.shortfall !== 'none' ? asked.shortfall : takenFen < asked.matchFen ? 'pool' : 'none';
    await tx.insert(poolMatches).values({ ...row, matchFen: takenFen, shortfall, batched: false });
    reserved.push({
      poolId: seen.id,
      sponsor: seen.sponsor,
      matchFen: takenFen,
      fullFen: asked.fullFen,
      shortfall,
      batched: false,
    });
  }
  return reserved;
}

/**
 * Takes up to `wantFen` from what is left of a pool, in one statement that holds its row until the
 * commit; answers what it took (0 when the pool is spent).
 */
async function takeFromPool(tx: Tx, poolId: number, wantFen: number): Promise<number> {
  const result = await tx.execute(sql`
    with pool as (
      select ${matchingPools.id} as id, least(${wantFen}::bigint, ${matchingPools.sizeFen} - ${matchingPools.usedFen}) as take
        from ${matchingPools} where ${matchingPools.id} = ${poolId} for update
    )
    update ${matchingPools} set used_fen = used_fen + pool.take from pool
      where ${matchingPools.id} = pool.id and pool.take > 0
      returning pool.take`);
  const [taken] = (result as unknown as { rows: Array<{ take: string | number }> }).rows;
  return Number(taken?.take ?? 0);
}

/**
 * Shares out the batch of every pool whose fair-release window is over and not yet shared (the
 * giving days' tick job): a pool no gift reaches after its window still matches its batch.
 * Returns how many batches were shared.
 */
export async function shareDueBatches(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: matchingPools.id })
    .from(matchingPools)
    .where(
      and(
        gt(matchingPools.fairReleaseSeconds, 0),
        isNull(matchingPools.batchSharedAt),
        lte(sql`${matchingPools.opensAt} + ${matchingPools.fairReleaseSeconds} * interval '1 second'`, now),
      ),
    );
  let shared = 0;
  for (const { id } of due) {
    const moved = await db.transaction(async (tx) => {
      const [pool] = await lockPools(tx, [id]);
      return pool ? (await shareBatchOf(tx, pool, now)) !== pool : false;
    });
    if (moved) shared += 1;
  }
  return shared;
}
