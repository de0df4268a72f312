import type { Db } from '../../db/client.ts';
import { VOID_RECEIPT } from '../../jobs/definitions/receipts.ts';
import { triggerJob } from '../../jobs/trigger-job.ts';
import { voidCertificateOfOrder } from '../certificates/paid-order-service.ts';
import { voidReceiptOfOrder } from '../receipts/application-service.ts';

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
      ? (await voidCertificateOfOrder(tx, event.donationId, now)) > 0
      : false;
    const receipt = await voidReceiptOfOrder(tx, event.donationId, now);
    if (receipt?.issuedAt) {
      await triggerJob(
        tx,
        VOID_RECEIPT,
        { receiptId: receipt.id },
        { singletonKey: `receipt-void:${receipt.id}` },
      );
    }
    return { certificateVoided, receiptVoided: receipt !== undefined };
  });
}
