import type { Database, Db } from '../../db/client.ts';
import { CACHE_SCOPES, type PublicCache } from '../../http/public-cache.ts';
import type {
  IncomingNotification,
  NotificationAck,
  PaymentProvider,
} from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { cancelPending, findOrder, type OrderRow } from '../orders/repository.ts';
import {
  findOrderExpiringDue,
  markPaid,
  type PaidResult,
  type PaymentVia,
  paymentEventKind,
} from './hot-repository.ts';
import { recordNamingPayment } from './naming-payment-service.ts';
import { insertPaymentEventOfBill } from './payment-events-repository.ts';
import { sendOwedRefund } from './refund-service.ts';

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
  payment: { billNo: string; amountFen: number; tradeNo: string; provider: string; via?: PaymentVia },
  now = new Date(),
): Promise<PaidResult> {
  const paid = { ...payment, via: payment.via ?? 'notification' };
  let result = await markPaid(deps.database, paid, now);
  if (result === 'naming') {
    const naming = await recordNamingPayment(deps.database.db, paid, now);
    if (naming.owed && deps.payments) await sendOwedRefund(deps.database.db, deps.payments, naming.owed);
    result = naming.result;
  }
  if (result === 'already' || result === 'amountMismatch') {
    // Nothing changed, so there is no transaction to share: the event says it came and what it met.
    await insertPaymentEventOfBill(deps.database.db, paid.billNo, {
      kind: paymentEventKind(paid.via),
      source: paid.provider,
      result,
      amountFen: paid.amountFen,
      reference: paid.tradeNo,
    });
  }
  if (result === 'credited') {
    await deps.cache.invalidate(CACHE_SCOPES.donations, CACHE_SCOPES.items, CACHE_SCOPES.togethers);
  }
  return result;
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
