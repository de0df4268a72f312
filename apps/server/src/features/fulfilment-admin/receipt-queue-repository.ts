import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { agreementOfOrderColumns } from '../../db/agreement-of-order.ts';
import type { Db, Tx } from '../../db/client.ts';
import { receipts } from '../../db/schema/documents.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';

export type ReceiptQueueFilter = {
  status?: number | undefined;
  receiptType?: number | undefined;
  receiptWay?: number | undefined;
  itemsId?: number | undefined;
  voided?: number | undefined;
  q?: string | undefined;
};

const columns = {
  receipt: receipts,
  billNo: donations.billNo,
  // What the receipt is for: the gift as paid. Any refund voids the receipt, which still shows it.
  moneyFen: sql<number>`${donations.moneyFen} + ${donations.refundedFen}`.mapWith(Number),
  paidAt: donations.paidAt,
  itemsName: items.name,
  ...agreementOfOrderColumns,
};

function whereOf(filter: ReceiptQueueFilter): SQL | undefined {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    filter.status ? eq(receipts.status, filter.status) : undefined,
    filter.receiptType ? eq(receipts.receiptType, filter.receiptType) : undefined,
    filter.receiptWay ? eq(receipts.receiptWay, filter.receiptWay) : undefined,
    filter.itemsId ? eq(receipts.itemsId, filter.itemsId) : undefined,
    filter.voided === 1
      ? isNotNull(receipts.voidedAt)
      : filter.voided === 0
        ? isNull(receipts.voidedAt)
        : undefined,
    like
      ? or(ilike(donations.billNo, like), ilike(receipts.invoiceNo, like), ilike(receipts.donorName, like))
      : undefined,
  );
}

export async function pageReceiptQueue(
  db: Db,
  filter: ReceiptQueueFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(receipts)
      .innerJoin(donations, eq(donations.id, receipts.donationId))
      .innerJoin(items, eq(items.id, receipts.itemsId))
      .where(where)
      .orderBy(desc(receipts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(receipts)
      .innerJoin(donations, eq(donations.id, receipts.donationId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listReceiptQueue(db: Db, filter: ReceiptQueueFilter) {
  return db
    .select(columns)
    .from(receipts)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .innerJoin(items, eq(items.id, receipts.itemsId))
    .where(whereOf(filter))
    .orderBy(receipts.id)
    .limit(10_000);
}

export async function findQueuedReceipt(db: Db | Tx, id: number) {
  const [row] = await db
    .select(columns)
    .from(receipts)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .innerJoin(items, eq(items.id, receipts.itemsId))
    .where(eq(receipts.id, id));
  return row;
}

export async function lockReceipt(tx: Tx, id: number) {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, id)).for('update');
  return row;
}

export async function setReceiptStatus(
  tx: Tx,
  id: number,
  change: { status: number; expressCompany?: string; expressNo?: string; issuedAt?: Date },
  now: Date,
) {
  await tx
    .update(receipts)
    .set({ ...change, statusAt: now })
    .where(eq(receipts.id, id));
}

export async function setReceiptScan(tx: Tx, id: number, fileKey: string) {
  await tx.update(receipts).set({ fileKey }).where(eq(receipts.id, id));
}

/** The courier and number of a mailed receipt, corrected (the status and its time stay). */
export async function setReceiptExpress(
  tx: Tx,
  id: number,
  express: { expressCompany: string; expressNo: string },
) {
  await tx.update(receipts).set(express).where(eq(receipts.id, id));
}
