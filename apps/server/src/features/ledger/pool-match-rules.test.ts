import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateBatch,
  batchWants,
  type DonorUse,
  type MatchRule,
  matchOf,
  ratioMatch,
} from './pool-match-rules.ts';

const ONE_FOR_ONE: MatchRule = {
  ratioPercent: 100,
  minGiftFen: 1_000,
  giftCapFen: 50_000,
  donorCapFen: 80_000,
  donorGiftsPerDay: 2,
};
const FRESH: DonorUse = { matchedFen: 0, matchedGiftsToday: 0 };
const POOL = 10_000_000;

describe('a gift’s match', () => {
  it('is the ratio’s, rounded down to the fen', () => {
    expect(matchOf(10_000, ONE_FOR_ONE, FRESH, POOL)).toEqual({
      matchFen: 10_000,
      fullFen: 10_000,
      shortfall: 'none',
    });
    expect(matchOf(10_000, { ...ONE_FOR_ONE, ratioPercent: 200 }, FRESH, POOL).matchFen).toBe(20_000);
    expect(ratioMatch(1_001, 50)).toBe(500);
    expect(ratioMatch(333, 33)).toBe(109);
  });

  it('says which limit cut it, in the published order', () => {
    expect(matchOf(999, ONE_FOR_ONE, FRESH, POOL)).toMatchObject({ matchFen: 0, shortfall: 'minimum' });
    expect(matchOf(10_000, ONE_FOR_ONE, { matchedFen: 0, matchedGiftsToday: 2 }, POOL)).toMatchObject({
      matchFen: 0,
      shortfall: 'donorGifts',
    });
    expect(matchOf(60_000, ONE_FOR_ONE, FRESH, POOL)).toMatchObject({
      matchFen: 50_000,
      shortfall: 'giftCap',
    });
    expect(matchOf(40_000, ONE_FOR_ONE, { matchedFen: 70_000, matchedGiftsToday: 1 }, POOL)).toMatchObject({
      matchFen: 10_000,
      shortfall: 'donorCap',
    });
    expect(matchOf(40_000, ONE_FOR_ONE, FRESH, 2_500)).toMatchObject({ matchFen: 2_500, shortfall: 'pool' });
    expect(matchOf(40_000, ONE_FOR_ONE, FRESH, 0)).toMatchObject({ matchFen: 0, shortfall: 'pool' });
    // The first limit is named when two cut: the gift cap, then the pool.
    expect(matchOf(60_000, ONE_FOR_ONE, FRESH, 100)).toMatchObject({ matchFen: 100, shortfall: 'giftCap' });
  });

  it('never passes the ratio, a cap, the donor’s cap left or the pool left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.record({
          ratioPercent: fc.integer({ min: 1, max: 500 }),
          minGiftFen: fc.integer({ min: 0, max: 10_000 }),
          giftCapFen: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
          donorCapFen: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
          donorGiftsPerDay: fc.option(fc.integer({ min: 0, max: 5 })),
        }),
        fc.record({
          matchedFen: fc.integer({ min: 0, max: 6_000_000 }),
          matchedGiftsToday: fc.integer({ min: 0, max: 6 }),
        }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (gift, rule, donor, free) => {
          const { matchFen } = matchOf(gift, rule, donor, free);
          expect(Number.isInteger(matchFen)).toBe(true);
          expect(matchFen).toBeGreaterThanOrEqual(0);
          expect(matchFen).toBeLessThanOrEqual(Math.min(free, ratioMatch(gift, rule.ratioPercent)));
          if (rule.giftCapFen !== null) expect(matchFen).toBeLessThanOrEqual(rule.giftCapFen);
          if (rule.donorCapFen !== null)
            expect(matchFen).toBeLessThanOrEqual(Math.max(0, rule.donorCapFen - donor.matchedFen));
          if (gift < rule.minGiftFen) expect(matchFen).toBe(0);
          if (rule.donorGiftsPerDay !== null && donor.matchedGiftsToday >= rule.donorGiftsPerDay)
            expect(matchFen).toBe(0);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('the fair release of a pool’s opening batch', () => {
  it('gives every gift what it asks when the pool holds them all', () => {
    expect(allocateBatch(10_000, [1_000, 2_000, 3_000])).toEqual([1_000, 2_000, 3_000]);
  });

  it('shares a short pool pro rata, the rounding’s fen to the largest remainders, ties to the earlier gift', () => {
    // 100 fen over three equal asks of 100: 33 each, and the one fen left goes to the first.
    expect(allocateBatch(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocateBatch(10, [10, 20, 30])).toEqual([2, 3, 5]);
    expect(allocateBatch(0, [10, 20])).toEqual([0, 0]);
  });

  it('1,000 gifts in the first window: the pool spent exactly, pro rata, none over its ask', () => {
    const wants = batchWants(
      Array.from({ length: 1_000 }, (_, index) => ({
        giftFen: 1_000 + ((index * 7_919) % 200_000),
        donor: `donor-${index % 400}`,
      })),
      ONE_FOR_ONE,
      () => FRESH,
    );
    const pool = 5_000_000;
    const matched = allocateBatch(pool, wants);
    const asked = wants.reduce((sum, want) => sum + want, 0);
    expect(asked).toBeGreaterThan(pool);
    expect(matched.reduce((sum, fen) => sum + fen, 0)).toBe(pool);
    matched.forEach((fen, index) => {
      const want = wants[index] ?? 0;
      expect(fen).toBeLessThanOrEqual(want);
      expect(Math.abs(fen - (want * pool) / asked)).toBeLessThan(1);
    });
  });

  it('keeps a donor’s caps across their gifts in one batch', () => {
    const wants = batchWants(
      [
        { giftFen: 60_000, donor: 'a' },
        { giftFen: 60_000, donor: 'a' },
        { giftFen: 60_000, donor: 'a' },
        { giftFen: 60_000, donor: 'b' },
      ],
      ONE_FOR_ONE,
      (donor) => (donor === 'b' ? { matchedFen: 75_000, matchedGiftsToday: 1 } : FRESH),
    );
    // a: 50,000 (gift cap), then 30,000 (donor cap 80,000), then none (2 gifts a day); b: 5,000 left.
    expect(wants).toEqual([50_000, 30_000, 0, 5_000]);
  });

  it('for any batch: total is min(pool, asked), each within its ask and within a fen of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 60 }),
        (pool, wants) => {
          const matched = allocateBatch(pool, wants);
          const asked = wants.reduce((sum, want) => sum + want, 0);
          expect(matched.reduce((sum, fen) => sum + fen, 0)).toBe(Math.min(pool, asked));
          matched.forEach((fen, index) => {
            const want = wants[index] ?? 0;
            expect(fen).toBeGreaterThanOrEqual(0);
            expect(fen).toBeLessThanOrEqual(want);
            if (asked > pool) expect(Math.abs(fen - (want * pool) / asked)).toBeLessThan(1);
          });
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
