import type { Db } from '../../db/client.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { closeAtProviders } from '../payments/pay-action-service.ts';
import { expireDue } from './repository.ts';

/** Orders whose 15 minutes are up; run by a job every minute (and on every read of one order). */
export async function expireDueOrders(db: Db, payments: PaymentProviders, now = new Date()): Promise<number> {
  const expired = await expireDue(db, now);
  await closeAtProviders(payments, expired);
  return expired.length;
}
