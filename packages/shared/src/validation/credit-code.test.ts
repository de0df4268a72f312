import { describe, expect, it } from 'vitest';
import { isIdNumberAsCreditCode, isUnifiedSocialCreditCode } from './credit-code.ts';

describe('isUnifiedSocialCreditCode', () => {
  it.each([
    '91440300708461136T',
    '91330100716105852F',
    '91350100M000100Y43',
    '91110000802100433B',
    ' 91330100716105852f ',
  ])('accepts a published code %s', (code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(true);
  });

  it.each([
    ['a wrong check character', '91440300708461136U'],
    ['a character outside the set (O)', '9144030070846113OT'],
    ['17 characters', '9144030070846113T'],
    ['an ID number', '11010519491231002X'],
  ])('refuses %s', (_, code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(false);
  });
});

describe('isIdNumberAsCreditCode', () => {
  it.each(['11010519491231002X', '11010519491231002x', '110101199003074514'])('flags ID number %s', (id) => {
    expect(isIdNumberAsCreditCode(id)).toBe(true);
  });

  it.each([
    ['a real code of digits and a letter', '91440300708461136T'],
    // Valid by GB 32100 although digits only (its check happens to be a digit).
    ['a valid code that is digits only', '914403007084611381'],
    ['a made-up demo code with letters', '91320100MA1XXXXXX1'],
  ])('lets %s through', (_, code) => {
    expect(isIdNumberAsCreditCode(code)).toBe(false);
  });
});
