import type { Db } from '../../db/client.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { listOwedRefunds, markRefunded, markRefundSent, type OwedRefund } from './repository.ts';

/**
 * Refunds: the PAID → REFUNDED transition with the order's totals taken back out, and refunds owed
 * to a provider (a late naming payment whose seats or copies were sold meanwhile is REFUNDED by
 * naming-payment-service.ts in the transaction that finds it so), sent until the provider accepts.
 */

/** A refund is recorded once: a second call for the same order changes nothing. */
export function recordRefund(db: Db, billNo: string, now = new Date()): Promise<boolean> {
  return markRefunded(db, billNo, now);
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
  await markRefundSent(db, owed, refundNoOf(owed.billNo));
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
