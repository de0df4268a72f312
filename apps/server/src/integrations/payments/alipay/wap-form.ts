import type { KeyObject } from 'node:crypto';
import type { PaymentOrder } from '../payment-provider.ts';
import { commonParams, gatewayAddress } from './client.ts';
import { type AlipayParams, shanghaiTime, signParams, yuanText } from './signing.ts';

export const WAP_PAY_METHOD = 'alipay.trade.wap.pay';
/** The form's name; the submit script names it so it cannot submit another form on the page. */
export const WAP_FORM_NAME = 'alipaysubmit';
/** Alipay's limit on subject, in characters. */
const SUBJECT_MAX = 256;

export type WapPayOptions = {
  appId: string;
  privateKey: KeyObject;
  gatewayUrl: string;
  notifyUrl: string;
  returnUrl: string;
};

/** The signed parameters of alipay.trade.wap.pay for an order. */
export function wapPayParams(options: WapPayOptions, order: PaymentOrder, now: Date): AlipayParams {
  const bizContent = {
    out_trade_no: order.billNo,
    total_amount: yuanText(order.amountFen),
    subject: orderSubject(order.subject),
    product_code: 'QUICK_WAP_WAY',
    // Our order closes at the same moment, so Alipay takes no money for an expired one.
    time_expire: shanghaiTime(order.expiresAt),
  };
  return signParams(options.privateKey, {
    ...commonParams(options, WAP_PAY_METHOD, now),
    notify_url: options.notifyUrl,
    return_url: options.returnUrl,
    biz_content: JSON.stringify(bizContent),
  });
}

/** Alipay refuses /, = and & in a subject, and more than 256 characters. */
export function orderSubject(subject: string): string {
  const plain = subject.replace(/[/=&]/g, ' ').replace(/\s+/g, ' ').trim();
  return [...(plain || '捐赠')].slice(0, SUBJECT_MAX).join('');
}

/**
 * The auto-submitting form (doc 3 §7) the hand-off page posts to the gateway. Every value is
 * escaped for an attribute; nothing else is in it but the one-line submit script, which the web
 * page does not need (it submits the form itself, as innerHTML runs no script) but a plain
 * browser given the HTML does.
 */
export function renderWapForm(gatewayUrl: string, params: AlipayParams): string {
  const inputs = Object.entries(params)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`,
    )
    .join('');
  const action = escapeAttribute(gatewayAddress(gatewayUrl));
  return (
    `<form name="${WAP_FORM_NAME}" method="post" action="${action}" accept-charset="utf-8">${inputs}</form>` +
    `<script>document.forms['${WAP_FORM_NAME}'].submit();</script>`
  );
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}
