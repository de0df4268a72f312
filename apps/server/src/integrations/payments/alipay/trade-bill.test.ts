import { generateKeyPairSync } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../payment-provider.ts';
import { makeAlipayClient } from './client.ts';
import {
  type FakeAlipay,
  type FakeAlipayKeys,
  makeFakeAlipayKeys,
  readPayForm,
  startFakeAlipay,
} from './fake-alipay.ts';
import { gbkEncode, gbkZip, tradeBillCsv } from './fake-alipay-bill.ts';
import { type AlipayOptions, makeAlipayProvider } from './provider.ts';
import { parseTradeBill, readTradeBillZip, TRADE_BILL_HEADER } from './trade-bill.ts';

/** The day's bill: a signed address query to the local fake, the ZIP it serves, and its GBK CSV read. */

const BILL_METHOD = 'alipay.data.dataservice.bill.downloadurl.query';
const NOW = new Date('2026-03-10T10:00:00+08:00');
const SMALL = '20260310100000000000000001';
const LARGE = '20260310100000000000000002';
let keys: FakeAlipayKeys;
let fake: FakeAlipay;
let options: AlipayOptions;
let provider: PaymentProvider;

/** The order placed with the provider, its form posted as the donor's browser would, then paid. */
async function paid(billNo: string, amountFen: number) {
  const action = await provider.create({
    billNo,
    amountFen,
    subject: '助学基金',
    payType: 2,
    expiresAt: new Date(NOW.getTime() + 15 * 60_000),
  });
  if (action.kind !== 'form') throw new Error('not a form');
  const form = readPayForm(action.html);
  await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  await fake.pay(billNo, { notify: false });
}

beforeAll(async () => {
  keys = makeFakeAlipayKeys();
  // The fake and the provider share a fixed clock, so the payments fall on a known Shanghai day.
  fake = await startFakeAlipay({ keys, now: () => NOW });
  options = {
    appId: keys.appId,
    privateKey: keys.merchant.privateKey,
    alipayPublicKey: keys.alipay.publicKey,
    gatewayUrl: fake.url,
    publicUrl: 'https://alma.example.edu',
    now: () => NOW,
  };
  provider = makeAlipayProvider(options);
  await paid(SMALL, 1);
  await paid(LARGE, 123_456);
  expect(await provider.refund({ billNo: LARGE, refundNo: 'R20260310000001', amountFen: 10_000 })).toEqual({
    accepted: true,
  });
});
afterAll(() => fake.close());

describe('Alipay trade bill from the fake gateway', () => {
  it('reads the day’s payments and refund, exact to the fen', async () => {
    const lines = await provider.tradeBill?.('2026-03-10');
    const large = fake.trades.get(LARGE)?.tradeNo;
    expect(lines).toEqual([
      {
        tradeNo: fake.trades.get(SMALL)?.tradeNo,
        billNo: SMALL,
        amountFen: 1,
        kind: 'payment',
        at: NOW,
        status: 'paid',
      },
      { tradeNo: large, billNo: LARGE, amountFen: 123_456, kind: 'payment', at: NOW, status: 'paid' },
      {
        tradeNo: large,
        billNo: LARGE,
        amountFen: 10_000,
        kind: 'refund',
        refundNo: 'R20260310000001',
        at: NOW,
        status: 'refunded',
      },
    ]);
    expect(fake.requests.at(-1)).toEqual({ method: BILL_METHOD, code: '10000' });
  });

  it('a day without a bill (isp.bill_not_exist) is an empty bill', async () => {
    expect(await provider.tradeBill?.('2026-03-11')).toEqual([]);
    expect(fake.requests.at(-1)).toEqual({
      method: BILL_METHOD,
      code: '40004',
      subCode: 'isp.bill_not_exist',
    });
  });

  it('reads lines the fake did not make: another day, a subject with a comma', async () => {
    const at = new Date('2026-03-09T23:59:59+08:00');
    fake.bill.extra = [
      {
        tradeNo: '2026030922001400000000000001',
        billNo: 'B1',
        type: '交易',
        subject: '奖学金, 2026',
        at,
        amount: '0.10',
      },
    ];
    try {
      expect(await provider.tradeBill?.('2026-03-09')).toEqual([
        {
          tradeNo: '2026030922001400000000000001',
          billNo: 'B1',
          amountFen: 10,
          kind: 'payment',
          at,
          status: 'paid',
        },
      ]);
    } finally {
      fake.bill.extra = [];
    }
  });

  it('throws on any other refusal, and on a call or answer with the wrong signature', async () => {
    fake.bill.refusal = {
      code: '20000',
      msg: 'Service Currently Unavailable',
      sub_code: 'isp.unknow-error',
      sub_msg: '系统繁忙',
    };
    try {
      await expect(provider.tradeBill?.('2026-03-10')).rejects.toMatchObject({
        code: '20000',
        subCode: 'isp.unknow-error',
      });
    } finally {
      fake.bill.refusal = null;
    }
    const otherKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = makeAlipayProvider({ ...options, privateKey: otherKey().privateKey });
    await expect(forged.tradeBill?.('2026-03-10')).rejects.toMatchObject({
      code: '40002',
      subCode: 'isv.invalid-signature',
    });
    const misled = makeAlipayProvider({ ...options, alipayPublicKey: otherKey().publicKey });
    await expect(misled.tradeBill?.('2026-03-10')).rejects.toThrow(/badly signed/);
  });

  it('refuses an address that is not http(s), and a file it cannot read whole', async () => {
    fake.bill.editUrl = (url) => url.replace(/^http:/, 'file:');
    try {
      await expect(provider.tradeBill?.('2026-03-10')).rejects.toThrow(/not http/);
    } finally {
      fake.bill.editUrl = null;
    }
    fake.bill.editCsv = (text) => text.replace(',1234.56,', ',1234.567,');
    try {
      await expect(provider.tradeBill?.('2026-03-10')).rejects.toThrow(/unreadable amount in line 2/);
    } finally {
      fake.bill.editCsv = null;
    }
  });

  it('stops a download that passes its limit, by its length or while it streams', async () => {
    const client = makeAlipayClient(options, () => NOW);
    const answer = await client.call(BILL_METHOD, { bill_type: 'trade', bill_date: '2026-03-10' });
    const address = String(answer.body.bill_download_url);
    await expect(client.download(address, 100)).rejects.toThrow(/larger than 100 bytes/);

    const chunks = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            for (let index = 0; index < 3; index += 1) controller.enqueue(new Uint8Array(64));
            controller.close();
          },
        }),
      );
    const streaming = makeAlipayClient(
      options,
      () => NOW,
      async () => chunks(),
    );
    await expect(streaming.download('https://example.invalid/bill.zip', 150)).rejects.toThrow(/larger/);
    expect((await streaming.download('https://example.invalid/bill.zip', 192)).length).toBe(192);
  });
});

const row = (
  cells: Partial<
    Record<'trade' | 'order' | 'type' | 'subject' | 'time' | 'amount' | 'received' | 'request', string>
  >,
) =>
  [
    `${cells.trade ?? '2026031022001400000000000001'}\t`,
    `${cells.order ?? 'B1'}\t`,
    cells.type ?? '交易',
    cells.subject ?? '助学基金',
    '2026-03-10 09:59:58',
    cells.time ?? '2026-03-10 10:00:00',
    '',
    '',
    '',
    '',
    '159****5620',
    cells.amount ?? '1.00',
    cells.received ?? cells.amount ?? '1.00',
    '0.00',
    '0.00',
    '0.00',
    '0.00',
    '0.00',
    '',
    '0.00',
    '0.00',
    cells.request ? `${cells.request}\t` : '',
    '0.00',
    '0.00',
    '',
  ].join(',');

describe('Alipay trade bill file', () => {
  const bill = (...rows: string[]) =>
    [
      '#支付宝业务明细查询',
      '#账号：[20880000000000010156]',
      '#-----------------------------------------业务明细列表----------------------------------------',
      TRADE_BILL_HEADER,
      ...rows,
      '#-----------------------------------------业务明细列表结束------------------------------------',
      '#交易合计：2笔，商家实收共1234.00元，商家优惠共0.00元',
      '#退款合计：1笔，商家实收退款共-0.01元，商家优惠退款共0.00元',
      '',
    ].join('\r\n');

  it('reads payments by their order amount and refunds without their sign; comments and tabs go', () => {
    const text = bill(
      // A discount: the merchant received less than the order's amount, which is what we compare.
      row({ order: 'B1', amount: '1234.56', received: '1234.00', subject: '"奖学金, ""一等"""' }),
      row({ order: 'B2', amount: '0.01', time: '2026-03-10 23:59:59' }),
      row({ order: 'B2', type: '退款', amount: '-0.01', request: 'R1', time: '2026-03-11 00:00:00' }),
    );
    expect(parseTradeBill(`\uFEFF${text}`)).toEqual([
      {
        tradeNo: '2026031022001400000000000001',
        billNo: 'B1',
        amountFen: 123_456,
        kind: 'payment',
        at: new Date('2026-03-10T02:00:00Z'),
        status: 'paid',
      },
      {
        tradeNo: '2026031022001400000000000001',
        billNo: 'B2',
        amountFen: 1,
        kind: 'payment',
        at: new Date('2026-03-10T15:59:59Z'),
        status: 'paid',
      },
      {
        tradeNo: '2026031022001400000000000001',
        billNo: 'B2',
        amountFen: 1,
        kind: 'refund',
        refundNo: 'R1',
        at: new Date('2026-03-10T16:00:00Z'),
        status: 'refunded',
      },
    ]);
    expect(parseTradeBill(bill())).toEqual([]);
  });

  it.each([
    ['an amount with three decimals', row({ amount: '1.001' }), /unreadable amount in line 2/],
    ['a negative payment', row({ amount: '-1.00' }), /unreadable amount/],
    ['an unknown 业务类型', row({ type: '冻结' }), /unknown 业务类型 in line 2/],
    ['an unreadable time', row({ time: '2026/03/10 10:00' }), /unreadable time/],
    ['no order number', row({ order: '' }), /missing number/],
  ])('fails the whole bill on %s', (_, line, error) => {
    expect(() => parseTradeBill(bill(row({}), line))).toThrow(error);
  });

  it('fails a header without the columns it needs', () => {
    expect(() => parseTradeBill('支付宝交易号,商户订单号\r\n1,2')).toThrow(/header lacks a column/);
  });

  it('finds the detail file in a ZIP of GBK files with GBK names, as Alipay sends it', () => {
    expect([...gbkEncode('支付宝交易号')]).toEqual([
      214, 167, 184, 182, 177, 166, 189, 187, 210, 215, 186, 197,
    ]);
    const text = tradeBillCsv(
      '2026-03-10',
      [
        {
          tradeNo: 'T1',
          billNo: 'B1',
          type: '交易',
          subject: '图书馆“书香”计划',
          at: NOW,
          amount: '1234.56',
        },
      ],
      NOW,
    );
    const zip = gbkZip([
      { name: '20880000000000010156_20260310_业务明细(汇总).csv', text: '#支付宝业务汇总查询\r\n' },
      { name: '20880000000000010156_20260310_业务明细.csv', text },
    ]);
    // The local header's general-purpose flags: bit 11 (UTF-8 names) is not set.
    expect((zip[7] ?? 0xff) & 0x08).toBe(0);
    expect(readTradeBillZip(zip)).toBe(text);
    expect(parseTradeBill(readTradeBillZip(zip))).toEqual([
      { tradeNo: 'T1', billNo: 'B1', amountFen: 123_456, kind: 'payment', at: NOW, status: 'paid' },
    ]);
    expect(() => readTradeBillZip(zip, 100)).toThrow(/larger than 100 bytes/);
  });

  it('reads a UTF-8 name too, and refuses a ZIP without the detail file or no ZIP at all', () => {
    const utf8 = zipSync({ '2088_20260310_业务明细.csv': gbkEncode('支付宝交易号') });
    expect(readTradeBillZip(utf8)).toBe('支付宝交易号');
    expect(() => readTradeBillZip(zipSync({ 'other.csv': strToU8('x') }))).toThrow(/0 detail files/);
    expect(() => readTradeBillZip(strToU8('not a zip'))).toThrow(/not a ZIP/);
  });
});
