import type { TSuccessData } from '@alma/shared/api/donate';
import type { Language } from '@alma/shared/i18n/language';
import { displayNickname } from '@alma/shared/validation/display';
import type { Database, Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { CACHE_SCOPES, type PublicCache } from '../../http/public-cache.ts';
import type {
  IncomingNotification,
  NotificationAck,
  PaymentProvider,
} from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { findOrderExpiringDue, markPaid, type PaidResult } from './hot-repository.ts';
import { recordNamingPayment, sendOwedRefund } from './naming-payment-service.ts';
import { closeAtProviders } from './place-order-service.ts';
import {
  cancelPending,
  expireDue,
  expireIfDue,
  findOrder,
  findOwnOrder,
  findPaidOrderView,
  markRefunded,
  type OrderRow,
} from './repository.ts';

export type NotificationOutcome = {
  ack: NotificationAck;
  /** True when this notification moved money: the caller drops the cached totals. */
  credited: boolean;
  result: PaidResult | 'badSignature' | 'notPaid';
};

/**
 * A provider's notification: the signature is checked before anything is read from it, the
 * amount must equal the order's, and the PAID transition is conditional, so a replay (however
 * many, however concurrent) credits once. Only the database is touched, so it answers fast.
 */
export async function handleNotification(
  deps: PaymentDeps,
  provider: PaymentProvider,
  notification: IncomingNotification,
  now = new Date(),
): Promise<NotificationOutcome> {
  const verified = await provider.verifyNotification(notification);
  if (!verified) return { ack: provider.ack(false), credited: false, result: 'badSignature' };
  if (!verified.paid) return { ack: provider.ack(true), credited: false, result: 'notPaid' };
  const result = await recordPayment(
    deps,
    {
      billNo: verified.billNo,
      amountFen: verified.amountFen,
      tradeNo: verified.tradeNo,
      provider: provider.name,
    },
    now,
  );
  // A wrong amount or an unknown order is refused, so the provider keeps the case open for a person.
  const accepted = result === 'credited' || result === 'already' || result === 'refunded';
  return { ack: provider.ack(accepted), credited: result === 'credited', result };
}

/**
 * What recording a payment needs: the cache only to be told the totals moved, the providers to
 * send a refund a late naming payment is owed (without them the reconciler sends it).
 */
export type PaymentDeps = {
  database: Database;
  cache: Pick<PublicCache, 'invalidate'>;
  payments?: PaymentProviders;
};

/**
 * The one way a payment the provider vouches for reaches the order (a verified notification, or
 * the reconciler's query): the conditional PAID transition with the totals, idempotent, and
 * when it credited, the cached totals and directories dropped on every instance.
 */
export async function recordPayment(
  deps: PaymentDeps,
  payment: { billNo: string; amountFen: number; tradeNo: string; provider: string },
  now = new Date(),
): Promise<PaidResult> {
  let result = await markPaid(deps.database, payment, now);
  if (result === 'naming') {
    const naming = await recordNamingPayment(deps.database.db, payment, now);
    if (naming.owed && deps.payments) await sendOwedRefund(deps.database.db, deps.payments, naming.owed);
    result = naming.result;
  }
  if (result === 'credited') {
    await deps.cache.invalidate(CACHE_SCOPES.donations, CACHE_SCOPES.items, CACHE_SCOPES.togethers);
  }
  return result;
}

/** The user's own order, with a due expiry applied first, so every read sees the true state. */
export async function ownOrder(db: Db, userId: number, billNo: string, now: Date): Promise<OrderRow> {
  const order = await findOwnOrder(db, userId, billNo);
  if (!order) throw notFound();
  if (!isDue(order, now)) return order;
  await expireIfDue(db, billNo, now);
  return (await findOwnOrder(db, userId, billNo)) ?? order;
}

const isDue = (order: OrderRow, now: Date) =>
  order.status === 'PENDING' && order.expiresAt !== null && order.expiresAt <= now;

/** items/payback: 1 when paid, else 0. */
export async function getPayback(db: Db, userId: number, billNo: string, now = new Date()): Promise<0 | 1> {
  const order = await ownOrder(db, userId, billNo, now);
  return order.status === 'PAID' ? 1 : 0;
}

/** items/cancel: the user's own unpaid order is closed; anything else is left as it is. */
export async function cancelOwnOrder(
  db: Db,
  payments: PaymentProviders,
  userId: number,
  billNo: string,
  now = new Date(),
): Promise<null> {
  await ownOrder(db, userId, billNo, now);
  const cancelled = await cancelPending(db, billNo, userId, now);
  if (cancelled) await closeAtProviders(payments, [{ billNo, provider: cancelled.provider }]);
  return null;
}

/** items/success: only for the user's own paid order. */
export async function getSuccessData(
  db: Db,
  userId: number,
  billNo: string,
  language: Language,
): Promise<TSuccessData> {
  const view = await findPaidOrderView(db, userId, billNo);
  if (!view) throw notFound();
  return {
    avatar: view.avatar,
    name: displayNickname(view.nickname, language),
    itemsName: view.itemsName,
    itemsId: view.itemsId,
    itemsIntro: view.itemsIntro,
    itemsThumbnailImg: view.itemsThumbnailImg,
    successWord: view.successWord ?? '',
    // Certificates come with their own issue; the client shows the button only when set.
    certificateImg: '',
  };
}

/** The sandbox cashier's view of an order: any PENDING order by its unguessable bill number. */
export function findPayableOrder(database: Database, billNo: string, now = new Date()) {
  return findOrderExpiringDue(database, billNo, now);
}

/** The cashier's 取消: the order is closed, and the donor goes back to the form. */
export async function cancelFromCashier(
  db: Db,
  billNo: string,
  now = new Date(),
): Promise<OrderRow | undefined> {
  await cancelPending(db, billNo, null, now);
  return findOrder(db, billNo);
}

/** Orders whose 15 minutes are up; run by a job every minute (and on every read of one order). */
export async function expireDueOrders(db: Db, payments: PaymentProviders, now = new Date()): Promise<number> {
  const expired = await expireDue(db, now);
  await closeAtProviders(payments, expired);
  return expired.length;
}

/** A refund is recorded once: a second call for the same order changes nothing. */
export function recordRefund(db: Db, billNo: string, now = new Date()): Promise<boolean> {
  return markRefunded(db, billNo, now);
}
