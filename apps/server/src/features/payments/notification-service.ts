import type {
  IncomingNotification,
  NotificationAck,
  PaymentProvider,
} from '../../integrations/payments/payment-provider.ts';
import { paymentNotifications } from '../../observability/process-metrics.ts';
import { type LedgerDeps, type SettleOutcome, settlePayment } from '../ledger/settle-service.ts';

export type NotificationOutcome = {
  ack: NotificationAck;
  result: SettleOutcome | 'badSignature' | 'notPaid';
};

/** Outcomes the provider is told are done with: it stops resending. */
const ACCEPTED = new Set<NotificationOutcome['result']>([
  'credited',
  'already',
  'refunded',
  'duplicate',
  'notPaid',
]);

/**
 * A provider's notification: the signature is checked before anything is read from it, then the
 * ledger settles it (idempotent, however many and however concurrent). Only the database is
 * touched, so it answers fast. A wrong amount or an unknown order is refused, so the provider keeps
 * the case open for a person.
 */
export async function handleNotification(
  deps: LedgerDeps,
  provider: PaymentProvider,
  notification: IncomingNotification,
  now = new Date(),
): Promise<NotificationOutcome> {
  const outcome = await settleNotification(deps, provider, notification, now);
  paymentNotifications.inc({ provider: provider.name, outcome: outcome.result });
  return outcome;
}

async function settleNotification(
  deps: LedgerDeps,
  provider: PaymentProvider,
  notification: IncomingNotification,
  now: Date,
): Promise<NotificationOutcome> {
  const verified = await provider.verifyNotification(notification);
  if (!verified) return { ack: provider.ack(false), result: 'badSignature' };
  if (!verified.paid) return { ack: provider.ack(true), result: 'notPaid' };
  const result = await settlePayment(
    deps,
    {
      billNo: verified.billNo,
      amountFen: verified.amountFen,
      tradeNo: verified.tradeNo,
      provider: provider.name,
      via: 'notification',
    },
    now,
  );
  return { ack: provider.ack(ACCEPTED.has(result)), result };
}
