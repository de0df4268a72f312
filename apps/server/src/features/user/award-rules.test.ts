import { describe, expect, it } from 'vitest';
import { awardProgress, type LaunchEvent, type PaidEvent } from './award-rules.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 2, 0, 0));
const paid: PaidEvent[] = [
  { itemsId: 1, moneyFen: 5000, at: day(1) },
  { itemsId: 1, moneyFen: 30000, at: day(2) },
  { itemsId: 2, moneyFen: 70000, at: day(3) },
  { itemsId: 3, moneyFen: 100, at: day(4) },
];
const launches: LaunchEvent[] = [{ at: day(5) }, { at: day(6) }];

describe('awardProgress', () => {
  it.each([
    ['donate_count', 1, 4, day(1)],
    ['donate_count', 4, 4, day(4)],
    ['donate_count', 5, 4, null],
    ['donate_money_fen', 100000, 105100, day(3)],
    ['donate_money_fen', 105100, 105100, day(4)],
    ['donate_money_fen', 105101, 105100, null],
    ['items_count', 2, 3, day(3)],
    ['items_count', 3, 3, day(4)],
    ['items_count', 4, 3, null],
    ['together_launch', 1, 2, day(5)],
    ['together_launch', 2, 2, day(6)],
    ['together_launch', 3, 2, null],
    // A threshold of 0 still needs one event; an unknown rule is never earned.
    ['donate_count', 0, 4, day(1)],
    ['donate_yearly', 1, 0, null],
  ] as const)('%s ≥ %d: measure %d, earned %s', (kind, threshold, measure, earnedAt) => {
    expect(awardProgress(kind, threshold, paid, launches)).toEqual({ measure, earnedAt });
  });

  it('earns nothing without events', () => {
    expect(awardProgress('donate_count', 0, [], [])).toEqual({ measure: 0, earnedAt: null });
    expect(awardProgress('together_launch', 1, paid, [])).toEqual({ measure: 0, earnedAt: null });
  });
});
