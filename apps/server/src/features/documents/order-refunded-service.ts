import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue/job-repository.ts';
import { voidCertificateOfDonation } from '../certificates/repository.ts';
import { markReceiptVoided } from '../receipts/repository.ts';

export const VOID_RECEIPT_JOB = 'receipts.void';

/**
 * What a refund does to an order's documents (the `order.refunded` event's job), in one
 * transaction. A full refund voids the certificate (its page says so) and the receipt; a partial
 * one voids the receipt, whose amount is no longer the gift's, and leaves the certificate, which
 * still names a gift. An issued receipt is voided at the issuer too (红冲), by its own job.
 */
export async function voidRefundedOrderDocuments(
  db: Db,
  event: { donationId: number; full: boolean },
  now = new Date(),
): Promise<{ certificateVoided: boolean; receiptVoided: boolean }> {
  return db.transaction(async (tx) => {
    const certificateVoided = event.full
      ? (await voidCertificateOfDonation(tx, event.donationId, now)) > 0
      : false;
    const receipt = await markReceiptVoided(tx, event.donationId, now);
    if (receipt?.issuedAt) {
      await enqueueJob(tx, {
        name: VOID_RECEIPT_JOB,
        payload: { receiptId: receipt.id },
        singletonKey: `receipt-void:${receipt.id}`,
      });
    }
    return { certificateVoided, receiptVoided: receipt !== undefined };
  });
}
