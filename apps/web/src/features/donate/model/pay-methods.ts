import type { TFormDetail } from '@alma/shared/api/donate';
import { isMiniProgram, isWechatBrowser } from '../../../lib/device.ts';

/** Pay types the form can offer and the message key of each label (doc 2 §4.1). */
const LABEL_KEYS: Record<number, string> = {
  1: 'donate.pay.wechat',
  2: 'donate.pay.alipay',
  9: 'donate.pay.campusCard',
  14: 'donate.pay.other',
  15: 'donate.pay.wechatMini',
  99: 'donate.pay.extra',
};

/** The one school's extra option (doc 2 §4.1): offered when configured, and submitting it does nothing. */
export const NO_OP_PAY_TYPE = 99;

/** Where the form runs, as far as paying goes: WeChat's browser, the mini-program's web view, or elsewhere. */
export type PayPlace = 'wechat' | 'miniProgram' | 'browser';

export function payPlaceOf(userAgent: string): PayPlace {
  if (isMiniProgram(userAgent)) return 'miniProgram';
  return isWechatBrowser(userAgent) ? 'wechat' : 'browser';
}

/**
 * Pay types that only work in some places: WeChat Pay (1) opens its sheet inside WeChat (its
 * browser or the mini-program's web view); mini-program pay (15) hands over to the mini-program's
 * own pay page, which only exists there. Every other type works anywhere.
 */
const ONLY_IN: Record<number, readonly PayPlace[]> = {
  1: ['wechat', 'miniProgram'],
  15: ['miniProgram'],
};

/**
 * formDetail's payPlatformList as pay types, in the configured order, that work where the form
 * runs; unknown entries are not offered. A pay type the server's sandbox pays in any browser
 * (anyBrowserPayList, PAY_SANDBOX_ANY_BROWSER) is offered everywhere.
 */
export function payMethodsOf(
  form: Pick<TFormDetail, 'payPlatformList' | 'anyBrowserPayList'>,
  place: PayPlace,
): number[] {
  const anywhere = new Set(form.anyBrowserPayList ?? []);
  const methods: number[] = [];
  for (const entry of form.payPlatformList) {
    const payType = Number(entry);
    if (!(payType in LABEL_KEYS) || methods.includes(payType)) continue;
    const places = ONLY_IN[payType];
    if (places && !places.includes(place) && !anywhere.has(entry)) continue;
    methods.push(payType);
  }
  return methods;
}

/** The list is drawn only when there is a choice to make; a single method is used silently. */
export function showPayMethodList(methods: readonly number[]): boolean {
  return methods.length > 1;
}

export function payMethodLabelKey(payType: number): string {
  return LABEL_KEYS[payType] ?? 'donate.pay.other';
}
