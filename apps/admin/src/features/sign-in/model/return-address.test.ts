import { describe, expect, it } from 'vitest';
import { returnAddress, totpDigits } from './return-address.ts';

describe('returnAddress', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/staff?page=2', '/staff?page=2'],
    ['/audit', '/audit'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?redirect=%2Fstaff', '/'],
  ])('%s → %s', (redirect, expected) => {
    expect(returnAddress(redirect)).toBe(expected);
  });
});

describe('totpDigits', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56-78', '123456'],
    ['abc', ''],
    [undefined, ''],
  ])('%s → %s', (typed, expected) => {
    expect(totpDigits(typed)).toBe(expected);
  });
});
