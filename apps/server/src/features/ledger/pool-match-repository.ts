import { shanghaiDay } from '@alma/shared/dates/shanghai-day';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
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
 * back when it is refunded, by the trigger of migration 0027 on the order's row, whatever statement
 * moves it. Each pool row is locked before its counters move (pools in id order, here and in the
 * trigger, so two orders cannot deadlock), and the database refuses counters past the pool's size
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
 * The pools open at `at` that match gifts to the project and to this donor (a pool scoped to a
 * donor field matches only the donors whose form gives one of its values), locked, in id order.
 */
async function lockOpenPools(
  tx: Tx,
  itemId: number,
  fields: Readonly<Record<string, string>>,
  at: Date,
): Promise<PoolRow[]> {
  const mine = (await openPoolsOf(tx, itemId, at)).filter(
    (pool) => pool.donorField === '' || pool.donorValues.includes(fields[pool.donorField] ?? ''),
  );
  return lockPools(
    tx,
    mine.map((row) => row.id),
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
  const free = pool.sizeFen - pool.reservedFen - pool.confirmedFen;
  const shares = allocateBatch(free, wants);
  let reserved = 0;
  let confirmed = 0;
  const shortfalls: string[] = [];
  for (const [index, entry] of batch.entries()) {
    const matchFen = shares[index] ?? 0;
    // Short of what it asked: the pool ran short for the batch.
    shortfalls.push(matchFen < (wants[index] ?? 0) ? 'pool' : entry.shortfall);
    if (entry.status === 'CONFIRMED') confirmed += matchFen;
    else reserved += matchFen;
  }
  // One statement for the whole batch (a 10:00 burst is thousands of gifts).
  if (batch.length > 0) {
    await tx.execute(sql`
      update ${poolMatches} set match_fen = shared.match_fen, shortfall = shared.shortfall, batched = false,
          updated_at = ${now}
        from (select unnest(${sqlArray(batch.map((entry) => entry.id))}::bigint[]) as id,
                     unnest(${sqlArray(batch.map((_, index) => shares[index] ?? 0))}::bigint[]) as match_fen,
                     unnest(${sqlArray(shortfalls)}::text[]) as shortfall) as shared
        where ${poolMatches.id} = shared.id`);
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
  for (const locked of await lockOpenPools(tx, gift.itemId, gift.fields ?? {}, now)) {
    const pool = await shareBatchOf(tx, locked, now);
    const rule = ruleOf(pool);
    const use = await donorUse(tx, pool.id, gift.donorKey, day);
    const inWindow = pool.fairReleaseSeconds > 0 && now < fairWindowEnd(pool);
    const free = pool.sizeFen - pool.reservedFen - pool.confirmedFen;
    // In the fair window the gift asks as if the pool were endless: only the minimum, the daily
    // limit and the caps cut it now; the pool's share comes when the window ends.
    const match = matchOf(gift.giftFen, rule, use, inWindow ? Number.MAX_SAFE_INTEGER : free);
    const batched = inWindow && match.matchFen > 0;
    const matchFen = batched ? 0 : match.matchFen;
    reserved.push({ poolId: pool.id, sponsor: pool.sponsor, ...match, matchFen, batched });
    // A gift the pool did not match is written too, with why, so its success page can say so.
    await tx.insert(poolMatches).values({
      poolId: pool.id,
      donationId: gift.donationId,
      donorKey: gift.donorKey,
      giftFen: gift.giftFen,
      matchFen,
      fullFen: match.fullFen,
      shortfall: match.shortfall,
      batched,
      placedOn: day,
      createdAt: now,
      updatedAt: now,
    });
    if (matchFen > 0) {
      await tx
        .update(matchingPools)
        .set({ reservedFen: sql`${matchingPools.reservedFen} + ${matchFen}` })
        .where(eq(matchingPools.id, pool.id));
    }
  }
  return reserved;
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

/** A list as one array parameter (`{1,2,3}`), which both drivers pass as text for a cast. */
function sqlArray(values: ReadonlyArray<number | string>): string {
  return `{${values.map((value) => (typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}
