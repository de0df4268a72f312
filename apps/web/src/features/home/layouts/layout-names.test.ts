import { describe, expect, it } from 'vitest';
import { homeLayoutOf, homePageOf } from './layout-names.ts';

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
    ['constructor', 'default'],
    ['__proto__', 'default'],
  ])('%j → %s', (theme, layout) => {
    expect(homeLayoutOf(theme)).toBe(layout);
  });

  it.each([
    ['', 'home'],
    ['#/', 'home'],
    ['#/?tab=2', 'home'],
    ['#/subject', 'index'],
    ['#/subject?s=奖学金', 'index'],
  ])('%j is the %s page', (hash, page) => {
    expect(homePageOf(hash)).toBe(page);
  });
});
