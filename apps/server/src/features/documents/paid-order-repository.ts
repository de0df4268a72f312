import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { donations } from '../../db/schema/donations.ts';

/**
 * The order an order.paid event names, locked for the transaction that makes its documents (a
 * refund of the same order waits, so a refund never slips between the check and the insert), with
 * the thresholds of its project's form.
 */
export async function lockPaidOrderWithForm(tx: Tx, donationId: number) {
  const [row] = await tx
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
    .where(eq(donations.id, donationId))
    .for('update', { of: donations });
  return row;
}
