import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/** Unpaid orders whose 15 minutes are up (reads of one order expire it too). */
export const EXPIRE_ORDERS = defineJob({ name: 'orders.expire', payload: z.object({}), everySeconds: 60 });
