import type { PassThrough } from 'node:stream';
import type { TExportFormat } from '@alma/shared/admin-api/exports';
import {
  RECEIPT_LEDGER_COLUMNS,
  RECEIPT_TYPE_WORDS,
  RECEIPT_VOIDED_WORDS,
  RECEIPT_WAY_WORDS,
} from '@alma/shared/admin-api/receipt-batches';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { RECEIPT_STATUS_LABELS, type ReceiptStatus } from '@alma/shared/documents/receipt-status';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { csvWriter, type ExportWriter, xlsxWriter } from '../orders-admin/export-writers.ts';
import { listLedgerRows } from './receipt-batch-repository.ts';
import { shanghaiYear } from './receipt-batch-service.ts';

/** Rows read per query (the orders export's measured page). */
const PAGE_ROWS = 500;
const SHEET_NAME: Record<Language, string> = { zh_CN: '票据台账', English: 'Receipt ledger' };

type LedgerRow = Awaited<ReturnType<typeof listLedgerRows>>[number];
type ExportCell = string | number;

const day = (date: Date | null) => (date ? (toWireDate(date) ?? '').slice(0, 10) : '');

/** One receipt as ledger cells, in the staff member's words (status, type and way by name, yuan). */
export function ledgerCells(row: LedgerRow, language: Language): ExportCell[] {
  const status = row.voidedAt
    ? RECEIPT_VOIDED_WORDS[language]
    : (RECEIPT_STATUS_LABELS[row.status as ReceiptStatus]?.[language] ?? '');
  return [
    row.invoiceCode,
    row.invoiceNo,
    day(row.issuedAt),
    row.donorName,
    fenToYuan(row.moneyFen),
    language === 'English' && row.itemsNameEn ? row.itemsNameEn : row.itemsName,
    RECEIPT_TYPE_WORDS[row.receiptType]?.[language] ?? '',
    RECEIPT_WAY_WORDS[row.receiptWay]?.[language] ?? '',
    status,
    day(row.voidedAt),
    row.billNo,
    toWireDate(row.paidAt) ?? '',
  ];
}

/**
 * Streams every receipt of the year's gifts (paid in that Shanghai year), by id, a page per query
 * (keyset), through the orders export's writers: CSV cells that start like a formula are quoted,
 * xlsx cells are inline strings (never formulas). Audited like the orders export: who, which year,
 * how many rows, and whether all went out.
 */
export async function writeReceiptLedger(
  db: Db,
  actor: AuditActor,
  request: { year: number; format: TExportFormat; language: Language },
  out: PassThrough,
): Promise<number> {
  const { year, format, language } = request;
  const headers = RECEIPT_LEDGER_COLUMNS.map((column) => column[language]);
  const writer: ExportWriter =
    format === 'csv' ? csvWriter(out, headers) : await xlsxWriter(out, headers, SHEET_NAME[language]);
  const range = shanghaiYear(year);
  let rowCount = 0;
  let audited = false;
  const audit = async (complete: boolean) => {
    if (audited) return;
    audited = true;
    await recordAudit(db, actor, {
      action: 'receipt.ledgerExport',
      targetType: 'receipt',
      targetId: `year:${year}`,
      after: { year, format, rowCount, complete },
    });
  };
  try {
    let afterId = 0;
    for (;;) {
      if (out.destroyed) break;
      const rows = await listLedgerRows(db, range, afterId, PAGE_ROWS);
      if (rows.length === 0) break;
      await writer.writePage(rows.map((row) => ledgerCells(row, language)));
      rowCount += rows.length;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      if (rows.length < PAGE_ROWS) break;
    }
    if (!out.destroyed) {
      await audit(true);
      await writer.end();
    }
  } finally {
    await audit(false);
  }
  return rowCount;
}
