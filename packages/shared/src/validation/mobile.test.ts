import { describe, expect, it } from 'vitest';
import { displayMobile, maskIdNo, maskMobile, maskWholeMobile, parseMobile } from './mobile.ts';

describe('parseMobile', () => {
  const mainland = { areaCode: '86', number: '13900000000' };
  it.each([
    ['13812345678', { areaCode: '86', number: '13812345678' }],
    ['86-13812345678', { areaCode: '86', number: '13812345678' }],
    ['+86-13812345678', { areaCode: '86', number: '13812345678' }],
    ['852-91234567', { areaCode: '852', number: '91234567' }],
    ['1-4155550123', { areaCode: '1', number: '4155550123' }],
    ['+852-9123 4567', { areaCode: '852', number: '91234567' }],
    ['00852-91234567', { areaCode: '852', number: '91234567' }],
    ['1381234567', null],
    ['138123456789', null],
    ['23812345678', null],
    ['86-1381234567a', null],
    ['abc', null],
    ['852-123', null],
    ['852-', null],
    ['-13900000000', null],
    ['+13900000000', null],
    ['852 9123 4567', null],
    ['86-2381234567', null],
    ['', null],
  ])('%s', (raw, parsed) => {
    expect(parseMobile(raw)).toEqual(parsed);
  });

  // One number however it is written: one SMS limit, one account.
  it.each([
    '13900000000',
    '139-0000-0000',
    '139 0000 0000',
    ' 13900000000 ',
    '86-13900000000',
    '086-13900000000',
    '0086-13900000000',
    '0086 13900000000',
    '0086-139-0000-0000',
    '+8613900000000',
    '+86 139 0000 0000',
    '+86-139-0000-0000',
    '+86 (139) 0000.0000',
    '8613900000000',
    '86 139 0000 0000',
    '86 139-0000-0000',
    '+86139-0000-0000',
    '008613900000000',
    '86-8613900000000',
    '86-008613900000000',
    '86\u00a0139\u30000000 0000',
  ])('%s is +8613900000000', (raw) => {
    expect(parseMobile(raw)).toEqual(mainland);
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

describe('displayMobile', () => {
  it('shows a mobile as donors write it, not as it is stored', () => {
    expect(displayMobile('86-13800000008')).toBe('13800000008');
    expect(displayMobile('852-91234567')).toBe('+852 91234567');
    expect(displayMobile('not a number')).toBe('not a number');
  });
});
