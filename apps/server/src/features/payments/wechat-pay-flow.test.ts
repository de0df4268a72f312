import { verify } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { donate, itemTotals, orderRow, ordersOfUser } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authoriseInDemo, GET_AUTH_TOKEN, userIdOf } from '../../../test/wechat-fixtures.ts';
import { users } from '../../db/schema/accounts.ts';
import type { IncomingNotification } from '../../integrations/payments/payment-provider.ts';
import {
  type FakeWechatPay,
  startFakeWechatPay,
} from '../../integrations/payments/wechat-pay/fake-wechat-pay.ts';
import {
  type FakeKeys,
  fakeKeysEnv,
  makeFakeKeys,
} from '../../integrations/payments/wechat-pay/fake-wechat-pay-keys.ts';
import { WECHAT_PAY_NOTIFY_PATH } from '../../integrations/payments/wechat-pay/provider.ts';
import { cancelOrder } from '../ledger/close-service.ts';
import { closeAtProvider } from './close-service.ts';
import { ASK_AFTER_MS, reconcilePayments } from './reconcile-service.ts';

/**
 * The whole WeChat Pay loop through a real server and the local fake: a WeChat user's order,
 * the sheet's parameters, the fake's signed and encrypted notification over HTTP, replays,
 * forgeries, and the reconciler's query.
 */

const PUBLIC_URL = 'https://alma.example.edu';
let keys: FakeKeys;
let fake: FakeWechatPay;
let t: TestApp;
let keyDir: string;
let serverUrl: string;
let donor: { token: string; openId: string };

type JsapiData = {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  packageValue: string;
  signType: string;
  paySign: string;
};

beforeAll(async () => {
  keys = makeFakeKeys();
  fake = await startFakeWechatPay({ keys });
  keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-wechat-pay-'));
  t = await createTestApp({
    PUBLIC_URL,
    PAY_PROVIDERS: '1:wechat-pay,15:wechat-pay',
    ...fakeKeysEnv(keys, keyDir, fake.url),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  serverUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  fake.notifyOrigin = serverUrl;

  // A donor who came through the (demo) WeChat authorisation, as in the WeChat browser.
  const back = await authoriseInDemo(t, `${PUBLIC_URL}/#/form?id=1`);
  const login = await t.get<{ token: string }>(GET_AUTH_TOKEN, { billType: 2, code: back.code });
  expect(login.code).toBe(0);
  const userId = await userIdOf(t, login.data.token);
  const [row] = await t.deps.database.db
    .select({ openId: users.wechatOpenId })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.openId) throw new Error('the WeChat authorisation left no openid');
  donor = { token: login.data.token, openId: row.openId };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  if (keyDir) fs.rmSync(keyDir, { recursive: true, force: true });
});

async function wechatOrder(moneyYuan: number, payType = 1) {
  const itemsId = await createItem(t.deps);
  const answer = await donate(t, donor.token, { itemsId, currencyMoney: moneyYuan, payType });
  expect(answer.code).toBe(0);
  if (!answer.data) throw new Error('no order');
  return { itemsId, billNo: answer.data.orderPayRequestDTO.billNo, pay: answer.data.data as JsapiData };
}

/** A notification posted to the server over HTTP, as WeChat Pay's servers post it. */
async function post(notification: IncomingNotification) {
  const headers = Object.fromEntries(
    Object.entries(notification.headers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const response = await fetch(`${serverUrl}${WECHAT_PAY_NOTIFY_PATH}`, {
    method: 'POST',
    headers,
    body: notification.rawBody,
  });
  return { status: response.status, body: await response.text() };
}

const untouched = { money: 0, units: 0, payCounts: 0 };

describe('WeChat Pay through the server and the fake', () => {
  it('pays a WeChat user’s order: sheet parameters, notification, PAID, totals once', async () => {
    const { itemsId, billNo, pay } = await wechatOrder(12.34);
    expect(pay).toMatchObject({ appId: keys.appId, signType: 'RSA', package: pay.packageValue });
    const message = Buffer.from(`${pay.appId}\n${pay.timeStamp}\n${pay.nonceStr}\n${pay.package}\n`);
    expect(verify('sha256', message, keys.merchant.publicKey, Buffer.from(pay.paySign, 'base64'))).toBe(true);
    const atFake = fake.orders.get(billNo);
    expect(atFake).toMatchObject({ openId: donor.openId, amountFen: 1234, state: 'NOTPAY' });
    expect(atFake?.notifyUrl).toBe(`${PUBLIC_URL}/pay/notify/wechat-pay`);
    expect(pay.package).toBe(`prepay_id=${atFake?.prepayId}`);

    const delivered = await fake.pay(billNo);
    expect(delivered).toEqual({ status: 200, body: '{"code":"SUCCESS"}' });
    const order = await orderRow(t.deps, billNo);
    expect(order.status).toBe('PAID');
    expect(order.providerTradeNo).toBe(fake.orders.get(billNo)?.transactionId);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 1234, units: 0, payCounts: 1 });
  });

  it('serves pay type 15 too', async () => {
    const { billNo, pay } = await wechatOrder(1, 15);
    expect(pay.package).toBe(`prepay_id=${fake.orders.get(billNo)?.prepayId}`);
  });

  it('credits a replayed notification once, however often and however concurrently', async () => {
    const { itemsId, billNo } = await wechatOrder(56.78);
    await fake.pay(billNo);
    const replay = fake.notificationFor(billNo);
    for (let i = 0; i < 3; i += 1) expect((await post(replay)).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 5 }, () => post(fake.notificationFor(billNo))));
    expect(burst.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 5678, units: 0, payCounts: 1 });
  });

  it('refuses a notification with a wrong amount and changes nothing', async () => {
    const { itemsId, billNo } = await wechatOrder(10);
    const delivered = await fake.pay(billNo, { amountFen: 1 });
    expect(delivered?.status).toBe(400);
    expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({ code: 'FAIL' });
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
    expect(await itemTotals(t.deps, itemsId)).toEqual(untouched);
  });

  it('refuses tampered notifications (body, signature, old timestamp, serial) and changes nothing', async () => {
    const { itemsId, billNo } = await wechatOrder(20);
    await fake.pay(billNo, { notify: false });
    const good = fake.notificationFor(billNo);
    const signature = String(good.headers['wechatpay-signature']);
    const forged = [
      { ...good, rawBody: good.rawBody.replace('"summary":"支付成功"', '"summary":"支付成功!"') },
      { ...good, headers: { ...good.headers, 'wechatpay-signature': `${signature.slice(0, -4)}AAA=` } },
      fake.notificationFor(billNo, { at: new Date(Date.now() - 6 * 60 * 1000) }),
      { ...good, headers: { ...good.headers, 'wechatpay-serial': 'PUB_KEY_ID_0000000000000000' } },
    ];
    for (const notification of forged) {
      const answer = await post(notification);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'FAIL' });
    }
    expect((await orderRow(t.deps, billNo)).status).toBe('PENDING');
    expect(await itemTotals(t.deps, itemsId)).toEqual(untouched);
    // The genuine one still counts: the forgeries failed for what was changed.
    expect((await post(good)).status).toBe(200);
    expect(await itemTotals(t.deps, itemsId)).toEqual({ money: 2000, units: 0, payCounts: 1 });
  });

  it('asks a donor outside WeChat to open WeChat, and places no order', async () => {
    const browserDonor = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const answer = await donate(t, browserDonor.token, { itemsId, currencyMoney: 10 });
    expect(answer).toMatchObject({ code: -1, message: '请在微信中打开后支付' });
    const english = await t.post(
      `${DONATEU}/items/donate`,
      { itemsId, currencyMoney: 10, payType: 1 },
      { token: browserDonor.token, language: 'English' },
    );
    expect(english).toMatchObject({ code: -1, message: 'Please open this page in WeChat to pay' });
    expect(await ordersOfUser(t.deps, browserDonor.userId)).toEqual([]);
  });

  it('lets the reconciler find a payment whose notification never came, and credits it once', async () => {
    const paid = await wechatOrder(33);
    const unpaid = await wechatOrder(44);
    await fake.pay(paid.billNo, { notify: false });
    const later = new Date(Date.now() + ASK_AFTER_MS + 60_000);
    const deps = { database: t.deps.database, cache: t.deps.cache, payments: t.deps.payments };
    const report = await reconcilePayments(deps, later);
    expect(report.results.credited).toBeGreaterThanOrEqual(1);
    expect(fake.requests).toContainEqual({
      method: 'GET',
      path: `/v3/pay/transactions/out-trade-no/${unpaid.billNo}?mchid=${keys.mchId}`,
      status: 200,
    });
    const paidOrder = await orderRow(t.deps, paid.billNo);
    expect(paidOrder.status).toBe('PAID');
    expect(paidOrder.providerTradeNo).toBe(fake.orders.get(paid.billNo)?.transactionId);
    expect((await orderRow(t.deps, unpaid.billNo)).status).toBe('PENDING');
    expect(await itemTotals(t.deps, paid.itemsId)).toEqual({ money: 3300, units: 0, payCounts: 1 });
    expect(await itemTotals(t.deps, unpaid.itemsId)).toEqual(untouched);

    // The notification arriving after all, and the next run, count nothing more.
    expect((await post(fake.notificationFor(paid.billNo))).status).toBe(200);
    await reconcilePayments(deps, later);
    expect(await itemTotals(t.deps, paid.itemsId)).toEqual({ money: 3300, units: 0, payCounts: 1 });
  });

  it('a close met by ORDERPAID settles the payment the donor made as the order was cancelled', async () => {
    const raced = await wechatOrder(55);
    const closed = await wechatOrder(66);
    // Both donors pay at WeChat Pay; the first one's notification never comes, and both orders
    // are cancelled (the cashier's 取消) before anything reached the server.
    await fake.pay(raced.billNo, { notify: false });
    const deps = { database: t.deps.database, cache: t.deps.cache, payments: t.deps.payments };
    for (const order of [raced, closed]) {
      expect(await cancelOrder(t.deps.database.db, order.billNo, { userId: null })).toBe(true);
    }
    const racedRow = await orderRow(t.deps, raced.billNo);
    const closedRow = await orderRow(t.deps, closed.billNo);
    expect(await closeAtProvider(deps, closedRow.id)).toEqual({ closed: true });
    expect(fake.orders.get(closed.billNo)?.state).toBe('CLOSED');
    // ORDERPAID: the job asks what was paid and settles it, the late payment of a cancelled order.
    expect(await closeAtProvider(deps, racedRow.id)).toEqual({ closed: false, settled: 'credited' });
    const paid = await orderRow(t.deps, raced.billNo);
    expect(paid.status).toBe('PAID');
    expect(paid.providerTradeNo).toBe(fake.orders.get(raced.billNo)?.transactionId);
    expect(await itemTotals(t.deps, raced.itemsId)).toEqual({ money: 5500, units: 0, payCounts: 1 });
    expect(await itemTotals(t.deps, closed.itemsId)).toEqual(untouched);
    // The job run again (a retry), and the notification arriving after all, count nothing more.
    expect(await closeAtProvider(deps, racedRow.id)).toEqual({ closed: false });
    expect((await post(fake.notificationFor(raced.billNo))).status).toBe(200);
    expect(await itemTotals(t.deps, raced.itemsId)).toEqual({ money: 5500, units: 0, payCounts: 1 });
  });
});
