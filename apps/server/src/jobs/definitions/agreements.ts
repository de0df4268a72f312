import { z } from 'zod';
import { defineJob } from '../job-definition.ts';
import { EVENT_PRIORITY } from './event-priority.ts';

/** A signed agreement version sealed with the foundation's certificate (`agreement.signed`). */
export const SEAL_AGREEMENT = defineJob({
  name: 'agreements.seal',
  payload: z.object({ eventId: z.number().int(), agreementId: z.number().int(), version: z.number().int() }),
  priority: EVENT_PRIORITY,
});
