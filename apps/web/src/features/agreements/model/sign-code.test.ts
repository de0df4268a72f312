import { translate } from '@alma/shared/i18n/server-messages';
import { describe, expect, it } from 'vitest';
import {
  canSendSignCode,
  checkSignCode,
  signCodeButtonLabel,
  signCodeInput,
  signCodeProblem,
  signCodeRequired,
  withSignCode,
} from './sign-code.ts';

describe('whether signing asks for an SMS code', () => {
  it.each([
    [{ agreementSignSms: 1 as const }, true],
    [{ agreementSignSms: 0 as const }, false],
    [{}, false],
    [undefined, false],
  ])('baseConfig %j → %s', (config, asked) => {
    expect(signCodeRequired(config)).toBe(asked);
  });
});

describe('the code field', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12a3-4', '1234'],
    ['12345678', '123456'],
    ['', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(signCodeInput(typed)).toBe(kept);
  });
});

describe('the code’s checks, in the server’s words', () => {
  it.each([
    ['', 'agreement.smsCodeRequired', '请输入短信验证码'],
    ['   ', 'agreement.smsCodeRequired', '请输入短信验证码'],
    ['12345', 'agreement.smsCodeLength', '请输入6位短信验证码'],
    ['1234567', 'agreement.smsCodeLength', '请输入6位短信验证码'],
    ['12a456', 'agreement.smsCodeLength', '请输入6位短信验证码'],
  ] as const)('%j → %s (%s)', (code, key, words) => {
    expect(signCodeProblem(code)).toBe(key);
    expect(translate('zh_CN', key)).toBe(words);
  });

  it('passes six digits', () => {
    expect(signCodeProblem('012345')).toBeNull();
    expect(signCodeProblem(' 012345 ')).toBeNull();
  });
});

describe('before the upload', () => {
  it('asks nothing and sends no code when the foundation does not ask for one (the demo)', () => {
    expect(checkSignCode(false, '')).toEqual({ ok: true, smsCode: undefined });
    expect(checkSignCode(false, '12')).toEqual({ ok: true, smsCode: undefined });
  });

  it('stops on an empty or short code when it does', () => {
    expect(checkSignCode(true, '')).toEqual({ ok: false, problem: 'agreement.smsCodeRequired' });
    expect(checkSignCode(true, '123')).toEqual({ ok: false, problem: 'agreement.smsCodeLength' });
  });

  it('sends six digits beside the file', () => {
    expect(checkSignCode(true, '654321')).toEqual({ ok: true, smsCode: '654321' });
    expect(withSignCode({ signAgreementId: '7' }, '654321')).toEqual({
      signAgreementId: '7',
      smsCode: '654321',
    });
    expect(withSignCode({ pdfUrl: '/documents/agreement/9.0.u' }, undefined)).toEqual({
      pdfUrl: '/documents/agreement/9.0.u',
    });
  });
});

describe('the get-code button, as the login’s', () => {
  it.each([
    [0, { key: 'agreements.signCode.send' }],
    [-2, { key: 'agreements.signCode.send' }],
    [1, { key: 'agreements.signCode.wait', count: 1 }],
    [59, { key: 'agreements.signCode.wait', count: 59 }],
  ])('%i seconds left → %o', (remaining, label) => {
    expect(signCodeButtonLabel(remaining)).toEqual(label);
  });

  it.each([
    [{ remaining: 0, sending: false, disabled: false }, true],
    [{ remaining: 30, sending: false, disabled: false }, false],
    [{ remaining: 0, sending: true, disabled: false }, false],
    [{ remaining: 0, sending: false, disabled: true }, false],
  ])('%j sends: %s', (state, sends) => {
    expect(canSendSignCode(state)).toBe(sends);
  });
});
