import { describe, expect, it } from 'vitest';
import { payMethodLabelKey, payMethodsOf, showPayMethodList } from './pay-methods.ts';

describe('pay methods', () => {
  it.each([
    [['1', '2', '15'], [1, 2, 15], true],
    [['2'], [2], false],
    [[], [], false],
    [['1', '1'], [1], false],
    [['9', '14'], [9, 14], true],
    [['99', '1'], [99, 1], true],
    [['x', '3', '1'], [1], false],
  ])('%j offers %j, list shown: %s', (configured, methods, shown) => {
    expect(payMethodsOf(configured)).toEqual(methods);
    expect(showPayMethodList(payMethodsOf(configured))).toBe(shown);
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
