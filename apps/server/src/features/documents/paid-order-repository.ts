import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { donations } from '../../db/schema/donations.ts';

/**
 * The orders a batch of order.paid events names, locked for the transaction that makes their
 * documents (a refund of one of them waits, so a refund never slips between the check and the
 * insert), in id order so two batches never wait on each other, with their project's form thresholds.
 */
export async function lockPaidOrdersWithForm(tx: Tx, donationIds: readonly number[]) {
  if (donationIds.length === 0) return [];
  return tx
    .select({
      id: donations.id,
      userId: donations.userId,
      itemsId: donations.itemsId,
      status: donations.status,
      moneyFen: donations.moneyFen,
      donorName: donations.donorName,
      formData: donations.formData,
      isOpenCertificate: donationForms.isOpenCertificate,
      minMoneyCertificateFen: donationForms.minMoneyCertificateFen,
    })
    .from(donations)
    .leftJoin(donationForms, eq(donationForms.itemsId, donations.itemsId))
    .where(inArray(donations.id, [...donationIds]))
    .orderBy(asc(donations.id))
    .for('update', { of: donations });
}
