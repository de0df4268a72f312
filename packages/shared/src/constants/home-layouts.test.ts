import { describe, expect, it } from 'vitest';
import { HOME_LAYOUT_NAMES, HOME_LAYOUT_SHOWS, homeLayoutOf } from './home-layouts.ts';

describe('the home layout a theme picks', () => {
  it.each([
    ['default', 'default'],
    ['banner', 'banner'],
    ['campaign', 'campaign'],
    [' campaign ', 'campaign'],
    ['Campaign', 'default'],
    ['gmu', 'default'],
    ['', 'default'],
    [undefined, 'default'],
    [3, 'default'],
    ['constructor', 'default'],
    ['__proto__', 'default'],
  ])('%j → %s', (theme, layout) => {
    expect(homeLayoutOf(theme)).toBe(layout);
  });

  it('says for every layout whether it shows banners and tiles', () => {
    expect(Object.keys(HOME_LAYOUT_SHOWS).sort()).toEqual([...HOME_LAYOUT_NAMES].sort());
    expect(HOME_LAYOUT_SHOWS.default).toEqual({ banner: false, tile: false });
  });
});
