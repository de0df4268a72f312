import type { Db } from '../../db/client.ts';
import { emitEvent } from '../../db/outbox.ts';
import { nameBooksOf } from '../naming-books/book-claims-service.ts';
import { nameSeatsOf } from '../naming-seats/seat-claims-repository.ts';
import { type PaidResult, type PaymentVia, paymentEventKind } from './hot-repository.ts';
import {
  addNamingCountDonate,
  findOrderMoney,
  markNamingOrderPaid,
  markRefundOwed,
} from './naming-payment-repository.ts';
import { insertPaymentEvent } from './payment-events-repository.ts';
import { applyTotals, type OwedRefund } from './repository.ts';

type Payment = { billNo: string; amountFen: number; tradeNo: string; provider: string; via: PaymentVia };

/**
 * A naming order's payment, in one transaction: PAID with the totals, and what it held named
 * (namingCountDonate up by the seats or copies named). A payment that arrives after the hold was
 * released (cancelled, expired) names the objects again if every one is still free; if any was
 * taken meanwhile, nothing is named, the order becomes REFUNDED with its totals taken back out,
 * and the refund is owed to the provider (refund_pending) — sent after commit (refund-service.ts),
 * and retried by the reconciler until the provider accepts it. The conditional PAID transition
 * lets one transaction through per order, so a replayed notification neither names nor refunds
 * twice. A named order's `order.paid` event (its documents) is written in the same transaction.
 */
export async function recordNamingPayment(
  db: Db,
  payment: Payment,
  now: Date,
): Promise<{ result: PaidResult; owed: OwedRefund | null }> {
  return db.transaction(async (tx) => {
    const order = await markNamingOrderPaid(tx, payment, now);
    if (!order) {
      const moneyFen = await findOrderMoney(tx, payment.billNo);
      if (moneyFen === undefined) return { result: 'notFound', owed: null };
      return { result: moneyFen === payment.amountFen ? 'already' : 'amountMismatch', owed: null };
    }
    await applyTotals(tx, order, 1);
    let named = 0;
    let lost = false;
    if (order.namingType === 2) {
      const books = await nameBooksOf(tx, order.id, now);
      named = books.named;
      lost = books.lost.length > 0;
    } else {
      const seats = await nameSeatsOf(tx, order.id, now);
      named = seats.named;
      lost = seats.lostSeats.length > 0;
    }
    const event = {
      kind: paymentEventKind(payment.via),
      source: payment.provider,
      amountFen: payment.amountFen,
      reference: payment.tradeNo,
    };
    if (lost) {
      await markRefundOwed(tx, order.id, now);
      await applyTotals(tx, order, -1);
      await insertPaymentEvent(tx, order.id, { ...event, result: 'refunded' });
      await insertPaymentEvent(tx, order.id, {
        kind: 'refund.owed',
        source: payment.provider,
        amountFen: order.moneyFen,
        detail: 'naming objects taken meanwhile',
      });
      const owed = { billNo: order.billNo, moneyFen: order.moneyFen, provider: payment.provider };
      return { result: 'refunded', owed };
    }
    await addNamingCountDonate(tx, order.itemsId, named);
    await insertPaymentEvent(tx, order.id, { ...event, result: 'credited' });
    await emitEvent(tx, { kind: 'order.paid', donationId: order.id });
    return { result: 'credited', owed: null };
  });
}
