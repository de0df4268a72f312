import { generateKeyPairSync, type KeyObject, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FAKE_BILL_PATH, type FakeAlipayBill, makeFakeBill } from './fake-alipay-bill.ts';
import { parseFormBody } from './notification.ts';
import {
  type AlipayParams,
  fenOfYuanText,
  rsa2Sign,
  rsa2Verify,
  shanghaiTime,
  signContent,
  yuanText,
} from './signing.ts';

/**
 * A local stand-in for Alipay's open-platform gateway (test support; listens on 127.0.0.1 only).
 * It checks every request's RSA2 signature with the application's public key (40002
 * isv.invalid-signature otherwise), takes the alipay.trade.wap.pay form post as the donor's
 * arrival on Alipay's page, "pays" a trade by POSTing a signed form-urlencoded notification to
 * its notify_url, and answers query, close, refund and the daily bill's address with answers
 * signed by its own key (the bill itself: fake-alipay-bill.ts).
 */

export type FakeAlipayKeys = {
  appId: string;
  /** The application's pair: we sign with the private half, the fake checks with the public. */
  merchant: { privateKey: KeyObject; publicKey: KeyObject };
  /** Alipay's pair: the fake signs with the private half, we check with the public. */
  alipay: { privateKey: KeyObject; publicKey: KeyObject };
};

export type FakeTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';

export type FakeTrade = {
  billNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  timeExpire: string | undefined;
  tradeNo: string;
  status: FakeTradeStatus;
  paidAt: Date | null;
  /** out_request_no → refunded fen. */
  refunds: Map<string, number>;
  /** out_request_no → when it was refunded (the day's bill lists it then). */
  refundedAt: Map<string, Date>;
};

export type FakeAlipay = {
  /** The gateway address to give the server (ALIPAY_GATEWAY_URL). */
  url: string;
  trades: Map<string, FakeTrade>;
  /** Every gateway request: its method, the code it was answered with and the sub_code. */
  requests: Array<{ method: string; code: string; subCode?: string }>;
  /** The daily bill's settings: lines to add, a refusal, changes to its address or file. */
  bill: FakeAlipayBill;
  /**
   * Where notifications actually go: the notify_url's path on this origin. A test server
   * listens on a port its PUBLIC_URL could not know when the order was placed.
   */
  notifyOrigin: string | undefined;
  /**
   * Takes the payment of a waiting trade and, unless `notify` is false, sends its notification;
   * answers what the notify_url answered (null when not sent).
   */
  pay(billNo: string, options?: { notify?: boolean }): Promise<{ status: number; body: string } | null>;
  /** The notification of a trade as Alipay signs it, with `changes` applied before signing. */
  notificationParams(billNo: string, changes?: AlipayParams): AlipayParams;
  /** POSTs notification parameters (signed or tampered with) to the trade's notify_url. */
  send(billNo: string, params: AlipayParams): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
};

export function makeFakeAlipayKeys(): FakeAlipayKeys {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { appId: '2021000000000001', merchant: pair(), alipay: pair() };
}

/** Writes the key files and answers the environment the server reads them from. */
export function fakeAlipayEnv(
  keys: FakeAlipayKeys,
  dir: string,
  gatewayUrl: string,
  privateKeyType: 'pkcs8' | 'pkcs1' = 'pkcs8',
): Record<string, string> {
  const privateKeyFile = path.join(dir, 'app_private_key.pem');
  const publicKeyFile = path.join(dir, 'alipay_public_key.pem');
  fs.writeFileSync(privateKeyFile, keys.merchant.privateKey.export({ type: privateKeyType, format: 'pem' }));
  fs.writeFileSync(publicKeyFile, keys.alipay.publicKey.export({ type: 'spki', format: 'pem' }));
  return {
    ALIPAY_APP_ID: keys.appId,
    ALIPAY_PRIVATE_KEY_FILE: privateKeyFile,
    ALIPAY_PUBLIC_KEY_FILE: publicKeyFile,
    ALIPAY_GATEWAY_URL: gatewayUrl,
  };
}

/** The action and hidden fields of a form our provider rendered, read as a browser would post it. */
export function readPayForm(html: string): { action: string; fields: AlipayParams } {
  const action = /<form\b[^>]*\baction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('no form action');
  const fields: AlipayParams = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return { action: unescapeHtml(action), fields };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

type Answer = Record<string, unknown>;
const fail = (code: string, msg: string, subCode: string, subMsg: string): Answer => ({
  code,
  msg,
  sub_code: subCode,
  sub_msg: subMsg,
});
const business = (subCode: string, subMsg: string) => fail('40004', 'Business Failed', subCode, subMsg);
const TRADE_NOT_EXIST = business('ACQ.TRADE_NOT_EXIST', '交易不存在');
const BAD_SIGNATURE = fail('40002', 'Invalid Arguments', 'isv.invalid-signature', '验签出错');
const BAD_APP_ID = fail('40002', 'Invalid Arguments', 'isv.invalid-app-id', '无效的AppID参数');
const BILL_METHOD = 'alipay.data.dataservice.bill.downloadurl.query';
const API_METHODS = new Set(['alipay.trade.query', 'alipay.trade.close', 'alipay.trade.refund', BILL_METHOD]);

export async function startFakeAlipay(options: {
  keys: FakeAlipayKeys;
  now?: () => Date;
}): Promise<FakeAlipay> {
  const { keys } = options;
  const now = options.now ?? (() => new Date());
  const trades = new Map<string, FakeTrade>();
  const requests: FakeAlipay['requests'] = [];
  let origin = '';
  const bill = makeFakeBill({ trades, now, origin: () => origin });

  /** A signed answer; slashes escaped as Alipay's gateway does, so only the exact text verifies. */
  function signedAnswer(method: string, answer: Answer): string {
    const objectText = JSON.stringify(answer).replaceAll('/', '\\/');
    const sign = rsa2Sign(keys.alipay.privateKey, objectText);
    return `{"${method.replaceAll('.', '_')}_response":${objectText},"sign":"${sign}"}`;
  }

  function checkRequest(params: AlipayParams): Answer | null {
    if (params.app_id !== keys.appId) return BAD_APP_ID;
    if (params.sign_type !== 'RSA2' || !params.sign) return BAD_SIGNATURE;
    if (!rsa2Verify(keys.merchant.publicKey, signContent(params), params.sign)) return BAD_SIGNATURE;
    return null;
  }

  function bizOf(params: AlipayParams): Record<string, string> {
    try {
      const parsed: unknown = JSON.parse(params.biz_content ?? '');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  }

  function wapPay(params: AlipayParams): Answer {
    const biz = bizOf(params);
    const fen = fenOfYuanText(biz.total_amount);
    if (
      !biz.out_trade_no ||
      !biz.subject ||
      fen === null ||
      fen === 0 ||
      biz.product_code !== 'QUICK_WAP_WAY'
    ) {
      return fail('40002', 'Invalid Arguments', 'isv.missing-biz-param', '缺少必选业务参数');
    }
    if (!params.notify_url || !params.return_url) {
      return fail('40002', 'Invalid Arguments', 'isv.invalid-notify-url', '通知地址无效');
    }
    const existing = trades.get(biz.out_trade_no);
    if (existing) {
      if (existing.totalAmount !== biz.total_amount)
        return business('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      return { code: '10000', msg: 'Success' };
    }
    trades.set(biz.out_trade_no, {
      billNo: biz.out_trade_no,
      totalAmount: biz.total_amount ?? '',
      subject: biz.subject,
      notifyUrl: params.notify_url,
      returnUrl: params.return_url,
      timeExpire: biz.time_expire,
      tradeNo: `2026${Date.now()}${randomInt(1_000_000)}`.slice(0, 28),
      status: 'WAIT_BUYER_PAY',
      paidAt: null,
      refunds: new Map(),
      refundedAt: new Map(),
    });
    return { code: '10000', msg: 'Success' };
  }

  function apiCall(method: string, params: AlipayParams): Answer {
    const biz = bizOf(params);
    if (method === BILL_METHOD) return bill.answer(biz);
    const trade = biz.out_trade_no ? trades.get(biz.out_trade_no) : undefined;
    if (!trade) return TRADE_NOT_EXIST;
    const ids = { trade_no: trade.tradeNo, out_trade_no: trade.billNo };
    switch (method) {
      case 'alipay.trade.query':
        return {
          code: '10000',
          msg: 'Success',
          ...ids,
          buyer_logon_id: '159****5620',
          trade_status: trade.status,
          total_amount: trade.totalAmount,
          ...(trade.paidAt ? { send_pay_date: shanghaiTime(trade.paidAt) } : {}),
        };
      case 'alipay.trade.close':
        if (trade.status !== 'WAIT_BUYER_PAY') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.status = 'TRADE_CLOSED';
        return { code: '10000', msg: 'Success', ...ids };
      default:
        return refund(trade, biz);
    }
  }

  function refund(trade: FakeTrade, biz: Record<string, string>): Answer {
    const fen = fenOfYuanText(biz.refund_amount);
    const requestNo = biz.out_request_no ?? trade.billNo;
    if (trade.status !== 'TRADE_SUCCESS') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    const done = trade.refunds.get(requestNo);
    const refundedFen = [...trade.refunds.values()].reduce((sum, amount) => sum + amount, 0);
    const totalFen = fenOfYuanText(trade.totalAmount) ?? 0;
    const answer = (fundChange: 'Y' | 'N', total: number) => ({
      code: '10000',
      msg: 'Success',
      trade_no: trade.tradeNo,
      out_trade_no: trade.billNo,
      fund_change: fundChange,
      refund_fee: yuanText(total),
    });
    // The same out_request_no is the same refund: answered again, paid once.
    if (done !== undefined) return answer('N', refundedFen);
    if (fen === null || fen === 0 || refundedFen + fen > totalFen) {
      return business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    }
    trade.refunds.set(requestNo, fen);
    trade.refundedAt.set(requestNo, now());
    return answer('Y', refundedFen + fen);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'GET' && url.pathname === FAKE_BILL_PATH) {
        const zip = bill.download(url);
        response.writeHead(zip ? 200 : 404, { 'content-type': 'application/zip' }).end(zip ?? undefined);
        return;
      }
      const body = parseFormBody(Buffer.concat(chunks).toString('utf8'));
      if (request.method !== 'POST' || url.pathname !== '/gateway.do' || !body) {
        response.writeHead(404).end();
        return;
      }
      // The gateway reads the query and the body alike (the SDKs put common parameters in either).
      const params: AlipayParams = { ...Object.fromEntries(url.searchParams), ...body };
      const method = params.method ?? '';
      const refused = checkRequest(params);
      if (method === 'alipay.trade.wap.pay') {
        const answer = refused ?? wapPay(params);
        requests.push({ method, code: String(answer.code), subCode: answer.sub_code as string | undefined });
        // Alipay's page: the cashier when the trade is good, an error page naming the code otherwise.
        const ok = answer.code === '10000';
        response.writeHead(ok ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' });
        response.end(ok ? '<p>fake alipay cashier</p>' : `<p>${String(answer.sub_code)}</p>`);
        return;
      }
      if (!API_METHODS.has(method)) {
        const answer = fail('40002', 'Invalid Arguments', 'isv.invalid-method', '不存在的方法名');
        requests.push({ method, code: '40002', subCode: 'isv.invalid-method' });
        response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
        response.end(JSON.stringify({ error_response: answer }));
        return;
      }
      const answer = refused ?? apiCall(method, params);
      requests.push({ method, code: String(answer.code), subCode: answer.sub_code as string | undefined });
      response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      response.end(signedAnswer(method, answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  const fake: FakeAlipay = {
    url: `http://127.0.0.1:${port}/gateway.do`,
    trades,
    requests,
    bill: bill.knobs,
    notifyOrigin: undefined,
    notificationParams(billNo, changes = {}) {
      const trade = trades.get(billNo);
      if (!trade) throw new Error(`fake alipay: no trade ${billNo}`);
      const at = shanghaiTime(trade.paidAt ?? now());
      const params: AlipayParams = {
        notify_time: shanghaiTime(now()),
        notify_type: 'trade_status_sync',
        notify_id: `${Date.now()}${randomInt(1_000_000)}`,
        app_id: keys.appId,
        auth_app_id: keys.appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: trade.tradeNo,
        out_trade_no: trade.billNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        receipt_amount: trade.totalAmount,
        buyer_pay_amount: trade.totalAmount,
        subject: trade.subject,
        gmt_create: at,
        gmt_payment: at,
        seller_id: '2088000000000001',
        buyer_id: '2088000000000002',
        ...changes,
      };
      return {
        ...params,
        sign: rsa2Sign(keys.alipay.privateKey, signContent(params, ['sign', 'sign_type'])),
      };
    },
    async send(billNo, params) {
      const trade = trades.get(billNo);
      if (!trade) throw new Error(`fake alipay: no trade ${billNo}`);
      const target = new URL(trade.notifyUrl);
      const url = fake.notifyOrigin
        ? new URL(`${target.pathname}${target.search}`, fake.notifyOrigin)
        : target;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      });
      return { status: response.status, body: await response.text() };
    },
    async pay(billNo, payOptions = {}) {
      const trade = trades.get(billNo);
      if (trade?.status !== 'WAIT_BUYER_PAY') throw new Error(`fake alipay: no waiting trade ${billNo}`);
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = now();
      if (payOptions.notify === false) return null;
      return fake.send(billNo, fake.notificationParams(billNo));
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}
