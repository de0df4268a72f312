import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyAlipayNotification } from './notification.ts';
import { type AlipayParams, rsa2Sign, signContent } from './signing.ts';

const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const appId = '2021000000000001';
const options = { appId, alipayPublicKey: alipay.publicKey };

const base: AlipayParams = {
  notify_time: '2026-01-01 12:01:00',
  notify_type: 'trade_status_sync',
  notify_id: 'ac05099524730693a8b330c5ecf72da9786',
  app_id: appId,
  charset: 'utf-8',
  version: '1.0',
  sign_type: 'RSA2',
  trade_no: '2026010122001400000000000001',
  out_trade_no: '20260101120000123456789012',
  trade_status: 'TRADE_SUCCESS',
  total_amount: '10.50',
  subject: '助学 & 奖学',
  gmt_payment: '2026-01-01 12:00:30',
};

/** A notification as Alipay sends it: signed over all but sign and sign_type, form-urlencoded. */
function signed(changes: AlipayParams = {}, key = alipay.privateKey): AlipayParams {
  const params = { ...base, ...changes };
  return { ...params, sign: rsa2Sign(key, signContent(params, ['sign', 'sign_type'])) };
}
const incoming = (params: AlipayParams) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  rawBody: new URLSearchParams(params).toString(),
});
const verify = (params: AlipayParams) => verifyAlipayNotification(options, incoming(params));

describe('Alipay notifications', () => {
  it.each<[string, AlipayParams, boolean]>([
    ['TRADE_SUCCESS', {}, true],
    ['TRADE_FINISHED', { trade_status: 'TRADE_FINISHED' }, true],
    ['WAIT_BUYER_PAY', { trade_status: 'WAIT_BUYER_PAY' }, false],
    ['TRADE_CLOSED', { trade_status: 'TRADE_CLOSED' }, false],
  ])('reads a signed %s', (_state, changes, paid) => {
    expect(verify(signed(changes))).toEqual({
      billNo: base.out_trade_no,
      amountFen: 1050,
      tradeNo: base.trade_no,
      paid,
    });
  });

  it('reads a body whose spaces came as + (form encoding)', () => {
    const body = new URLSearchParams(signed()).toString();
    expect(body).toContain('+');
    expect(verifyAlipayNotification(options, { headers: {}, rawBody: body })?.amountFen).toBe(1050);
  });

  const good = signed();
  it.each<[string, AlipayParams | string]>([
    ['an amount changed after signing', { ...good, total_amount: '0.01' }],
    ['an order changed after signing', { ...good, out_trade_no: '20260101120000999999999999' }],
    [
      'a status changed after signing',
      { ...signed({ trade_status: 'WAIT_BUYER_PAY' }), trade_status: 'TRADE_SUCCESS' },
    ],
    ['a signature by another key', signed({}, stranger.privateKey)],
    ['a signature cut short', { ...good, sign: (good.sign ?? '').slice(8) }],
    ['no signature', { ...base }],
    ['another application (signed by Alipay)', signed({ app_id: '2021000000000002' })],
    ['sign_type RSA', { ...good, sign_type: 'RSA' }],
    ['an unknown trade status', signed({ trade_status: 'TRADE_PAID' })],
    ['an amount that is not yuan', signed({ total_amount: '10.505' })],
    ['no out_trade_no', signed({ out_trade_no: '' })],
    ['a parameter given twice', `${new URLSearchParams(good).toString()}&total_amount=0.01`],
    ['an empty body', ''],
    ['a JSON body', JSON.stringify(good)],
  ])('refuses %s', (_case, params) => {
    const rawBody = typeof params === 'string' ? params : new URLSearchParams(params).toString();
    expect(verifyAlipayNotification(options, { headers: {}, rawBody })).toBeNull();
  });
});
