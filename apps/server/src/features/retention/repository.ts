import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { certificates, receipts } from '../../db/schema/documents.ts';
import { donations } from '../../db/schema/donations.ts';
import { staffSessions } from '../../db/schema/staff.ts';
import { CONTACTS_ERASED_KEY } from './contact-erasure.ts';
import { CERTIFICATE_DELIVERED, RECEIPT_DELIVERED } from './retention-policy.ts';

/** The statements of the retention job (retention-service.ts); each answers how many rows it changed. */

/** Donor sessions that expired or were revoked before `before`. */
export async function deleteEndedDonorSessions(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Staff sessions that reached their absolute end or were revoked before `before`. */
export async function deleteEndedStaffSessions(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, before), lt(staffSessions.revokedAt, before)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

const numbers = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * A paper certificate still to be made, mailed or picked up, or delivered on or after `before`:
 * its (and its order's) contacts are still needed.
 */
const certificateAwaited = (before: Date): SQL => sql`
  ${certificates.isNeedPaper} and (
    ${certificates.voidedAt} >= ${before}
    or (${certificates.voidedAt} is null and (
      coalesce(${certificates.status}, 0) not in (${numbers(CERTIFICATE_DELIVERED)})
      or ${certificates.statusAt} >= ${before})))`;

/** The same of a receipt: to be issued, mailed, picked up or sent, or delivered on or after `before`. */
const receiptAwaited = (before: Date): SQL => sql`
  ${receipts.voidedAt} >= ${before}
  or (${receipts.voidedAt} is null and (
    ${receipts.status} not in (${numbers(RECEIPT_DELIVERED)}) or ${receipts.statusAt} >= ${before}))`;

/**
 * Paper certificates delivered (or voided) before `before` lose their postal contact, phone and
 * address ('' opens as no details). Only a delivered certificate's box is emptied, so the SQL
 * itself sees what is left to do.
 */
export async function eraseDeliveredCertificateContacts(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(certificates)
    .set({ postalSealed: '' })
    .where(
      and(
        ne(certificates.postalSealed, ''),
        or(
          lt(certificates.voidedAt, before),
          and(inArray(certificates.status, [...CERTIFICATE_DELIVERED]), lt(certificates.statusAt, before)),
        ),
      ),
    )
    .returning({ id: certificates.id });
  return rows.length;
}

export type OrderWithContacts = {
  id: number;
  formData: Record<string, unknown> | null;
  /** The order's receipt whose sealed details were not erased yet, if any. */
  receiptId: number | null;
  receiptDetails: string | null;
};

/** The receipt of the outer order whose details are still to be erased. */
const erasable = alias(receipts, 'erasable_receipt');

/**
 * Orders whose every delivery is over (and that last moved) before `before`, and that still hold
 * contacts: the mailing and e-receipt contacts sealed in form_data not yet erased, or a receipt's
 * details written after the last erasure (a receipt asked for later). A paid order whose documents
 * are not made yet (its `documents.order-paid` job has not run) waits for them. Walked by id after
 * `afterId`, `limit` at a time, so a run reads the table once.
 */
export async function findOrdersWithDeliveryOver(
  db: Db,
  before: Date,
  afterId: number,
  limit: number,
): Promise<OrderWithContacts[]> {
  const erasedAt = sql`(${donations.formData} ->> ${CONTACTS_ERASED_KEY})`;
  const receiptLeft = and(
    eq(erasable.donationId, donations.id),
    ne(erasable.detailsSealed, ''),
    or(sql`${erasedAt} is null`, sql`${erasable.createdAt} > ${erasedAt}::timestamptz`),
  );
  const lastMoved = sql`greatest(${donations.createdAt}, ${donations.paidAt},
    ${donations.closedAt}, ${donations.refundedAt})`;
  const ofOrder = (table: typeof certificates | typeof receipts) =>
    sql`select 1 from ${table} where ${table.donationId} = ${donations.id}`;
  const documentsToCome = sql`${inArray(donations.status, [...STANDING_ORDER_STATUSES])}
    and ${donations.makesDocuments} and not exists (${ofOrder(certificates)})
    and not exists (${ofOrder(receipts)})`;
  const rows = await db
    .select({
      id: donations.id,
      formData: donations.formData,
      receiptId: erasable.id,
      receiptDetails: erasable.detailsSealed,
    })
    .from(donations)
    .leftJoin(erasable, receiptLeft)
    .where(
      and(
        gt(donations.id, afterId),
        ne(donations.status, 'PENDING'),
        lt(donations.createdAt, before),
        sql`${lastMoved} < ${before}`,
        or(
          and(sql`${erasedAt} is null`, sql`${donations.formData} ->> 'sealed' is not null`),
          isNotNull(erasable.id),
        ),
        sql`not (${documentsToCome})`,
        sql`not exists (${ofOrder(certificates)} and (${certificateAwaited(before)}))`,
        sql`not exists (${ofOrder(receipts)} and (${receiptAwaited(before)}))`,
      ),
    )
    .orderBy(asc(donations.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Receipts' details replaced, each only if still what was read; answers how many were. */
export async function replaceReceiptsDetails(
  tx: Tx,
  changes: ReadonlyArray<{ id: number; from: string; to: string }>,
): Promise<number> {
  if (changes.length === 0) return 0;
  const values = sql.join(
    changes.map((change) => sql`(${change.id}::bigint, ${change.from}::text, ${change.to}::text)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with replaced as (
      update ${receipts} set details_sealed = v.next
        from (values ${values}) as v(id, previous, next)
        where ${receipts.id} = v.id and ${receipts.detailsSealed} = v.previous
        returning 1
    )
    select count(*)::int as replaced from replaced`);
  // Both drivers answer `{ rows }`.
  return Number((result as unknown as { rows: Array<{ replaced: unknown }> }).rows[0]?.replaced ?? 0);
}
