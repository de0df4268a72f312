import type { TBulkResult, TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import { isElectronicWay, RECEIPT_WAY_NUMBER } from '@alma/shared/documents/receipt-status';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import { csvField } from '../../http/csv-field.ts';
import { notFound } from '../../http/envelope.ts';
import { ISSUE_RECEIPT } from '../../jobs/definitions/receipts.ts';
import { triggerJob } from '../../jobs/trigger-job.ts';
import { queueReceiptSending } from '../receipts/issue-service.ts';
import { receiptDetailsOf } from '../receipts/service.ts';
import { eachOf } from './bulk-each.ts';
import { type ReceiptAdminDeps, receiptRowOf } from './receipt-admin-service.ts';
import {
  findQueuedReceipt,
  listReceiptQueue,
  lockReceipt,
  type ReceiptQueueFilter,
  setReceiptScan,
} from './receipt-queue-repository.ts';

/** Getting receipts out: issuing and resending e-receipts (jobs), paper scans, the mailing list. */

/** Queues issuing at the fiscal platform for electronic receipts still invoicing (a job each). */
export async function issueReceipts(
  deps: ReceiptAdminDeps,
  actor: AuditActor,
  ids: readonly number[],
  language: Language,
): Promise<TBulkResult> {
  return eachOf(actor, ids, language, (id) =>
    deps.db.transaction(async (tx) => {
      const receipt = await lockReceipt(tx, id);
      if (!receipt) throw notFound();
      if (receipt.voidedAt) throw new AppError('CONFLICT', 'admin.fulfilment.voided');
      if (receipt.status !== 1 || !isElectronicWay(receipt.receiptWay)) {
        throw new AppError('CONFLICT', 'admin.fulfilment.notElectronic');
      }
      const queued = await triggerJob(
        tx,
        ISSUE_RECEIPT,
        { receiptId: id },
        { singletonKey: `receipt-issue:${id}` },
      );
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
  return eachOf(actor, ids, language, (id) =>
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
  return receiptRowOf(deps, row, false);
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
