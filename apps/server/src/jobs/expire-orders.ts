import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { expireDueOrders } from '../features/orders/expiry-service.ts';
import type { PaymentProviders } from '../integrations/payments/provider-registry.ts';
import { startPaymentReconciler } from './reconcile-payments.ts';

const EVERY_MS = 60 * 1000;

/**
 * Closes orders whose 15 minutes are up, once a minute. Reads of one order expire it too, so the
 * job only decides how soon an unread order stops being payable, never whether a read is right.
 * The payment reconciler (reconcile-payments.ts) is started and stopped with it.
 */
export function startOrderExpiry(
  database: Database,
  payments: PaymentProviders,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireDueOrders(database.db, payments)
      .catch((error: unknown) => log.warn({ err: error }, 'order expiry failed'))
      .finally(() => {
        running = false;
      });
  }, EVERY_MS);
  timer.unref();
  const stopReconciler = startPaymentReconciler(database, payments, log);
  return () => {
    clearInterval(timer);
    stopReconciler();
  };
}
