import type { TOrderStatus } from '@alma/shared/orders/order-status';
import { and, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { agreementOfOrderColumns } from '../../db/agreement-of-order.ts';
import type { Db, Tx } from '../../db/client.ts';
import { receipts } from '../../db/schema/documents.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';

export type ReceiptRecord = typeof receipts.$inferSelect;
export type NewReceipt = Omit<typeof receipts.$inferInsert, 'id' | 'status'>;

/** A receipt for a donation; a donation has at most one, so a second insert does nothing. */
export async function insertReceipts(tx: Tx, values: NewReceipt[]): Promise<ReceiptRecord[]> {
  if (values.length === 0) return [];
  return tx
    .insert(receipts)
    .values(values.map((value) => ({ ...value, status: 1 })))
    .onConflictDoNothing({ target: receipts.donationId })
    .returning();
}

const rowColumns = {
  receipt: receipts,
  itemsName: items.name,
  itemsNameEn: items.nameEn,
  thumbnailImg: items.thumbnailImg,
  // What the receipt is for: the gift as paid. Any refund voids the receipt, which still shows it.
  moneyFen: sql<number>`${donations.moneyFen} + ${donations.refundedFen}`.mapWith(Number),
  paidAt: donations.paidAt,
};

export async function pageOwnReceipts(
  db: Db,
  userId: number,
  filter: { statuses: readonly number[]; limit: number; offset: number },
) {
  const where = and(
    eq(receipts.userId, userId),
    filter.statuses.length > 0 ? inArray(receipts.status, [...filter.statuses]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(receipts)
      .innerJoin(donations, eq(donations.id, receipts.donationId))
      .innerJoin(items, eq(items.id, receipts.itemsId))
      .where(where)
      .orderBy(desc(receipts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(receipts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOwnReceipt(db: Db, userId: number, id: number) {
  const [row] = await db
    .select(rowColumns)
    .from(receipts)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .innerJoin(items, eq(items.id, receipts.itemsId))
    .where(and(eq(receipts.id, id), eq(receipts.userId, userId)));
  return row;
}

/** The owner's newest receipt: its details prefill the next application (lastUserInfo). */
export async function findNewestOwnReceipt(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(eq(receipts.userId, userId))
    .orderBy(desc(receipts.id))
    .limit(1);
  return row;
}

/**
 * A receipt is for a gift as paid, never refunded: any refund, a partial one too, voids it (see
 * rowColumns and the 红冲 of issue-service.ts, which both read money_fen + refunded_fen), and a
 * receipt row records no amount of its own. So only a PAID order may get one, and may be issued:
 * not a PARTLY_REFUNDED one, though it still stands everywhere else (STANDING_ORDER_STATUSES).
 */
export const RECEIPTABLE_ORDER_STATUS: TOrderStatus = 'PAID';

/**
 * The owner's paid, never refunded donations that may still have a receipt: none yet, and the
 * project's form has receipts open with the gift at or above its minimum (doc 2 §4.3's rule for the
 * form).
 */
function receiptableWhere(userId: number) {
  return and(
    eq(donations.userId, userId),
    eq(donations.status, RECEIPTABLE_ORDER_STATUS),
    eq(donationForms.isOpenReceipt, true),
    sql`${donations.moneyFen} >= ${donationForms.minMoneyReceiptFen}`,
    notExists(sql`(select 1 from ${receipts} where ${receipts.donationId} = ${donations.id})`),
  );
}

export async function pageReceiptableDonations(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
) {
  const where = receiptableWhere(userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        donationId: donations.id,
        itemsId: donations.itemsId,
        itemsName: items.name,
        itemsNameEn: items.nameEn,
        thumbnailImg: items.thumbnailImg,
        moneyFen: donations.moneyFen,
        paidAt: donations.paidAt,
      })
      .from(donations)
      .innerJoin(donationForms, eq(donationForms.itemsId, donations.itemsId))
      .innerJoin(items, eq(items.id, donations.itemsId))
      .where(where)
      .orderBy(desc(donations.paidAt), desc(donations.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(donations)
      .innerJoin(donationForms, eq(donationForms.itemsId, donations.itemsId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Of the given donations, those the owner may still have a receipt for, locked for the insert. */
export async function lockReceiptableDonations(tx: Tx, userId: number, donationIds: readonly number[]) {
  return tx
    .select({ donationId: donations.id, itemsId: donations.itemsId })
    .from(donations)
    .innerJoin(donationForms, eq(donationForms.itemsId, donations.itemsId))
    .where(and(receiptableWhere(userId), inArray(donations.id, [...donationIds])))
    .for('update', { of: donations });
}

/** The receipt of a refunded order: marked voided; answers it when it had been issued (红冲 needed). */
export async function markReceiptVoided(tx: Tx | Db, donationId: number, now: Date) {
  const [row] = await tx
    .update(receipts)
    .set({ voidedAt: now })
    .where(and(eq(receipts.donationId, donationId), isNull(receipts.voidedAt)))
    .returning();
  return row;
}

/** The stored receipt file, or its 红冲 file (for a signed link). */
export async function findReceiptFileKeys(db: Db, id: number) {
  const [row] = await db
    .select({ fileKey: receipts.fileKey, voidFileKey: receipts.voidFileKey })
    .from(receipts)
    .where(eq(receipts.id, id));
  return row;
}

/** The receipt's files, when the receipt is this user's own. */
export async function findOwnReceiptFile(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ fileKey: receipts.fileKey, voidFileKey: receipts.voidFileKey })
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.userId, userId)));
  return row ?? null;
}

/** A receipt with what issuing, sending and voiding it need: its order and project. */
export async function findReceiptForIssuer(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      receipt: receipts,
      billNo: donations.billNo,
      orderStatus: donations.status,
      moneyFen: donations.moneyFen,
      refundedFen: donations.refundedFen,
      paidAt: donations.paidAt,
      origin: donations.origin,
      projectName: items.name,
      projectNameEn: items.nameEn,
      agreementNo: agreementOfOrderColumns.agreementNo,
    })
    .from(receipts)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .innerJoin(items, eq(items.id, receipts.itemsId))
    .where(eq(receipts.id, id));
  return row;
}

/** Issued: numbers, file and status 1 → issuedStatus, once (a second run finds it issued). */
export async function markReceiptIssued(
  db: Db,
  id: number,
  issued: {
    invoiceCode: string;
    invoiceNo: string;
    checkCode: string;
    issuedAt: Date;
    fileKey: string;
    issuer: string;
    status: number;
  },
): Promise<boolean> {
  const rows = await db
    .update(receipts)
    .set({ ...issued, statusAt: issued.issuedAt })
    .where(and(eq(receipts.id, id), eq(receipts.status, 1), isNull(receipts.issuedAt)))
    .returning({ id: receipts.id });
  return rows.length === 1;
}

export async function markReceiptSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(receipts)
    .set({ sentAt: now, sendError: '', status: 7, statusAt: now })
    .where(and(eq(receipts.id, id), inArray(receipts.status, [6, 7])));
}

export async function markReceiptSendFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(receipts).set({ sendError: error }).where(eq(receipts.id, id));
}

export async function setReceiptVoidFile(db: Db, id: number, voidFileKey: string): Promise<void> {
  await db
    .update(receipts)
    .set({ voidFileKey })
    .where(and(eq(receipts.id, id), isNull(receipts.voidFileKey)));
}

/** The public check of a fiscal receipt's QR code: number and check code together. */
export async function findReceiptByInvoice(db: Db, invoiceNo: string, checkCode: string) {
  const [row] = await db
    .select({
      donorName: receipts.donorName,
      invoiceCode: receipts.invoiceCode,
      invoiceNo: receipts.invoiceNo,
      issuedAt: receipts.issuedAt,
      voidedAt: receipts.voidedAt,
      moneyFen: donations.moneyFen,
      refundedFen: donations.refundedFen,
      projectName: items.name,
      projectNameEn: items.nameEn,
    })
    .from(receipts)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .innerJoin(items, eq(items.id, receipts.itemsId))
    .where(and(eq(receipts.invoiceNo, invoiceNo), eq(receipts.checkCode, checkCode)));
  return row;
}
