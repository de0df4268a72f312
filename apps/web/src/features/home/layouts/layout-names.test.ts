import { describe, expect, it } from 'vitest';
import { homePageOf } from './layout-names.ts';

describe('the page of a home route', () => {
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
