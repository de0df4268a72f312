import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../payment-provider.ts';
import { type FakeWechatPay, startFakeWechatPay } from './fake-wechat-pay.ts';
import { type FakeKeys, makeFakeKeys } from './fake-wechat-pay-keys.ts';
import { makeWechatPayProvider } from './provider.ts';
import { parseTradeBill, TRADE_BILL_HEADER, TRADE_BILL_SUMMARY_HEADER } from './trade-bill.ts';

/** The day's bill, fetched from the local fake (which checks every request's signature) and read. */

let keys: FakeKeys;
let fake: FakeWechatPay;
let provider: PaymentProvider;
const NOW = new Date('2026-03-10T10:00:00+08:00');

beforeAll(async () => {
  keys = makeFakeKeys();
  // The fake and the provider share a fixed clock, so the payments fall on a known Shanghai day.
  fake = await startFakeWechatPay({ keys, now: () => NOW });
  provider = makeWechatPayProvider({
    mchId: keys.mchId,
    appId: keys.appId,
    serialNo: keys.merchant.serial,
    privateKey: keys.merchant.privateKey,
    platformPublicKey: keys.platform.publicKey,
    platformSerial: keys.platform.serial,
    apiV3Key: Buffer.from(keys.apiV3Key, 'utf8'),
    baseUrl: fake.url,
    publicUrl: 'https://alma.example.edu',
    now: () => NOW,
  });
  for (const [billNo, amountFen] of [
    ['20260310100000000000000001', 1050],
    ['20260310100000000000000002', 20_000],
  ] as const) {
    await provider.create({
      billNo,
      amountFen,
      subject: '助学基金',
      payType: 1,
      expiresAt: new Date(NOW.getTime() + 15 * 60_000),
      payerOpenId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
    });
    await fake.pay(billNo, { notify: false });
  }
  await provider.refund({
    billNo: '20260310100000000000000002',
    refundNo: 'R20260310000001',
    amountFen: 5000,
  });
});
afterAll(() => fake.close());

describe('WeChat Pay trade bill', () => {
  it('fetches the day through a signed request and a download, and reads its payments and refunds', async () => {
    const lines = await provider.tradeBill?.('2026-03-10');
    const paid = fake.orders.get('20260310100000000000000002');
    expect(lines).toEqual([
      {
        tradeNo: fake.orders.get('20260310100000000000000001')?.transactionId,
        billNo: '20260310100000000000000001',
        amountFen: 1050,
        kind: 'payment',
        at: NOW,
        status: 'paid',
      },
      {
        tradeNo: paid?.transactionId,
        billNo: '20260310100000000000000002',
        amountFen: 20_000,
        kind: 'payment',
        at: NOW,
        status: 'paid',
      },
      {
        tradeNo: paid?.transactionId,
        billNo: '20260310100000000000000002',
        amountFen: 5000,
        kind: 'refund',
        refundNo: 'R20260310000001',
        at: NOW,
        status: 'refunded',
      },
    ]);
    const paths = fake.requests.map((request) => `${request.status} ${request.path.split('?')[0]}`);
    expect(paths.slice(-2)).toEqual(['200 /v3/bill/tradebill', '200 /v3/billdownload/file']);
    expect(await provider.tradeBill?.('2026-03-11')).toEqual([]);
  });

  it('refuses a file that is not the one the signed answer described', async () => {
    fake.billEdit = (text) => text.replace('`200.00', '`199.00');
    try {
      await expect(provider.tradeBill?.('2026-03-10')).rejects.toThrow(/hash/);
    } finally {
      fake.billEdit = null;
    }
  });

  it('reads the backtick fields and stops at the summary', () => {
    const text = [
      TRADE_BILL_HEADER,
      '`2026-03-10 23:59:59,`wx1,`1900000109,`0,`,`4200001,`B1,`o1,`JSAPI,`REVOKED,`OTHERS,`CNY,`1.00,`0.00,`0,`0,`0.00,`0.00,`,`,`x,`,`0.00000,`0.60%,`1.00,`0.00,`',
      TRADE_BILL_SUMMARY_HEADER,
      '`1,`1.00,`0.00,`0.00,`0.00000,`1.00,`0.00',
    ].join('\n');
    expect(parseTradeBill(`\uFEFF${text}`)).toEqual([
      {
        tradeNo: '4200001',
        billNo: 'B1',
        amountFen: 100,
        kind: 'payment',
        at: new Date('2026-03-10T15:59:59Z'),
        status: 'closed',
      },
    ]);
    expect(() => parseTradeBill(text.replace('`0.60%,`1.00', '`0.60%,`x'))).toThrow(/amount/);
    expect(() => parseTradeBill('a,b\n`1,`2')).toThrow(/column/);
  });
});
