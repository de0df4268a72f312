import { randomInt } from 'node:crypto';
import { earnsCertificate } from '@alma/shared/documents/paid-order-documents';
import { isStanding } from '@alma/shared/orders/order-status';
import { RECEIPT_DONOR } from '@alma/shared/validation/donation-details';
import { type KeptDetails, typedName } from '@alma/shared/validation/donation-details-kept';
import type { Db } from '../../db/client.ts';
import { RENDER_CERTIFICATE } from '../../jobs/definitions/documents.ts';
import { triggerJobs } from '../../jobs/trigger-job.ts';
import type { Secrets } from '../../security/secrets.ts';
import { receiveFundsForPaidOrders } from '../agreements/transfer-service.ts';
import { addCertificates, type NewCertificate } from '../certificates/paid-order-service.ts';
import { addReceipts, type NewReceipt } from '../receipts/application-service.ts';
import { lockPaidOrdersWithForm } from './paid-order-repository.ts';
import { openKeptDetails, postalLine, sealJson } from './sealed-details.ts';

/** No 0/O or 1/I: a serial is read off a printed certificate and typed into a search box. */
const SERIAL_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** ZS + the year + 10 random characters (50 bits): unique by index, and not guessable. */
export function newSerialNo(now: Date): string {
  let random = '';
  for (let i = 0; i < 10; i += 1) random += SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)];
  return `ZS${now.getUTCFullYear()}${random}`;
}

export type PaidOrderDocuments = { certificates: number; receipts: number };

type LockedOrder = Awaited<ReturnType<typeof lockPaidOrdersWithForm>>[number];

function certificateOf(secrets: Secrets, order: LockedOrder, kept: KeptDetails, now: Date): NewCertificate {
  const paper = kept.certificate?.isNeedPaper === true;
  // A form without way options posts the certificate (donation-details.ts).
  const way = kept.certificate?.certificateWay === '1' ? 1 : 2;
  const postal = way === 2 ? kept.postal : undefined;
  return {
    donationId: order.id,
    userId: order.userId,
    itemsId: order.itemsId,
    serialNo: newSerialNo(now),
    titleName:
      kept.certificate?.certificateDonorName || typedName(kept.fields) || order.donorName || '爱心人士',
    isNeedPaper: paper,
    status: paper ? 1 : null,
    certificateWay: paper ? way : null,
    postalSealed: paper
      ? sealJson(secrets, {
          postalContact: postal?.postalContact ?? '',
          postalMobile: postal?.postalMobile ?? '',
          postalAddress: postalLine(postal),
        })
      : '',
    appliedAt: paper ? now : null,
  };
}

function receiptOf(secrets: Secrets, order: LockedOrder, kept: KeptDetails): NewReceipt | null {
  const receipt = kept.receipt;
  if (!receipt?.isNeedReceipt) return null;
  return {
    donationId: order.id,
    userId: order.userId,
    itemsId: order.itemsId,
    donorType: receipt.receiptDonorType === RECEIPT_DONOR.enterprise ? 2 : 1,
    donorName: receipt.receiptDonorName,
    receiptType: Number(receipt.receiptType),
    receiptWay: Number(receipt.receiptWay),
    detailsSealed: sealJson(secrets, {
      creditCode: receipt.creditCode,
      postalContact: kept.postal?.postalContact ?? '',
      postalMobile: kept.postal?.postalMobile ?? '',
      postalAddress: postalLine(kept.postal),
      postalEmail: receipt.postalEmail,
      postalMobileSms: receipt.postalMobileSms,
    }),
  };
}

/**
 * The documents of a batch of paid orders (the `order.paid` events' jobs, up to 50 at a time), in
 * one transaction with the orders locked: each order's certificate when the gift reached the
 * project's certificate threshold (with the paper one already applied for when the donor asked
 * on the form), its receipt application when the donor asked for one, and the certificates'
 * drawing queued — a few statements for the whole batch, not a transaction per order. An order
 * refunded before its event was handled gets nothing. Run again (a retry after a crash), it finds
 * the rows there and adds nothing. Answers what it made, and the orders whose kept details could
 * not be opened (they fail alone and are retried).
 */
export async function createPaidOrderDocuments(
  deps: { db: Db; secrets: Secrets },
  donationIds: readonly number[],
  now = new Date(),
): Promise<PaidOrderDocuments & { failed: Map<number, unknown> }> {
  const failed = new Map<number, unknown>();
  const made = await deps.db.transaction(async (tx) => {
    const certificates: NewCertificate[] = [];
    const receipts: NewReceipt[] = [];
    for (const order of await lockPaidOrdersWithForm(tx, donationIds)) {
      if (!isStanding(order.status)) continue;
      let kept: KeptDetails;
      try {
        kept = openKeptDetails(deps.secrets, order.formData);
      } catch (error) {
        failed.set(order.id, error);
        continue;
      }
      if (earnsCertificate(order, order.moneyFen))
        certificates.push(certificateOf(deps.secrets, order, kept, now));
      const receipt = receiptOf(deps.secrets, order, kept);
      if (receipt) receipts.push(receipt);
    }
    const drawn = await addCertificates(tx, certificates);
    await triggerJobs(
      tx,
      RENDER_CERTIFICATE,
      drawn.map((row) => ({ payload: { certificateId: row.id }, singletonKey: `certificate:${row.id}` })),
    );
    const kept = await addReceipts(tx, receipts);
    // An agreement these orders pay (the hhu tree form), once sealed, has its money.
    await receiveFundsForPaidOrders(tx, donationIds, now);
    return { certificates: drawn.length, receipts: kept.length };
  });
  return { ...made, failed };
}
