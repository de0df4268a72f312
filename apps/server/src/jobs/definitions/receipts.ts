import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

const ZReceipt = z.object({ receiptId: z.number().int() });

/** An e-receipt issued at the fiscal platform (finance's 开票). */
export const ISSUE_RECEIPT = defineJob({ name: 'receipts.issue', payload: ZReceipt });
/** An issued e-receipt sent to the donor (mail or SMS). */
export const SEND_RECEIPT = defineJob({ name: 'receipts.send', payload: ZReceipt });
/** An issued e-receipt voided at the fiscal platform (红冲) after a refund. */
export const VOID_RECEIPT = defineJob({ name: 'receipts.void', payload: ZReceipt });
