import { describe, expect, it } from 'vitest';
import { parseItemsId } from './items-id.ts';

describe('parseItemsId', () => {
  it.each([
    ['17', 17],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-3', null],
    ['017', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, expected) => {
    expect(parseItemsId(text)).toBe(expected);
  });
});
