import { describe, expect, it } from 'vitest';
import { clockOffsetMs, countdownParts, phaseAt } from './countdown.ts';

/** 2026-05-20 10:00:00 in Asia/Shanghai. */
const TEN_AM = Date.parse('2026-05-20T10:00:00+08:00');

describe('clockOffsetMs', () => {
  it('is the server time less the phone time the answer arrived at', () => {
    // The phone is 90 s slow.
    expect(clockOffsetMs('2026-05-20 10:00:00', TEN_AM - 90_000)).toBe(90_000);
    // The phone is 5 min fast.
    expect(clockOffsetMs('2026-05-20 10:00:00', TEN_AM + 300_000)).toBe(-300_000);
  });

  it('is 0 for a server time it cannot read', () => {
    expect(clockOffsetMs('', TEN_AM)).toBe(0);
    expect(clockOffsetMs('soon', TEN_AM)).toBe(0);
  });
});

describe('phaseAt with the server clock', () => {
  const start = '2026-05-20 10:00:00';
  const end = '2026-05-20 22:00:00';

  it.each([
    // The phone says 09:58:30 but is 90 s slow: the server's 10:00:00 is the start.
    ['a slow phone at the start', TEN_AM - 90_000, 90_000, { state: 'live', seconds: 12 * 3600 }],
    // The same phone without the offset would still count down 90 s.
    ['the same phone on its own clock', TEN_AM - 90_000, 0, { state: 'upcoming', seconds: 90 }],
    ['a fast phone before the start', TEN_AM, -300_000, { state: 'upcoming', seconds: 300 }],
    ['half a second before the start', TEN_AM - 500, 0, { state: 'upcoming', seconds: 1 }],
    ['an hour before the end', TEN_AM + 11 * 3600_000, 0, { state: 'live', seconds: 3600 }],
    ['at the end', TEN_AM + 12 * 3600_000, 0, { state: 'ended', seconds: 0 }],
    ['a slow phone after the end', TEN_AM + 12 * 3600_000 - 1000, 2000, { state: 'ended', seconds: 0 }],
  ] as const)('%s', (_name, phoneNow, offset, phase) => {
    expect(phaseAt(start, end, phoneNow + offset)).toEqual(phase);
  });
});

describe('countdownParts', () => {
  it.each([
    [0, { days: 0, clock: '00:00:00' }],
    [59, { days: 0, clock: '00:00:59' }],
    [3661, { days: 0, clock: '01:01:01' }],
    [93_784, { days: 1, clock: '02:03:04' }],
    [-5, { days: 0, clock: '00:00:00' }],
  ])('%i s → %j', (seconds, parts) => {
    expect(countdownParts(seconds)).toEqual(parts);
  });
});
