import { describe, expect, it } from 'vitest';
import { fromWireDate, toWireDate, trimWireDate } from './wire-date.ts';

describe('wire dates', () => {
  it.each([
    ['2026-11-21T16:00:00Z', '2026-11-22 00:00:00'],
    ['2026-01-01T03:04:05Z', '2026-01-01 11:04:05'],
    ['2025-12-31T20:30:00.999Z', '2026-01-01 04:30:00'],
  ])('%s is %s in Shanghai', (iso, wire) => {
    expect(toWireDate(new Date(iso))).toBe(wire);
    expect(fromWireDate(wire)?.toISOString().slice(0, 19)).toBe(iso.slice(0, 19));
  });

  it('answers null for no date', () => {
    expect(toWireDate(null)).toBeNull();
  });

  it.each([['2026-02-30 10:00:00'], ['yesterday'], ['2026-1-1']])('refuses %s', (text) => {
    const parsed = fromWireDate(text);
    if (parsed) expect(toWireDate(parsed)).not.toBe(text);
    else expect(parsed).toBeNull();
  });

  it.each([
    ['2026-11-22 08:30:15', 10, '2026-11-22'],
    ['2026-11-22 08:30:15', 16, '2026-11-22 08:30'],
    [null, 10, ''],
  ] as const)('trims %s to %i', (text, length, out) => {
    expect(trimWireDate(text, length)).toBe(out);
  });
});
