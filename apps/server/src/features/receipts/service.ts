import type { TPaging } from '@alma/shared/api/common';
import type {
  TReceiptDetail,
  TReceiptLastUserInfo,
  TReceiptPage,
  TReceiptPageQuery,
  TReceiptRow,
  TReceiptStayPage,
} from '@alma/shared/api/receipts';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { fenToYuan } from '@alma/shared/money/money';
import { maskIdNo } from '@alma/shared/validation/mobile';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { openJson } from '../documents/sealed-details.ts';
import {
  findNewestOwnReceipt,
  findOwnReceipt,
  pageOwnReceipts,
  pageReceiptableDonations,
  type ReceiptRecord,
} from './repository.ts';

export type ReceiptReadDeps = { db: Db; secrets: Secrets; links: DocumentLinks };

type Joined = {
  receipt: ReceiptRecord;
  itemsName: string;
  itemsNameEn: string;
  thumbnailImg: string;
  moneyFen: number;
  paidAt: Date | null;
};

function rowOf(row: Joined, language: Language): TReceiptRow {
  return {
    id: row.receipt.id,
    donateId: row.receipt.donationId,
    createDate: toWireDate(row.receipt.createdAt) ?? '',
    status: row.receipt.status,
    itemsName: pickText(language, row.itemsName, row.itemsNameEn),
    donateMoney: fenToYuan(row.moneyFen),
    receiptType: row.receipt.receiptType,
    isVoid: row.receipt.voidedAt ? 1 : 0,
  };
}

/** receipt/page: the owner's receipts, newest first, of the tab's statuses. */
export async function getReceiptPage(
  deps: ReceiptReadDeps,
  userId: number,
  query: TReceiptPageQuery,
  language: Language,
): Promise<TReceiptPage> {
  const page = await pageOwnReceipts(deps.db, userId, {
    statuses: query.status,
    limit: query.limit,
    offset: query.offset,
  });
  return { rows: page.rows.map((row) => rowOf(row, language)), total: page.total };
}

/** receipt/stay/page: the owner's paid donations that may still have a receipt. */
export async function getReceiptStayPage(
  deps: ReceiptReadDeps,
  userId: number,
  paging: TPaging,
  language: Language,
): Promise<TReceiptStayPage> {
  const page = await pageReceiptableDonations(deps.db, userId, paging);
  return {
    rows: page.rows.map((row) => ({
      id: row.donationId,
      donateId: row.donationId,
      itemsId: row.itemsId,
      itemsName: pickText(language, row.itemsName, row.itemsNameEn),
      donateMoney: fenToYuan(row.moneyFen),
      donateTime: toWireDate(row.paidAt) ?? '',
      thumbnailImg: row.thumbnailImg,
    })),
    total: page.total,
  };
}

/** The sealed details of a receipt, each field '' when absent. */
export function receiptDetailsOf(secrets: Secrets, receipt: ReceiptRecord) {
  const details = openJson(secrets, receipt.detailsSealed);
  const text = (key: string) => details[key] ?? '';
  return {
    creditCode: text('creditCode'),
    postalContact: text('postalContact'),
    postalMobile: text('postalMobile'),
    postalAddress: text('postalAddress'),
    postalEmail: text('postalEmail'),
    postalMobileSms: text('postalMobileSms'),
  };
}

/** receipt/lastUserInfo: the details of the owner's newest receipt, to fill the next one with. */
export async function getReceiptLastUserInfo(
  deps: ReceiptReadDeps,
  userId: number,
): Promise<TReceiptLastUserInfo> {
  const receipt = await findNewestOwnReceipt(deps.db, userId);
  if (!receipt) return null;
  return {
    donorType: receipt.donorType,
    donorName: receipt.donorName,
    receiptType: receipt.receiptType,
    receiptWay: receipt.receiptWay,
    ...receiptDetailsOf(deps.secrets, receipt),
  };
}

/** How an e-receipt's sending went, for the donor: '', 'sent', or the failure. */
const sendStateOf = (receipt: ReceiptRecord) => (receipt.sentAt ? 'sent' : receipt.sendError);

/** receipt/detail: only the owner's. The ID number or credit code comes back masked. */
export async function getReceiptDetail(
  deps: ReceiptReadDeps,
  userId: number,
  id: number,
  language: Language,
): Promise<TReceiptDetail> {
  const row = await findOwnReceipt(deps.db, userId, id);
  if (!row) throw notFound();
  const { receipt } = row;
  const details = receiptDetailsOf(deps.secrets, receipt);
  const fileKind = receipt.voidedAt && receipt.voidFileKey ? 'receipt-void' : 'receipt';
  return {
    ...rowOf(row, language),
    donorType: receipt.donorType,
    donorName: receipt.donorName,
    ...details,
    creditCode: maskIdNo(details.creditCode),
    receiptWay: receipt.receiptWay,
    expressCompanyTitle: receipt.expressCompany,
    expressOrderNo: receipt.expressNo,
    fileUrl: receipt.fileKey ? deps.links.linkTo(fileKind, String(receipt.id)) : '',
    thumbnailImg: row.thumbnailImg,
    donateTime: toWireDate(row.paidAt) ?? '',
    invoiceCode: receipt.invoiceCode,
    invoiceNo: receipt.invoiceNo,
    checkCode: receipt.checkCode,
    issueDate: toWireDate(receipt.issuedAt) ?? '',
    sendState: sendStateOf(receipt),
  };
}
