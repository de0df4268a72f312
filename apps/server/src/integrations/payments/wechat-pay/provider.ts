import { createHash, type KeyObject } from 'node:crypto';
import { AppError } from '@alma/shared/errors/app-error';
import type { PaymentProvider, PaymentQuery } from '../payment-provider.ts';
import {
  makeWechatPayClient,
  type WechatPayClient,
  type WechatPayCredentials,
  WechatPayError,
} from './client.ts';
import { readTransaction, verifyWechatNotification } from './notification.ts';
import { jsapiPaySign, makeNonce, rfc3339Shanghai, unixSeconds } from './signing.ts';
import { parseTradeBill } from './trade-bill.ts';

export const WECHAT_PAY_PROVIDER = 'wechat-pay';
export const WECHAT_PAY_NOTIFY_PATH = `/pay/notify/${WECHAT_PAY_PROVIDER}`;
/** WeChat Pay's limit on an order's description, in UTF-8 bytes. */
const DESCRIPTION_MAX_BYTES = 127;

export type WechatPayOptions = WechatPayCredentials & {
  /** The official account's appid the payer's openid belongs to. */
  appId: string;
  apiV3Key: Buffer;
  publicUrl: string;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Told why a prepay failed (the donor only sees "try again later"); no personal data in it. */
  onPrepayError?: (error: unknown) => void;
};

/** What the JSAPI sheet needs, signed with the merchant key (WeixinJSBridge getBrandWCPayRequest). */
export function jsapiParams(privateKey: KeyObject, appId: string, prepayId: string, now: Date) {
  const unsigned = {
    appId,
    timeStamp: String(unixSeconds(now)),
    nonceStr: makeNonce(),
    package: `prepay_id=${prepayId}`,
    signType: 'RSA',
  };
  return { ...unsigned, paySign: jsapiPaySign(privateKey, unsigned) };
}

/** The subject cut to WeChat Pay's byte limit without splitting a character. */
export function orderDescription(subject: string): string {
  let description = '';
  for (const character of subject || '捐赠') {
    if (Buffer.byteLength(description + character, 'utf8') > DESCRIPTION_MAX_BYTES) break;
    description += character;
  }
  return description;
}

const orderPath = (billNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(billNo)}`;

/**
 * WeChat Pay API v3, JSAPI (pay types 1 and 15: the WeChat browser's payment sheet). The bill
 * number is the out_trade_no. It needs the payer's openid of `appId`, so create refuses an order
 * without one (outside WeChat).
 */
export function makeWechatPayProvider(options: WechatPayOptions): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const client: WechatPayClient = makeWechatPayClient(options, now, options.fetch);
  const notifyUrl = new URL(WECHAT_PAY_NOTIFY_PATH, options.publicUrl).toString();

  function providerFailed(cause: unknown): AppError {
    options.onPrepayError?.(cause);
    const error = new AppError('INTERNAL', 'pay.providerFailed');
    error.cause = cause;
    return error;
  }

  async function queryTransaction(billNo: string) {
    const answer = await client.request(
      'GET',
      `${orderPath(billNo)}?mchid=${encodeURIComponent(options.mchId)}`,
    );
    // Only a signed ORDER_NOT_EXIST says "never placed": the client keeps codes of signed answers only.
    if (answer.status === 404 && code(answer.body) === 'ORDER_NOT_EXIST') return null;
    if (answer.status !== 200) throw new WechatPayError('query refused', answer.status, code(answer.body));
    const transaction = readTransaction(answer.body, options.mchId);
    if (transaction?.billNo !== billNo)
      throw new WechatPayError('query answered another order', answer.status);
    return transaction;
  }

  return {
    name: WECHAT_PAY_PROVIDER,
    needsPayerOpenId: true,
    async create(order) {
      if (!order.payerOpenId) throw new AppError('INVALID_REQUEST', 'pay.needsWechat');
      const answer = await client
        .request('POST', '/v3/pay/transactions/jsapi', {
          appid: options.appId,
          mchid: options.mchId,
          description: orderDescription(order.subject),
          out_trade_no: order.billNo,
          time_expire: rfc3339Shanghai(order.expiresAt),
          notify_url: notifyUrl,
          amount: { total: order.amountFen, currency: 'CNY' },
          payer: { openid: order.payerOpenId },
        })
        .catch((error: unknown) => {
          throw providerFailed(error);
        });
      const prepayId = answer.body?.prepay_id;
      if (answer.status !== 200 || typeof prepayId !== 'string' || prepayId === '') {
        throw providerFailed(new WechatPayError('prepay refused', answer.status, code(answer.body)));
      }
      return { kind: 'jsapi', params: jsapiParams(options.privateKey, options.appId, prepayId, now()) };
    },
    async verifyNotification(notification) {
      return verifyWechatNotification(options, notification, now());
    },
    ack(accepted) {
      return {
        status: accepted ? 200 : 400,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(accepted ? { code: 'SUCCESS' } : { code: 'FAIL', message: '失败' }),
      };
    },
    async query(billNo): Promise<PaymentQuery> {
      const transaction = await queryTransaction(billNo);
      // Never placed with WeChat Pay (the donor left before the sheet opened): nothing was paid.
      if (!transaction) return { state: 'unpaid' };
      switch (transaction.tradeState) {
        case 'SUCCESS':
          // readTransaction insists on the total of a paid order.
          return { state: 'paid', amountFen: transaction.amountFen ?? 0, tradeNo: transaction.tradeNo };
        case 'NOTPAY':
        case 'CLOSED':
        case 'REVOKED':
        case 'PAYERROR':
          return { state: 'unpaid' };
        default:
          // USERPAYING is still open; REFUND was paid and sent back: a person looks at it.
          return { state: 'unknown' };
      }
    },
    async close(billNo) {
      const answer = await client.request('POST', `${orderPath(billNo)}/close`, { mchid: options.mchId });
      if (answer.status === 204 || answer.status === 200) return 'closed';
      // Never placed with WeChat Pay: there is nothing to close.
      if (answer.status === 404 && code(answer.body) === 'ORDER_NOT_EXIST') return 'closed';
      // Paid before the close arrived (the close race): the caller asks what was paid.
      if (answer.status === 400 && code(answer.body) === 'ORDERPAID') return 'ended';
      throw new WechatPayError('close refused', answer.status, code(answer.body));
    },
    async refund({ billNo, refundNo, amountFen, tradeNo }) {
      // A second payment of an order is refunded whole, by its own transaction id.
      let target: Record<string, string> = { transaction_id: tradeNo ?? '' };
      let total = amountFen;
      if (!tradeNo) {
        // The refund call needs the order's total, which only the payment itself knows.
        const transaction = await queryTransaction(billNo);
        const paid = transaction?.tradeState === 'SUCCESS' || transaction?.tradeState === 'REFUND';
        if (!paid || transaction.amountFen === null) return { accepted: false, reason: 'NOT_PAID' };
        target = { out_trade_no: billNo };
        total = transaction.amountFen;
      }
      const answer = await client.request('POST', '/v3/refund/domestic/refunds', {
        ...target,
        out_refund_no: refundNo,
        amount: { refund: amountFen, total, currency: 'CNY' },
      });
      if (answer.status >= 500) throw new WechatPayError('refund failed', answer.status, code(answer.body));
      if (answer.status !== 200) return { accepted: false, reason: refusalOf(answer.body) };
      // SUCCESS is done; PROCESSING is WeChat's usual first answer (the money takes minutes);
      // CLOSED and ABNORMAL (the card it would go back to is gone) need a person.
      const status = answer.body?.status;
      if (status === 'SUCCESS') return { accepted: true };
      if (status === 'PROCESSING') return { accepted: true, processing: true };
      return { accepted: false, reason: typeof status === 'string' ? status : 'UNKNOWN' };
    },
    async tradeBill(date) {
      const answer = await client.request(
        'GET',
        `/v3/bill/tradebill?bill_date=${encodeURIComponent(date)}&bill_type=ALL`,
      );
      // No payment and no refund that day: WeChat Pay has no bill to give.
      if (answer.status === 400 && code(answer.body) === 'NO_STATEMENT_EXIST') return [];
      const url = answer.body?.download_url;
      const hash = answer.body?.hash_value;
      if (answer.status !== 200 || typeof url !== 'string' || typeof hash !== 'string') {
        throw new WechatPayError('trade bill refused', answer.status, code(answer.body));
      }
      const text = await client.download(url);
      const algorithm = answer.body?.hash_type === 'SHA1' ? 'sha1' : null;
      if (!algorithm || createHash(algorithm).update(text, 'utf8').digest('hex') !== hash.toLowerCase()) {
        throw new WechatPayError('trade bill file does not match its hash');
      }
      return parseTradeBill(text);
    },
  };
}

const code = (body: Record<string, unknown> | null) =>
  typeof body?.code === 'string' ? body.code : undefined;

/** A refusal's code and words (e.g. `NOT_ENOUGH 基本账户余额不足`), short enough to keep. */
function refusalOf(body: Record<string, unknown> | null): string {
  const words = typeof body?.message === 'string' ? body.message : '';
  return `${code(body) ?? 'REFUSED'} ${words}`.trim().slice(0, 200);
}
