import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Hourly: in the first days of an Asia/Shanghai month, queues the previous month's income report
 * mail (once per month: its job is keyed by the month). Hourly rather than "at midnight on the 1st"
 * because schedules are periods (job_schedules), and a server down on the 1st still sends it later.
 */
export const MONTHLY_REPORT_CHECK = defineJob({
  name: 'reports.monthly-check',
  payload: z.object({}),
  everySeconds: 60 * 60,
});

/** The income report of one month (`YYYY-MM`), with its workbook, mailed to REPORT_MAIL_TO. */
export const MONTHLY_REPORT_MAIL = defineJob({
  name: 'reports.monthly-mail',
  payload: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }),
});
