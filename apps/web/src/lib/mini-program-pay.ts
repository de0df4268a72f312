import type { TPayData } from '@alma/shared/api/donate';

/**
 * The mini-program's native pay pages (doc 4 §4: the middle-school variant has its own). The spec
 * names no path; these are the ones the foundation's mini-programs are asked to have.
 */
export const MINI_PAY_PATH = '/pages/pay/index';
export const MIDDLE_PAY_PATH = '/pages/middle/pay/index';

type JsapiParams = Exclude<TPayData, string | null>;
type MiniProgramSdk = { miniProgram?: { navigateTo?: (options: { url: string }) => void } };

/**
 * The native pay page's address (doc 4 §4): the order number and WeChat Pay's JSAPI parameters,
 * which the page passes to wx.requestPayment. Only the parameters WeChat needs travel.
 */
export function miniPayUrl(path: string, billNo: string, params: JsapiParams): string {
  const payment = {
    timeStamp: params.timeStamp,
    nonceStr: params.nonceStr,
    package: params.package || params.packageValue,
    signType: params.signType,
    paySign: params.paySign,
  };
  const query = new URLSearchParams({ billNo, payParams: JSON.stringify(payment) });
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Opens the mini-program's pay page; false when this is not its web view or the JS-SDK is not here. */
export function openMiniProgramPay(url: string): boolean {
  if (!/miniProgram/i.test(navigator.userAgent)) return false;
  const navigateTo = (window as unknown as { wx?: MiniProgramSdk }).wx?.miniProgram?.navigateTo;
  if (typeof navigateTo !== 'function') return false;
  navigateTo({ url });
  return true;
}
