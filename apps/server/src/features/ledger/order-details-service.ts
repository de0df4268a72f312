import type { Tx } from '../../db/client.ts';
import { replaceOrdersFormData } from './order-details-repository.ts';

/**
 * The retention job's one write of orders (features/retention): each order's form_data replaced by
 * the one given, its delivery contacts blanked. Nothing else of the order moves.
 */
export function replaceOrderDetails(
  tx: Tx,
  orders: ReadonlyArray<{ id: number; formData: Record<string, unknown> }>,
): Promise<void> {
  return replaceOrdersFormData(tx, orders);
}
