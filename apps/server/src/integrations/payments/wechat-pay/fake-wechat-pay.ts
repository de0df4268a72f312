import { createHash, randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingNotification } from '../payment-provider.ts';
import { fakeTradeBillText } from './fake-trade-bill.ts';
import type { FakeKeys } from './fake-wechat-pay-keys.ts';
import {
  AUTH_SCHEME,
  encryptResource,
  isFresh,
  makeNonce,
  parseAuthorization,
  rfc3339Shanghai,
  rsaSign,
  rsaVerify,
  signedMessage,
  unixSeconds,
} from './signing.ts';

/**
 * A local stand-in for WeChat Pay API v3 (test and bench support; listens on 127.0.0.1 only).
 * It checks every request's merchant signature as WeChat Pay does (401 SIGN_ERROR otherwise),
 * keeps orders in memory, signs its answers with a platform key, and "pays" an order by sending
 * a signed, AES-GCM-encrypted notification to the order's notify_url.
 */

export type FakeOrder = {
  billNo: string;
  appId: string;
  openId: string;
  amountFen: number;
  description: string;
  notifyUrl: string;
  timeExpire: string | undefined;
  prepayId: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId: string | null;
  successTime: string | null;
  refunds: Map<string, { refundId: string; amountFen: number; at: string }>;
};

export type FakeWechatPay = {
  /** Base URL to give the client (WECHAT_PAY_BASE_URL). */
  url: string;
  orders: Map<string, FakeOrder>;
  /** Every request with the status it got, oldest first. */
  requests: Array<{ method: string; path: string; status: number }>;
  /**
   * Where notifications actually go: the notify_url's path on this origin. A test server
   * listens on a port its PUBLIC_URL could not know when the order was placed.
   */
  notifyOrigin: string | undefined;
  /**
   * Takes the payment of a NOTPAY order and, unless `notify` is false, sends its notification.
   * `amountFen` makes the notification claim another total (a forged or broken one).
   */
  pay(
    billNo: string,
    options?: { notify?: boolean; amountFen?: number },
  ): Promise<{ status: number; body: string } | null>;
  /** The notification `pay` sends for an order, signed now (or at `at`), without sending it. */
  notificationFor(billNo: string, options?: { amountFen?: number; at?: Date }): IncomingNotification;
  /** The day's trade bill (type ALL) as it serves it. */
  tradeBillText(date: string): string;
  /** Changes the file as downloaded, after its hash was given (a file broken on the way). */
  billEdit: ((text: string) => string) | null;
  close(): Promise<void>;
};

export type FakeWechatPayOptions = {
  keys: FakeKeys;
  notifyOrigin?: string;
  now?: () => Date;
};

/** `text` is a file's body (a bill), sent as it is. */
type Answer = { status: number; body?: unknown; text?: string };
const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});
const SIGN_ERROR = error(401, 'SIGN_ERROR', '签名错误');
const NOT_FOUND = error(404, 'ORDER_NOT_EXIST', '订单不存在');
const ORDER_PATH = /^\/v3\/pay\/transactions\/out-trade-no\/([0-9A-Za-z_\-*|]{6,32})(\/close)?$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function startFakeWechatPay(options: FakeWechatPayOptions): Promise<FakeWechatPay> {
  const { keys } = options;
  const now = options.now ?? (() => new Date());
  const orders = new Map<string, FakeOrder>();
  const requests: FakeWechatPay['requests'] = [];
  const seenNonces = new Set<string>();

  function signedHeaders(body: string, at = now()): Record<string, string> {
    const timestamp = String(unixSeconds(at));
    const nonce = makeNonce();
    return {
      'wechatpay-nonce': nonce,
      'wechatpay-timestamp': timestamp,
      'wechatpay-serial': keys.platform.serial,
      'wechatpay-signature': rsaSign(keys.platform.privateKey, signedMessage(timestamp, nonce, body)),
      'wechatpay-signature-type': AUTH_SCHEME,
    };
  }

  /** WeChat Pay's own check of the merchant's Authorization header. */
  function authorised(method: string, url: string, header: string | undefined, body: string): boolean {
    const parts = parseAuthorization(header);
    if (!parts || parts.mchid !== keys.mchId || parts.serial_no !== keys.merchant.serial) return false;
    if (!isFresh(parts.timestamp, now()) || seenNonces.has(parts.nonce_str)) return false;
    const message = signedMessage(method, url, parts.timestamp, parts.nonce_str, body);
    if (!rsaVerify(keys.merchant.publicKey, message, parts.signature)) return false;
    seenNonces.add(parts.nonce_str);
    return true;
  }

  function transactionOf(order: FakeOrder): Record<string, unknown> {
    const paid = order.state === 'SUCCESS' || order.state === 'REFUND';
    return {
      appid: order.appId,
      mchid: keys.mchId,
      out_trade_no: order.billNo,
      ...(paid
        ? { transaction_id: order.transactionId, success_time: order.successTime, bank_type: 'OTHERS' }
        : {}),
      trade_type: 'JSAPI',
      trade_state: order.state,
      trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭', REFUND: '转入退款' }[
        order.state
      ],
      payer: { openid: order.openId },
      // An unpaid order's answer carries no total, as WeChat Pay's may not.
      amount: paid
        ? { total: order.amountFen, payer_total: order.amountFen, currency: 'CNY', payer_currency: 'CNY' }
        : { currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  function prepay(body: unknown): Answer {
    if (!isObject(body) || body.mchid !== keys.mchId) return error(400, 'PARAM_ERROR', 'mchid参数错误');
    if (body.appid !== keys.appId) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    const { out_trade_no: billNo, description, notify_url: notifyUrl, amount, payer } = body;
    if (typeof billNo !== 'string' || !/^[0-9A-Za-z_\-*|]{6,32}$/.test(billNo)) {
      return error(400, 'PARAM_ERROR', '商户订单号格式错误');
    }
    if (typeof description !== 'string' || description === '' || Buffer.byteLength(description) > 127) {
      return error(400, 'PARAM_ERROR', '商品描述格式错误');
    }
    if (typeof notifyUrl !== 'string' || !URL.canParse(notifyUrl))
      return error(400, 'PARAM_ERROR', '通知地址格式错误');
    if (!isObject(amount) || !Number.isSafeInteger(amount.total) || (amount.total as number) < 1) {
      return error(400, 'PARAM_ERROR', '订单金额格式错误');
    }
    if (amount.currency !== undefined && amount.currency !== 'CNY')
      return error(400, 'PARAM_ERROR', '币种错误');
    if (!isObject(payer) || typeof payer.openid !== 'string' || payer.openid === '') {
      return error(400, 'PARAM_ERROR', '缺少openid');
    }
    const timeExpire = typeof body.time_expire === 'string' ? body.time_expire : undefined;
    const existing = orders.get(billNo);
    if (existing) {
      if (existing.state === 'SUCCESS' || existing.state === 'REFUND')
        return error(400, 'ORDERPAID', '订单已支付');
      if (existing.state === 'CLOSED') return error(400, 'ORDER_CLOSED', '订单已关闭');
      const same =
        existing.amountFen === amount.total &&
        existing.openId === payer.openid &&
        existing.notifyUrl === notifyUrl;
      if (!same) return error(400, 'INVALID_REQUEST', '参数与首次请求时不一致');
      return { status: 200, body: { prepay_id: existing.prepayId } };
    }
    const prepayId = `wx${rfc3339Shanghai(now()).replace(/\D/g, '').slice(0, 14)}${makeNonce(18).toLowerCase()}`;
    orders.set(billNo, {
      billNo,
      appId: keys.appId,
      openId: payer.openid,
      amountFen: amount.total as number,
      description,
      notifyUrl,
      timeExpire,
      prepayId,
      state: 'NOTPAY',
      transactionId: null,
      successTime: null,
      refunds: new Map(),
    });
    return { status: 200, body: { prepay_id: prepayId } };
  }

  function refund(body: unknown): Answer {
    if (!isObject(body) || typeof body.out_trade_no !== 'string' || typeof body.out_refund_no !== 'string') {
      return error(400, 'PARAM_ERROR', '参数错误');
    }
    const order = orders.get(body.out_trade_no);
    if (!order) return NOT_FOUND;
    const { amount } = body;
    if (!isObject(amount) || amount.total !== order.amountFen)
      return error(400, 'PARAM_ERROR', '订单金额不一致');
    if (!Number.isSafeInteger(amount.refund) || (amount.refund as number) < 1) {
      return error(400, 'PARAM_ERROR', '退款金额错误');
    }
    if (order.state !== 'SUCCESS' && order.state !== 'REFUND')
      return error(400, 'INVALID_REQUEST', '订单未支付');
    const previous = order.refunds.get(body.out_refund_no);
    let entry = previous;
    if (!entry) {
      const refunded = [...order.refunds.values()].reduce((sum, one) => sum + one.amountFen, 0);
      if (refunded + (amount.refund as number) > order.amountFen) {
        return error(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
      }
      entry = {
        refundId: `50${String(randomInt(1e9)).padStart(9, '0')}`,
        amountFen: amount.refund as number,
        at: rfc3339Shanghai(now()),
      };
      order.refunds.set(body.out_refund_no, entry);
      order.state = 'REFUND';
    }
    return {
      status: 200,
      body: {
        refund_id: entry.refundId,
        out_refund_no: body.out_refund_no,
        transaction_id: order.transactionId,
        out_trade_no: order.billNo,
        channel: 'ORIGINAL',
        // WeChat Pay's first answer is usually PROCESSING; asked again (same out_refund_no), the
        // fake says the money went back, as the real one does minutes later.
        status: previous ? 'SUCCESS' : 'PROCESSING',
        create_time: rfc3339Shanghai(now()),
        amount: { total: order.amountFen, refund: entry.amountFen, currency: 'CNY' },
      },
    };
  }

  const tradeBillText = (date: string) => fakeTradeBillText(orders.values(), keys.mchId, date);

  const bills = new Map<string, string>();
  function tradeBill(url: URL): Answer {
    const date = url.searchParams.get('bill_date') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return error(400, 'PARAM_ERROR', '账单日期格式错误');
    if (url.searchParams.get('bill_type') !== 'ALL') return error(400, 'PARAM_ERROR', '账单类型错误');
    const text = tradeBillText(date);
    const token = makeNonce(32);
    bills.set(token, text);
    return {
      status: 200,
      body: {
        hash_type: 'SHA1',
        hash_value: createHash('sha1').update(text, 'utf8').digest('hex'),
        download_url: `http://127.0.0.1:${port}/v3/billdownload/file?token=${token}`,
      },
    };
  }

  function route(method: string, url: URL, body: unknown): Answer {
    if (method === 'GET' && url.pathname === '/v3/bill/tradebill') return tradeBill(url);
    if (method === 'GET' && url.pathname === '/v3/billdownload/file') {
      const text = bills.get(url.searchParams.get('token') ?? '');
      if (text === undefined) return error(400, 'INVALID_REQUEST', '下载链接过期');
      return { status: 200, text: fake.billEdit ? fake.billEdit(text) : text };
    }
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi') return prepay(body);
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return refund(body);
    const match = ORDER_PATH.exec(url.pathname);
    if (!match) return error(404, 'NOT_FOUND', '无效的请求地址');
    const order = orders.get(decodeURIComponent(match[1] ?? ''));
    if (method === 'GET' && !match[2]) {
      if (url.searchParams.get('mchid') !== keys.mchId) return error(400, 'PARAM_ERROR', 'mchid参数错误');
      return order ? { status: 200, body: transactionOf(order) } : NOT_FOUND;
    }
    if (method === 'POST' && match[2]) {
      if (!isObject(body) || body.mchid !== keys.mchId) return error(400, 'PARAM_ERROR', 'mchid参数错误');
      if (!order) return NOT_FOUND;
      if (order.state === 'SUCCESS' || order.state === 'REFUND') return error(400, 'ORDERPAID', '订单已支付');
      order.state = 'CLOSED';
      return { status: 204 };
    }
    return error(405, 'METHOD_NOT_ALLOWED', '请求方法错误');
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const method = request.method ?? 'GET';
      const target = request.url ?? '/';
      let answer: Answer;
      if (!authorised(method, target, request.headers.authorization, raw)) {
        answer = SIGN_ERROR;
      } else {
        let body: unknown = null;
        try {
          body = raw === '' ? null : JSON.parse(raw);
          answer = route(method, new URL(target, 'http://fake'), body);
        } catch {
          answer = error(400, 'PARAM_ERROR', '请求体格式错误');
        }
      }
      requests.push({ method, path: target, status: answer.status });
      if (answer.text !== undefined) {
        // A bill file is sent unsigned, as WeChat Pay sends it.
        response.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(answer.text);
        return;
      }
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        ...signedHeaders(text),
        'request-id': makeNonce(24),
        ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function notificationFor(billNo: string, notifyOptions: { amountFen?: number; at?: Date } = {}) {
    const order = orders.get(billNo);
    if (!order) throw new Error(`fake WeChat Pay: no order ${billNo}`);
    const transaction = transactionOf(order);
    const amountFen = notifyOptions.amountFen ?? order.amountFen;
    const plaintext = JSON.stringify({
      ...transaction,
      amount: { total: amountFen, payer_total: amountFen, currency: 'CNY', payer_currency: 'CNY' },
    });
    const paid = order.state === 'SUCCESS';
    const rawBody = JSON.stringify({
      id: randomUUID(),
      create_time: rfc3339Shanghai(notifyOptions.at ?? now()),
      resource_type: 'encrypt-resource',
      event_type: paid ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
      summary: paid ? '支付成功' : '交易关闭',
      resource: {
        original_type: 'transaction',
        ...encryptResource(Buffer.from(keys.apiV3Key, 'utf8'), plaintext, 'transaction'),
      },
    });
    const headers = { 'content-type': 'application/json', ...signedHeaders(rawBody, notifyOptions.at) };
    return { headers, rawBody };
  }

  const fake: FakeWechatPay = {
    url: `http://127.0.0.1:${port}`,
    orders,
    requests,
    notifyOrigin: options.notifyOrigin,
    async pay(billNo, payOptions = {}) {
      const order = orders.get(billNo);
      if (!order) throw new Error(`fake WeChat Pay: no order ${billNo}`);
      if (order.state !== 'NOTPAY') throw new Error(`fake WeChat Pay: order ${billNo} is ${order.state}`);
      order.state = 'SUCCESS';
      order.transactionId = `4200${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`;
      order.successTime = rfc3339Shanghai(now());
      if (payOptions.notify === false) return null;
      const { headers, rawBody } = notificationFor(billNo, { amountFen: payOptions.amountFen });
      const target = new URL(order.notifyUrl);
      const deliverTo = fake.notifyOrigin
        ? new URL(`${target.pathname}${target.search}`, fake.notifyOrigin)
        : target;
      const response = await fetch(deliverTo, { method: 'POST', headers, body: rawBody });
      return { status: response.status, body: await response.text() };
    },
    notificationFor,
    tradeBillText,
    billEdit: null,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
  return fake;
}
