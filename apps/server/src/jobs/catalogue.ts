import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { renderCertificate } from '../features/certificates/render-service.ts';
import {
  createPaidOrderDocuments,
  RENDER_CERTIFICATE_JOB,
} from '../features/documents/order-paid-service.ts';
import {
  VOID_RECEIPT_JOB,
  voidRefundedOrderDocuments,
} from '../features/documents/order-refunded-service.ts';
import { expireDueOrders } from '../features/orders/expiry-service.ts';
import {
  ISSUE_RECEIPT_JOB,
  issueReceipt,
  type ReceiptJobDeps,
  SEND_RECEIPT_JOB,
  sendReceipt,
  voidIssuedReceipt,
} from '../features/receipts/issue-service.ts';
import { expireEndedNamings } from './expire-namings.ts';
import { runMaintenance } from './maintenance.ts';
import type { Schedule } from './queue/job-repository.ts';
import type { JobHandler } from './queue/job-runner.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/** The recurring jobs and how often each runs (once per period across all instances). */
export const SCHEDULES: readonly Schedule[] = [
  // Reads of one order expire it too: this only decides how soon an unread order stops being payable.
  { name: 'orders.expire', everySeconds: 60 },
  { name: 'payments.reconcile', everySeconds: 60 },
  { name: 'maintenance', everySeconds: 5 * 60 },
  { name: 'namings.expire', everySeconds: 60 * 60 },
];

export type JobDeps = AppDeps & { log: FastifyBaseLogger };

/** Every job the queue knows, by name: the recurring ones and those that events and services queue. */
export function jobHandlers(deps: JobDeps): Record<string, JobHandler> {
  const receipts: ReceiptJobDeps = {
    db: deps.database.db,
    secrets: deps.secrets,
    issuer: deps.receiptIssuer,
    documents: deps.documents,
    mailer: deps.mailer,
    sms: deps.sms,
    links: deps.documentLinks,
    publicUrl: deps.config.publicUrl,
  };
  return {
    'orders.expire': {
      async run() {
        return { expired: await expireDueOrders(deps.database.db, deps.payments) };
      },
    },
    'payments.reconcile': {
      async run() {
        const report = await reconcilePayments({
          database: deps.database,
          payments: deps.payments,
          cache: deps.cache,
          log: deps.log,
        });
        return { ...report };
      },
    },
    maintenance: {
      async run() {
        await runMaintenance(deps.database);
        return undefined;
      },
    },
    // The outbox's jobs (db/outbox.ts): an order's documents follow its payment and its refund.
    'documents.order-paid': {
      async run(payload) {
        return createPaidOrderDocuments(
          { db: deps.database.db, secrets: deps.secrets },
          Number(payload.donationId),
        );
      },
    },
    'documents.order-refunded': {
      async run(payload) {
        return voidRefundedOrderDocuments(deps.database.db, {
          donationId: Number(payload.donationId),
          full: payload.full === true,
        });
      },
    },
    [RENDER_CERTIFICATE_JOB]: {
      async run(payload) {
        return renderCertificate(
          {
            db: deps.database.db,
            documents: deps.documents,
            storage: deps.storage,
            renderer: deps.renderer,
            publicUrl: deps.config.publicUrl,
          },
          Number(payload.certificateId),
        );
      },
    },
    [ISSUE_RECEIPT_JOB]: { run: (payload) => issueReceipt(receipts, Number(payload.receiptId)) },
    [SEND_RECEIPT_JOB]: { run: (payload) => sendReceipt(receipts, Number(payload.receiptId)) },
    [VOID_RECEIPT_JOB]: { run: (payload) => voidIssuedReceipt(receipts, Number(payload.receiptId)) },
    'namings.expire': {
      async run() {
        const ended = await expireEndedNamings(deps.database, deps.cache);
        return { ended };
      },
    },
  };
}
