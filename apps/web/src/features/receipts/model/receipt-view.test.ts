import { describe, expect, it } from 'vitest';
import { receiptTabOf, receiptTabStatus } from './receipt-tabs.ts';
import { isPostalWay, receiptStatusLabel, sendStateView, showsInvoice } from './receipt-view.ts';

describe('receipt tabs (doc 3 §2)', () => {
  it.each([
    [null, 'all', ''],
    ['toInvoice', 'toInvoice', '1'],
    ['invoiced', 'invoiced', '2,3,4,5,6,7'],
    ['other', 'all', ''],
  ] as const)('?tab=%s → %s asking status %j', (value, tab, status) => {
    expect(receiptTabOf(value)).toBe(tab);
    expect(receiptTabStatus(receiptTabOf(value))).toBe(status);
  });
});

describe('the receipt detail (doc 3 §4)', () => {
  it.each([
    [1, false],
    [2, true],
    [3, false],
    [4, true],
    [5, false],
    [6, true],
    [7, true],
  ])('status %i shows the invoice: %s', (status, shown) => {
    expect(showsInvoice(status)).toBe(shown);
  });

  it('words the statuses in both languages', () => {
    expect(receiptStatusLabel(1, 'zh_CN')).toBe('开票中');
    expect(receiptStatusLabel(7, 'English')).toBe('Sent');
    expect(receiptStatusLabel(9, 'zh_CN')).toBe('');
  });

  it.each([
    ['', { kind: 'none' }],
    ['sent', { kind: 'sent' }],
    ['邮箱不存在', { kind: 'failed', reason: '邮箱不存在' }],
  ] as const)('sendState %j → %j', (state, view) => {
    expect(sendStateView(state)).toEqual(view);
  });

  it('knows which ways carry postal fields', () => {
    expect([1, 2, 3, 4].map(isPostalWay)).toEqual([true, true, false, false]);
  });
});
