import { describe, expect, it } from 'vitest';
import { changePasswordAddress, returnAddress, totpDigits } from './return-address.ts';

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
    ['/change-password', '/'],
    ['/change-password?redirect=%2Fstaff', '/'],
  ])('%s → %s', (redirect, expected) => {
    expect(returnAddress(redirect)).toBe(expected);
  });
});

describe('changePasswordAddress', () => {
  it.each([
    [null, '/change-password'],
    ['/', '/change-password'],
    ['/staff?page=2', '/change-password?redirect=%2Fstaff%3Fpage%3D2'],
    ['//evil.example/x', '/change-password'],
    ['/change-password?redirect=%2Fstaff', '/change-password'],
  ])('%s → %s', (redirect, expected) => {
    expect(changePasswordAddress(redirect)).toBe(expected);
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
