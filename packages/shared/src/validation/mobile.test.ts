import { describe, expect, it } from 'vitest';
import { maskIdNo, maskMobile, maskWholeMobile, parseMobile } from './mobile.ts';

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

describe('maskWholeMobile', () => {
  it.each([
    ['86-13812345678', '138****5678'],
    ['852-91234567', '852-91****67'],
    ['garbage', 'ga***ge'],
  ])('%s → %s', (whole, masked) => {
    expect(maskWholeMobile(whole)).toBe(masked);
  });
});

describe('maskIdNo', () => {
  it.each([
    ['320102199001011234', '3201**********1234'],
    ['12345678', '********'],
    ['A1234567(8)', 'A123***7(8)'],
  ])('%s → %s', (idNo, masked) => {
    expect(maskIdNo(idNo)).toBe(masked);
  });
});
