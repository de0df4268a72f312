import { describe, expect, it } from 'vitest';
import { partsAfter } from './use-unsaved-guard.ts';

describe('partsAfter', () => {
  it('adds a part once, keeps the order parts became unsaved, and drops a saved one', () => {
    let parts: readonly string[] = [];
    parts = partsAfter(parts, 'together', true);
    parts = partsAfter(parts, 'settings', true);
    parts = partsAfter(parts, 'together', true);
    expect(parts).toEqual(['together', 'settings']);
    parts = partsAfter(parts, 'together', false);
    expect(parts).toEqual(['settings']);
  });

  it('answers the same list when nothing changes (no re-render for a repeated report)', () => {
    const parts = ['settings'];
    expect(partsAfter(parts, 'settings', true)).toBe(parts);
    expect(partsAfter(parts, 'progress', false)).toBe(parts);
  });
});
