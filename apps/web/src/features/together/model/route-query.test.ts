import { describe, expect, it } from 'vitest';
import { loginPath, queryId } from './route-query.ts';

describe('queryId', () => {
  it.each([
    ['7', 7],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['07', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, expected) => {
    expect(queryId(text)).toBe(expected);
  });
});

describe('loginPath', () => {
  it('comes back to the same screen and query', () => {
    expect(loginPath('/together', '?id=14')).toBe('/login?redirect=%2Ftogether%3Fid%3D14');
  });
});
