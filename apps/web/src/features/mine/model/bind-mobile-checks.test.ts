import { describe, expect, it } from 'vitest';
import { bindWireMobile, checkBind, checkBindMobile } from './bind-mobile-checks.ts';

describe('checkBindMobile / checkBind', () => {
  it.each([
    ['86', '', '', 'mobileRequired'],
    ['86', '   ', '123456', 'mobileRequired'],
    ['86', '1380000000', '123456', 'mobileInvalid'],
    ['86', '138000000001', '123456', 'mobileInvalid'],
    ['86', '13800000000', '', 'codeRequired'],
    ['86', '13800000000', '  ', 'codeRequired'],
    ['86', '13800000000', '123456', null],
    ['852', '91234567', '123456', null],
  ] as const)('+%s %s code %s → %s', (areaCode, mobile, code, problem) => {
    expect(checkBind({ areaCode, mobile, code })).toBe(problem);
  });

  it('asks for a code only for a well-formed mobile', () => {
    expect(checkBindMobile({ areaCode: '86', mobile: '' })).toBe('mobileRequired');
    expect(checkBindMobile({ areaCode: '86', mobile: '12345' })).toBe('mobileInvalid');
    expect(checkBindMobile({ areaCode: '86', mobile: '13800000000' })).toBeNull();
  });

  it('sends the mobile as areaCode-number', () => {
    expect(bindWireMobile({ areaCode: '86', mobile: ' 13800000000 ' })).toBe('86-13800000000');
  });
});
