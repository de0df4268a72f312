import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPayForm } from './fake-alipay.ts';
import { rsa2Verify, signContent } from './signing.ts';
import { escapeAttribute, orderSubject, renderWapForm, wapPayParams } from './wap-form.ts';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const options = {
  appId: '2021000000000001',
  privateKey: merchant.privateKey,
  gatewayUrl: 'https://openapi.alipay.com/gateway.do',
  notifyUrl: 'https://alma.example/pay/notify/alipay',
  returnUrl: 'https://alma.example/#/pay-back?id=1',
};
const order = {
  billNo: '20260101120000123456789012',
  amountFen: 1050,
  subject: '助学金',
  payType: 2,
  expiresAt: new Date('2026-01-01T04:15:00Z'),
};
const now = new Date('2026-01-01T04:00:00Z');

describe('alipay.trade.wap.pay parameters', () => {
  it('carries the common parameters, the order and a signature the merchant key verifies', () => {
    const params = wapPayParams(options, order, now);
    expect(params).toMatchObject({
      app_id: options.appId,
      method: 'alipay.trade.wap.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2026-01-01 12:00:00',
      version: '1.0',
      notify_url: options.notifyUrl,
      return_url: options.returnUrl,
    });
    expect(JSON.parse(params.biz_content ?? '')).toEqual({
      out_trade_no: order.billNo,
      total_amount: '10.50',
      subject: '助学金',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-01-01 12:15:00',
    });
    expect(rsa2Verify(merchant.publicKey, signContent(params), params.sign ?? '')).toBe(true);
  });

  it.each([
    ['a/b=c&d', 'a b c d'],
    ['   ', '捐赠'],
    ['x'.repeat(300), 'x'.repeat(256)],
  ])('subject %s → %s', (subject, expected) => {
    expect(orderSubject(subject)).toBe(expected);
  });
});

describe('the auto-submitting form', () => {
  const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)>'`;

  it('posts every signed parameter to the gateway, escaped, with nothing active but its submit line', () => {
    const params = wapPayParams(options, { ...order, subject: hostile }, now);
    const html = renderWapForm(options.gatewayUrl, params);
    const form = readPayForm(html);
    expect(form.action).toBe('https://openapi.alipay.com/gateway.do?charset=utf-8');
    expect(form.fields).toEqual(params);
    expect(JSON.parse(form.fields.biz_content ?? '').subject).toBe(orderSubject(hostile));
    // One form, one script (the submit line), no other element or handler survives escaping.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`<script>document.forms['alipaysubmit'].submit();</script>`);
    expect(html).not.toMatch(/<img|onerror=/);
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(html.replace(/<script>[^<]*<\/script>$/, '')).toMatch(/^<form [^<]*>(<input [^<]*>)*<\/form>$/);
  });

  it.each([
    ['a&b', 'a&amp;b'],
    [`"'<>`, '&quot;&#39;&lt;&gt;'],
    ['&amp;', '&amp;amp;'],
  ])('escapes %s as %s', (value, escaped) => {
    expect(escapeAttribute(value)).toBe(escaped);
  });
});
