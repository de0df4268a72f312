import type { KeyObject } from 'node:crypto';
import type { IncomingNotification, VerifiedNotification } from '../payment-provider.ts';
import { type AlipayParams, fenOfYuanText, rsa2Verify, signContent } from './signing.ts';

/** Trade states that mean the money was taken (FINISHED: paid and past the refund period). */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const KNOWN_STATES = new Set(['WAIT_BUYER_PAY', 'TRADE_CLOSED', ...PAID_STATES]);

/**
 * Reads a form-urlencoded body. A parameter given twice is refused: the signature covers one
 * value, and which one a reader would take is a guess.
 */
export function parseFormBody(rawBody: string): AlipayParams | null {
  const params: AlipayParams = {};
  for (const [name, value] of new URLSearchParams(rawBody)) {
    if (Object.hasOwn(params, name)) return null;
    params[name] = value;
  }
  return params;
}

/**
 * Alipay's asynchronous notification (a form-urlencoded POST): RSA2 by Alipay's key over every
 * non-empty parameter except sign and sign_type, then our app_id. The amount is returned in fen
 * for the order path to compare with the order's; an unknown out_trade_no is the order path's
 * refusal too. Null when anything is off, so nothing changes.
 */
export function verifyAlipayNotification(
  options: { appId: string; alipayPublicKey: KeyObject },
  notification: IncomingNotification,
): VerifiedNotification | null {
  const params = parseFormBody(notification.rawBody);
  if (!params) return null;
  const signature = params.sign;
  // RSA (SHA-1) is refused: this application signs and is signed with RSA2 only.
  if (!signature || params.sign_type !== 'RSA2') return null;
  if (!rsa2Verify(options.alipayPublicKey, signContent(params, ['sign', 'sign_type']), signature))
    return null;
  if (params.app_id !== options.appId) return null;
  const billNo = params.out_trade_no;
  const tradeNo = params.trade_no;
  const status = params.trade_status ?? '';
  const amountFen = fenOfYuanText(params.total_amount);
  if (!billNo || !tradeNo || amountFen === null || !KNOWN_STATES.has(status)) return null;
  return { billNo, amountFen, tradeNo, paid: PAID_STATES.has(status) };
}
