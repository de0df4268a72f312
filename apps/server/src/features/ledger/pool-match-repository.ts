import { shanghaiDay } from '@alma/shared/dates/shanghai-day';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  givingDayItems,
  matchingPoolItems,
  matchingPools,
  poolMatches,
} from '../../db/schema/giving-days.ts';
import type { DonorUse, MatchShortfall } from './pool-match-rules.ts';

/**
 * The matching pools' ledger (issue 25): a pool's money moves with the order it matches, inside the
 * ledger's transaction that moves the order. A match is reserved when the order is placed (in its
 * placing script, migration 0030); it is confirmed when the order is paid, released when it expires
 * or is cancelled, shrunk or taken back when it is refunded, by the trigger of migration 0028 on the
 * order's row, whatever statement moves it. The pool's one counter (`used_fen`, reserved and
 * confirmed alike) moves under its row's lock, taken as late in the placing as it can be (pools in
 * id order, in placing and in the trigger, so two orders cannot deadlock); a payment does not touch
 * it. The database refuses the counter past the pool's size (`matching_pools_never_overspent`).
 * Here: the doors to those functions, and the reads the form's quote makes.
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

/** A row of alma_reserve_matches / alma_enter_giving_day (bigints may come as text). */
export function reservedMatchOf(row: Record<string, unknown>): ReservedMatch {
  return {
    poolId: Number(row.pool_id),
    sponsor: String(row.sponsor),
    matchFen: Number(row.match_fen),
    fullFen: Number(row.full_fen),
    shortfall: String(row.shortfall) as MatchShortfall,
    batched: row.batched === true || row.batched === 't',
  };
}

/**
 * A gift placed: each open pool that matches its project (and its donor, for a pool scoped to a
 * donor field) reserves its match, in the order's transaction, by the pools' rules in the database
 * (migration 0030, alma_reserve_matches; pool-match-rules.ts is their reference, and the model test
 * checks one against the other). Placing calls it inside its script (alma_enter_giving_day); this
 * is its door for a transaction already open.
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
  const result = await tx.execute(sql`
    select pool_id, sponsor, match_fen, full_fen, shortfall, batched
      from alma_reserve_matches(${gift.donationId}::bigint, ${gift.itemId}::int, ${gift.donorKey}::text,
        ${gift.giftFen}::bigint, ${JSON.stringify(gift.fields ?? {})}::jsonb, ${now}::timestamptz,
        ${shanghaiDay(now)}::date)`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map(reservedMatchOf);
}

/**
 * Shares out the batch of every pool whose fair-release window is over and not yet shared (the
 * giving days' tick job): a pool no gift reaches after its window still matches its batch. The
 * first gift placed after the window shares it too (alma_reserve_matches), whichever comes first;
 * the share happens once (alma_share_batch, under the pool's lock). Returns how many batches were
 * shared.
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
    const result = await db.execute(sql`select alma_share_batch(${id}::int, ${now}::timestamptz) as shared`);
    const [row] = (result as unknown as { rows: Array<{ shared: boolean | string }> }).rows;
    if (row?.shared === true || row?.shared === 't') shared += 1;
  }
  return shared;
}
