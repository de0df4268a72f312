import type { TPayData } from '@alma/shared/api/donate';
import { describe, expect, it } from 'vitest';
import { miniPayUrl } from '../../../lib/mini-program-pay.ts';
import { decidePayAction, isPayUrl } from './pay-action.ts';

const jsapi: TPayData = {
  timeStamp: '1700000000',
  nonceStr: 'abc',
  package: 'prepay_id=wx1',
  packageValue: 'prepay_id=wx1',
  signType: 'RSA',
  paySign: 'sig',
};
const cashier = 'http://127.0.0.1:3000/pay/sandbox/cashier?billNo=D1';

const outside = { inWechat: false, hasWechatBridge: false };

describe('what happens after items/donate', () => {
  // Doc 3 §2: Alipay inside WeChat goes to the hand-off page with its open-in-browser guide,
  // whatever the server answered (the sandbox's cashier address included).
  it.each([
    [cashier, { inWechat: true, hasWechatBridge: true }],
    [cashier, { inWechat: true, hasWechatBridge: false }],
    ['<form action="https://alipay"></form>', { inWechat: true, hasWechatBridge: true }],
    [null, { inWechat: true, hasWechatBridge: false }],
  ])('Alipay inside WeChat with %j → the hand-off page', (data, environment) => {
    expect(decidePayAction(2, data, environment)).toEqual({ kind: 'alipay' });
  });

  it.each([
    [1, cashier, false, { kind: 'redirect', url: cashier }],
    [2, cashier, false, { kind: 'redirect', url: cashier }],
    [15, cashier, true, { kind: 'redirect', url: cashier }],
    [
      14,
      'https://pay.example.com/go?x=1',
      false,
      { kind: 'redirect', url: 'https://pay.example.com/go?x=1' },
    ],
    [1, '/pay/sandbox/cashier?billNo=D1', false, { kind: 'redirect', url: '/pay/sandbox/cashier?billNo=D1' }],
    [1, jsapi, true, { kind: 'jsapi', params: jsapi }],
    [15, jsapi, true, { kind: 'jsapi', params: jsapi }],
    [1, jsapi, false, { kind: 'needsWechat' }],
    [2, '<form action="https://alipay"></form>', false, { kind: 'alipay' }],
    [2, null, false, { kind: 'alipay' }],
    [9, null, false, { kind: 'success' }],
    [1, null, true, { kind: 'payback' }],
  ] as const)('outside WeChat… pay type %i with %j (bridge %s)', (payType, data, bridge, action) => {
    expect(decidePayAction(payType, data, { ...outside, hasWechatBridge: bridge })).toEqual(action);
  });

  it('in the mini-program’s web view, JSAPI parameters go to its native pay page, a cashier URL is followed', () => {
    const mini = { inWechat: true, hasWechatBridge: true, inMiniProgram: true };
    expect(decidePayAction(15, jsapi, mini)).toEqual({ kind: 'miniProgramPay', params: jsapi });
    expect(decidePayAction(1, jsapi, { ...mini, hasWechatBridge: false })).toEqual({
      kind: 'miniProgramPay',
      params: jsapi,
    });
    expect(decidePayAction(15, cashier, mini)).toEqual({ kind: 'redirect', url: cashier });
  });

  it.each([
    [cashier, true],
    ['/pay/sandbox/cashier?billNo=1', true],
    ['<html></html>', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%j is a URL: %s', (text, url) => {
    expect(isPayUrl(text)).toBe(url);
  });
});

describe('the mini-program pay page address', () => {
  it('carries the order number and exactly the parameters wx.requestPayment takes', () => {
    const url = miniPayUrl('/pages/pay/index', 'D20261205001', {
      ...(jsapi as object),
      appId: 'wx1',
    } as typeof jsapi);
    const [path, query = ''] = url.split('?');
    expect(path).toBe('/pages/pay/index');
    const params = new URLSearchParams(query);
    expect(params.get('billNo')).toBe('D20261205001');
    expect(JSON.parse(params.get('payParams') ?? '')).toEqual({
      timeStamp: '1700000000',
      nonceStr: 'abc',
      package: 'prepay_id=wx1',
      signType: 'RSA',
      paySign: 'sig',
    });
    expect(miniPayUrl('/pages/middle/pay?from=web', 'D1', jsapi as never)).toMatch(
      /^\/pages\/middle\/pay\?from=web&billNo=D1&/,
    );
  });
});
