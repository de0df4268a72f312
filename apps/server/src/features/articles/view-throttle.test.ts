import { describe, expect, it } from 'vitest';
import { ViewThrottle } from './view-throttle.ts';

describe('ViewThrottle', () => {
  it('counts a visitor’s view of an article once per window', () => {
    const views = new ViewThrottle({ windowMs: 3000 });
    expect(views.shouldCount('a', 1, 10_000)).toBe(true);
    expect(views.shouldCount('a', 1, 10_500)).toBe(false);
    expect(views.shouldCount('a', 1, 12_999)).toBe(false);
    expect(views.shouldCount('a', 1, 13_000)).toBe(true);
    expect(views.shouldCount('a', 1, 13_001)).toBe(false);
  });

  it('keeps visitors and articles apart', () => {
    const views = new ViewThrottle({ windowMs: 3000 });
    expect(views.shouldCount('a', 1, 0)).toBe(true);
    expect(views.shouldCount('b', 1, 1)).toBe(true);
    expect(views.shouldCount('a', 2, 2)).toBe(true);
    expect(views.shouldCount('a', 1, 3)).toBe(false);
  });

  it('forgets the longest-unseen visitor first when full', () => {
    const views = new ViewThrottle({ windowMs: 60_000, maxEntries: 2 });
    views.shouldCount('a', 1, 0);
    views.shouldCount('b', 1, 1);
    views.shouldCount('c', 1, 2);
    // a was forgotten to make room for c, so its next view counts; b and c are still remembered.
    expect(views.shouldCount('a', 1, 3)).toBe(true);
    expect(views.shouldCount('c', 1, 4)).toBe(false);
  });
});
