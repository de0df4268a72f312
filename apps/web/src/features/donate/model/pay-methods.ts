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

/** formDetail's payPlatformList as pay types, in the configured order; unknown entries are not offered. */
export function payMethodsOf(payPlatformList: readonly string[]): number[] {
  const methods: number[] = [];
  for (const entry of payPlatformList) {
    const payType = Number(entry);
    if (payType in LABEL_KEYS && !methods.includes(payType)) methods.push(payType);
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
