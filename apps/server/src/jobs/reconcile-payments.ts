import type { FastifyBaseLogger } from 'fastify';
import type { PaidResult } from '../features/payments/hot-repository.ts';
import { type PaymentDeps, recordPayment } from '../features/payments/payment-service.ts';
import { sendOwedRefunds } from '../features/payments/refund-service.ts';
import { findOrdersToReconcile } from '../features/payments/repository.ts';
import { confirmOpenRefunds } from '../features/payments/staff-refund-service.ts';
import type { PaymentProviders } from '../integrations/payments/provider-registry.ts';

/** A notification normally comes within seconds; after this long the provider is asked. */
export const ASK_AFTER_MS = 2 * 60 * 1000;
/** A payment of a CANCELLED/EXPIRED order still counts (DESIGN.md §3); asked about for a day. */
export const LATE_PAYMENT_DAYS_MS = 24 * 60 * 60 * 1000;
/** Orders live 15 minutes, so one closed in the last day expired less than two days ago. */
const EXPIRES_LOOKBACK_MS = 2 * LATE_PAYMENT_DAYS_MS;
/** Per run and per kind (pending, closed): bounds the calls one minute makes to providers. */
const BATCH = 200;

export type ReconcileDeps = PaymentDeps & { payments: PaymentProviders; log?: FastifyBaseLogger };
export type ReconcileReport = {
  asked: number;
  results: Partial<Record<PaidResult, number>>;
  /** Refunds owed to late naming payments that the providers accepted in this run. */
  refundsSent: number;
  /** Console refunds left processing that the providers have now finished (done or refused). */
  refundsSettled: number;
};

/**
 * Asks each order's provider about orders whose notification never came. A 'paid' answer takes
 * the path a verified notification takes (recordPayment: conditional, totals once, caches
 * dropped), so a notification arriving at the same time cannot count it twice; 'unpaid' and
 * 'unknown' change nothing, and neither does a provider that fails to answer.
 */
export async function reconcilePayments(deps: ReconcileDeps, now = new Date()): Promise<ReconcileReport> {
  const orders = await findOrdersToReconcile(deps.database.db, {
    pendingBefore: new Date(now.getTime() - ASK_AFTER_MS),
    closedSince: new Date(now.getTime() - LATE_PAYMENT_DAYS_MS),
    expiresAfter: new Date(now.getTime() - EXPIRES_LOOKBACK_MS),
    limit: BATCH,
  });
  const report: ReconcileReport = { asked: 0, results: {}, refundsSent: 0, refundsSettled: 0 };
  for (const order of orders) {
    const provider = order.provider ? deps.payments.byName(order.provider) : null;
    if (!provider) continue;
    report.asked += 1;
    let answer: Awaited<ReturnType<typeof provider.query>>;
    try {
      answer = await provider.query(order.billNo);
    } catch (error) {
      deps.log?.warn({ err: error, provider: provider.name }, 'payment query failed');
      continue;
    }
    if (answer.state !== 'paid') continue;
    const payment = {
      billNo: order.billNo,
      amountFen: answer.amountFen,
      tradeNo: answer.tradeNo,
      provider: provider.name,
      via: 'query' as const,
    };
    const result = await recordPayment(deps, payment, now);
    report.results[result] = (report.results[result] ?? 0) + 1;
    if (result === 'amountMismatch') {
      // Left for a person, as a notification with a wrong amount is.
      deps.log?.warn({ provider: provider.name, billNo: order.billNo }, 'reconciled payment amount differs');
    }
  }
  report.refundsSent = await sendOwedRefunds(deps.database.db, deps.payments);
  report.refundsSettled = await confirmOpenRefunds(deps, now);
  return report;
}
