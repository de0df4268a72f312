import { SMS_COUNTDOWN_SECONDS } from '@alma/shared/constants/limits';
import { describe, expect, it } from 'vitest';
import { remainingSeconds } from './countdown.ts';

describe('remainingSeconds', () => {
  const start = 1_000_000;
  const endsAt = start + SMS_COUNTDOWN_SECONDS * 1000;
  it.each([
    [start, 60],
    [start + 1, 60],
    [start + 999, 60],
    [start + 1000, 59],
    [start + 59_001, 1],
    [endsAt, 0],
    [endsAt + 5000, 0],
  ])('at %i → %i', (now, expected) => {
    expect(remainingSeconds(endsAt, now)).toBe(expected);
  });
});
