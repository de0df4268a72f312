import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

const ZReceipt = z.object({ receiptId: z.number().int() });

/**
 * An e-receipt issued at the fiscal platform (finance's 开票); one queued by a year-end batch names
 * the batch (the batch job's id), which is how the batch counts its progress in the jobs table.
 */
export const ISSUE_RECEIPT = defineJob({
  name: 'receipts.issue',
  payload: ZReceipt.extend({ batchId: z.number().int().optional() }),
});
/** An issued e-receipt sent to the donor (mail or SMS). */
export const SEND_RECEIPT = defineJob({ name: 'receipts.send', payload: ZReceipt });
/** An issued e-receipt voided at the fiscal platform (红冲) after a refund. */
export const VOID_RECEIPT = defineJob({ name: 'receipts.void', payload: ZReceipt });

/**
 * A year-end batch (finance): queues a `receipts.issue` job for each of the year's e-receipts still
 * to issue, up to the newest receipt there was when staff started it, a chunk per statement.
 */
export const ISSUE_RECEIPT_BATCH = defineJob({
  name: 'receipts.issue-batch',
  payload: z.object({
    year: z.number().int(),
    upToReceiptId: z.number().int(),
    /** How many were outstanding when staff started it: the total shown until the queuing ends. */
    expected: z.number().int(),
  }),
  maxAttempts: 5,
});
