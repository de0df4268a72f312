import type { TPayData } from '@alma/shared/api/donate';

type JsapiParams = Exclude<TPayData, string | null>;
type BridgeAnswer = { err_msg?: string };
type WeixinJSBridge = {
  invoke(name: string, params: Record<string, string>, callback: (answer: BridgeAnswer) => void): void;
};

function bridge(): WeixinJSBridge | undefined {
  return (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;
}

export function hasWechatBridge(): boolean {
  return typeof bridge()?.invoke === 'function';
}

/** Opens WeChat's payment sheet; true when WeChat reports the payment made. */
export function runWechatPay(params: JsapiParams): Promise<boolean> {
  const sheet = bridge();
  if (!sheet) return Promise.resolve(false);
  const request = {
    ...(params.appId ? { appId: params.appId } : {}),
    timeStamp: params.timeStamp,
    nonceStr: params.nonceStr,
    package: params.package || params.packageValue,
    signType: params.signType,
    paySign: params.paySign,
  };
  return new Promise((resolve) => {
    sheet.invoke('getBrandWCPayRequest', request, (answer) => {
      resolve(answer.err_msg === 'get_brand_wcpay_request:ok');
    });
  });
}
