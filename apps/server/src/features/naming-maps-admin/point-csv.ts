import {
  NAMING_CSV_COLUMNS,
  NAMING_CSV_REQUIRED,
  NAMING_POINT_INTRO_MAX,
  NAMING_POINT_LABEL_MAX,
  NAMING_POINT_NAME_MAX,
} from '@alma/shared/admin-api/naming-maps';
import { AppError } from '@alma/shared/errors/app-error';
import type { MessageKey, MessageParams } from '@alma/shared/i18n/server-messages';
import { yuanToFen } from '@alma/shared/money/money';

/** One point of an import, checked; `row` is its CSV line (the header is line 1). */
export type CsvPoint = {
  row: number;
  displayNo: number;
  x: number;
  y: number;
  seatName: string;
  /** Null: the area's terms. */
  priceFen: number | null;
  intro: string;
  label: string;
};

type CsvRecord = { row: number; fields: string[] };

const refuse = (key: MessageKey, params: MessageParams) =>
  new AppError('INVALID_REQUEST', key, { field: 'csv', ...params });

/**
 * Splits CSV text into records (RFC 4180: commas, double quotes with "" inside, fields over
 * several lines, CRLF or LF; a spreadsheet's BOM dropped). Blank lines are skipped.
 */
export function splitCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const source = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    fields.push(field);
    if (touched || fields.length > 1 || fields[0] !== '') records.push({ row: start, fields });
    fields = [];
    field = '';
    touched = false;
  };
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else if (c === '\r' && source[i + 1] === '\n') {
        // A line break inside a field is kept as \n, whatever the spreadsheet wrote.
      } else {
        if (c === '\n') line += 1;
        field += c === '\r' ? '\n' : c;
      }
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      touched = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else field += c;
  }
  if (quoted) throw refuse('admin.namingMap.csvQuote', { row: start });
  endRecord();
  return records;
}

function numberIn(text: string, min: number, max: number, whole: boolean): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  if (whole && !Number.isInteger(value)) return null;
  return value >= min && value <= max ? value : null;
}

/**
 * Reads and checks every row of a point import; the first bad row refuses the whole file with its
 * line number, so an import stores all its points or none. `taken` are numbers already on the map.
 */
export function readPointCsv(
  text: string,
  limits: { width: number; height: number; taken: ReadonlySet<number> },
): CsvPoint[] {
  const [header, ...rows] = splitCsv(text);
  const names = (header?.fields ?? []).map((name) => name.trim());
  const known = new Set<string>(NAMING_CSV_COLUMNS);
  if (
    !NAMING_CSV_REQUIRED.every((column) => names.includes(column)) ||
    names.some((name) => !known.has(name))
  ) {
    throw refuse('admin.namingMap.csvHeader', { row: 1, columns: NAMING_CSV_REQUIRED.join(',') });
  }
  if (rows.length === 0) throw refuse('admin.namingMap.csvEmpty', {});
  const seen = new Set(limits.taken);
  return rows.map(({ row, fields }) => {
    if (fields.length !== names.length) throw refuse('admin.namingMap.csvColumns', { row });
    const cell = (column: string) => (fields[names.indexOf(column)] ?? '').trim();
    const required = (column: string) => {
      const value = cell(column);
      if (value === '') throw refuse('admin.namingMap.csvRequired', { row, column });
      return value;
    };
    const number = (column: string, max: number, whole: boolean) => {
      const value = numberIn(required(column), 0, max, whole);
      if (value === null) {
        throw refuse(whole ? 'admin.namingMap.csvInteger' : 'admin.namingMap.csvNumber', {
          row,
          column,
          min: 0,
          max,
        });
      }
      return value;
    };
    const text = (column: string, max: number) => {
      const value = cell(column);
      if ([...value].length > max || /(?![\n\r\t])\p{Cc}/u.test(value)) {
        throw refuse('admin.namingMap.csvTooLong', { row, column, max });
      }
      return value;
    };
    const displayNo = number('displayNo', 999_999, true);
    const x = number('x', limits.width, false);
    const y = number('y', limits.height, false);
    const seatName = required('seatName');
    text('seatName', NAMING_POINT_NAME_MAX);
    const price = cell('price');
    const priceFen = price === '' ? null : yuanToFen(price);
    if (priceFen === 0 || (price !== '' && (priceFen === null || priceFen > 1_000_000_000))) {
      throw refuse('admin.namingMap.csvPrice', { row });
    }
    if (seen.has(displayNo)) throw refuse('admin.namingMap.csvDuplicate', { row, no: displayNo });
    seen.add(displayNo);
    return {
      row,
      displayNo,
      x,
      y,
      seatName,
      priceFen,
      intro: text('intro', NAMING_POINT_INTRO_MAX),
      label: text('label', NAMING_POINT_LABEL_MAX),
    };
  });
}
