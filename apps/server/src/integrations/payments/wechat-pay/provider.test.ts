import { generateKeyPairSync, verify } from 'node:crypto';
import { AppError } from '@alma/shared/errors/app-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder, PaymentProvider } from '../payment-provider.ts';
import { type FakeWechatPay, startFakeWechatPay } from './fake-wechat-pay.ts';
import { type FakeKeys, makeFakeKeys } from './fake-wechat-pay-keys.ts';
import { makeWechatPayProvider, orderDescription, type WechatPayOptions } from './provider.ts';

let keys: FakeKeys;
let fake: FakeWechatPay;
let provider: PaymentProvider;
let options: WechatPayOptions;
let counter = 0;

beforeAll(async () => {
  keys = makeFakeKeys();
  fake = await startFakeWechatPay({ keys });
  options = {
    mchId: keys.mchId,
    appId: keys.appId,
    serialNo: keys.merchant.serial,
    privateKey: keys.merchant.privateKey,
    platformPublicKey: keys.platform.publicKey,
    platformSerial: keys.platform.serial,
    apiV3Key: Buffer.from(keys.apiV3Key, 'utf8'),
    baseUrl: fake.url,
    publicUrl: 'https://alma.example.edu',
  };
  provider = makeWechatPayProvider(options);
});
afterAll(() => fake.close());

function order(values: Partial<PaymentOrder> = {}): PaymentOrder {
  counter += 1;
  return {
    billNo: `2026112208000000000000${String(counter).padStart(4, '0')}`,
    amountFen: 1050,
    subject: '助学基金',
    payType: 1,
    expiresAt: new Date(Date.now() + 15 * 60 * 1000),
    payerOpenId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
    ...values,
  };
}

async function expectAppError(promise: Promise<unknown>, key: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).messageKey).toBe(key);
}

describe('WeChat Pay provider: create', () => {
  it('places a JSAPI prepay and answers sheet parameters whose paySign the merchant key verifies', async () => {
    const placed = order();
    const action = await provider.create(placed);
    if (action.kind !== 'jsapi') throw new Error(`expected jsapi, got ${action.kind}`);
    const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = action.params;
    const atFake = fake.orders.get(placed.billNo);
    expect(atFake).toMatchObject({
      amountFen: 1050,
      openId: placed.payerOpenId,
      description: '助学基金',
      notifyUrl: 'https://alma.example.edu/pay/notify/wechat-pay',
      state: 'NOTPAY',
    });
    expect(atFake?.timeExpire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect({ appId, signType, pkg }).toEqual({
      appId: keys.appId,
      signType: 'RSA',
      pkg: `prepay_id=${atFake?.prepayId}`,
    });
    expect(nonceStr).toMatch(/^[A-Z0-9]{32}$/);
    expect(Math.abs(Number(timeStamp) - Date.now() / 1000)).toBeLessThan(10);
    const message = Buffer.from(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`);
    expect(verify('sha256', message, keys.merchant.publicKey, Buffer.from(paySign, 'base64'))).toBe(true);
  });

  it('answers the same prepay id when the order is paid again', async () => {
    const placed = order();
    const first = await provider.create(placed);
    const second = await provider.create(placed);
    if (first.kind !== 'jsapi' || second.kind !== 'jsapi') throw new Error('expected jsapi');
    expect(second.params.package).toBe(first.params.package);
    expect(fake.orders.size).toBeGreaterThan(0);
  });

  it('refuses an order without an openid (not in WeChat), asking nothing of WeChat Pay', async () => {
    const before = fake.requests.length;
    await expectAppError(provider.create(order({ payerOpenId: undefined })), 'pay.needsWechat');
    expect(fake.requests.length).toBe(before);
  });

  it('cuts a long subject to 127 bytes without splitting a character', () => {
    const description = orderDescription('捐'.repeat(100));
    expect(Buffer.byteLength(description)).toBe(126);
    expect(orderDescription('')).toBe('捐赠');
  });

  it('is refused with 401 SIGN_ERROR when it signs with another key, and says try again later', async () => {
    const stranger = makeWechatPayProvider({
      ...options,
      privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    });
    const placed = order();
    await expectAppError(stranger.create(placed), 'pay.providerFailed');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v3/pay/transactions/jsapi',
      status: 401,
    });
    expect(fake.orders.has(placed.billNo)).toBe(false);
  });

  it('does not trust an answer signed by another platform key or serial', async () => {
    const wrongKey = makeWechatPayProvider({
      ...options,
      platformPublicKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
    });
    const wrongSerial = makeWechatPayProvider({ ...options, platformSerial: 'PUB_KEY_ID_0000' });
    for (const untrusting of [wrongKey, wrongSerial]) {
      await expectAppError(untrusting.create(order()), 'pay.providerFailed');
      await expect(untrusting.query(order().billNo)).rejects.toThrow();
    }
  });
});

describe('WeChat Pay provider: query, close, refund', () => {
  it('queries an unpaid, a paid and an unknown order', async () => {
    const placed = order({ amountFen: 2000 });
    await provider.create(placed);
    expect(await provider.query(placed.billNo)).toEqual({ state: 'unpaid' });
    await fake.pay(placed.billNo, { notify: false });
    const paid = await provider.query(placed.billNo);
    expect(paid).toEqual({
      state: 'paid',
      amountFen: 2000,
      tradeNo: fake.orders.get(placed.billNo)?.transactionId,
    });
    const unknown = order().billNo;
    expect(await provider.query(unknown)).toEqual({ state: 'unpaid' });
    expect(fake.requests.at(-1)).toEqual({
      method: 'GET',
      path: `/v3/pay/transactions/out-trade-no/${unknown}?mchid=${keys.mchId}`,
      status: 404,
    });
  });

  it('closes an unpaid order and an unknown one; a paid one answers that it ended', async () => {
    const unpaid = order();
    await provider.create(unpaid);
    expect(await provider.close(unpaid.billNo)).toBe('closed');
    expect(fake.orders.get(unpaid.billNo)?.state).toBe('CLOSED');
    expect(await provider.query(unpaid.billNo)).toEqual({ state: 'unpaid' });
    await expect(provider.close(order().billNo)).resolves.toBe('closed');
    const paid = order();
    await provider.create(paid);
    await fake.pay(paid.billNo, { notify: false });
    // ORDERPAID: the close service asks what was paid, and settles it.
    await expect(provider.close(paid.billNo)).resolves.toBe('ended');
    expect(fake.requests.at(-1)?.status).toBe(400);
    expect(fake.orders.get(paid.billNo)?.state).toBe('SUCCESS');
  });

  it('refunds a paid order once in full, and refuses an unpaid one', async () => {
    const paid = order({ amountFen: 3000 });
    await provider.create(paid);
    await fake.pay(paid.billNo, { notify: false });
    expect(
      await provider.refund({ billNo: paid.billNo, refundNo: `R${paid.billNo}`, amountFen: 3000 }),
    ).toEqual({
      accepted: true,
      processing: true,
    });
    // The same refund again is the same refund (now done); a second one finds nothing left.
    expect(
      await provider.refund({ billNo: paid.billNo, refundNo: `R${paid.billNo}`, amountFen: 3000 }),
    ).toEqual({
      accepted: true,
    });
    expect(
      await provider.refund({ billNo: paid.billNo, refundNo: `S${paid.billNo}`, amountFen: 3000 }),
    ).toMatchObject({
      accepted: false,
    });
    expect(fake.orders.get(paid.billNo)?.refunds.size).toBe(1);
    const unpaid = order();
    await provider.create(unpaid);
    expect(
      await provider.refund({ billNo: unpaid.billNo, refundNo: `R${unpaid.billNo}`, amountFen: 1050 }),
    ).toMatchObject({
      accepted: false,
    });
  });
});

describe('WeChat Pay provider: notifications', () => {
  async function paidOrder(amountFen = 1050) {
    const placed = order({ amountFen });
    await provider.create(placed);
    await fake.pay(placed.billNo, { notify: false });
    return placed;
  }

  it('verifies and decrypts a payment notification', async () => {
    const placed = await paidOrder(4321);
    const verified = await provider.verifyNotification(fake.notificationFor(placed.billNo));
    expect(verified).toEqual({
      billNo: placed.billNo,
      amountFen: 4321,
      tradeNo: fake.orders.get(placed.billNo)?.transactionId,
      paid: true,
    });
  });

  it('refuses a changed body, signature, serial, an old timestamp and another APIv3 key', async () => {
    const placed = await paidOrder();
    const good = fake.notificationFor(placed.billNo);
    const old = fake.notificationFor(placed.billNo, { at: new Date(Date.now() - 6 * 60 * 1000) });
    const future = fake.notificationFor(placed.billNo, { at: new Date(Date.now() + 6 * 60 * 1000) });
    const signature = String(good.headers['wechatpay-signature']);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const cases = [
      { ...good, rawBody: good.rawBody.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') },
      { ...good, headers: { ...good.headers, 'wechatpay-signature': flipped } },
      { ...good, headers: { ...good.headers, 'wechatpay-signature': undefined } },
      { ...good, headers: { ...good.headers, 'wechatpay-serial': 'OTHER' } },
      {
        ...good,
        headers: {
          ...good.headers,
          'wechatpay-timestamp': String(Number(good.headers['wechatpay-timestamp']) + 1),
        },
      },
      { ...good, headers: { ...good.headers, 'wechatpay-nonce': 'X' } },
      old,
      future,
    ];
    for (const notification of cases) expect(await provider.verifyNotification(notification)).toBeNull();
    const otherKey = makeWechatPayProvider({ ...options, apiV3Key: Buffer.from('k'.repeat(32)) });
    expect(await otherKey.verifyNotification(good)).toBeNull();
    const otherMerchant = makeWechatPayProvider({ ...options, mchId: '1900000999' });
    expect(await otherMerchant.verifyNotification(good)).toBeNull();
    // The untouched one still verifies: the cases failed for what was changed.
    expect(await provider.verifyNotification(good)).not.toBeNull();
  });

  it('reads a closed transaction as not paid', async () => {
    const placed = order();
    await provider.create(placed);
    await provider.close(placed.billNo);
    const verified = await provider.verifyNotification(fake.notificationFor(placed.billNo));
    expect(verified).toMatchObject({ billNo: placed.billNo, paid: false });
  });

  it('acknowledges as WeChat Pay expects', () => {
    expect(provider.ack(true)).toEqual({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: '{"code":"SUCCESS"}',
    });
    const refused = provider.ack(false);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ code: 'FAIL', message: '失败' });
  });
});
