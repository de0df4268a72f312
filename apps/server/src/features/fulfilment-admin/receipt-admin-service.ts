import type { TBulkResult, TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TAdminPage, TAdminRows } from '@alma/shared/admin-api/paging';
import { toWireDate } from '@alma/shared/dates/wire-date';
import {
  isElectronicWay,
  nextReceiptStatus,
  RECEIPT_STATUS_LABELS,
  RECEIPT_WAY_NUMBER,
  type ReceiptStatus,
  receiptMoveNeedsExpress,
} from '@alma/shared/documents/receipt-status';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';
import { fenToYuan } from '@alma/shared/money/money';
import { maskValue } from '../../audit/mask-personal.ts';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { DocumentStore } from '../../integrations/storage/document-store.ts';
import { enqueueJob } from '../../jobs/queue/job-repository.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { csvField } from '../orders-admin/export-writers.ts';
import { ISSUE_RECEIPT_JOB, queueReceiptSending } from '../receipts/issue-service.ts';
import { receiptDetailsOf } from '../receipts/service.ts';
import {
  findQueuedReceipt,
  listReceiptQueue,
  lockReceipt,
  pageReceiptQueue,
  type ReceiptQueueFilter,
  setReceiptScan,
  setReceiptStatus,
} from './receipt-queue-repository.ts';

export type ReceiptAdminDeps = { db: Db; secrets: Secrets; links: DocumentLinks; documents: DocumentStore };

type QueueRow = Awaited<ReturnType<typeof listReceiptQueue>>[number];

function destinationOf(deps: ReceiptAdminDeps, row: QueueRow, whole: boolean): string {
  const details = receiptDetailsOf(deps.secrets, row.receipt);
  const shown = (value: string) => (whole ? value : maskValue(value));
  switch (row.receipt.receiptWay) {
    case RECEIPT_WAY_NUMBER.email:
      return shown(details.postalEmail);
    case RECEIPT_WAY_NUMBER.sms:
      return shown(details.postalMobileSms);
    default:
      return [details.postalContact, details.postalMobile, details.postalAddress].map(shown).join(' ');
  }
}

function rowOf(deps: ReceiptAdminDeps, row: QueueRow, whole: boolean): TReceiptQueueRow {
  const { receipt } = row;
  const fileKind = receipt.voidedAt && receipt.voidFileKey ? 'receipt-void' : 'receipt';
  return {
    id: receipt.id,
    billNo: row.billNo,
    itemsName: row.itemsName,
    money: fenToYuan(row.moneyFen),
    paidAt: toWireDate(row.paidAt) ?? '',
    createdAt: toWireDate(receipt.createdAt) ?? '',
    status: receipt.status,
    donorType: receipt.donorType,
    donorName: receipt.donorName,
    receiptType: receipt.receiptType,
    receiptWay: receipt.receiptWay,
    invoiceNo: receipt.invoiceNo,
    issuedAt: toWireDate(receipt.issuedAt) ?? '',
    destination: destinationOf(deps, row, whole),
    expressCompany: receipt.expressCompany,
    expressNo: receipt.expressNo,
    fileUrl: receipt.fileKey ? deps.links.linkTo(fileKind, String(receipt.id)) : '',
    voided: receipt.voidedAt !== null,
    sendState: receipt.sentAt ? 'sent' : receipt.sendError,
  };
}

export async function receiptQueuePage(
  deps: ReceiptAdminDeps,
  query: ReceiptQueueFilter & TAdminPage,
): Promise<TAdminRows<TReceiptQueueRow>> {
  const page = await pageReceiptQueue(deps.db, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: page.rows.map((row) => rowOf(deps, row, false)), total: page.total };
}

/** One receipt with where it goes whole: a reveal, audited. */
export async function receiptQueueDetail(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  id: number,
): Promise<TReceiptQueueRow> {
  return deps.db.transaction(async (tx) => {
    const row = await findQueuedReceipt(tx, id);
    if (!row) throw notFound();
    await recordAudit(tx, actor, { action: 'receipt.reveal', targetType: 'receipt', targetId: id });
    return rowOf(deps, row, true);
  });
}

const label = (status: number) => RECEIPT_STATUS_LABELS[status as ReceiptStatus]?.zh_CN ?? String(status);

/**
 * One step of a paper receipt (issued and posted or handed over by staff). An electronic one is
 * issued and sent by the system, never moved by hand: its steps are the jobs'.
 */
export async function moveReceipt(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  id: number,
  move: { to: number; expressCompany: string; expressNo: string },
  now = new Date(),
): Promise<TReceiptQueueRow> {
  await deps.db.transaction(async (tx) => {
    const receipt = await lockReceipt(tx, id);
    if (!receipt) throw notFound();
    if (receipt.voidedAt) throw new AppError('CONFLICT', 'admin.fulfilment.voided');
    if (isElectronicWay(receipt.receiptWay))
      throw new AppError('CONFLICT', 'admin.fulfilment.electronicBySystem');
    if (nextReceiptStatus(receipt.status, receipt.receiptWay) !== move.to) {
      throw new AppError('CONFLICT', 'admin.fulfilment.notNext', {
        from: label(receipt.status),
        to: label(move.to),
      });
    }
    const express = receiptMoveNeedsExpress(move.to)
      ? { expressCompany: move.expressCompany, expressNo: move.expressNo }
      : {};
    // A paper receipt leaves invoicing when staff have made it out: that is its issue date.
    const issued = receipt.status === 1 ? { issuedAt: now } : {};
    await setReceiptStatus(tx, id, { status: move.to, ...express, ...issued }, now);
    await recordAudit(tx, actor, {
      action: 'receipt.move',
      targetType: 'receipt',
      targetId: id,
      before: { status: receipt.status },
      after: { status: move.to, ...express },
    });
  });
  const row = await findQueuedReceipt(deps.db, id);
  if (!row) throw notFound();
  return rowOf(deps, row, false);
}

/** Each id in turn; one that cannot be done is skipped with why. Nothing done is said so (audit). */
async function eachReceipt(
  actor: AuditActor,
  ids: readonly number[],
  language: Language,
  act: (id: number) => Promise<void>,
): Promise<TBulkResult> {
  const result: TBulkResult = { moved: [], skipped: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await act(id);
      result.moved.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.skipped.push({ id, reason: translate(language, error.messageKey, error.params) });
    }
  }
  if (result.moved.length === 0) recordNoChange(actor);
  return result;
}

export async function bulkMoveReceipts(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  ids: readonly number[],
  to: number,
  language: Language,
): Promise<TBulkResult> {
  if (receiptMoveNeedsExpress(to)) throw new AppError('INVALID_REQUEST', 'admin.fulfilment.mailingOneByOne');
  return eachReceipt(actor, ids, language, async (id) => {
    await moveReceipt(deps, actor, id, { to, expressCompany: '', expressNo: '' });
  });
}

/** Queues issuing at the fiscal platform for electronic receipts still invoicing (a job each). */
export async function issueReceipts(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  ids: readonly number[],
  language: Language,
): Promise<TBulkResult> {
  return eachReceipt(actor, ids, language, (id) =>
    deps.db.transaction(async (tx) => {
      const receipt = await lockReceipt(tx, id);
      if (!receipt) throw notFound();
      if (receipt.voidedAt) throw new AppError('CONFLICT', 'admin.fulfilment.voided');
      if (receipt.status !== 1 || !isElectronicWay(receipt.receiptWay)) {
        throw new AppError('CONFLICT', 'admin.fulfilment.notElectronic');
      }
      const queued = await enqueueJob(tx, {
        name: ISSUE_RECEIPT_JOB,
        payload: { receiptId: id },
        singletonKey: `receipt-issue:${id}`,
      });
      await recordAudit(tx, actor, {
        action: 'receipt.issue',
        targetType: 'receipt',
        targetId: id,
        after: { queued: queued !== null },
      });
    }),
  );
}

/** Sends issued e-receipts again (a lost email, a changed inbox). */
export async function resendReceipts(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  ids: readonly number[],
  language: Language,
  now = new Date(),
): Promise<TBulkResult> {
  return eachReceipt(actor, ids, language, (id) =>
    deps.db.transaction(async (tx) => {
      const receipt = await lockReceipt(tx, id);
      if (!receipt) throw notFound();
      if (receipt.voidedAt) throw new AppError('CONFLICT', 'admin.fulfilment.voided');
      if (
        !receipt.issuedAt ||
        !isElectronicWay(receipt.receiptWay) ||
        (receipt.status !== 6 && receipt.status !== 7)
      ) {
        throw new AppError('CONFLICT', 'admin.fulfilment.notIssued');
      }
      await queueReceiptSending(tx, id, `resend-${now.getTime()}`);
      await recordAudit(tx, actor, { action: 'receipt.resend', targetType: 'receipt', targetId: id });
    }),
  );
}

export type ScanFile = { bytes: Buffer; extension: 'jpg' | 'pdf' | 'png' };

/** The scan of a paper receipt, kept with it (the donor's detail and the console open it). */
export async function storeReceiptScan(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  id: number,
  scan: ScanFile,
): Promise<TReceiptQueueRow> {
  const receipt = await findQueuedReceipt(deps.db, id);
  if (!receipt) throw notFound();
  if (receipt.receipt.voidedAt) throw new AppError('CONFLICT', 'admin.fulfilment.voided');
  if (isElectronicWay(receipt.receipt.receiptWay))
    throw new AppError('CONFLICT', 'admin.fulfilment.notPaper');
  // png scans are stored as what they are; the store names the extension.
  const key = await deps.documents.put('receipt-scan', scan.bytes, scan.extension);
  await deps.db.transaction(async (tx) => {
    await setReceiptScan(tx, id, key);
    await recordAudit(tx, actor, { action: 'receipt.scan', targetType: 'receipt', targetId: id });
  });
  const row = await findQueuedReceipt(deps.db, id);
  if (!row) throw notFound();
  return rowOf(deps, row, false);
}

/** The paper receipts to post (default: awaiting mailing) as CSV, whole addresses: audited. */
export async function receiptMailingList(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  filter: ReceiptQueueFilter,
): Promise<string> {
  const rows = await listReceiptQueue(deps.db, {
    ...filter,
    status: filter.status ?? 2,
    receiptWay: RECEIPT_WAY_NUMBER.express,
    voided: 0,
  });
  await recordAudit(deps.db, actor, {
    action: 'receipt.mailing-list',
    targetType: 'receipt',
    targetId: `status:${filter.status ?? 2}`,
    after: { count: rows.length },
  });
  const lines = rows.map((row) => {
    const details = receiptDetailsOf(deps.secrets, row.receipt);
    return [
      row.receipt.invoiceNo,
      row.receipt.donorName,
      details.postalContact,
      details.postalMobile,
      details.postalAddress,
      row.itemsName,
      row.billNo,
    ]
      .map(csvField)
      .join(',');
  });
  const headers = ['票据号码', '交款人', '收件人', '联系电话', '邮寄地址', '项目', '订单号'];
  return `\uFEFF${[headers.join(','), ...lines].join('\r\n')}\r\n`;
}
