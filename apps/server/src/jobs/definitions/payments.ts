import { z } from 'zod';
import { defineJob } from '../job-definition.ts';
import { EVENT_PRIORITY } from './event-priority.ts';

/** Asks providers about orders whose notification never came (reconcile-service.ts: its cadence). */
export const RECONCILE_PAYMENTS = defineJob({
  name: 'payments.reconcile',
  payload: z.object({}),
  everySeconds: 30,
});

/** Tells an order's provider it will not be paid (a cancelled or expired order's `order.closed`). */
export const CLOSE_AT_PROVIDER = defineJob({
  name: 'payments.close',
  payload: z.object({ eventId: z.number().int(), donationId: z.number().int() }),
  priority: EVENT_PRIORITY,
  batchSize: 50,
});

/**
 * Asks the provider to give a refund back (the `refund.decided` event), and asks again, with the same
 * refund number, while the provider says it is still going. The only place a provider's refund is called.
 */
export const SEND_REFUND = defineJob({
  name: 'refunds.send',
  payload: z.object({ refundId: z.number().int() }),
  priority: EVENT_PRIORITY,
  maxAttempts: 12,
});
