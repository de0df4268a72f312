import { z } from 'zod';
import { defineJob } from '../job-definition.ts';
import { EVENT_PRIORITY } from './event-priority.ts';

const ZOrderEvent = z.object({ eventId: z.number().int(), donationId: z.number().int() });

/** A paid order's certificate row, paper application and receipt row (`order.paid`, when it makes any). */
export const ORDER_PAID_DOCUMENTS = defineJob({
  name: 'documents.order-paid',
  payload: ZOrderEvent,
  priority: EVENT_PRIORITY,
  batchSize: 50,
});

/** A refunded order's certificate voided (full refund) and receipt voided (`order.refunded`). */
export const ORDER_REFUNDED_DOCUMENTS = defineJob({
  name: 'documents.order-refunded',
  payload: ZOrderEvent.extend({ full: z.boolean(), amountFen: z.number().int() }),
  priority: EVENT_PRIORITY,
});

/** A certificate's PNG drawn on the worker threads and stored. */
export const RENDER_CERTIFICATE = defineJob({
  name: 'certificates.render',
  payload: z.object({ certificateId: z.number().int() }),
  batchSize: 8,
});
