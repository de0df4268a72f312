import { describe, expect, it } from 'vitest';
import { awardIdOf, earnedState } from './award-view.ts';

describe('award?id=', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    ['-2', 0],
    ['1.5', 0],
    ['abc', 0],
    [null, 0],
    ['99999999999999999999', 0],
  ])('%s → %s', (value, id) => {
    expect(awardIdOf(value)).toBe(id);
  });
});

describe('an award’s state', () => {
  it('is earned with its date when recordCount is positive', () => {
    expect(earnedState({ recordCount: 1, awardTime: '2026-03-03 09:00:00' })).toEqual({
      earned: true,
      date: '2026-03-03',
    });
  });

  it('is not earned, without a date, at 0', () => {
    expect(earnedState({ recordCount: 0, awardTime: '' })).toEqual({ earned: false, date: '' });
  });
});
