import { describe, expect, it } from 'vitest';
import { checkMobileLogin, checkPasswordLogin, checkSmsRequest, wireMobile } from './login-checks.ts';

describe('wireMobile', () => {
  it.each([
    ['86', '13800000000', '86-13800000000'],
    ['852', ' 91234567 ', '852-91234567'],
  ])('%s + %j → %s', (areaCode, mobile, expected) => {
    expect(wireMobile({ areaCode, mobile })).toBe(expected);
  });
});

describe('checkSmsRequest', () => {
  it.each([
    ['86', '', 0, 'mobileRequired'],
    ['86', '   ', 0, 'mobileRequired'],
    ['86', '1380000000', 0, 'mobileInvalid'],
    ['86', '23800000000', 0, 'mobileInvalid'],
    ['86', '13800000000', 0, null],
    ['852', '91234567', 0, null],
    ['86', '13800000000', 12, 'waiting'],
    ['86', '', 5, 'waiting'],
  ] as const)('+%s %j, %i s left → %s', (areaCode, mobile, remaining, expected) => {
    expect(checkSmsRequest({ areaCode, mobile, remaining })).toBe(expected);
  });
});

describe('checkMobileLogin', () => {
  const filled = { agreed: true, areaCode: '86', mobile: '13800000000', code: '123456' };
  it.each([
    [{}, null],
    [{ agreed: false }, 'agreeRequired'],
    [{ agreed: false, mobile: '', code: '' }, 'agreeRequired'],
    [{ mobile: '' }, 'mobileRequired'],
    [{ mobile: '', code: '' }, 'mobileRequired'],
    [{ mobile: '138' }, 'mobileInvalid'],
    [{ code: '' }, 'codeRequired'],
    [{ code: '  ' }, 'codeRequired'],
  ] as const)('%o → %s', (change, expected) => {
    expect(checkMobileLogin({ ...filled, ...change })).toBe(expected);
  });
});

describe('checkPasswordLogin', () => {
  const filled = { agreed: true, username: 'demo', password: 'demo1234' };
  it.each([
    [{}, null],
    [{ agreed: false }, 'agreeRequired'],
    [{ agreed: false, username: '' }, 'agreeRequired'],
    [{ username: '' }, 'usernameRequired'],
    [{ username: ' ', password: '' }, 'usernameRequired'],
    [{ password: '' }, 'passwordRequired'],
    [{ password: ' ' }, null],
  ] as const)('%o → %s', (change, expected) => {
    expect(checkPasswordLogin({ ...filled, ...change })).toBe(expected);
  });
});
