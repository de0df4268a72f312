import type { TPaymentEvent } from '@alma/shared/admin-api/orders';

type T = (key: string, params?: Record<string, string>) => string;

/** A payment provider's name (integrations/payments) → its message key (orders.source.<key>). */
const SOURCE_KEYS: Readonly<Record<string, string>> = {
  sandbox: 'sandbox',
  'wechat-pay': 'wechatPay',
  alipay: 'alipay',
  'campus-card': 'campusCard',
  offline: 'offline',
};

/** What came of a payment (the ledger's settle outcomes) or a refund asked for: orders.result.<key>. */
const RESULT_KEYS: ReadonlySet<string> = new Set([
  'credited',
  'already',
  'amountMismatch',
  'notFound',
  'duplicate',
  'refunded',
  'AWAITING_APPROVAL',
  'PROCESSING',
]);

/** Kinds whose detail is a staff member's own reason; refund.failed's is the provider's answer. */
const REASON_KINDS: ReadonlySet<string> = new Set(['refund.requested', 'refund.approved', 'refund.rejected']);

/** The provider an order was paid through, in words ('' when it has none). */
export function providerWords(provider: string, t: T): string {
  if (!provider || provider === 'staff') return '';
  const key = Object.hasOwn(SOURCE_KEYS, provider) ? SOURCE_KEYS[provider] : 'other';
  return t(`orders.source.${key}`);
}

export type PaymentEventWords = {
  /** What happened, through whom, with what result: 支付通知 · 演示收银台 · 已入账. */
  title: string;
  /** Who acted, the provider's number, a reason: each a phrase for people. */
  details: string[];
};

/**
 * A payment event as staff read it. The wire carries the ledger's codes (kind, source, result);
 * none of them reaches the screen: a code the console has no words for is left out, not shown.
 */
export function paymentEventWords(event: TPaymentEvent, t: T): PaymentEventWords {
  const what = t(`orders.event.${event.kind.replace('.', '_')}`);
  // A refund's result after it was asked for repeats its kind (退款成功 · 已退款); a payment's and
  // an ask's say something of their own.
  const saysMore = event.kind.startsWith('payment.') || event.kind === 'refund.requested';
  const result = saysMore && RESULT_KEYS.has(event.result) ? t(`orders.result.${event.result}`) : '';
  const title = [what, providerWords(event.source, t), result].filter(Boolean).join(' · ');

  const details: string[] = [];
  if (event.staffUsername) details.push(t('orders.eventBy', { name: event.staffUsername }));
  if (event.reference) {
    const key = event.kind.startsWith('payment.') ? 'orders.eventTradeNo' : 'orders.eventRefundNo';
    details.push(t(key, { reference: event.reference }));
  }
  if (event.kind === 'refund.owed') details.push(t('orders.eventOwed'));
  else if (event.detail && REASON_KINDS.has(event.kind)) {
    details.push(t('orders.eventReason', { text: event.detail }));
  } else if (event.detail && event.kind === 'refund.failed') {
    details.push(t('orders.eventProviderSaid', { text: event.detail }));
  }
  return { title, details };
}
