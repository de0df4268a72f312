import type { TReceiptBatch, TReceiptOutstanding } from '@alma/shared/admin-api/receipt-batches';
import { SHANGHAI_OFFSET_MS } from '@alma/shared/dates/shanghai-day';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { ISSUE_RECEIPT, ISSUE_RECEIPT_BATCH } from '../../jobs/definitions/receipts.ts';
import type { JobPayload } from '../../jobs/job-definition.ts';
import { triggerJob, triggerJobs } from '../../jobs/trigger-job.ts';
import {
  type BatchJob,
  countBatchItems,
  findBatchJob,
  findNewestBatchJob,
  findRunningBatchId,
  listBatchFailures,
  listOutstandingIds,
  lockBatchYear,
  summariseOutstanding,
  type YearRange,
} from './receipt-batch-repository.ts';
import { issueFailureWords } from './receipt-batch-words.ts';

/**
 * Year-end e-receipts (issue 21): a year's outstanding ones issued in one audited batch. The batch
 * is a job (`receipts.issue-batch`) that queues the ordinary `receipts.issue` job of each receipt,
 * a chunk per statement, each naming the batch; its progress is counted from those jobs, so nothing
 * but the job queue keeps it. Issuing stays idempotent: a receipt's job issues only a receipt still
 * invoicing, and the platform answers one receipt per business number, so one issued meanwhile by
 * hand is skipped by the batch's job and counted as issued.
 */

/** Receipts queued per statement (a year may hold tens of thousands). */
const CHUNK = 200;
/** A batch's receipt is tried three times (10 s, then 20 s apart) before it is listed as failed. */
const ITEM_ATTEMPTS = 3;
/** Failures listed with a batch (the count holds them all). */
const FAILURES_SHOWN = 200;

export function shanghaiYear(year: number): YearRange {
  return {
    from: new Date(Date.UTC(year, 0, 1) - SHANGHAI_OFFSET_MS),
    to: new Date(Date.UTC(year + 1, 0, 1) - SHANGHAI_OFFSET_MS),
  };
}

export async function outstandingReceipts(db: Db, year: number): Promise<TReceiptOutstanding> {
  const { count, totalFen } = await summariseOutstanding(db, shanghaiYear(year));
  return { year, count, total: fenToYuan(totalFen) };
}

/**
 * Starts the year's batch: refused while one of that year runs or when nothing is outstanding; the
 * batch job and its audit row are written in one transaction (the job does the rest).
 */
export async function startReceiptBatch(
  db: Db,
  actor: AuditActor,
  year: number,
  language: Language,
): Promise<TReceiptBatch> {
  const batchId = await db.transaction(async (tx) => {
    await lockBatchYear(tx, year);
    if ((await findRunningBatchId(tx, year)) !== null)
      throw new AppError('CONFLICT', 'admin.fulfilment.batchRunning', { year });
    const outstanding = await summariseOutstanding(tx, shanghaiYear(year));
    if (outstanding.count === 0) throw new AppError('CONFLICT', 'admin.fulfilment.batchEmpty', { year });
    const id = await triggerJob(tx, ISSUE_RECEIPT_BATCH, {
      year,
      upToReceiptId: outstanding.maxId,
      expected: outstanding.count,
    });
    if (id === null) throw new Error('the batch job was not queued');
    await recordAudit(tx, actor, {
      action: 'receipt.batchIssue',
      targetType: 'receipt',
      targetId: `batch:${id}`,
      after: { year, count: outstanding.count, total: fenToYuan(outstanding.totalFen) },
    });
    return id;
  });
  return receiptBatch(db, batchId, language);
}

/** The batch job's run: queues each receipt's issue job, naming the batch; a rerun adds none twice. */
export async function queueBatchReceipts(
  db: Db,
  batchId: number,
  payload: JobPayload<typeof ISSUE_RECEIPT_BATCH>,
): Promise<{ queued: number }> {
  const range = shanghaiYear(payload.year);
  let afterId = 0;
  let queued = 0;
  for (;;) {
    const ids = await listOutstandingIds(db, range, { afterId, upToId: payload.upToReceiptId, limit: CHUNK });
    if (ids.length === 0) break;
    await triggerJobs(
      db,
      ISSUE_RECEIPT,
      ids.map((receiptId) => ({
        payload: { receiptId, batchId },
        singletonKey: `receipt-issue:${receiptId}:batch:${batchId}`,
      })),
      { maxAttempts: ITEM_ATTEMPTS },
    );
    queued += ids.length;
    afterId = ids[ids.length - 1] ?? afterId;
    if (ids.length < CHUNK) break;
  }
  return { queued };
}

async function progressOf(db: Db, batch: BatchJob, language: Language): Promise<TReceiptBatch> {
  const payload = ISSUE_RECEIPT_BATCH.payload.parse(batch.payload);
  const counts = await countBatchItems(db, batch);
  const queuing = batch.state === 'queued' || batch.state === 'running';
  // Until its job has queued them all, the batch is the receipts outstanding when it started.
  const total = queuing ? Math.max(payload.expected, counts.total) : counts.total;
  const waiting = total - counts.issued - counts.skipped - counts.failed;
  const failures = await listBatchFailures(db, batch, FAILURES_SHOWN);
  const state = queuing ? 'queuing' : waiting > 0 ? 'running' : 'done';
  return {
    id: batch.id,
    year: payload.year,
    state,
    startedAt: toWireDate(batch.createdAt) ?? '',
    finishedAt: state === 'done' ? (toWireDate(counts.lastFinishedAt ?? batch.finishedAt) ?? '') : '',
    total,
    issued: counts.issued,
    skipped: counts.skipped,
    failed: counts.failed,
    waiting,
    failures: failures.map((failure) => ({
      receiptId: failure.receiptId,
      billNo: failure.billNo,
      donorName: failure.donorName,
      money: fenToYuan(failure.moneyFen),
      reason: issueFailureWords(failure.error, language),
    })),
  };
}

export async function receiptBatch(db: Db, id: number, language: Language): Promise<TReceiptBatch> {
  const batch = await findBatchJob(db, id);
  if (!batch) throw notFound();
  return progressOf(db, batch, language);
}

export async function newestReceiptBatch(
  db: Db,
  year: number,
  language: Language,
): Promise<TReceiptBatch | null> {
  const batch = await findNewestBatchJob(db, year);
  return batch ? progressOf(db, batch, language) : null;
}
