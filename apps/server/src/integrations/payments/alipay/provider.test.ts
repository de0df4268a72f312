import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../payment-provider.ts';
import { alipayOptionsFrom, configuredAlipay } from './config.ts';
import {
  type FakeAlipay,
  type FakeAlipayKeys,
  fakeAlipayEnv,
  makeFakeAlipayKeys,
  readPayForm,
  startFakeAlipay,
} from './fake-alipay.ts';
import { alipayReturnUrl, makeAlipayProvider } from './provider.ts';

const PUBLIC_URL = 'https://alma.example';
let keys: FakeAlipayKeys;
let fake: FakeAlipay;
let provider: PaymentProvider;
let dir: string;
let counter = 0;

beforeAll(async () => {
  keys = makeFakeAlipayKeys();
  fake = await startFakeAlipay({ keys });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-alipay-'));
  const options = alipayOptionsFrom({ ...envOf(fakeAlipayEnv(keys, dir, fake.url)), publicUrl: PUBLIC_URL });
  if (!options) throw new Error('not configured');
  provider = makeAlipayProvider(options);
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function envOf(env: Record<string, string>) {
  return {
    ALIPAY_APP_ID: env.ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_FILE: env.ALIPAY_PRIVATE_KEY_FILE,
    ALIPAY_PUBLIC_KEY_FILE: env.ALIPAY_PUBLIC_KEY_FILE,
    ALIPAY_GATEWAY_URL: env.ALIPAY_GATEWAY_URL ?? '',
  };
}

function newBillNo(): string {
  counter += 1;
  return `20260101120000${String(counter).padStart(12, '0')}`;
}

/** Places the order with the provider and posts its form, as the donor's browser would. */
async function arriveAtAlipay(amountFen = 1050, with_ = provider, returnOrigin?: string) {
  const billNo = newBillNo();
  const order = {
    billNo,
    amountFen,
    subject: '助学',
    payType: 2,
    expiresAt: new Date(Date.now() + 900_000),
    ...(returnOrigin ? { returnOrigin } : {}),
  };
  const action = await with_.create(order);
  if (action.kind !== 'form') throw new Error('not a form');
  const form = readPayForm(action.html);
  const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  return { billNo, form, response };
}

describe('alipay provider against the fake gateway', () => {
  it('answers a form the gateway accepts, with our notify and return addresses', async () => {
    const { billNo, form, response } = await arriveAtAlipay();
    expect(response.status).toBe(200);
    expect(fake.trades.get(billNo)).toMatchObject({
      totalAmount: '10.50',
      subject: '助学',
      status: 'WAIT_BUYER_PAY',
      notifyUrl: `${PUBLIC_URL}/pay/notify/alipay`,
      returnUrl: `${PUBLIC_URL}/pay/return?billNo=${billNo}`,
    });
    expect(form.fields.return_url).toBe(alipayReturnUrl(PUBLIC_URL, billNo));
  });

  it('returns the browser to the origin the donor came from; the notification stays on PUBLIC_URL', async () => {
    const { billNo, response } = await arriveAtAlipay(1050, provider, 'http://192.168.1.20:3000');
    expect(response.status).toBe(200);
    expect(fake.trades.get(billNo)).toMatchObject({
      notifyUrl: `${PUBLIC_URL}/pay/notify/alipay`,
      returnUrl: `http://192.168.1.20:3000/pay/return?billNo=${billNo}`,
    });
  });

  it('a form signed with another key is refused by the gateway with isv.invalid-signature', async () => {
    const forged = makeAlipayProvider({
      appId: keys.appId,
      privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
      alipayPublicKey: keys.alipay.publicKey,
      gatewayUrl: fake.url,
      publicUrl: PUBLIC_URL,
    });
    const { billNo, response } = await arriveAtAlipay(1050, forged);
    expect(response.status).toBe(400);
    expect(fake.requests.at(-1)).toEqual({
      method: 'alipay.trade.wap.pay',
      code: '40002',
      subCode: 'isv.invalid-signature',
    });
    expect(fake.trades.has(billNo)).toBe(false);
  });

  it('query: unknown → unpaid, waiting → unpaid, paid → the amount and trade number', async () => {
    expect(await provider.query(newBillNo())).toEqual({ state: 'unpaid' });
    const { billNo } = await arriveAtAlipay(2345);
    expect(await provider.query(billNo)).toEqual({ state: 'unpaid' });
    await fake.pay(billNo, { notify: false });
    const trade = fake.trades.get(billNo);
    expect(await provider.query(billNo)).toEqual({ state: 'paid', amountFen: 2345, tradeNo: trade?.tradeNo });
  });

  it('close: a waiting trade or an unknown one is closed; a paid one has ended', async () => {
    const { billNo } = await arriveAtAlipay();
    expect(await provider.close(billNo)).toBe('closed');
    expect(fake.trades.get(billNo)?.status).toBe('TRADE_CLOSED');
    expect(await provider.query(billNo)).toEqual({ state: 'unpaid' });
    await expect(provider.close(newBillNo())).resolves.toBe('closed');
    const paid = await arriveAtAlipay();
    await fake.pay(paid.billNo, { notify: false });
    await expect(provider.close(paid.billNo)).resolves.toBe('ended');
    expect(fake.trades.get(paid.billNo)?.status).toBe('TRADE_SUCCESS');
  });

  it('refund: once per refund number, never more than was paid, never for an unpaid trade', async () => {
    const { billNo } = await arriveAtAlipay(1000);
    expect(await provider.refund({ billNo, refundNo: 'R1', amountFen: 1000 })).toMatchObject({
      accepted: false,
    });
    await fake.pay(billNo, { notify: false });
    expect(await provider.refund({ billNo, refundNo: 'R1', amountFen: 1000 })).toEqual({ accepted: true });
    expect(await provider.refund({ billNo, refundNo: 'R1', amountFen: 1000 })).toEqual({ accepted: true });
    expect(await provider.refund({ billNo, refundNo: 'R2', amountFen: 1 })).toMatchObject({
      accepted: false,
    });
    expect([...(fake.trades.get(billNo)?.refunds.values() ?? [])]).toEqual([1000]);
  });

  it('a call signed with another key is refused (40002), and the provider says so rather than guess', async () => {
    const forged = makeAlipayProvider({
      appId: keys.appId,
      privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
      alipayPublicKey: keys.alipay.publicKey,
      gatewayUrl: fake.url,
      publicUrl: PUBLIC_URL,
    });
    await expect(forged.query(newBillNo())).rejects.toMatchObject({
      code: '40002',
      subCode: 'isv.invalid-signature',
    });
  });

  it('an answer not signed by the configured Alipay key is not believed', async () => {
    const { billNo } = await arriveAtAlipay();
    await fake.pay(billNo, { notify: false });
    const misled = makeAlipayProvider({
      appId: keys.appId,
      privateKey: keys.merchant.privateKey,
      alipayPublicKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
      gatewayUrl: fake.url,
      publicUrl: PUBLIC_URL,
    });
    await expect(misled.query(billNo)).rejects.toThrow(/badly signed/);
  });

  it('answers the notification with plain success or failure', () => {
    expect(provider.ack(true)).toEqual({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: 'success',
    });
    expect(provider.ack(false).body).toBe('failure');
  });
});

describe('alipay configuration', () => {
  const base = { publicUrl: PUBLIC_URL, PAY_PROVIDERS: '2:alipay', ALMA_DEMO: false };

  it('reads a PKCS#1 application key as well as PKCS#8', () => {
    const pkcs1Dir = fs.mkdtempSync(path.join(dir, 'pkcs1-'));
    const env = envOf(fakeAlipayEnv(keys, pkcs1Dir, fake.url, 'pkcs1'));
    expect(fs.readFileSync(env.ALIPAY_PRIVATE_KEY_FILE ?? '', 'utf8')).toContain('BEGIN RSA PRIVATE KEY');
    expect(configuredAlipay({ ...base, ...env }).map((provider) => provider.name)).toEqual(['alipay']);
  });

  it('fails fast, naming the setting, when a key file is missing or not a key', () => {
    const env = envOf(fakeAlipayEnv(keys, dir, fake.url));
    const missing = { ...base, ...env, ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'none.pem') };
    expect(() => configuredAlipay(missing)).toThrow(/ALIPAY_PRIVATE_KEY_FILE: cannot read/);
    const notAKey = path.join(dir, 'not-a-key.pem');
    fs.writeFileSync(notAKey, 'hello');
    expect(() => configuredAlipay({ ...base, ...env, ALIPAY_PUBLIC_KEY_FILE: notAKey })).toThrow(
      /ALIPAY_PUBLIC_KEY_FILE: .* is not Alipay's public key/,
    );
    const ec = path.join(dir, 'ec.pem');
    fs.writeFileSync(
      ec,
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    expect(() => configuredAlipay({ ...base, ...env, ALIPAY_PRIVATE_KEY_FILE: ec })).toThrow(
      /not an RSA key/,
    );
  });

  it('refuses PAY_PROVIDERS naming alipay without its settings, and adds nothing when not asked', () => {
    const none = {
      ALIPAY_APP_ID: undefined,
      ALIPAY_PRIVATE_KEY_FILE: undefined,
      ALIPAY_PUBLIC_KEY_FILE: undefined,
    };
    const unset = { ...base, ...none, ALIPAY_GATEWAY_URL: 'https://openapi.alipay.com/gateway.do' };
    expect(() => configuredAlipay(unset)).toThrow(/PAY_PROVIDERS names alipay, but Alipay is not configured/);
    expect(configuredAlipay({ ...unset, PAY_PROVIDERS: '2:sandbox' })).toEqual([]);
  });
});
