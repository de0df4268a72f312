/**
 * How a matching pool matches a gift (issue 25): the rules a pool publishes, as pure functions over
 * fen. A pool's money is a ledger of its own, never mixed into the donor's: these say how much of it
 * a gift may take; the pool's ledger (reserve on placing, confirm on paying, release on expiry or
 * cancel, take back on refund) moves it.
 *
 * Every amount rounds down: a pool can be left a fen short of a ratio, never over-spent.
 */

/** A pool's published rules. */
export type MatchRule = {
  /** Fen matched per 100 fen given: 100 is ¥1 for ¥1, 200 is ¥2 for ¥1, 50 is ¥0.50 for ¥1. */
  ratioPercent: number;
  /** A gift smaller than this is not matched (the minimum matched gift). */
  minGiftFen: number;
  /** The most one gift is matched with; null: no cap. */
  giftCapFen: number | null;
  /** The most one donor's gifts are matched with in all; null: no cap. */
  donorCapFen: number | null;
  /** How many of one donor's gifts are matched in one day (Asia/Shanghai); null: no limit. */
  donorGiftsPerDay: number | null;
};

/** What one donor has already taken from the pool (reserved or confirmed). */
export type DonorUse = { matchedFen: number; matchedGiftsToday: number };

/** Why a gift's match is less than its ratio would give: said plainly on the form and the success page. */
export type MatchShortfall = 'none' | 'minimum' | 'donorGifts' | 'giftCap' | 'donorCap' | 'pool';

export type Match = {
  /** What the pool matches the gift with. */
  matchFen: number;
  /** What the ratio alone would give. */
  fullFen: number;
  /** The first limit that cut it, in the order they are applied. */
  shortfall: MatchShortfall;
};

/** The ratio's match of a gift, rounded down to the fen. */
export function ratioMatch(giftFen: number, ratioPercent: number): number {
  return Number((BigInt(giftFen) * BigInt(ratioPercent)) / 100n);
}

/**
 * The match a gift takes from a pool with `freeFen` left, after the donor's use so far. The limits
 * apply in a published order: the minimum gift, the donor's gifts per day, the per-gift cap, the
 * donor's cap, and last what the pool has left.
 */
export function matchOf(giftFen: number, rule: MatchRule, donor: DonorUse, freeFen: number): Match {
  const fullFen = ratioMatch(giftFen, rule.ratioPercent);
  if (fullFen <= 0 || giftFen < rule.minGiftFen) return { matchFen: 0, fullFen, shortfall: 'minimum' };
  if (rule.donorGiftsPerDay !== null && donor.matchedGiftsToday >= rule.donorGiftsPerDay) {
    return { matchFen: 0, fullFen, shortfall: 'donorGifts' };
  }
  let matchFen = fullFen;
  let shortfall: MatchShortfall = 'none';
  const limit = (capFen: number, reason: MatchShortfall) => {
    if (capFen < matchFen) {
      matchFen = Math.max(0, capFen);
      if (shortfall === 'none') shortfall = reason;
    }
  };
  if (rule.giftCapFen !== null) limit(rule.giftCapFen, 'giftCap');
  if (rule.donorCapFen !== null) limit(rule.donorCapFen - donor.matchedFen, 'donorCap');
  limit(freeFen, 'pool');
  return { matchFen, fullFen, shortfall };
}

/**
 * The fair release: the gifts placed in a pool's first seconds are one batch, matched together
 * instead of first tap wins. Each asks `wantFen` (its match under the caps, as if the pool were
 * endless). If the pool holds them all, each gets what it asks; otherwise each gets its share of
 * the pool pro rata, rounded down, and the fen left by the rounding go one each to the largest
 * remainders, ties to the earlier gift (the order given). The whole pool is then spent exactly,
 * and no gift gets more than it asked.
 */
export function allocateBatch(freeFen: number, wantsFen: readonly number[]): number[] {
  const total = wantsFen.reduce((sum, want) => sum + BigInt(want), 0n);
  if (total <= BigInt(freeFen)) return [...wantsFen];
  const free = BigInt(freeFen);
  const shares = wantsFen.map((want, index) => {
    const product = BigInt(want) * free;
    return { index, fen: product / total, remainder: product % total };
  });
  let left = free - shares.reduce((sum, share) => sum + share.fen, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.fen += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.fen));
}

/**
 * What each gift of a fair-release batch asks of the pool: its match under the rules as if the pool
 * were endless, the donor's earlier gifts in the batch counting toward their cap and daily limit
 * (in the order given, so a donor's caps hold across the batch).
 */
export function batchWants(
  gifts: ReadonlyArray<{ giftFen: number; donor: string }>,
  rule: MatchRule,
  useBefore: (donor: string) => DonorUse,
): number[] {
  const use = new Map<string, DonorUse>();
  return gifts.map(({ giftFen, donor }) => {
    const before = use.get(donor) ?? useBefore(donor);
    const { matchFen } = matchOf(giftFen, rule, before, Number.MAX_SAFE_INTEGER);
    use.set(donor, {
      matchedFen: before.matchedFen + matchFen,
      matchedGiftsToday: before.matchedGiftsToday + (matchFen > 0 ? 1 : 0),
    });
    return matchFen;
  });
}
