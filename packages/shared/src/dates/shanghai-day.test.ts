import { describe, expect, it } from 'vitest';
import { shanghaiDay } from './shanghai-day.ts';

describe('the Shanghai day of an instant', () => {
  it('turns at 16:00 UTC, Shanghai’s midnight', () => {
    expect(shanghaiDay(new Date('2026-12-06T15:59:59.999Z'))).toBe('2026-12-06');
    expect(shanghaiDay(new Date('2026-12-06T16:00:00Z'))).toBe('2026-12-07');
    expect(shanghaiDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});
