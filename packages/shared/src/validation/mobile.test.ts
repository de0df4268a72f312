import { describe, expect, it } from 'vitest';
import { maskMobile, parseMobile } from './mobile.ts';

describe('parseMobile', () => {
  it.each([
    ['13812345678', { areaCode: '86', number: '13812345678' }],
    ['86-13812345678', { areaCode: '86', number: '13812345678' }],
    ['+86-13812345678', { areaCode: '86', number: '13812345678' }],
    ['852-91234567', { areaCode: '852', number: '91234567' }],
    ['1-4155550123', { areaCode: '1', number: '4155550123' }],
    ['1381234567', null],
    ['138123456789', null],
    ['23812345678', null],
    ['86-1381234567a', null],
    ['abc', null],
    ['852-123', null],
    ['852-91234567-99', null],
    ['', null],
  ])('%s', (raw, parsed) => {
    expect(parseMobile(raw)).toEqual(parsed);
  });
});

describe('maskMobile', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['91234567', '91****67'],
    ['1234', '****'],
  ])('%s → %s', (number, masked) => {
    expect(maskMobile(number)).toBe(masked);
  });
});
