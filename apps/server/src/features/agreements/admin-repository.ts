import { agreementStatusAfter, agreementStatusesThatCan } from '@alma/shared/agreements/agreement-status';
import type { TAgreementPlacement } from '@alma/shared/agreements/agreement-template';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agreements, agreementTemplates, agreementVersions } from '../../db/schema/agreements.ts';
import { certificates, receipts } from '../../db/schema/documents.ts';
import { donations } from '../../db/schema/donations.ts';
import { staff } from '../../db/schema/staff.ts';

/** The statuses money may be received in: the machine's, not written out again. */
const RECEIVES_FUNDS = agreementStatusesThatCan('receiveFunds');

export type AgreementFilter = {
  status?: string | undefined;
  flow?: string | undefined;
  itemsId?: number | undefined;
  q?: string | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function whereOf(filter: AgreementFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(agreements.status, filter.status));
  if (filter.flow) conditions.push(eq(agreements.flow, filter.flow));
  if (filter.itemsId) conditions.push(eq(agreements.itemsId, filter.itemsId));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    const either = or(
      ilike(agreements.agreementNo, like),
      ilike(agreements.donorName, like),
      ilike(donations.billNo, like),
    );
    if (either) conditions.push(either);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const listColumns = {
  agreement: agreements,
  billNo: donations.billNo,
  voidedBy: staff.username,
};

/** The console's list: newest first, with the paying order's bill number. */
export async function listAgreements(
  db: Db,
  filter: AgreementFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(agreements)
      .leftJoin(donations, eq(donations.id, agreements.donationId))
      .leftJoin(staff, eq(staff.id, agreements.voidedBy))
      .where(where)
      .orderBy(desc(agreements.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(agreements)
      .leftJoin(donations, eq(donations.id, agreements.donationId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAgreementForStaff(db: Db | Tx, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(agreements)
    .leftJoin(donations, eq(donations.id, agreements.donationId))
    .leftJoin(staff, eq(staff.id, agreements.voidedBy))
    .where(eq(agreements.id, id));
  return row ?? null;
}

/** The receipt and the certificate of the order that paid an agreement (each one per order). */
export async function findOrderDocuments(db: Db, donationId: number) {
  const [[receipt], [certificate]] = await Promise.all([
    db.select().from(receipts).where(eq(receipts.donationId, donationId)),
    db.select().from(certificates).where(eq(certificates.donationId, donationId)),
  ]);
  return { receipt: receipt ?? null, certificate: certificate ?? null };
}

export async function listVersions(db: Db, agreementId: number) {
  return db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.agreementId, agreementId))
    .orderBy(desc(agreementVersions.version));
}

/** Sealed agreements whose money has not come, newest first (a transfer may be recorded against them). */
export async function listAwaitingTransfer(
  db: Db,
  filter: { amountFen?: number | undefined; q?: string | undefined },
) {
  // Contracts are paid by transfer; a tree agreement is paid by its own naming order.
  const conditions: SQL[] = [
    inArray(agreements.status, RECEIVES_FUNDS),
    eq(agreements.flow, 'cpu'),
    sql`${agreements.donationId} is null`,
  ];
  if (filter.amountFen !== undefined) conditions.push(eq(agreements.amountFen, filter.amountFen));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    const either = or(ilike(agreements.agreementNo, like), ilike(agreements.donorName, like));
    if (either) conditions.push(either);
  }
  return db
    .select()
    .from(agreements)
    .where(and(...conditions))
    .orderBy(desc(agreements.sealedAt))
    .limit(50);
}

/** Agreements awaiting a transfer whose donor bears one of these names and whose amount is one of these. */
export async function listAwaitingFor(db: Db, names: readonly string[], amountsFen: readonly number[]) {
  if (names.length === 0 || amountsFen.length === 0) return [];
  return db
    .select()
    .from(agreements)
    .where(
      and(
        inArray(agreements.status, RECEIVES_FUNDS),
        eq(agreements.flow, 'cpu'),
        sql`${agreements.donationId} is null`,
        inArray(agreements.donorName, [...new Set(names)]),
        inArray(agreements.amountFen, [...new Set(amountsFen)]),
      ),
    );
}

/** The agreement a transfer is recorded against, locked for the transaction recording it. */
export async function lockAgreement(tx: Tx, id: number) {
  const [row] = await tx.select().from(agreements).where(eq(agreements.id, id)).for('update');
  return row ?? null;
}

export async function findTemplate(db: Db | Tx, itemsId: number) {
  const [row] = await db.select().from(agreementTemplates).where(eq(agreementTemplates.itemsId, itemsId));
  return row ?? null;
}

export type TemplateValues = {
  title: string;
  body: string;
  titleEn: string;
  bodyEn: string;
  offerContract: boolean;
  placement: TAgreementPlacement;
};

export async function saveTemplate(tx: Tx, itemsId: number, values: TemplateValues, at: Date) {
  const [row] = await tx
    .insert(agreementTemplates)
    .values({ itemsId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: agreementTemplates.itemsId, set: { ...values, updatedAt: at } })
    .returning();
  return row!;
}

/** Links the paying order to the agreement and moves it to FUNDS_RECEIVED, only from SEALED. */
export async function markFundsReceived(tx: Tx, id: number, donationId: number, at: Date): Promise<boolean> {
  const moved = await tx
    .update(agreements)
    .set({ status: agreementStatusAfter('receiveFunds'), donationId, fundsReceivedAt: at })
    .where(
      and(
        eq(agreements.id, id),
        inArray(agreements.status, RECEIVES_FUNDS),
        sql`${agreements.donationId} is null`,
      ),
    )
    .returning({ id: agreements.id });
  return moved.length > 0;
}

/** Agreements paid by these orders, sealed and waiting for the money: FUNDS_RECEIVED now. */
export async function markPaidByOrders(tx: Tx, donationIds: readonly number[], at: Date): Promise<number> {
  if (donationIds.length === 0) return 0;
  const moved = await tx
    .update(agreements)
    .set({ status: agreementStatusAfter('receiveFunds'), fundsReceivedAt: at })
    .where(and(inArray(agreements.donationId, [...donationIds]), inArray(agreements.status, RECEIVES_FUNDS)))
    .returning({ id: agreements.id });
  return moved.length;
}

/** Whether the order paying an agreement stands paid (PAID or partly refunded). */
export async function orderStands(db: Db | Tx, donationId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: donations.status })
    .from(donations)
    .where(eq(donations.id, donationId));
  return row?.status === 'PAID' || row?.status === 'PARTLY_REFUNDED';
}

/**
 * The order placed with an agreement (the hhu tree form) pays it: the link is made in the order's
 * transaction, replacing a link to an earlier order of the agreement that was never paid.
 */
export async function linkOrderToAgreement(
  tx: Tx,
  agreementId: number,
  donationId: number,
): Promise<boolean> {
  const linked = await tx
    .update(agreements)
    .set({ donationId })
    .where(
      and(
        eq(agreements.id, agreementId),
        inArray(agreements.status, ['SIGNED', 'SEALED']),
        sql`(${agreements.donationId} is null or ${agreements.donationId} in (select id from donations where id = ${agreements.donationId} and status in ('PENDING', 'CANCELLED', 'EXPIRED')))`,
      ),
    )
    .returning({ id: agreements.id });
  return linked.length > 0;
}

export async function findAgreementPaidBy(db: Db, donationId: number) {
  const [row] = await db
    .select({ id: agreements.id, agreementNo: agreements.agreementNo, status: agreements.status })
    .from(agreements)
    .where(eq(agreements.donationId, donationId));
  return row ?? null;
}
