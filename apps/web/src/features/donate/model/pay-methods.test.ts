import { describe, expect, it } from 'vitest';
import {
  type PayPlace,
  payMethodLabelKey,
  payMethodsOf,
  payPlaceOf,
  showPayMethodList,
} from './pay-methods.ts';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
const MINI = `${WECHAT} miniProgram`;
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

describe('pay methods', () => {
  it.each([
    [['1', '2', '15'], [1, 2], true],
    [['2'], [2], false],
    [[], [], false],
    [['1', '1'], [1], false],
    [['9', '14'], [9, 14], true],
    [['99', '1'], [99, 1], true],
    [['x', '3', '1'], [1], false],
  ])('in WeChat %j offers %j, list shown: %s', (configured, methods, shown) => {
    expect(payMethodsOf({ payPlatformList: configured }, 'wechat')).toEqual(methods);
    expect(showPayMethodList(payMethodsOf({ payPlatformList: configured }, 'wechat'))).toBe(shown);
  });

  // WeChat Pay (1) only inside WeChat; mini-program pay (15) only in the mini-program.
  it.each([
    ['wechat', [], [1, 2, 9, 14]],
    ['miniProgram', [], [1, 2, 9, 14, 15]],
    ['browser', [], [2, 9, 14]],
    // Unless the sandbox pays them in any browser (PAY_SANDBOX_ANY_BROWSER).
    ['browser', ['1', '2', '14', '15'], [1, 2, 9, 14, 15]],
    ['wechat', ['15'], [1, 2, 9, 14, 15]],
    ['browser', ['1'], [1, 2, 9, 14]],
  ] as const)('in %s with any-browser %j: %j', (place, anyBrowserPayList, methods) => {
    const form = { payPlatformList: ['1', '2', '9', '14', '15'], anyBrowserPayList: [...anyBrowserPayList] };
    expect(payMethodsOf(form, place as PayPlace)).toEqual(methods);
  });

  it.each([
    [WECHAT, 'wechat'],
    [MINI, 'miniProgram'],
    [SAFARI, 'browser'],
  ])('%s runs in %s', (userAgent, place) => {
    expect(payPlaceOf(userAgent)).toBe(place);
  });

  it.each([
    [1, 'donate.pay.wechat'],
    [2, 'donate.pay.alipay'],
    [9, 'donate.pay.campusCard'],
    [14, 'donate.pay.other'],
    [15, 'donate.pay.wechatMini'],
    [99, 'donate.pay.extra'],
  ])('pay type %i is labelled %s', (payType, key) => {
    expect(payMethodLabelKey(payType)).toBe(key);
  });
});
