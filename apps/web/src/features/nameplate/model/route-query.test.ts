import { describe, expect, it } from 'vitest';
import { parseNamingType, queryId } from './route-query.ts';

describe('queryId', () => {
  it.each([
    ['16', 16],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['016', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, expected) => {
    expect(queryId(text)).toBe(expected);
  });
});

describe('parseNamingType', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['3', null],
    ['01', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, expected) => {
    expect(parseNamingType(text)).toBe(expected);
  });
});
