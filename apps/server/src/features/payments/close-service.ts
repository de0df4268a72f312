import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { orderProviderOf } from '../ledger/order-reads-service.ts';
import type { LedgerDeps, SettleOutcome } from '../ledger/settle-service.ts';
import { settleQueriedPayment } from './settle-queried.ts';

export type CloseReport = { closed: boolean; settled?: SettleOutcome };

/**
 * The payments.close job (an order's `order.closed`): its provider is told the order will not be
 * paid, so the donor's open payment sheet stops taking money. If the order was paid meanwhile (a
 * late payment), nothing is closed. When the provider says the order was no longer open (WeChat
 * Pay's ORDERPAID, Alipay's closed-or-paid), the payment it took is settled at once, as the
 * reconciler would (DESIGN.md §3: a payment of a cancelled order still counts), instead of waiting
 * for a notification that may never come. A provider that cannot be reached fails the job, to be
 * retried.
 */
export async function closeAtProvider(
  deps: LedgerDeps & { payments: PaymentProviders },
  donationId: number,
  now = new Date(),
): Promise<CloseReport> {
  const order = await orderProviderOf(deps.database.db, donationId);
  if (!order || (order.status !== 'CANCELLED' && order.status !== 'EXPIRED')) return { closed: false };
  const provider = order.provider ? deps.payments.byName(order.provider) : null;
  if (!provider) return { closed: false };
  if ((await provider.close(order.billNo)) === 'closed') return { closed: true };
  const answer = await provider.query(order.billNo);
  if (answer.state !== 'paid') return { closed: false };
  const queried = { billNo: order.billNo, provider: provider.name };
  return { closed: false, settled: await settleQueriedPayment(deps, queried, answer, now) };
}
