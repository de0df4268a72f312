import { shanghaiDay } from '@alma/shared/dates/shanghai-day';
import type { DonorScope } from '@alma/shared/orders/donor-answers';
import type { Db, Tx } from '../../db/client.ts';
import { recordOfflineGift } from './offline-gift-service.ts';
import {
  type ChallengeToRelease,
  insertSponsor,
  lockUnmetChallenge,
  markChallengeMet,
  matchesOfOrder,
  type OrderMatchRow,
} from './pool-match-reads-repository.ts';
import { donorUse, openPoolsOf } from './pool-match-repository.ts';
import { type Match, type MatchRule, matchOf } from './pool-match-rules.ts';

export type { ChallengeToRelease, OrderMatchRow } from './pool-match-reads-repository.ts';
export { shareDueBatches } from './pool-match-repository.ts';

/** One pool's quote for a gift not yet placed. */
export type QuotedMatch = Match & {
  poolId: number;
  givingDayId: number;
  sponsor: string;
  /** A pool for some donors only: the form keeps its estimate when the answer on it qualifies. */
  scope: DonorScope | null;
  batched: boolean;
  /** When the fair-release batch is shared (batched only). */
  batchAt: Date | null;
};

/**
 * The form's estimate (issue 25): what the pools open now would match a gift of `giftFen` to the
 * project with, by the same rules placing applies, against what is left and what the donor has
 * used — read, not reserved: placing reserves under the pool's lock, and the success page shows
 * what was. A pool limited to some donors is quoted with its scope: the form, which holds the
 * answers, keeps what qualifies (the answers stay on the phone, out of the address).
 */
export async function quoteMatches(
  db: Db,
  input: { itemId: number; userId: number | null; giftFen: number },
  now = new Date(),
): Promise<QuotedMatch[]> {
  const pools = await openPoolsOf(db, input.itemId, now);
  const day = shanghaiDay(now);
  const quotes: QuotedMatch[] = [];
  for (const pool of pools) {
    const rule: MatchRule = pool;
    const use =
      input.userId === null
        ? { matchedFen: 0, matchedGiftsToday: 0 }
        : await donorUse(db, pool.id, `u:${input.userId}`, day);
    const windowEnd = new Date(pool.opensAt.getTime() + pool.fairReleaseSeconds * 1000);
    const inWindow = pool.fairReleaseSeconds > 0 && now < windowEnd && pool.batchSharedAt === null;
    const free = pool.sizeFen - pool.usedFen;
    const match = matchOf(input.giftFen, rule, use, inWindow ? Number.MAX_SAFE_INTEGER : free);
    const batched = inWindow && match.matchFen > 0;
    quotes.push({
      ...match,
      matchFen: batched ? 0 : match.matchFen,
      poolId: pool.id,
      givingDayId: pool.givingDayId,
      sponsor: pool.sponsor,
      scope: pool.donorField === '' ? null : { field: pool.donorField, values: pool.donorValues },
      batched,
      batchAt: batched ? windowEnd : null,
    });
  }
  return quotes;
}

/** An order's matches as reserved (and moved since), for its donor's success page; [] for another's. */
export function orderMatches(db: Db, billNo: string, userId: number): Promise<OrderMatchRow[]> {
  return matchesOfOrder(db, billNo, userId);
}

/**
 * A met challenge releases its sum (issue 25): the sponsor's gift to the project recorded through
 * the ledger's record entry, as finance records money received outside the app (method 'other',
 * reference `challenge-<id>`, so it is recorded once even if two ticks race), in the name of the
 * staff member who set the challenge up; directories then show it like any gift. Null: the
 * challenge was met already.
 */
export async function releaseChallenge(
  tx: Tx,
  challenge: ChallengeToRelease,
  now = new Date(),
): Promise<{ donationId: number; billNo: string } | null> {
  const unmet = await lockUnmetChallenge(tx, challenge.id);
  if (!unmet) return null;
  const userId = await insertSponsor(tx, challenge.sponsor, now);
  const recorded = await recordOfflineGift(
    tx,
    {
      userId,
      itemsId: challenge.itemId,
      subItemsId: null,
      moneyFen: challenge.amountFen,
      donorName: challenge.sponsor,
      formData: {},
      makesDocuments: false,
      details: {
        method: 'other',
        receivedOn: shanghaiDay(now),
        payerName: challenge.sponsor,
        reference: `challenge-${challenge.id}`,
        note: `募捐日挑战达成：${challenge.sponsor}`,
        voucherKey: '',
      },
      staffId: challenge.createdBy,
    },
    now,
  );
  await markChallengeMet(tx, challenge.id, recorded.donationId, now);
  return { donationId: recorded.donationId, billNo: recorded.billNo };
}
