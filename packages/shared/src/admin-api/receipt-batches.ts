import { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import { EXPORT_FORMATS } from './exports.ts';

/**
 * Year-end receipts (issue 21): the electronic receipts of a year's gifts still to issue, one audited
 * batch that issues them all (a job that queues the per-receipt `receipts.issue` jobs in chunks), its
 * progress, and the year's receipt ledger as a file. A year is an Asia/Shanghai calendar year of the
 * gifts' payment. Money is yuan.
 */

const zYear = z.coerce.number().int().min(2000).max(2100);

/** GET /receipts/outstanding?year=, GET /receipts/batches?year= (the year's newest batch). */
export const ZReceiptYearQuery = z.object({ year: zYear });
export type TReceiptYearQuery = z.input<typeof ZReceiptYearQuery>;

/** POST /receipts/batches */
export const ZReceiptBatchStart = z.object({ year: zYear });
export type TReceiptBatchStart = z.input<typeof ZReceiptBatchStart>;

/** GET /receipts/ledger?year=&format=csv|xlsx: every receipt of the year's gifts, streamed. */
export const ZReceiptLedgerQuery = z.object({ year: zYear, format: z.enum(EXPORT_FORMATS) });
export type TReceiptLedgerQuery = z.input<typeof ZReceiptLedgerQuery>;

/** Electronic receipts applied for, of gifts paid (and not refunded) in the year, not yet issued. */
export type TReceiptOutstanding = { year: number; count: number; total: number };

/** A receipt of a batch that could not be issued, with the platform's reason in words. */
export type TReceiptBatchFailure = {
  receiptId: number;
  billNo: string;
  donorName: string;
  money: number;
  reason: string;
};

/**
 * A batch and how far it is. `queuing` while its job still queues the receipts' jobs (total is then
 * the count at the start); `running` while any of them waits; then `done`. issued + skipped + failed +
 * waiting = total. skipped: issued meanwhile by other means, or refunded (voided) before its turn.
 */
export type TReceiptBatch = {
  id: number;
  year: number;
  state: 'queuing' | 'running' | 'done';
  startedAt: string;
  finishedAt: string;
  total: number;
  issued: number;
  skipped: number;
  failed: number;
  waiting: number;
  failures: TReceiptBatchFailure[];
};

/** GET /receipts/batches?year=: the year's newest batch, or null when none is kept. */
export type TReceiptBatchAnswer = { batch: TReceiptBatch | null };

/** The ledger's columns, in order. */
export const RECEIPT_LEDGER_COLUMNS = [
  { key: 'invoiceCode', zh_CN: '票据代码', English: 'Invoice code' },
  { key: 'invoiceNo', zh_CN: '票据号码', English: 'Invoice number' },
  { key: 'issuedAt', zh_CN: '开票日期', English: 'Issued on' },
  { key: 'donorName', zh_CN: '交款人', English: 'Made out to' },
  { key: 'money', zh_CN: '金额（元）', English: 'Amount (yuan)' },
  { key: 'itemsName', zh_CN: '项目', English: 'Project' },
  { key: 'type', zh_CN: '票据类型', English: 'Type' },
  { key: 'way', zh_CN: '领取方式', English: 'Delivery' },
  { key: 'status', zh_CN: '状态', English: 'Status' },
  { key: 'voidedAt', zh_CN: '红冲日期', English: 'Voided (red-letter) on' },
  { key: 'billNo', zh_CN: '订单号', English: 'Bill number' },
  { key: 'paidAt', zh_CN: '支付时间', English: 'Paid at' },
] as const satisfies ReadonlyArray<{ key: string } & Record<Language, string>>;

type Words = Record<Language, string>;

export const RECEIPT_WAY_WORDS: Readonly<Record<number, Words>> = {
  1: { zh_CN: '自取', English: 'Pickup' },
  2: { zh_CN: '邮寄', English: 'Post' },
  3: { zh_CN: '邮箱', English: 'Email' },
  4: { zh_CN: '短信', English: 'SMS' },
};

export const RECEIPT_TYPE_WORDS: Readonly<Record<number, Words>> = {
  1: { zh_CN: '纸质', English: 'Paper' },
  2: { zh_CN: '电子', English: 'Electronic' },
};

/** A voided receipt's status in the ledger, whatever step it had reached. */
export const RECEIPT_VOIDED_WORDS: Words = { zh_CN: '已红冲', English: 'Voided' };

/** `receipt-ledger-2025.xlsx` */
export const receiptLedgerFileName = (year: number, format: (typeof EXPORT_FORMATS)[number]) =>
  `receipt-ledger-${year}.${format}`;
