import type { Db } from '../../db/client.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { nameBooksOf } from '../naming-books/book-claims-service.ts';
import { nameSeatsOf } from '../naming-seats/seat-claims-repository.ts';
import type { PaidResult } from './hot-repository.ts';
import {
  addNamingCountDonate,
  findOrderMoney,
  listOwedRefunds,
  markNamingOrderPaid,
  markRefundOwed,
  markRefundSent,
  type OwedRefund,
} from './naming-order-repository.ts';
import { applyTotals } from './repository.ts';

type Payment = { billNo: string; amountFen: number; tradeNo: string; provider: string };

/**
 * A naming order's payment, in one transaction: PAID with the totals, and what it held named
 * (namingCountDonate up by the seats or copies named). A payment that arrives after the hold was
 * released (cancelled, expired) names the objects again if every one is still free; if any was
 * taken meanwhile, nothing is named, the order becomes REFUNDED with its totals taken back out,
 * and the refund is owed to the provider (refund_pending) — sent after commit, and retried by the
 * reconciler until the provider accepts it. The conditional PAID transition lets one transaction
 * through per order, so a replayed notification neither names nor refunds twice.
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
    if (lost) {
      await markRefundOwed(tx, order.id, now);
      await applyTotals(tx, order, -1);
      const owed = { billNo: order.billNo, moneyFen: order.moneyFen, provider: payment.provider };
      return { result: 'refunded', owed };
    }
    await addNamingCountDonate(tx, order.itemsId, named);
    return { result: 'credited', owed: null };
  });
}

/** The refund number sent to the provider: one per order, so a retried refund is the same refund. */
export const refundNoOf = (billNo: string) => `${billNo}R`;

/** Asks the order's provider to refund; true once it accepted (then it is never asked again). */
export async function sendOwedRefund(db: Db, payments: PaymentProviders, owed: OwedRefund): Promise<boolean> {
  const provider = owed.provider ? payments.byName(owed.provider) : null;
  if (!provider) return false;
  try {
    const answer = await provider.refund({
      billNo: owed.billNo,
      refundNo: refundNoOf(owed.billNo),
      amountFen: owed.moneyFen,
    });
    if (!answer.accepted) return false;
  } catch {
    return false;
  }
  await markRefundSent(db, owed.billNo);
  return true;
}

/** The reconciler's pass over refunds still owed; answers how many went through. */
export async function sendOwedRefunds(db: Db, payments: PaymentProviders, limit = 50): Promise<number> {
  let sent = 0;
  for (const owed of await listOwedRefunds(db, limit)) {
    if (await sendOwedRefund(db, payments, owed)) sent += 1;
  }
  return sent;
}
