import type { TPaymentEvent } from '@alma/shared/admin-api/orders';
import { describe, expect, it } from 'vitest';
import { en, zh } from '../messages.ts';
import { type PaymentEventWords, paymentEventWords, providerWords } from './payment-event-words.ts';

/** A t() over one catalogue, as i18next reads `orders.<path>` with {{name}} placeholders. */
const tOf =
  (catalogue: typeof zh) =>
  (key: string, params: Record<string, string> = {}): string => {
    const found = key
      .replace(/^orders\./, '')
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
    if (typeof found !== 'string') return key;
    return found.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => params[name] ?? '');
  };

const event = (fields: Partial<TPaymentEvent>): TPaymentEvent => ({
  id: 1,
  kind: 'payment.notification',
  source: 'sandbox',
  result: 'credited',
  amount: 100,
  reference: '',
  detail: '',
  refundId: null,
  staffUsername: '',
  createdAt: '2026-03-01 10:00:00',
  ...fields,
});

const CODES =
  /payment\.|refund\.|sandbox|wechat-pay|campus-card|credited|amountMismatch|AWAITING|PROCESSING|SUCCEEDED|FAILED|staff\b|amountFen|orders\./;

describe('payment events in words', () => {
  it.each<[string, Partial<TPaymentEvent>, PaymentEventWords, PaymentEventWords]>([
    [
      'a sandbox notification that credited the order',
      { reference: 'TEST2026' },
      { title: '支付通知 · 演示收银台 · 已入账', details: ['支付流水号 TEST2026'] },
      { title: 'Payment notification · Demo cashier · Credited', details: ['Transaction TEST2026'] },
    ],
    [
      'a replayed notification',
      { source: 'wechat-pay', result: 'already' },
      { title: '支付通知 · 微信支付 · 已入账过，本次未重复入账', details: [] },
      { title: 'Payment notification · WeChat Pay · Already credited; not counted again', details: [] },
    ],
    [
      'the reconciler’s query with the wrong amount',
      { kind: 'payment.query', source: 'alipay', result: 'amountMismatch' },
      { title: '查询支付结果 · 支付宝 · 金额不符，未入账', details: [] },
      { title: 'Payment looked up · Alipay · Amount did not match; not credited', details: [] },
    ],
    [
      'a campus card charge',
      { kind: 'payment.charge', source: 'campus-card' },
      { title: '扣款 · 校园卡 · 已入账', details: [] },
      { title: 'Charge · Campus card · Credited', details: [] },
    ],
    [
      'a refund a staff member asked for, waiting for approval',
      {
        kind: 'refund.requested',
        source: 'staff',
        result: 'AWAITING_APPROVAL',
        staffUsername: 'finance1',
        reference: 'B1R1',
        detail: '捐赠人申请退款',
      },
      {
        title: '申请退款 · 待另一位财务审批',
        details: ['经办人 finance1', '退款单号 B1R1', '原因：捐赠人申请退款'],
      },
      {
        title: 'Refund asked for · Waiting for a second finance member',
        details: ['By finance1', 'Refund number B1R1', 'Reason: 捐赠人申请退款'],
      },
    ],
    [
      'a refund the provider finished',
      { kind: 'refund.succeeded', source: 'sandbox', result: 'SUCCEEDED', reference: 'B1R1' },
      { title: '退款成功 · 演示收银台', details: ['退款单号 B1R1'] },
      { title: 'Refund done · Demo cashier', details: ['Refund number B1R1'] },
    ],
    [
      'a refund the provider refused',
      { kind: 'refund.failed', source: 'alipay', result: 'FAILED', detail: '余额不足' },
      { title: '退款失败 · 支付宝', details: ['支付渠道答复：余额不足'] },
      { title: 'Refund failed · Alipay', details: ['The provider said: 余额不足'] },
    ],
    [
      'a late payment’s refund the ledger owes by itself',
      { kind: 'refund.owed', result: '', detail: 'naming objects taken meanwhile' },
      { title: '应原路退款 · 演示收银台', details: ['支付到账时所冠名的座位或图书已被他人认捐'] },
      {
        title: 'Refund owed · Demo cashier',
        details: ['The seats or books were named by someone else before the payment arrived'],
      },
    ],
    [
      'a provider and a result the console has no words for',
      { source: 'bank-x', result: 'weirdOutcome' },
      { title: '支付通知 · 其他支付渠道', details: [] },
      { title: 'Payment notification · Another provider', details: [] },
    ],
  ])('%s', (_name, fields, chinese, english) => {
    expect(paymentEventWords(event(fields), tOf(zh))).toEqual(chinese);
    expect(paymentEventWords(event(fields), tOf(en))).toEqual(english);
  });

  it('has words for every kind, in both languages, and never shows a code', () => {
    for (const kind of Object.keys(zh.event)) {
      const fields = { kind: kind.replace('_', '.') as TPaymentEvent['kind'], source: 'staff', result: 'X' };
      for (const catalogue of [zh, en]) {
        const words = paymentEventWords(event(fields), tOf(catalogue));
        expect(words.title).not.toMatch(CODES);
        expect(words.title).not.toBe('');
      }
    }
  });

  it('names the provider of an order, and none for a staff action', () => {
    expect(providerWords('sandbox', tOf(zh))).toBe('演示收银台');
    expect(providerWords('campus-card', tOf(en))).toBe('Campus card');
    expect(providerWords('staff', tOf(zh))).toBe('');
    expect(providerWords('', tOf(zh))).toBe('');
    expect(providerWords('toString', tOf(zh))).toBe('其他支付渠道');
  });
});
