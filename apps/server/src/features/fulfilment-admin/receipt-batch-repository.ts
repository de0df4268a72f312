import { RECEIPT_WAY_NUMBER } from '@alma/shared/documents/receipt-status';
import type { TOrderStatus } from '@alma/shared/orders/order-status';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { receipts } from '../../db/schema/documents.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { ISSUE_RECEIPT, ISSUE_RECEIPT_BATCH } from '../../jobs/definitions/receipts.ts';

/** A Shanghai calendar year as the half-open range of instants [from, to). */
export type YearRange = { from: Date; to: Date };

const LIVE_STATES = ['queued', 'running'];

/** Only a paid, never refunded gift's receipt is issued (receipts/repository.ts RECEIPTABLE_ORDER_STATUS). */
const RECEIPTABLE: TOrderStatus = 'PAID';

/**
 * An electronic receipt still to issue, of a gift paid in the year and never refunded: the rule of
 * issueReceipt (issue-service.ts), which the batch's jobs apply again when their turn comes.
 */
function outstandingWhere(range: YearRange) {
  return and(
    eq(receipts.status, 1),
    inArray(receipts.receiptWay, [RECEIPT_WAY_NUMBER.email, RECEIPT_WAY_NUMBER.sms]),
    isNull(receipts.voidedAt),
    isNull(receipts.issuedAt),
    eq(donations.status, RECEIPTABLE),
    gte(donations.paidAt, range.from),
    lt(donations.paidAt, range.to),
  );
}

/** How many, their money, and the newest receipt's id (where a batch started now stops). */
export async function summariseOutstanding(db: Db | Tx, range: YearRange) {
  const [row] = await db
    .select({
      count: count(),
      totalFen: sql<number>`coalesce(sum(${donations.moneyFen}), 0)`.mapWith(Number),
      maxId: sql<number>`coalesce(max(${receipts.id}), 0)`.mapWith(Number),
    })
    .from(receipts)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .where(outstandingWhere(range));
  return { count: Number(row?.count ?? 0), totalFen: row?.totalFen ?? 0, maxId: row?.maxId ?? 0 };
}

/** The next chunk of a batch's receipts, by id after `afterId` and up to `upToId`. */
export async function listOutstandingIds(
  db: Db,
  range: YearRange,
  page: { afterId: number; upToId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: receipts.id })
    .from(receipts)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .where(and(outstandingWhere(range), gt(receipts.id, page.afterId), lte(receipts.id, page.upToId)))
    .orderBy(asc(receipts.id))
    .limit(page.limit);
  return rows.map((row) => row.id);
}

/** One start of a year's batch at a time: two staff pressing at once are told apart here. */
export async function lockBatchYear(tx: Tx, year: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('receipt-batch', ${year}))`);
}

const batchYear = sql<number>`(${jobs.payload}->>'year')::int`;
const itemBatchId = sql`(${jobs.payload}->>'batchId')::bigint`;

/**
 * A batch of the year that is still running: its job queues, or one of its receipts' jobs waits
 * (a failing one until its last attempt).
 */
export async function findRunningBatchId(tx: Tx, year: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, ISSUE_RECEIPT_BATCH.name),
        sql`${batchYear} = ${year}`,
        sql`(${jobs.state} in ('queued', 'running') or exists (
          select 1 from ${jobs} as item where item.name = ${ISSUE_RECEIPT.name}
            and item.state in ('queued', 'running') and item.created_at >= ${jobs.createdAt}
            and (item.payload->>'batchId')::bigint = ${jobs.id}))`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export type BatchJob = typeof jobs.$inferSelect;

export async function findBatchJob(db: Db, id: number): Promise<BatchJob | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.name, ISSUE_RECEIPT_BATCH.name)));
  return row;
}

/** The year's newest batch still kept (finished jobs are pruned after two weeks). */
export async function findNewestBatchJob(db: Db, year: number): Promise<BatchJob | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, ISSUE_RECEIPT_BATCH.name), sql`${batchYear} = ${year}`))
    .orderBy(desc(jobs.id))
    .limit(1);
  return row;
}

/** The jobs a batch queued (created after it: jobs_state_idx narrows the look), with their receipt. */
function itemsOf(batch: BatchJob) {
  return and(
    eq(jobs.name, ISSUE_RECEIPT.name),
    inArray(jobs.state, ['queued', 'running', 'done', 'failed']),
    gte(jobs.createdAt, batch.createdAt),
    sql`${itemBatchId} = ${batch.id}`,
  );
}

/**
 * A batch's receipts by the state of their job: waiting (queued or running, a retry too), failed
 * for good, or done: then issued when the receipt is issued (by this job or by other means
 * meanwhile), skipped when it is not (refunded and voided before its turn).
 */
export async function countBatchItems(db: Db, batch: BatchJob) {
  const rows = await db
    .select({
      state: jobs.state,
      issued: sql<boolean>`${receipts.issuedAt} is not null`,
      n: count(),
      finishedAt: sql<string | null>`max(${jobs.finishedAt})`,
    })
    .from(jobs)
    .leftJoin(receipts, sql`${receipts.id} = (${jobs.payload}->>'receiptId')::bigint`)
    .where(itemsOf(batch))
    .groupBy(jobs.state, sql`${receipts.issuedAt} is not null`);
  const counts = {
    total: 0,
    issued: 0,
    skipped: 0,
    failed: 0,
    waiting: 0,
    lastFinishedAt: null as Date | null,
  };
  for (const row of rows) {
    const n = Number(row.n);
    const finished = row.finishedAt ? new Date(row.finishedAt) : null;
    if (finished && (!counts.lastFinishedAt || finished > counts.lastFinishedAt))
      counts.lastFinishedAt = finished;
    counts.total += n;
    if (LIVE_STATES.includes(row.state)) counts.waiting += n;
    else if (row.state === 'failed') counts.failed += n;
    else if (row.issued) counts.issued += n;
    else counts.skipped += n;
  }
  return counts;
}

/** The receipts a batch failed to issue (their jobs' last attempt failed), with the error. */
export async function listBatchFailures(db: Db, batch: BatchJob, limit: number) {
  return db
    .select({
      receiptId: receipts.id,
      billNo: donations.billNo,
      donorName: receipts.donorName,
      moneyFen: donations.moneyFen,
      error: jobs.lastError,
    })
    .from(jobs)
    .innerJoin(receipts, sql`${receipts.id} = (${jobs.payload}->>'receiptId')::bigint`)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .where(and(itemsOf(batch), eq(jobs.state, 'failed')))
    .orderBy(asc(receipts.id))
    .limit(limit);
}

/** A page of the year's receipts for the ledger (every type, way and status), by id. */
export async function listLedgerRows(db: Db, range: YearRange, afterId: number, limit: number) {
  return db
    .select({
      id: receipts.id,
      invoiceCode: receipts.invoiceCode,
      invoiceNo: receipts.invoiceNo,
      issuedAt: receipts.issuedAt,
      donorName: receipts.donorName,
      // The gift as paid: a refund voids the receipt, which still shows what it was for.
      moneyFen: sql<number>`${donations.moneyFen} + ${donations.refundedFen}`.mapWith(Number),
      itemsName: items.name,
      itemsNameEn: items.nameEn,
      receiptType: receipts.receiptType,
      receiptWay: receipts.receiptWay,
      status: receipts.status,
      voidedAt: receipts.voidedAt,
      billNo: donations.billNo,
      paidAt: donations.paidAt,
    })
    .from(receipts)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .innerJoin(items, eq(items.id, receipts.itemsId))
    .where(
      and(
        isNotNull(donations.paidAt),
        gte(donations.paidAt, range.from),
        lt(donations.paidAt, range.to),
        gt(receipts.id, afterId),
      ),
    )
    .orderBy(asc(receipts.id))
    .limit(limit);
}
