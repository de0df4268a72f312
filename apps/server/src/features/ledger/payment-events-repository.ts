import type { TPaymentEventKind } from '@alma/shared/admin-api/orders';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { paymentEvents } from '../../db/schema/payments.ts';
import { staff } from '../../db/schema/staff.ts';

/**
 * The payment events of an order (db/schema/payments.ts): written where the thing happened, in its
 * transaction when it changed something. Only short texts go in: a reference number, a reason.
 */

export type PaymentEvent = {
  kind: TPaymentEventKind;
  source: string;
  result?: string;
  amountFen?: number | null;
  reference?: string;
  detail?: string;
  refundId?: number | null;
  staffId?: number | null;
};

const DETAIL_MAX = 200;

function values(donationId: number, event: PaymentEvent) {
  return {
    donationId,
    kind: event.kind,
    source: event.source,
    result: event.result ?? '',
    amountFen: event.amountFen ?? null,
    reference: (event.reference ?? '').slice(0, 64),
    detail: (event.detail ?? '').slice(0, DETAIL_MAX),
    refundId: event.refundId ?? null,
    staffId: event.staffId ?? null,
  };
}

export async function insertPaymentEvent(
  conn: Db | Tx,
  donationId: number,
  event: PaymentEvent,
): Promise<void> {
  await conn.insert(paymentEvents).values(values(donationId, event));
}

/** For callers that know the order only by bill number (a notification that changed nothing). */
export async function insertPaymentEventOfBill(
  conn: Db | Tx,
  billNo: string,
  event: PaymentEvent,
): Promise<void> {
  const v = values(0, event);
  await conn.execute(sql`
    insert into ${paymentEvents} (donation_id, kind, source, result, amount_fen, reference, detail, refund_id, staff_id)
    select ${donations.id}, ${v.kind}, ${v.source}, ${v.result}, ${v.amountFen}, ${v.reference}, ${v.detail},
      ${v.refundId}, ${v.staffId}
    from ${donations} where ${donations.billNo} = ${billNo}`);
}

/** An order's events, oldest first, with the staff member's name where one acted. */
export async function listPaymentEvents(db: Db, donationId: number) {
  return db
    .select({
      id: paymentEvents.id,
      kind: paymentEvents.kind,
      source: paymentEvents.source,
      result: paymentEvents.result,
      amountFen: paymentEvents.amountFen,
      reference: paymentEvents.reference,
      detail: paymentEvents.detail,
      refundId: paymentEvents.refundId,
      staffUsername: staff.username,
      createdAt: paymentEvents.createdAt,
    })
    .from(paymentEvents)
    .leftJoin(staff, eq(staff.id, paymentEvents.staffId))
    .where(eq(paymentEvents.donationId, donationId))
    .orderBy(asc(paymentEvents.id))
    .limit(500);
}
