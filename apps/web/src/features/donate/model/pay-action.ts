import type { TPayData } from '@alma/shared/api/donate';

type JsapiParams = Exclude<TPayData, string | null>;

/** What the form does once items/donate has answered (doc 2 §4.2 step 6). */
export type PayAction =
  | { kind: 'redirect'; url: string }
  | { kind: 'jsapi'; params: JsapiParams }
  /** In the mini-program's web view: its native pay page takes the parameters (doc 4 §4). */
  | { kind: 'miniProgramPay'; params: JsapiParams }
  | { kind: 'alipay' }
  | { kind: 'success' }
  /** JSAPI parameters outside WeChat: nothing can open the payment sheet here. */
  | { kind: 'needsWechat' }
  /** Nothing to do on the client (the order is settled elsewhere): let pay-back ask the server. */
  | { kind: 'payback' };

/** An address the browser can go to: absolute http(s), protocol-relative or a path on this site. */
export function isPayUrl(text: string): boolean {
  const value = text.trim();
  return /^https?:\/\/\S+$/i.test(value) || /^\/[^<>\s]*$/.test(value);
}

/** Where the order is paid from: WeChat's browser or mini-program, and whether its bridge is there. */
export type PayEnvironment = { inWechat: boolean; hasWechatBridge: boolean; inMiniProgram?: boolean };

/**
 * Alipay (2) inside WeChat always goes to the hand-off page (doc 2 §2.6, doc 3 §2): Alipay's pages
 * do not open in WeChat, so the page tells the donor to open it in a browser — also when the sandbox
 * stands in for Alipay with a cashier address. Otherwise a URL string is followed whatever the pay
 * type (the sandbox cashier, redirect pay 14); JSAPI parameters open the WeChat sheet; and the pay
 * type decides the rest (in the mini-program's web view, which has no pay sheet, JSAPI parameters
 * go to its native pay page): the hand-off page for 2 (it submits the provider's form), straight to
 * success for the campus card.
 */
export function decidePayAction(payType: number, data: TPayData, environment: PayEnvironment): PayAction {
  const { inWechat, hasWechatBridge, inMiniProgram = false } = environment;
  if (payType === 2 && inWechat) return { kind: 'alipay' };
  if (typeof data === 'string' && isPayUrl(data)) return { kind: 'redirect', url: data.trim() };
  if (data !== null && typeof data === 'object') {
    if (inMiniProgram) return { kind: 'miniProgramPay', params: data };
    return hasWechatBridge ? { kind: 'jsapi', params: data } : { kind: 'needsWechat' };
  }
  if (payType === 2) return { kind: 'alipay' };
  if (payType === 9) return { kind: 'success' };
  return { kind: 'payback' };
}
