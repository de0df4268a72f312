import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/** Vacuum (PGlite has no autovacuum), old nonces, rate hits and finished jobs pruned. */
export const MAINTENANCE = defineJob({ name: 'maintenance', payload: z.object({}), everySeconds: 5 * 60 });

/** Seat namings whose term ran out are ended. */
export const EXPIRE_NAMINGS = defineJob({
  name: 'namings.expire',
  payload: z.object({}),
  everySeconds: 60 * 60,
});

/**
 * Personal data kept no longer than its purpose (features/retention, docs/retention.md): ended
 * sessions deleted, the contacts of deliveries long over blanked. Daily: the periods are months.
 */
export const PRIVACY_RETENTION = defineJob({
  name: 'privacy.retention',
  payload: z.object({}),
  everySeconds: 24 * 60 * 60,
});
