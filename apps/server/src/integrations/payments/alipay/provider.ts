import { PAY_RETURN_PATH, type PaymentProvider, type PaymentQuery } from '../payment-provider.ts';
import {
  ALIPAY_SUCCESS,
  type AlipayAnswer,
  type AlipayClient,
  type AlipayCredentials,
  AlipayError,
  makeAlipayClient,
} from './client.ts';
import { verifyAlipayNotification } from './notification.ts';
import { fenOfYuanText, yuanText } from './signing.ts';
import { parseTradeBill, readTradeBillZip, TRADE_BILL_MAX_BYTES } from './trade-bill.ts';
import { renderWapForm, wapPayParams } from './wap-form.ts';

export const ALIPAY_PROVIDER = 'alipay';
export const ALIPAY_NOTIFY_PATH = `/pay/notify/${ALIPAY_PROVIDER}`;
/** Alipay's business failure: the call was read, and sub_code says why it did nothing. */
const BUSINESS_FAILED = '40004';
/** No trade with that out_trade_no: the donor never reached Alipay's page. */
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';
/** close on a trade already closed or paid: nothing left to close, and perhaps a payment. */
const TRADE_STATUS_ERROR = 'ACQ.TRADE_STATUS_ERROR';
const BILL_METHOD = 'alipay.data.dataservice.bill.downloadurl.query';
/** No bill of that day: nothing was paid or refunded (or the bill is not made yet). */
const BILL_NOT_EXIST = 'isp.bill_not_exist';

export type AlipayOptions = AlipayCredentials & {
  publicUrl: string;
  now?: () => Date;
  fetch?: typeof fetch;
};

/**
 * The page Alipay sends the browser back to: the pay-back screen, which asks our server whether
 * the order is paid (the return's own parameters are not trusted; only the notification is).
 */
export function alipayReturnUrl(publicUrl: string, billNo: string): string {
  // Alipay appends its own parameters to the return URL: a hash route would swallow them.
  const url = new URL(PAY_RETURN_PATH, publicUrl);
  url.searchParams.set('billNo', billNo);
  return url.toString();
}

/**
 * Alipay mobile-website payment (pay type 2): create answers the signed alipay.trade.wap.pay
 * form that the hand-off page posts to the gateway; the bill number is out_trade_no. Query,
 * close, refund and the day's bill are signed gateway calls whose answers are checked against
 * Alipay's key (the bill file itself, which Alipay does not sign, comes from the address the
 * signed answer gave).
 */
export function makeAlipayProvider(options: AlipayOptions): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const client: AlipayClient = makeAlipayClient(options, now, options.fetch);
  const notifyUrl = new URL(ALIPAY_NOTIFY_PATH, options.publicUrl).toString();

  function refused(method: string, answer: AlipayAnswer): AlipayError {
    return new AlipayError(`${method} refused`, answer.code, answer.subCode);
  }

  return {
    name: ALIPAY_PROVIDER,
    async create(order) {
      const params = wapPayParams(
        // The notification goes to PUBLIC_URL; the browser comes back to the origin it left from.
        {
          ...options,
          notifyUrl,
          returnUrl: alipayReturnUrl(order.returnOrigin ?? options.publicUrl, order.billNo),
        },
        order,
        now(),
      );
      return { kind: 'form', html: renderWapForm(options.gatewayUrl, params) };
    },
    async verifyNotification(notification) {
      return verifyAlipayNotification(options, notification);
    },
    ack(accepted) {
      // Alipay reads the body only: anything but "success" makes it send the notification again.
      return {
        status: 200,
        contentType: 'text/plain; charset=utf-8',
        body: accepted ? 'success' : 'failure',
      };
    },
    async query(billNo): Promise<PaymentQuery> {
      const answer = await client.call('alipay.trade.query', { out_trade_no: billNo });
      if (answer.code === BUSINESS_FAILED && answer.subCode === TRADE_NOT_EXIST) return { state: 'unpaid' };
      if (answer.code !== ALIPAY_SUCCESS) throw refused('alipay.trade.query', answer);
      const { body } = answer;
      if (body.out_trade_no !== billNo) throw new AlipayError('alipay.trade.query answered another order');
      switch (body.trade_status) {
        case 'TRADE_SUCCESS':
        case 'TRADE_FINISHED': {
          const amountFen = fenOfYuanText(
            typeof body.total_amount === 'string' ? body.total_amount : undefined,
          );
          const tradeNo = typeof body.trade_no === 'string' ? body.trade_no : '';
          if (amountFen === null || tradeNo === '')
            throw new AlipayError('alipay.trade.query: paid without amount');
          return { state: 'paid', amountFen, tradeNo };
        }
        case 'WAIT_BUYER_PAY':
        case 'TRADE_CLOSED':
          return { state: 'unpaid' };
        default:
          return { state: 'unknown' };
      }
    },
    async close(billNo) {
      const answer = await client.call('alipay.trade.close', { out_trade_no: billNo });
      if (answer.code === ALIPAY_SUCCESS) return 'closed';
      if (answer.code === BUSINESS_FAILED && answer.subCode === TRADE_NOT_EXIST) return 'closed';
      if (answer.code === BUSINESS_FAILED && answer.subCode === TRADE_STATUS_ERROR) return 'ended';
      throw refused('alipay.trade.close', answer);
    },
    async refund({ billNo, refundNo, amountFen, tradeNo }) {
      // out_request_no makes a repeated refund the same refund: Alipay pays it back once. A second
      // payment of an order is refunded by its own trade number.
      const answer = await client.call('alipay.trade.refund', {
        ...(tradeNo ? { trade_no: tradeNo } : { out_trade_no: billNo }),
        refund_amount: yuanText(amountFen),
        out_request_no: refundNo,
      });
      // Alipay refunds synchronously: success is done (fund_change N on a repeat: done before).
      if (answer.code === ALIPAY_SUCCESS) return { accepted: true };
      if (answer.code === BUSINESS_FAILED) return { accepted: false, reason: refusalOf(answer) };
      throw refused('alipay.trade.refund', answer);
    },
    async tradeBill(date) {
      const answer = await client.call(BILL_METHOD, { bill_type: 'trade', bill_date: date });
      if (answer.code === BUSINESS_FAILED && answer.subCode === BILL_NOT_EXIST) return [];
      if (answer.code !== ALIPAY_SUCCESS) throw refused(BILL_METHOD, answer);
      const address = answer.body.bill_download_url;
      if (typeof address !== 'string') throw new AlipayError(`${BILL_METHOD}: no bill_download_url`);
      // The address is good for 30 seconds: fetched at once.
      const zip = await client.download(address, TRADE_BILL_MAX_BYTES);
      return parseTradeBill(readTradeBillZip(zip));
    },
  };
}

/** A refusal's sub_code and sub_msg (e.g. `ACQ.TRADE_HAS_FINISHED 交易已完结`), short enough to keep. */
function refusalOf(answer: AlipayAnswer): string {
  const words = typeof answer.body.sub_msg === 'string' ? answer.body.sub_msg : '';
  return `${answer.subCode ?? answer.code} ${words}`.trim().slice(0, 200);
}
