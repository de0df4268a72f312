import { OFFLINE_PAY_TYPE } from '@alma/shared/api/donate';
import { fromWireDate, toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { Db, Tx } from '../../db/client.ts';
import { emitEvent } from '../../jobs/outbox.ts';
import { countOrders } from '../../observability/process-metrics.ts';
import { makeBillNo } from './bill-no.ts';
import {
  findRecordedReferences,
  insertOfflineGift,
  insertRecordedOrder,
  type OfflineDetails,
} from './offline-gift-repository.ts';
import { insertPaymentEvent } from './payment-events-repository.ts';

export type { OfflineDetails } from './offline-gift-repository.ts';

/** The source payment events and orders name for money finance received outside the app. */
export const OFFLINE_SOURCE = 'offline';

/** A gift finance received outside the app, its rules (amount, donor, project) already checked. */
export type OfflineGift = {
  userId: number;
  itemsId: number;
  subItemsId: number | null;
  moneyFen: number;
  /** The name directories and the certificate show. */
  donorName: string;
  /** The receipt asked for, sealed as a donor's form keeps it ({ sealed }), or {}. */
  formData: Record<string, unknown>;
  makesDocuments: boolean;
  details: OfflineDetails;
  staffId: number;
};

export type RecordedGift = { id: number; donationId: number; billNo: string };

/**
 * record (issue 21): money finance already holds becomes a paid order — the machine's second entry,
 * ORDER_ENTRIES.record — inside the caller's transaction (the console's write opens it, with the
 * donor it may create and its audit row; an import's confirm records many in one): the order
 * inserted PAID with pay type 90 (the trigger of migration 0014 counts it like any paid order),
 * its payment event, how the money came, and `order.paid` with its documents' job when it makes one,
 * so the certificate and the receipt follow as for any gift. A reference already recorded for the
 * method is refused by name — by the unique index too, when two confirm the same line at once.
 * The caller drops the cached totals after commit (settle-service.ts dropCachedTotals).
 */
export async function recordOfflineGift(tx: Tx, gift: OfflineGift, now = new Date()): Promise<RecordedGift> {
  const { details } = gift;
  const taken = await findRecordedReferences(tx, details.method, [details.reference]);
  if (taken.has(details.reference)) throw referenceTaken(details.reference);
  const billNo = makeBillNo(now);
  const donationId = await insertRecordedOrder(tx, {
    billNo,
    userId: gift.userId,
    itemsId: gift.itemsId,
    subItemsId: gift.subItemsId,
    moneyFen: gift.moneyFen,
    payType: OFFLINE_PAY_TYPE,
    donorName: gift.donorName,
    formData: gift.formData,
    makesDocuments: gift.makesDocuments,
    provider: OFFLINE_SOURCE,
    providerTradeNo: details.reference || null,
    paidAt: paidAtOf(details.receivedOn, now),
    createdAt: now,
  });
  const id = await insertOfflineGift(tx, donationId, details, gift.staffId, now).catch((error: unknown) => {
    throw isUniqueViolation(error) ? referenceTaken(details.reference) : error;
  });
  await insertPaymentEvent(tx, donationId, {
    kind: 'payment.offline',
    source: OFFLINE_SOURCE,
    result: 'credited',
    amountFen: gift.moneyFen,
    reference: details.reference,
    detail: details.method,
    staffId: gift.staffId,
  });
  await emitEvent(tx, { kind: 'order.paid', donationId, withJobs: gift.makesDocuments });
  // Counted when recorded: the commit is the console's transaction around it.
  countOrders('paid');
  return { id, donationId, billNo };
}

/**
 * When the gift counts as paid: the day the money arrived (at noon, Shanghai), so a transfer of
 * 31 December recorded in January stands in the year it was given; today's, at the moment recorded.
 */
function paidAtOf(receivedOn: string, now: Date): Date {
  if ((toWireDate(now) ?? '').slice(0, 10) <= receivedOn) return now;
  return fromWireDate(`${receivedOn} 12:00:00`) ?? now;
}

function referenceTaken(reference: string): AppError {
  return new AppError('CONFLICT', 'admin.offlineGift.referenceTaken', { field: 'reference', reference });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Which of these references of a method are recorded already (not voided), with their bill numbers. */
export function recordedReferences(
  db: Db,
  method: string,
  references: readonly string[],
): Promise<Map<string, string>> {
  return findRecordedReferences(db, method, references);
}
