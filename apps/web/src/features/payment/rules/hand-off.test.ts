import { describe, expect, it } from 'vitest';
import { handOffAction, handOffLink, handOffMode } from './hand-off.ts';

const WECHAT = 'Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI';
const MINI = `${WECHAT} miniProgram/wx1234`;
const SAFARI = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

describe('handOffMode', () => {
  it.each([
    [WECHAT, true, 'wechat'],
    [MINI, true, 'miniProgram'],
    [SAFARI, false, 'browser'],
  ])('%s → %s', (userAgent, isWechat, mode) => {
    expect(handOffMode(userAgent, isWechat)).toBe(mode);
  });
});

describe('handOffAction', () => {
  const form =
    '<form name="punchout_form" method="post" action="https://openapi.alipay.com/gateway.do"></form>';
  it.each([
    [form, { kind: 'form', html: form }],
    [{ data: form }, { kind: 'form', html: form }],
    ['https://pay.example/cashier?billNo=1', { kind: 'url', url: 'https://pay.example/cashier?billNo=1' }],
    [{ data: '/pay/sandbox/cashier?billNo=1' }, { kind: 'url', url: '/pay/sandbox/cashier?billNo=1' }],
    ['//evil.example/x', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['', { kind: 'none' }],
    [null, { kind: 'none' }],
    [{ data: 12 }, { kind: 'none' }],
  ])('%j → %j', (data, action) => {
    expect(handOffAction(data)).toEqual(action);
  });
});

describe('handOffLink', () => {
  it.each([
    [
      'https://give.example/#/alipay?billNo=B1',
      'B1',
      'tok',
      'https://give.example/#/alipay?billNo=B1&token=tok',
    ],
    [
      'https://give.example/#/alipay?billNo=B1&token=old',
      'B1',
      'new',
      'https://give.example/#/alipay?billNo=B1&token=new',
    ],
    ['https://give.example/#/alipay?billNo=B1', 'B1', '', 'https://give.example/#/alipay?billNo=B1'],
  ])('%s → %s', (href, billNo, token, link) => {
    expect(handOffLink(href, billNo, token)).toBe(link);
  });
});
