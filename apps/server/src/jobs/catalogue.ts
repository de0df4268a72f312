import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { siteUrlFrom } from '../config/site-url.ts';
import { sealAgreementVersion } from '../features/agreements/seal-service.ts';
import { renderCertificate } from '../features/certificates/render-service.ts';
import { createPaidOrderDocuments } from '../features/documents/order-paid-service.ts';
import { voidRefundedOrderDocuments } from '../features/documents/order-refunded-service.ts';
import { queueBatchReceipts } from '../features/fulfilment-admin/receipt-batch-service.ts';
import { tickGivingDays } from '../features/giving-days/tick-service.ts';
import { expireDueOrders } from '../features/ledger/close-service.ts';
import { expireEndedNamings } from '../features/naming-seats/naming-expiry-service.ts';
import { closeAtProvider } from '../features/payments/close-service.ts';
import { reconcilePayments } from '../features/payments/reconcile-service.ts';
import { sendRefund } from '../features/payments/refund-send-service.ts';
import {
  issueReceipt,
  receiptJobDepsOf,
  sendReceipt,
  voidIssuedReceipt,
} from '../features/receipts/issue-service.ts';
import { queueMonthlyReportMail, sendMonthlyReport } from '../features/reports-admin/monthly-mail-service.ts';
import { enforceRetention } from '../features/retention/retention-service.ts';
import { SEAL_AGREEMENT } from './definitions/agreements.ts';
import {
  ORDER_PAID_DOCUMENTS,
  ORDER_REFUNDED_DOCUMENTS,
  RENDER_CERTIFICATE,
} from './definitions/documents.ts';
import { GIVING_DAYS_TICK } from './definitions/giving-days.ts';
import { EXPIRE_ORDERS } from './definitions/orders.ts';
import { CLOSE_AT_PROVIDER, RECONCILE_PAYMENTS, SEND_REFUND } from './definitions/payments.ts';
import { ISSUE_RECEIPT, ISSUE_RECEIPT_BATCH, SEND_RECEIPT, VOID_RECEIPT } from './definitions/receipts.ts';
import { MONTHLY_REPORT_CHECK, MONTHLY_REPORT_MAIL } from './definitions/reports.ts';
import { EXPIRE_NAMINGS, MAINTENANCE, PRIVACY_RETENTION } from './definitions/upkeep.ts';
import type { JobDefinition, JobPayload } from './job-definition.ts';
import { runMaintenance } from './maintenance.ts';
import type { JobRow, Schedule } from './queue/job-repository.ts';
import { type BatchFailure, type JobHandler, RunLater } from './queue/job-runner.ts';

/** Every job the server runs: the catalogue below must handle each, and the schedules come from here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  EXPIRE_ORDERS,
  RECONCILE_PAYMENTS,
  CLOSE_AT_PROVIDER,
  SEND_REFUND,
  ORDER_PAID_DOCUMENTS,
  ORDER_REFUNDED_DOCUMENTS,
  RENDER_CERTIFICATE,
  SEAL_AGREEMENT,
  ISSUE_RECEIPT,
  ISSUE_RECEIPT_BATCH,
  SEND_RECEIPT,
  VOID_RECEIPT,
  MAINTENANCE,
  EXPIRE_NAMINGS,
  PRIVACY_RETENTION,
  MONTHLY_REPORT_CHECK,
  MONTHLY_REPORT_MAIL,
  GIVING_DAYS_TICK,
];

/** The recurring jobs and how often each runs (once per period across all instances). */
export const SCHEDULES: readonly Schedule[] = JOB_DEFINITIONS.flatMap((definition) =>
  definition.everySeconds ? [{ name: definition.name, everySeconds: definition.everySeconds }] : [],
);

export type JobDeps = AppDeps & { log: FastifyBaseLogger };

type Result = Record<string, unknown> | undefined;
type Entry<D extends JobDefinition> = { payload: JobPayload<D>; job: JobRow };

/** A handler for one declared job: the payload reaches it parsed by the declaration's schema. */
function handle<D extends JobDefinition>(
  definition: D,
  handler:
    | { run(payload: JobPayload<D>, job: JobRow): Promise<Result> }
    | { runBatch(entries: Array<Entry<D>>): Promise<BatchFailure[]> },
): [string, JobHandler] {
  const parse = (job: JobRow) => definition.payload.parse(job.payload) as JobPayload<D>;
  const base = { ...(definition.lockMs ? { lockMs: definition.lockMs } : {}) };
  if ('run' in handler) {
    return [definition.name, { ...base, run: (_payload, job) => handler.run(parse(job), job) }];
  }
  return [
    definition.name,
    {
      ...base,
      batchSize: definition.batchSize ?? 1,
      run: async (_payload, job) => {
        const [failure] = await handler.runBatch([{ payload: parse(job), job }]);
        if (failure) throw failure.error;
        return undefined;
      },
      runBatch: (batch) => handler.runBatch(batch.map((job) => ({ payload: parse(job), job }))),
    },
  ];
}

/** Each entry's own failure, the rest succeeded: one item never holds its batch back. */
async function eachOf<D extends JobDefinition>(
  entries: Array<Entry<D>>,
  work: (entry: Entry<D>) => Promise<unknown>,
): Promise<BatchFailure[]> {
  const settled = await Promise.allSettled(entries.map(work));
  return settled.flatMap((outcome, index) =>
    outcome.status === 'rejected' ? [{ job: entries[index]!.job, error: outcome.reason }] : [],
  );
}

/** Every job the queue knows, by name, each with its declared payload parsed before it runs. */
export function jobHandlers(deps: JobDeps): Record<string, JobHandler> {
  const db = deps.database.db;
  const ledger = { database: deps.database, cache: deps.cache };
  const receipts = receiptJobDepsOf(deps);
  const renderDeps = {
    db,
    documents: deps.documents,
    storage: deps.storage,
    renderer: deps.renderer,
    siteUrl: siteUrlFrom(deps.config),
  };
  const handlers = Object.fromEntries([
    handle(EXPIRE_ORDERS, { run: async () => ({ expired: await expireDueOrders(db) }) }),
    handle(RECONCILE_PAYMENTS, {
      run: async () => ({
        ...(await reconcilePayments({ ...ledger, payments: deps.payments, log: deps.log })),
      }),
    }),
    handle(CLOSE_AT_PROVIDER, {
      runBatch: (entries) =>
        eachOf(entries, ({ payload }) =>
          closeAtProvider({ ...ledger, payments: deps.payments }, payload.donationId),
        ),
    }),
    handle(SEND_REFUND, {
      async run(payload, job) {
        // A job never deferred or failed before is the first ask: "processing" is said once. The
        // claim's time is the runner's clock, so a re-ask is timed by the queue's own time.
        const firstAsk = job.lastError === '';
        const now = job.startedAt ?? new Date();
        const sent = await sendRefund(
          { ...ledger, payments: deps.payments },
          payload.refundId,
          { firstAsk },
          now,
        );
        if (sent.askAgainAt)
          throw new RunLater(sent.askAgainAt, 'the provider is still processing the refund');
        return { status: sent.status };
      },
    }),
    // The outbox's jobs: an order's documents follow its payment and its refund.
    handle(ORDER_PAID_DOCUMENTS, {
      async runBatch(entries) {
        const { failed } = await createPaidOrderDocuments(
          { db, secrets: deps.secrets },
          entries.map((entry) => entry.payload.donationId),
        );
        return entries.flatMap((entry) => {
          const error = failed.get(entry.payload.donationId);
          return error === undefined ? [] : [{ job: entry.job, error }];
        });
      },
    }),
    handle(ORDER_REFUNDED_DOCUMENTS, {
      run: (payload) =>
        voidRefundedOrderDocuments(db, { donationId: payload.donationId, full: payload.full }),
    }),
    handle(RENDER_CERTIFICATE, {
      runBatch: (entries) =>
        eachOf(entries, ({ payload }) => renderCertificate(renderDeps, payload.certificateId)),
    }),
    handle(SEAL_AGREEMENT, {
      run: async (payload) => ({
        outcome: await sealAgreementVersion(
          {
            db,
            secrets: deps.secrets,
            config: deps.config,
            renderer: deps.renderer,
            documents: deps.documents,
          },
          payload.agreementId,
          payload.version,
        ),
      }),
    }),
    handle(ISSUE_RECEIPT, { run: (payload) => issueReceipt(receipts, payload.receiptId) }),
    handle(ISSUE_RECEIPT_BATCH, { run: (payload, job) => queueBatchReceipts(db, job.id, payload) }),
    handle(SEND_RECEIPT, { run: (payload) => sendReceipt(receipts, payload.receiptId) }),
    handle(VOID_RECEIPT, { run: (payload) => voidIssuedReceipt(receipts, payload.receiptId) }),
    handle(MAINTENANCE, {
      async run() {
        await runMaintenance(deps.database);
        return undefined;
      },
    }),
    // The monthly income report to finance: the claim's time is the runner's clock.
    handle(MONTHLY_REPORT_CHECK, {
      run: (_payload, job) =>
        queueMonthlyReportMail(db, deps.config.REPORT_MAIL_TO, job.startedAt ?? new Date()),
    }),
    handle(MONTHLY_REPORT_MAIL, {
      run: (payload) =>
        sendMonthlyReport({ db, mailer: deps.mailer, recipients: deps.config.REPORT_MAIL_TO }, payload.month),
    }),
    handle(GIVING_DAYS_TICK, { run: async () => ({ ...(await tickGivingDays(ledger)) }) }),
    handle(EXPIRE_NAMINGS, {
      run: async () => ({ ended: await expireEndedNamings(deps.database, deps.cache) }),
    }),
    // Counts only, never whose: they are logged and kept as the job's result. The claim's time is
    // the runner's clock.
    handle(PRIVACY_RETENTION, {
      async run(_payload, job) {
        const removed = await enforceRetention({ db, secrets: deps.secrets }, job.startedAt ?? new Date());
        deps.log.info({ job: PRIVACY_RETENTION.name, removed }, 'personal data past its retention removed');
        return removed;
      },
    }),
  ]);
  const missing = JOB_DEFINITIONS.filter((definition) => !handlers[definition.name]);
  if (missing.length > 0) throw new Error(`no handler for ${missing.map((d) => d.name).join(', ')}`);
  return handlers;
}
