import { ORDER_ENTRIES } from '@alma/shared/orders/order-status';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { offlineGifts } from '../../db/schema/offline-gifts.ts';

/**
 * A recorded gift's rows (offline-gift-service.ts): the order, inserted PAID (the insert trigger of
 * migration 0014 counts it in the totals), and how its money came.
 */

export type RecordedOrder = {
  billNo: string;
  userId: number;
  itemsId: number;
  subItemsId: number | null;
  moneyFen: number;
  payType: number;
  donorName: string;
  formData: Record<string, unknown>;
  makesDocuments: boolean;
  provider: string;
  providerTradeNo: string | null;
  paidAt: Date;
  createdAt: Date;
};

export async function insertRecordedOrder(tx: Tx, order: RecordedOrder): Promise<number> {
  const [row] = await tx
    .insert(donations)
    .values({
      ...order,
      crowdType: 1,
      materialNumber: 0,
      status: ORDER_ENTRIES.record,
      donateFrom: 'U1',
      isAnonymous: false,
      isNoData: false,
    })
    .returning({ id: donations.id });
  if (!row) throw new Error('recorded order not inserted');
  return row.id;
}

export type OfflineDetails = {
  method: string;
  receivedOn: string;
  payerName: string;
  reference: string;
  note: string;
  voucherKey: string;
};

export async function insertOfflineGift(
  tx: Tx,
  donationId: number,
  details: OfflineDetails,
  staffId: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(offlineGifts)
    .values({ donationId, ...details, recordedBy: staffId, createdAt: now })
    .returning({ id: offlineGifts.id });
  if (!row) throw new Error('offline gift not inserted');
  return row.id;
}

/** The live records (not voided) holding these references of a method, with their bill numbers. */
export async function findRecordedReferences(
  db: Db | Tx,
  method: string,
  references: readonly string[],
): Promise<Map<string, string>> {
  const wanted = references.filter((reference) => reference !== '');
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ reference: offlineGifts.reference, billNo: donations.billNo })
    .from(offlineGifts)
    .innerJoin(donations, eq(donations.id, offlineGifts.donationId))
    .where(
      and(
        eq(offlineGifts.method, method),
        inArray(offlineGifts.reference, [...new Set(wanted)]),
        isNull(offlineGifts.voidedAt),
      ),
    );
  return new Map(rows.map((row) => [row.reference, row.billNo]));
}
