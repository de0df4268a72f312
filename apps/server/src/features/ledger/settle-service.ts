import { isStanding, statusesThatCan } from '@alma/shared/orders/order-status';
import type { Database, Db, Tx } from '../../db/client.ts';
import { CACHE_SCOPES, type PublicCache } from '../../http/public-cache.ts';
import { emitEvent } from '../../jobs/outbox.ts';
import { countOrders } from '../../observability/process-metrics.ts';
import { nameBooksOfOrder } from '../naming-books/book-claims-service.ts';
import { nameSeatsOfOrder } from '../naming-seats/seat-claims-service.ts';
import {
  addNamingCountDonate,
  lockNamingOrder,
  markNamingOrderPaid,
  type NamingOrder,
  refuseLatePayment,
} from './naming-settle-repository.ts';
import { insertPaymentEvent } from './payment-events-repository.ts';
import { countRefundsOf, insertRefund, lockOrderByBillNo } from './refund-repository.ts';
import { type Payment, paymentEventKind, type SettleOutcome, settleMoneyOrder } from './settle-repository.ts';

export type { Payment, PaymentVia, SettleOutcome } from './settle-repository.ts';

/** What settling needs: the database, and the public cache whose totals it moves. */
export type LedgerDeps = { database: Database; cache: Pick<PublicCache, 'invalidateSoon'> };

/** The public answers that show an order's money: directories, project and fundraiser totals. */
const TOTALS_SCOPES = [CACHE_SCOPES.donations, CACHE_SCOPES.items, CACHE_SCOPES.togethers] as const;

/**
 * After a movement of money committed: this instance's cached totals dropped at once, every other
 * instance's within a quarter of a second, by one notification for all the payments meanwhile
 * (PublicCache.invalidateSoon), so a payment commits once and waits for no other transaction.
 */
export function dropCachedTotals(deps: LedgerDeps): void {
  deps.cache.invalidateSoon(...TOTALS_SCOPES);
}

/** The words staff read on a refund the ledger decided by itself. */
const LATE_REASON = '支付到账时所选座位或图书已被他人认捐，款项原路退回';
const SECOND_PAYMENT_REASON = '同一订单的重复支付，款项原路退回';

const SETTLEABLE = new Set<string>(statusesThatCan('settle'));

/**
 * settle: the one way a payment a provider vouches for reaches an order (a verified notification,
 * the reconciler's query, a card charged in the request; a bank transfer staff record). Idempotent
 * however often and however concurrently it comes: the PAID move is conditional, so one transaction
 * credits; a replay is recorded as such. A money or goods order takes one prepared statement. A
 * naming order is paid where its objects are named (or, late and taken meanwhile, refused and
 * refunded). A second payment of a paid order goes back. When it credited, the cached totals and
 * directories are dropped on every instance (dropCachedTotals).
 */
export async function settlePayment(
  deps: LedgerDeps,
  payment: Payment,
  now = new Date(),
): Promise<SettleOutcome> {
  const { outcome, statusSeen } = await settleMoneyOrder(deps.database, payment, now);
  let result = outcome;
  if (outcome === 'naming') result = await settleNamingOrder(deps.database.db, payment, now);
  // Another trade number for a paid order; or a concurrent statement credited it first, which may
  // have been this very payment (a replay racing itself) or another one.
  else if (outcome === 'duplicate' || (outcome === 'already' && statusSeen && SETTLEABLE.has(statusSeen))) {
    result = await refundSecondPayment(deps.database.db, payment);
  }
  if (result === 'credited') {
    dropCachedTotals(deps);
    countOrders('paid');
  }
  return result;
}

const eventOf = (payment: Payment) => ({
  kind: paymentEventKind(payment.via),
  source: payment.provider,
  amountFen: payment.amountFen,
  reference: payment.tradeNo,
});

/**
 * A naming order's payment, in one transaction with the order and its project locked: what it
 * held is named (namingCountDonate up by as many), or — a late payment after the hold was let go —
 * named again if every object is still free; if one was taken meanwhile nothing is named and the
 * payment is refused (refuseLate: REFUNDED, never counted) with its refund decided at once.
 */
async function settleNamingOrder(db: Db, payment: Payment, now: Date): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockNamingOrder(tx, payment.billNo);
    if (!order) return 'notFound';
    if (!SETTLEABLE.has(order.status) || order.moneyFen !== payment.amountFen) {
      const result =
        order.moneyFen !== payment.amountFen && SETTLEABLE.has(order.status) ? 'amountMismatch' : 'already';
      await insertPaymentEvent(tx, order.id, { ...eventOf(payment), result });
      return result;
    }
    const naming =
      order.namingType === 2
        ? await nameBooksOfOrder(tx, order.id, now)
        : await nameSeatsOfOrder(tx, order.id, now);
    if (naming.lost) return refuseLate(tx, order, payment, now);
    if (!(await markNamingOrderPaid(tx, order, payment, now)))
      throw new Error(`order ${order.billNo} moved while locked`);
    await addNamingCountDonate(tx, order.itemsId, naming.named);
    await insertPaymentEvent(tx, order.id, { ...eventOf(payment), result: 'credited' });
    await emitEvent(tx, { kind: 'order.paid', donationId: order.id, withJobs: order.makesDocuments });
    return 'credited';
  });
}

async function refuseLate(tx: Tx, order: NamingOrder, payment: Payment, now: Date): Promise<SettleOutcome> {
  if (!(await refuseLatePayment(tx, order, payment, now)))
    throw new Error(`order ${order.billNo} cannot refuse a late payment`);
  const refund = await insertRefund(tx, {
    donationId: order.id,
    amountFen: payment.amountFen,
    reason: LATE_REASON,
    status: 'PROCESSING',
    refundNo: `${order.billNo}R`,
    kind: 'late',
    requestedBy: null,
    requestKey: null,
    tradeNo: null,
  });
  if (!refund) throw new Error(`order ${order.billNo} already owes its late refund`);
  await insertPaymentEvent(tx, order.id, { ...eventOf(payment), result: 'refunded' });
  await insertPaymentEvent(tx, order.id, {
    kind: 'refund.owed',
    source: payment.provider,
    amountFen: payment.amountFen,
    reference: refund.refundNo,
    detail: 'naming objects taken meanwhile',
    refundId: refund.id,
  });
  await emitEvent(tx, { kind: 'refund.decided', donationId: order.id, payload: { refundId: refund.id } });
  return 'refunded';
}

/**
 * A payment with another trade number than the one that paid the order: the donor paid twice, and
 * the second goes back, once however often it is reported (one refund per trade number, by index).
 * The same trade number is the payment already recorded.
 */
async function refundSecondPayment(db: Db, payment: Payment): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByBillNo(tx, payment.billNo);
    if (!order) return 'notFound';
    const paidOnce = !order.providerTradeNo || order.providerTradeNo === payment.tradeNo;
    if (paidOnce || !(isStanding(order.status) || order.status === 'REFUNDED')) return 'already';
    const refund = await insertRefund(tx, {
      donationId: order.id,
      amountFen: payment.amountFen,
      reason: SECOND_PAYMENT_REASON,
      status: 'PROCESSING',
      refundNo: `${order.billNo}D${(await countRefundsOf(tx, order.id)) + 1}`,
      kind: 'duplicate',
      requestedBy: null,
      requestKey: null,
      tradeNo: payment.tradeNo,
    });
    if (!refund) return 'already';
    await insertPaymentEvent(tx, order.id, { ...eventOf(payment), result: 'duplicate' });
    await emitEvent(tx, { kind: 'refund.decided', donationId: order.id, payload: { refundId: refund.id } });
    return 'duplicate';
  });
}
