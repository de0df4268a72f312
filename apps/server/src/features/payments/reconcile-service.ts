import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { ordersToReconcile } from '../ledger/order-reads-service.ts';
import type { LedgerDeps, SettleOutcome } from '../ledger/settle-service.ts';
import { settleQueriedPayment } from './settle-queried.ts';

/**
 * A notification normally comes within seconds; after this long the provider is asked. With the
 * job every 30 s, a payment whose notification was lost is settled within a minute.
 */
export const ASK_AFTER_MS = 30 * 1000;
/** An unpaid order is asked at every run for its first minutes, then about every 2 minutes. */
const PENDING_CADENCE = { closeMs: 3 * 60 * 1000, everyMs: 2 * 60 * 1000, windowMs: 40 * 1000 };
/** A closed order is asked at every run for 3 minutes after it closed, then about every 10 minutes. */
const CLOSED_CADENCE = { closeMs: 3 * 60 * 1000, everyMs: 10 * 60 * 1000, windowMs: 40 * 1000 };
/** A payment of a CANCELLED/EXPIRED order still counts (DESIGN.md §3); asked about for a day. */
export const LATE_PAYMENT_DAYS_MS = 24 * 60 * 60 * 1000;
/** Orders live 15 minutes, so one closed in the last day expired less than two days ago. */
const EXPIRES_LOOKBACK_MS = 2 * LATE_PAYMENT_DAYS_MS;
/** Per run and per kind (pending, closed): bounds the calls one minute makes to providers. */
const BATCH = 200;

export type ReconcileDeps = LedgerDeps & { payments: PaymentProviders; log?: FastifyBaseLogger };
export type ReconcileReport = { asked: number; results: Partial<Record<SettleOutcome, number>> };

/**
 * Asks each order's provider about orders whose notification never came (the payments.reconcile
 * job). A 'paid' answer takes the path a verified notification takes (the ledger's settle:
 * conditional, totals once, caches dropped), so a notification arriving at the same time cannot
 * count it twice; 'unpaid' and 'unknown' change nothing, and neither does a provider that fails to
 * answer. Refunds are not its business: each has its own refunds.send job.
 */
export async function reconcilePayments(deps: ReconcileDeps, now = new Date()): Promise<ReconcileReport> {
  const orders = await ordersToReconcile(deps.database.db, {
    now,
    pendingCadence: PENDING_CADENCE,
    closedCadence: CLOSED_CADENCE,
    pendingBefore: new Date(now.getTime() - ASK_AFTER_MS),
    closedSince: new Date(now.getTime() - LATE_PAYMENT_DAYS_MS),
    expiresAfter: new Date(now.getTime() - EXPIRES_LOOKBACK_MS),
    limit: BATCH,
  });
  const report: ReconcileReport = { asked: 0, results: {} };
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
    const result = await settleQueriedPayment(
      deps,
      { billNo: order.billNo, provider: provider.name },
      answer,
      now,
    );
    report.results[result] = (report.results[result] ?? 0) + 1;
    if (result === 'amountMismatch') {
      // Left for a person, as a notification with a wrong amount is.
      deps.log?.warn({ provider: provider.name, billNo: order.billNo }, 'reconciled payment amount differs');
    }
  }
  return report;
}
