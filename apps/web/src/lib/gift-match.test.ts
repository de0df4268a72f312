import type { TGiftMatch, TOrderMatch } from '@alma/shared/api/giving-days';
import { describe, expect, it } from 'vitest';
import { matchLineOf, orderMatchLines, quoteLines, wireClock } from './gift-match.ts';

const match = (fields: Partial<TGiftMatch>): TGiftMatch => ({
  poolId: 1,
  sponsor: '校友会',
  matchMoney: 100,
  fullMoney: 100,
  shortfall: 'none',
  batched: false,
  batchTime: null,
  ...fields,
});

describe('matchLineOf', () => {
  it('says a full match as a sum with no reason', () => {
    expect(matchLineOf(match({}))).toMatchObject({ kind: 'matched', matchMoney: 100, reason: null });
  });

  it.each(['giftCap', 'donorCap', 'pool'] as const)(
    'says a partial match (%s) with its reason',
    (shortfall) => {
      expect(matchLineOf(match({ matchMoney: 40, shortfall }))).toMatchObject({
        kind: 'matched',
        matchMoney: 40,
        reason: shortfall,
      });
    },
  );

  it.each(['minimum', 'donorGifts', 'donorCap', 'pool'] as const)(
    'says a pool that matches nothing (%s) as no match, with its reason',
    (shortfall) => {
      expect(matchLineOf(match({ matchMoney: 0, shortfall }))).toMatchObject({
        kind: 'none',
        reason: shortfall,
      });
    },
  );

  it('says nothing of a pool that matches nothing without a reason', () => {
    expect(matchLineOf(match({ matchMoney: 0, fullMoney: 0 }))).toBeNull();
  });

  it('says a batch not yet shared as a pro-rata match to come, at the window end', () => {
    expect(
      matchLineOf(
        match({ matchMoney: 0, batched: true, batchTime: '2026-05-20 10:01:00', shortfall: 'pool' }),
      ),
    ).toMatchObject({ kind: 'batched', batchTime: '10:01', reason: null });
  });

  it('says a shared batch as its sum, pro rata', () => {
    expect(matchLineOf(match({ matchMoney: 33.33, batched: true, shortfall: 'pool' }))).toMatchObject({
      kind: 'matched',
      matchMoney: 33.33,
      proRata: true,
      reason: 'pool',
    });
  });
});

describe('quoteLines', () => {
  it('is empty for a project in no live giving day', () => {
    expect(quoteLines([])).toEqual([]);
  });

  it('keeps one line per pool that has something to say', () => {
    const lines = quoteLines([
      match({ poolId: 1 }),
      match({ poolId: 2, matchMoney: 0, fullMoney: 0 }),
      match({ poolId: 3, matchMoney: 0, shortfall: 'minimum' }),
    ]);
    expect(lines.map((line) => [line.poolId, line.kind])).toEqual([
      [1, 'matched'],
      [3, 'none'],
    ]);
  });
});

describe('orderMatchLines', () => {
  const order = (matches: TOrderMatch['matches']): TOrderMatch => ({ givingDayId: 5, matches });

  it('keeps the matches the order holds (reserved or confirmed), with exactly their sums', () => {
    const lines = orderMatchLines(
      order([
        { ...match({ poolId: 1, matchMoney: 88.8 }), status: 'RESERVED' },
        { ...match({ poolId: 2, matchMoney: 50 }), status: 'CONFIRMED' },
        { ...match({ poolId: 3 }), status: 'RELEASED' },
        { ...match({ poolId: 4 }), status: 'TAKEN_BACK' },
      ]),
    );
    expect(lines.map((line) => [line.poolId, line.matchMoney])).toEqual([
      [1, 88.8],
      [2, 50],
    ]);
  });

  it('says why a limit left a pool matching nothing, leaves out a gift under the minimum, keeps a batch still to share', () => {
    const lines = orderMatchLines(
      order([
        { ...match({ poolId: 1, matchMoney: 0, shortfall: 'donorGifts' }), status: 'CONFIRMED' },
        { ...match({ poolId: 2, matchMoney: 0, batched: true }), status: 'CONFIRMED' },
        { ...match({ poolId: 3, matchMoney: 0, shortfall: 'pool' }), status: 'RESERVED' },
        { ...match({ poolId: 4, matchMoney: 0, shortfall: 'minimum' }), status: 'CONFIRMED' },
      ]),
    );
    expect(lines.map((line) => [line.poolId, line.kind, line.reason])).toEqual([
      [1, 'none', 'donorGifts'],
      [2, 'batched', null],
      [3, 'none', 'pool'],
    ]);
  });
});

describe('wireClock', () => {
  it.each([
    ['2026-05-20 10:01:59', '10:01'],
    ['2026-05-20 10:01', '10:01'],
    ['2026-05-20', null],
    [null, null],
  ])('%j → %j', (text, clock) => {
    expect(wireClock(text)).toBe(clock);
  });
});
