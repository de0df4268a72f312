import { type EventEmitter, once } from 'node:events';
import type { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { csvField } from '../../http/csv-field.ts';
import type { ExportCell } from './export-columns.ts';

/**
 * Where export rows go, a page at a time: CSV text or an xlsx workbook written as a stream
 * (exceljs's streaming WorkbookWriter: rows are zipped as they are committed, never held as a
 * workbook). After each page the writer waits while the response is not reading, so a slow
 * download slows the database paging instead of filling memory.
 */
export type ExportWriter = {
  writePage(rows: readonly ExportCell[][]): Promise<void>;
  end(): Promise<void>;
};

/** Resolves when `stream` drains, or when the download went away (the export then stops). */
async function drainOf(stream: EventEmitter, out: PassThrough): Promise<void> {
  if (out.destroyed) return;
  const done = new AbortController();
  const { signal } = done;
  await Promise.race([once(stream, 'drain', { signal }), once(out, 'close', { signal })]).finally(() =>
    done.abort(),
  );
}

async function drained(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain) await drainOf(out, out);
}

const csvLine = (cells: readonly ExportCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** UTF-8 with a byte-order mark, so Excel reads the Chinese as Chinese; CRLF lines (RFC 4180). */
export function csvWriter(out: PassThrough, headers: readonly string[]): ExportWriter {
  out.write(`\uFEFF${csvLine(headers)}`);
  return {
    async writePage(rows) {
      out.write(rows.map(csvLine).join(''));
      await drained(out);
    },
    async end() {
      out.end();
    },
  };
}

/** An exceljs zip entry stream (readable-stream v3): its state is only on _writableState. */
type EntryStream = EventEmitter & { _writableState?: { needDrain?: boolean } };

/**
 * exceljs's sheet stream hands its XML to the zip entry without heeding backpressure (its writes
 * always "succeed"), so rows made faster than deflate takes them queue in memory (measured: 63 MB
 * for 100,000 rows, the whole sheet). After each page the writer waits for the entry to drain.
 * Read defensively: should exceljs change these internals, this waits for nothing.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown } }).stream;
  const entries = Array.isArray(stream?.pipes) ? (stream.pipes as EntryStream[]) : [];
  for (const entry of entries) {
    if (entry._writableState?.needDrain) await drainOf(entry, out);
  }
}

/**
 * exceljs is loaded with the first xlsx export (~27 MB of the server's memory once loaded; most
 * servers never export), not at start-up.
 */
export async function xlsxWriter(
  out: PassThrough,
  headers: readonly string[],
  sheetName: string,
): Promise<ExportWriter> {
  const { default: Excel } = await import('exceljs');
  // Inline strings and no styles: a shared-string table would grow with every distinct value.
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...headers]).commit();
  return {
    async writePage(rows) {
      for (const row of rows) sheet.addRow([...row]).commit();
      await zipCaughtUp(sheet, out);
      await drained(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
