import { AppError } from '@alma/shared/errors/app-error';
import type { MessageKey, MessageParams } from '@alma/shared/i18n/server-messages';
import { yuanToFen } from '@alma/shared/money/money';

/**
 * A bank statement (对公账户流水) as banks export it — CSV (UTF-8 or GBK) or Excel .xlsx, often with a
 * few lines about the account before the headings — read into its credit lines. Debit lines (no
 * credit amount) are skipped; a line that cannot be read is refused with its line number.
 */

export const STATEMENT_MAX_LINES = 500;

export type StatementRow = {
  line: number;
  receivedOn: string;
  amountFen: number;
  payerName: string;
  payerAccount: string;
  reference: string;
  memo: string;
};

type Column = 'date' | 'amount' | 'payerName' | 'payerAccount' | 'reference' | 'memo';

/** The headings banks use for each column, compared without spaces and case. */
const HEADINGS: Record<Column, readonly string[]> = {
  date: ['交易日期', '交易时间', '记账日期', '入账日期', '到账日期', '日期', 'date'],
  amount: ['贷方金额', '收入金额', '贷方发生额', '收入', '入账金额', '金额', 'amount', 'credit'],
  payerName: ['对方户名', '对方账户名称', '对方名称', '付款人名称', '付款人户名', '付款人', 'payer'],
  payerAccount: ['对方账号', '对方账户', '付款人账号', '付款账号', 'account'],
  reference: ['交易流水号', '流水号', '银行流水号', '交易流水', '凭证号', 'reference'],
  memo: ['摘要', '附言', '用途', '备注', 'memo'],
};
const REQUIRED: readonly Column[] = ['date', 'amount', 'reference'];

const refuse = (key: MessageKey, params: MessageParams = {}) =>
  new AppError('INVALID_REQUEST', key, { field: 'file', ...params });

type Cells = { line: number; cells: string[] };

export async function readStatement(body: Buffer): Promise<{ rows: StatementRow[]; skipped: number }> {
  const table = isZip(body) ? await xlsxCells(body) : csvCells(decodeText(body));
  const headerAt = table.findIndex((row, index) => index < 30 && columnsOf(row.cells).has('date'));
  const columns = headerAt >= 0 ? columnsOf(table[headerAt]!.cells) : new Map<Column, number>();
  const missing = REQUIRED.filter((column) => !columns.has(column));
  if (missing.length > 0)
    throw refuse('admin.offlineGift.fileNoColumns', { columns: missing.map(words).join('、') });
  const rows: StatementRow[] = [];
  let skipped = 0;
  const seen = new Set<string>();
  for (const { line, cells } of table.slice(headerAt + 1)) {
    const cell = (column: Column) => {
      const at = columns.get(column);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    if (cells.every((value) => value.trim() === '')) continue;
    const amountText = cell('amount').replace(/[,，¥￥\s]/g, '');
    if (amountText === '' || Number(amountText) === 0 || amountText === '-') {
      skipped += 1;
      continue;
    }
    const amountFen = yuanToFen(amountText);
    if (amountFen === null || amountFen === 0)
      throw refuse('admin.offlineGift.lineAmount', { line, value: cell('amount') });
    const receivedOn = dayOf(cell('date'));
    if (!receivedOn) throw refuse('admin.offlineGift.lineDate', { line, value: cell('date') });
    const reference = cell('reference');
    if (!reference) throw refuse('admin.offlineGift.lineReference', { line });
    if (seen.has(reference)) throw refuse('admin.offlineGift.lineRepeated', { line, reference });
    seen.add(reference);
    rows.push({
      line,
      receivedOn,
      amountFen,
      payerName: cell('payerName'),
      payerAccount: cell('payerAccount'),
      reference,
      memo: cell('memo'),
    });
    if (rows.length > STATEMENT_MAX_LINES)
      throw refuse('admin.offlineGift.fileTooManyLines', { max: STATEMENT_MAX_LINES });
  }
  if (rows.length === 0) throw refuse('admin.offlineGift.fileNoLines');
  return { rows, skipped };
}

function words(column: Column): string {
  return HEADINGS[column][0] ?? column;
}

const normalise = (text: string) => text.replace(/[\s:：*()（）]/g, '').toLowerCase();

/** Which column holds what, by the first heading of each kind found (exact names first). */
function columnsOf(cells: readonly string[]): Map<Column, number> {
  const found = new Map<Column, number>();
  const names = cells.map(normalise);
  for (const column of Object.keys(HEADINGS) as Column[]) {
    for (const heading of HEADINGS[column]) {
      const at = names.findIndex((name, index) => name === heading && ![...found.values()].includes(index));
      if (at >= 0) {
        found.set(column, at);
        break;
      }
    }
  }
  return found;
}

/** A statement's day: 2024-01-05, 2024/1/5, 2024年1月5日, 20240105, with or without a time. */
function dayOf(text: string): string | null {
  const match = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?(?:[\sT].*)?$/.exec(text.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : null;
}

function isZip(body: Buffer): boolean {
  return body.length > 4 && body[0] === 0x50 && body[1] === 0x4b;
}

/** UTF-8 when the bytes are UTF-8, else GBK (what most Chinese banks' CSV exports are). */
function decodeText(body: Buffer): string {
  if (body.includes(0)) throw refuse('admin.offlineGift.fileUnreadable');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gbk').decode(body);
  }
}

/** CSV records (RFC 4180 quoting, CRLF or LF), each with the line it starts on. */
function csvCells(text: string): Cells[] {
  const rows: Cells[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',' || c === '\t') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      rows.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    rows.push({ line: start, cells });
  }
  // Some banks write ="123456" so a spreadsheet keeps a long number as text.
  return rows.map((row) => ({ ...row, cells: row.cells.map((value) => value.replace(/^="(.*)"$/, '$1')) }));
}

async function xlsxCells(body: Buffer): Promise<Cells[]> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw refuse('admin.offlineGift.fileUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse('admin.offlineGift.fileUnreadable');
  const rows: Cells[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = textOf(cell.value);
    });
    rows.push({ line, cells: Array.from(cells, (value) => value ?? '') });
  });
  return rows;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A date cell is the day it shows; exceljs reads it as that day at midnight UTC.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(Math.round(value * 100) / 100);
  if (typeof value !== 'object') return String(value);
  const object = value as { result?: unknown; text?: unknown; richText?: Array<{ text: string }> };
  if (object.richText) return object.richText.map((part) => part.text).join('');
  if (object.text !== undefined) return String(object.text);
  if (object.result !== undefined) return textOf(object.result);
  return '';
}
