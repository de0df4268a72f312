import { isElectronicWay, issuedStatusOf, RECEIPT_WAY_NUMBER } from '@alma/shared/documents/receipt-status';
import { formatFen } from '@alma/shared/money/money';
import { parseMobile } from '@alma/shared/validation/mobile';
import { type SiteUrl, siteUrlFrom } from '../../config/site-url.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { ReceiptIssueRequest, ReceiptIssuer } from '../../integrations/receipts/receipt-issuer.ts';
import type { SmsProvider } from '../../integrations/sms/sms-provider.ts';
import type { DocumentStore } from '../../integrations/storage/document-store.ts';
import { SEND_RECEIPT } from '../../jobs/definitions/receipts.ts';
import { triggerJob } from '../../jobs/trigger-job.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { foundationOf } from '../site/service.ts';
import {
  findReceiptForIssuer,
  markReceiptIssued,
  markReceiptSendFailed,
  markReceiptSent,
  RECEIPTABLE_ORDER_STATUS,
  setReceiptVoidFile,
} from './repository.ts';
import { receiptDetailsOf } from './service.ts';

export type ReceiptJobDeps = {
  db: Db;
  secrets: Secrets;
  issuer: ReceiptIssuer;
  documents: DocumentStore;
  mailer: Mailer;
  sms: SmsProvider;
  links: DocumentLinks;
  siteUrl: SiteUrl;
};

/** What the receipt jobs need, from the server's parts. */
export function receiptJobDepsOf(deps: {
  database: { db: Db };
  secrets: Secrets;
  receiptIssuer: ReceiptIssuer;
  documents: DocumentStore;
  mailer: Mailer;
  sms: SmsProvider;
  documentLinks: DocumentLinks;
  config: { PUBLIC_URL?: string | undefined; publicUrl: string };
}): ReceiptJobDeps {
  return {
    db: deps.database.db,
    secrets: deps.secrets,
    issuer: deps.receiptIssuer,
    documents: deps.documents,
    mailer: deps.mailer,
    sms: deps.sms,
    links: deps.documentLinks,
    siteUrl: siteUrlFrom(deps.config),
  };
}

type Found = NonNullable<Awaited<ReturnType<typeof findReceiptForIssuer>>>;

async function issueRequestOf(deps: ReceiptJobDeps, found: Found): Promise<ReceiptIssueRequest> {
  const details = receiptDetailsOf(deps.secrets, found.receipt);
  const foundation = await foundationOf(deps.db);
  return {
    businessNo: String(found.receipt.id),
    billNo: found.billNo,
    payerName: found.receipt.donorName,
    payerIdLabel: found.receipt.donorType === 2 ? '统一社会信用代码' : '身份证号',
    payerId: details.creditCode,
    projectName: found.projectName,
    amountFen: found.moneyFen,
    paidAt: found.paidAt ?? found.receipt.createdAt,
    // The gift's agreement, when it paid one (issue 23): the receipt names it beside the order.
    remark: found.agreementNo
      ? `订单号 ${found.billNo}；捐赠协议 ${found.agreementNo}`
      : `订单号 ${found.billNo}`,
    foundationName: foundation?.title ?? '',
    siteUrl: deps.siteUrl(found.origin),
  };
}

/**
 * Issues an electronic receipt at the fiscal platform (the `receipts.issue` job staff start): only
 * for an unvoided receipt still invoicing, of a PAID order (any refund, a partial one too, voids the
 * receipt: RECEIPTABLE_ORDER_STATUS). The platform answers the same receipt for the same business
 * number, so a retry after a crash issues nothing twice; then sending is queued.
 */
export async function issueReceipt(deps: ReceiptJobDeps, receiptId: number): Promise<{ issued: boolean }> {
  const found = await findReceiptForIssuer(deps.db, receiptId);
  if (
    found?.receipt.status !== 1 ||
    found.receipt.voidedAt ||
    found.orderStatus !== RECEIPTABLE_ORDER_STATUS
  ) {
    return { issued: false };
  }
  if (!isElectronicWay(found.receipt.receiptWay)) return { issued: false };
  const request = await issueRequestOf(deps, found);
  const issued = (await deps.issuer.query(request)) ?? (await deps.issuer.issue(request));
  const fileKey = await deps.documents.put('receipt', issued.pdf, 'pdf');
  const marked = await markReceiptIssued(deps.db, receiptId, {
    invoiceCode: issued.invoiceCode,
    invoiceNo: issued.invoiceNo,
    checkCode: issued.checkCode,
    issuedAt: issued.issuedAt,
    fileKey,
    issuer: deps.issuer.name,
    status: issuedStatusOf(found.receipt.receiptWay),
  });
  if (marked) await queueReceiptSending(deps.db, receiptId, 'first');
  return { issued: marked };
}

/** Queues (again) the sending of an issued e-receipt; `attempt` keeps a resend apart from the first. */
export async function queueReceiptSending(db: Db | Tx, receiptId: number, attempt: string): Promise<void> {
  await triggerJob(
    db,
    SEND_RECEIPT,
    { receiptId },
    { singletonKey: `receipt-send:${receiptId}:${attempt}`, maxAttempts: 6 },
  );
}

/**
 * Sends an issued e-receipt (the `receipts.send` job): by email with the PDF attached, or by SMS
 * with a signed link to it. Success marks it sent (7); a failure is kept for staff and the donor
 * to see and thrown, so the queue retries it with backoff.
 */
export async function sendReceipt(deps: ReceiptJobDeps, receiptId: number): Promise<{ sent: boolean }> {
  const found = await findReceiptForIssuer(deps.db, receiptId);
  const receipt = found?.receipt;
  if (
    !found ||
    !receipt ||
    receipt.voidedAt ||
    !receipt.fileKey ||
    (receipt.status !== 6 && receipt.status !== 7)
  ) {
    return { sent: false };
  }
  const details = receiptDetailsOf(deps.secrets, receipt);
  const foundation = await foundationOf(deps.db);
  const title = `${foundation?.title ?? ''}公益事业捐赠电子票据`;
  const amount = `¥${formatFen(found.moneyFen)}`;
  try {
    if (receipt.receiptWay === RECEIPT_WAY_NUMBER.email) {
      const pdf = await deps.documents.read(receipt.fileKey);
      if (!pdf) throw new Error('the receipt file is missing');
      await deps.mailer.send({
        to: details.postalEmail,
        subject: `${title}（${receipt.invoiceNo}）`,
        text: `${receipt.donorName}：\n\n感谢您对“${found.projectName}”的捐赠（${amount}）。您的电子票据已开具，见附件。\n票据代码 ${receipt.invoiceCode}，票据号码 ${receipt.invoiceNo}，校验码 ${receipt.checkCode}。\n\n${foundation?.title ?? ''}`,
        attachments: [
          { filename: `receipt-${receipt.invoiceNo}.pdf`, content: pdf, contentType: 'application/pdf' },
        ],
      });
    } else {
      const mobile = parseMobile(details.postalMobileSms);
      if (!mobile) throw new Error('the SMS mobile is not a mobile number');
      const link = `${deps.siteUrl(found.origin)}${deps.links.linkTo('receipt', String(receipt.id))}`;
      // The gateway's notice template: 您捐赠{1}的电子票据已开具，24小时内查看：{2}
      await deps.sms.sendNotice(mobile, {
        text: `【${foundation?.title ?? ''}】您捐赠${amount}的电子票据已开具，24小时内查看：${link}`,
        params: [amount, link],
      });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markReceiptSendFailed(deps.db, receiptId, message.slice(0, 300));
    throw error;
  }
  await markReceiptSent(deps.db, receiptId, new Date());
  return { sent: true };
}

/** 红冲 at the platform for an issued receipt whose order was refunded (the `receipts.void` job). */
export async function voidIssuedReceipt(
  deps: ReceiptJobDeps,
  receiptId: number,
): Promise<{ voided: boolean }> {
  const found = await findReceiptForIssuer(deps.db, receiptId);
  if (!found?.receipt.voidedAt || !found.receipt.issuedAt || found.receipt.voidFileKey)
    return { voided: false };
  const request = await issueRequestOf(deps, found);
  const { pdf } = await deps.issuer.void({
    ...request,
    // The red receipt reverses what was receipted: the gift as paid, before the refund.
    amountFen: found.moneyFen + found.refundedFen,
    invoiceCode: found.receipt.invoiceCode,
    invoiceNo: found.receipt.invoiceNo,
    reason: '退款红冲',
  });
  await setReceiptVoidFile(deps.db, receiptId, await deps.documents.put('receipt', pdf, 'pdf'));
  return { voided: true };
}
