import { randomInt } from 'node:crypto';
import { RECEIPT_DONOR } from '@alma/shared/validation/donation-details';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue/job-repository.ts';
import type { Secrets } from '../../security/secrets.ts';
import { insertCertificate } from '../certificates/repository.ts';
import { insertReceipts } from '../receipts/repository.ts';
import { lockPaidOrderWithForm } from './paid-order-repository.ts';
import { openKeptDetails, postalLine, sealJson } from './sealed-details.ts';

export const RENDER_CERTIFICATE_JOB = 'certificates.render';

/** No 0/O or 1/I: a serial is read off a printed certificate and typed into a search box. */
const SERIAL_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** ZS + the year + 10 random characters (50 bits): unique by index, and not guessable. */
export function newSerialNo(now: Date): string {
  let random = '';
  for (let i = 0; i < 10; i += 1) random += SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)];
  return `ZS${now.getUTCFullYear()}${random}`;
}

export type PaidOrderDocuments = { certificateId: number | null; receiptId: number | null };

/**
 * The documents of a paid order (the `order.paid` event's job), in one transaction with the order
 * locked: its certificate when the gift reached the project's certificate threshold (with the
 * paper one already applied for when the donor asked on the form), its receipt application when
 * the donor asked for one on the form, and the certificate's rendering queued. Run twice (a retry
 * after a crash), it finds the rows there and adds nothing.
 */
export async function createPaidOrderDocuments(
  deps: { db: Db; secrets: Secrets },
  donationId: number,
  now = new Date(),
): Promise<PaidOrderDocuments> {
  return deps.db.transaction(async (tx) => {
    const order = await lockPaidOrderWithForm(tx, donationId);
    // Refunded before its event was handled: nothing is issued for money that went back.
    if (order?.status !== 'PAID') return { certificateId: null, receiptId: null };
    const kept = openKeptDetails(deps.secrets, order.formData);
    let certificateId: number | null = null;
    if (order.isOpenCertificate && order.moneyFen >= (order.minMoneyCertificateFen ?? 0)) {
      const paper = kept.certificate?.isNeedPaper === true;
      // A form without way options posts the certificate (donation-details.ts).
      const way = kept.certificate?.certificateWay === '1' ? 1 : 2;
      const postal = way === 2 ? kept.postal : undefined;
      const row = await insertCertificate(tx, {
        donationId: order.id,
        userId: order.userId,
        itemsId: order.itemsId,
        serialNo: newSerialNo(now),
        titleName: kept.certificate?.certificateDonorName || order.donorName || '爱心人士',
        isNeedPaper: paper,
        status: paper ? 1 : null,
        certificateWay: paper ? way : null,
        postalSealed: paper
          ? sealJson(deps.secrets, {
              postalContact: postal?.postalContact ?? '',
              postalMobile: postal?.postalMobile ?? '',
              postalAddress: postalLine(postal),
            })
          : '',
        appliedAt: paper ? now : null,
      });
      if (row) {
        certificateId = row.id;
        await enqueueJob(tx, {
          name: RENDER_CERTIFICATE_JOB,
          payload: { certificateId: row.id },
          singletonKey: `certificate:${row.id}`,
        });
      }
    }
    let receiptId: number | null = null;
    const receipt = kept.receipt;
    if (receipt?.isNeedReceipt) {
      const [row] = await insertReceipts(tx, [
        {
          donationId: order.id,
          userId: order.userId,
          itemsId: order.itemsId,
          donorType: receipt.receiptDonorType === RECEIPT_DONOR.enterprise ? 2 : 1,
          donorName: receipt.receiptDonorName,
          receiptType: Number(receipt.receiptType),
          receiptWay: Number(receipt.receiptWay),
          detailsSealed: sealJson(deps.secrets, {
            creditCode: receipt.creditCode,
            postalContact: kept.postal?.postalContact ?? '',
            postalMobile: kept.postal?.postalMobile ?? '',
            postalAddress: postalLine(kept.postal),
            postalEmail: receipt.postalEmail,
            postalMobileSms: receipt.postalMobileSms,
          }),
        },
      ]);
      receiptId = row?.id ?? null;
    }
    return { certificateId, receiptId };
  });
}
