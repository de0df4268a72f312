import { describe, expect, it } from 'vitest';
import { isContactPhone } from './contact-phone.ts';

describe('isContactPhone', () => {
  it.each([
    '13912345678',
    '139 1234 5678',
    '139-1234-5678',
    '+86 139-1234-5678',
    '0086 13912345678',
    '010-12345678',
    '010 1234 5678',
    '01012345678',
    '(010) 12345678',
    '（010）1234 5678',
    '021-87654321',
    '0512-6512 3456',
    '0512-6512345',
    '0512-6512 3456 转 801',
    '0512-65123456转801',
    '010-12345678 分机 12',
    '010-12345678 ext. 801',
    '010-12345678#801',
    '021-12345678-801',
    '+86 10 12345678',
    '+86-512-6512-3456',
    '400-123-4567',
    '400 123 4567',
    '800-810-8888',
    ' 010-62750000 ',
  ])('accepts %s', (phone) => {
    expect(isContactPhone(phone)).toBe(true);
  });

  it.each([
    ['letters', 'abc-电话'],
    ['a word for a number', '电话'],
    ['letters in a number', '010-1234567a'],
    ['empty', ''],
    ['spaces only', '   '],
    ['a landline without its area code', '12345678'],
    ['a mobile one digit short', '1391234567'],
    ['a mobile one digit long', '139123456789'],
    ['a mobile that does not start 13-19', '12912345678'],
    ['a Beijing number one digit short', '010-1234567'],
    ['a 4-digit area code with 6 digits', '0512-651234'],
    ['an extension on a mobile', '13912345678 转 801'],
    ['an extension too long', '010-12345678 转 1234567'],
    ['two separators in a row', '010--12345678'],
    ['a number in brackets after the area code', '010 (12345678)'],
    ['another country', '+852 2345 6789'],
    ['a 400 number one digit short', '400-123-456'],
    ['longer than 30', `010-12345678 转 ${'1'.repeat(20)}`],
    ['a dash at the end', '010-12345678-'],
  ])('refuses %s (%s)', (_name, phone) => {
    expect(isContactPhone(phone)).toBe(false);
  });
});
