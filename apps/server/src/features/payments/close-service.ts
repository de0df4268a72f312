import type { Db } from '../../db/client.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { orderProviderOf } from '../ledger/order-reads-service.ts';

/**
 * The payments.close job (an order's `order.closed`): its provider is told the order will not be
 * paid, so the donor's open payment sheet stops taking money. If the order was paid meanwhile (a
 * late payment), nothing is closed. A provider that cannot be reached fails the job, to be retried.
 */
export async function closeAtProvider(
  deps: { db: Db; payments: PaymentProviders },
  donationId: number,
): Promise<{ closed: boolean }> {
  const order = await orderProviderOf(deps.db, donationId);
  if (!order || (order.status !== 'CANCELLED' && order.status !== 'EXPIRED')) return { closed: false };
  const provider = order.provider ? deps.payments.byName(order.provider) : null;
  if (!provider) return { closed: false };
  await provider.close(order.billNo);
  return { closed: true };
}
