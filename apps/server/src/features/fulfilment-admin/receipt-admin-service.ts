import type { TBulkResult, TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TAdminPage, TAdminRows } from '@alma/shared/admin-api/paging';
import { toWireDate } from '@alma/shared/dates/wire-date';
import {
  isElectronicWay,
  nextReceiptStatus,
  RECEIPT_STATUS,
  RECEIPT_STATUS_LABELS,
  RECEIPT_WAY_NUMBER,
  type ReceiptStatus,
  receiptMoveNeedsExpress,
} from '@alma/shared/documents/receipt-status';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import { maskValue } from '../../audit/mask-personal.ts';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { DocumentStore } from '../../integrations/storage/document-store.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { receiptDetailsOf } from '../receipts/service.ts';
import { eachOf } from './bulk-each.ts';
import { expressToSave, type TExpressMove } from './certificate-admin-service.ts';
import {
  findQueuedReceipt,
  type listReceiptQueue,
  lockReceipt,
  pageReceiptQueue,
  type ReceiptQueueFilter,
  setReceiptExpress,
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

export function receiptRowOf(deps: ReceiptAdminDeps, row: QueueRow, whole: boolean): TReceiptQueueRow {
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
    agreementNo: row.agreementNo ?? '',
    agreementId: row.agreementId === null ? null : Number(row.agreementId),
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
  return { rows: page.rows.map((row) => receiptRowOf(deps, row, false)), total: page.total };
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
    return receiptRowOf(deps, row, true);
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
  move: TExpressMove,
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
    const express = receiptMoveNeedsExpress(move.to) ? expressToSave(move) : {};
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
  return receiptRowOf(deps, row, false);
}

/**
 * The courier and number of a mailed paper receipt, corrected: not a move (the status and its time
 * stay), audited with before and after; the same values again change nothing.
 */
export async function correctReceiptExpress(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  id: number,
  choice: Omit<TExpressMove, 'to'>,
): Promise<TReceiptQueueRow> {
  await deps.db.transaction(async (tx) => {
    const receipt = await lockReceipt(tx, id);
    if (!receipt) throw notFound();
    if (receipt.status !== RECEIPT_STATUS.mailed)
      throw new AppError('CONFLICT', 'admin.fulfilment.expressOnlyMailed');
    const before = { expressCompany: receipt.expressCompany, expressNo: receipt.expressNo };
    const after = expressToSave(choice);
    if (before.expressCompany === after.expressCompany && before.expressNo === after.expressNo) {
      recordNoChange(actor);
      return;
    }
    await setReceiptExpress(tx, id, after);
    await recordAudit(tx, actor, {
      action: 'receipt.express',
      targetType: 'receipt',
      targetId: id,
      before,
      after,
    });
  });
  const row = await findQueuedReceipt(deps.db, id);
  if (!row) throw notFound();
  return receiptRowOf(deps, row, false);
}

export async function bulkMoveReceipts(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  ids: readonly number[],
  to: number,
  language: Language,
): Promise<TBulkResult> {
  if (receiptMoveNeedsExpress(to)) throw new AppError('INVALID_REQUEST', 'admin.fulfilment.mailingOneByOne');
  return eachOf(actor, ids, language, async (id) => {
    await moveReceipt(deps, actor, id, { to, expressCompany: '', expressCompanyName: '', expressNo: '' });
  });
}
