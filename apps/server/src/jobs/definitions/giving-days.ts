import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * The giving days' tick (issue 25): pools' fair-release batches shared out once their window is
 * over, and challenges that are met release their sums. Often, since a batch waits for it.
 */
export const GIVING_DAYS_TICK = defineJob({
  name: 'givingDays.tick',
  payload: z.object({}),
  everySeconds: 10,
});
