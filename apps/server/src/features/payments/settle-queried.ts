import type { PaymentQuery } from '../../integrations/payments/payment-provider.ts';
import { type LedgerDeps, type SettleOutcome, settlePayment } from '../ledger/settle-service.ts';

/**
 * A provider's answer "paid" to our query (the reconciler's, or the close job's after the provider
 * said the order had ended), settled by the ledger as a verified notification is: conditional,
 * totals once, so a notification arriving at the same time cannot count it twice.
 */
export function settleQueriedPayment(
  deps: LedgerDeps,
  order: { billNo: string; provider: string },
  answer: Extract<PaymentQuery, { state: 'paid' }>,
  now: Date,
): Promise<SettleOutcome> {
  const payment = {
    billNo: order.billNo,
    amountFen: answer.amountFen,
    tradeNo: answer.tradeNo,
    provider: order.provider,
    via: 'query' as const,
  };
  return settlePayment(deps, payment, now);
}
