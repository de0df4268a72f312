import { describe, expect, it } from 'vitest';
import { remainingSeconds, SMS_COUNTDOWN_SECONDS, smsButtonLabel } from './countdown.ts';

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

describe('smsButtonLabel', () => {
  it.each([
    [0, { key: 'login.sms.send' }],
    [-3, { key: 'login.sms.send' }],
    [1, { key: 'login.sms.wait', count: 1 }],
    [60, { key: 'login.sms.wait', count: 60 }],
  ])('%i seconds left → %o', (remaining, expected) => {
    expect(smsButtonLabel(remaining)).toEqual(expected);
  });
});
