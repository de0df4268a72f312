import type {
  TDonorReport,
  TIncomeReport,
  TNamingReport,
  TReportFigures,
  TReportGroup,
  TReportRow,
} from '@alma/shared/admin-api/reports';
import type { Language } from '@alma/shared/i18n/language';
import type ExcelJS from 'exceljs';
import { GROUP_WORDS, words } from './report-words.ts';

/**
 * The reports as Excel workbooks: a few hundred rows at most, so a whole workbook in memory
 * (exceljs loaded with the first one, as the order export does). Amounts are numbers in yuan with a
 * two-decimal format, so a sheet's sums work in Excel.
 */

const YUAN_FORMAT = '#,##0.00';

type Sheet = ExcelJS.Worksheet;

async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Alma';
  return workbook;
}

function figuresRow(sheet: Sheet, label: string, figures: TReportFigures, bold = false): void {
  const row = sheet.addRow([label, figures.gifts, figures.income, figures.refunds, figures.net]);
  for (const column of [3, 4, 5]) row.getCell(column).numFmt = YUAN_FORMAT;
  if (bold) row.font = { bold: true };
}

/** A titled table of rows and their total, followed by an empty row. */
export function addFiguresTable(
  sheet: Sheet,
  language: Language,
  section: { title?: string; group: TReportGroup | 'namingKind'; rows: TReportRow[]; total: TReportFigures },
): void {
  if (section.title) sheet.addRow([section.title]).font = { bold: true };
  const header = sheet.addRow([
    GROUP_WORDS[section.group][language],
    words(language, 'gifts'),
    words(language, 'income'),
    words(language, 'refunds'),
    words(language, 'net'),
  ]);
  header.font = { bold: true };
  for (const row of section.rows) figuresRow(sheet, row.label, row);
  figuresRow(sheet, words(language, 'total'), section.total, true);
  sheet.addRow([]);
}

export function addDonorTable(sheet: Sheet, language: Language, report: TDonorReport): void {
  sheet.addRow([words(language, 'donorsTitle')]).font = { bold: true };
  sheet.addRow([
    words(language, 'donorKind'),
    words(language, 'donorCount'),
    words(language, 'gifts'),
    words(language, 'donorAmount'),
  ]).font = { bold: true };
  const line = (label: string, figures: TDonorReport['total'], bold = false) => {
    const row = sheet.addRow([label, figures.donors, figures.gifts, figures.amount]);
    row.getCell(4).numFmt = YUAN_FORMAT;
    if (bold) row.font = { bold: true };
  };
  line(words(language, 'newDonors'), report.newDonors);
  line(words(language, 'returningDonors'), report.returningDonors);
  line(words(language, 'total'), report.total, true);
  sheet.addRow([]);
}

function newSheet(workbook: ExcelJS.Workbook, name: string, heading: string[]): Sheet {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 32 }, { width: 10 }, { width: 16 }, { width: 16 }, { width: 16 }];
  for (const line of heading) sheet.addRow([line]);
  sheet.addRow([]);
  return sheet;
}

const rangeLine = (language: Language, range: { from: string; to: string }) =>
  `${words(language, 'range')}: ${range.from} – ${range.to}`;

async function bytesOf(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export async function incomeXlsx(report: TIncomeReport, language: Language): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const sheet = newSheet(workbook, words(language, 'incomeSheet'), [
    words(language, 'incomeTitle'),
    rangeLine(language, report),
  ]);
  addFiguresTable(sheet, language, { group: report.groupBy, rows: report.rows, total: report.total });
  return bytesOf(workbook);
}

export async function donorXlsx(report: TDonorReport, language: Language): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const sheet = newSheet(workbook, words(language, 'donorsTitle'), [rangeLine(language, report)]);
  addDonorTable(sheet, language, report);
  return bytesOf(workbook);
}

export async function namingXlsx(report: TNamingReport, language: Language): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const sheet = newSheet(workbook, words(language, 'namingTitle'), [
    words(language, 'namingTitle'),
    rangeLine(language, report),
  ]);
  addFiguresTable(sheet, language, { group: 'project', rows: report.byProject, total: report.total });
  addFiguresTable(sheet, language, { group: 'namingKind', rows: report.byKind, total: report.total });
  return bytesOf(workbook);
}

/** The annual report's workbook: one sheet per part, the same figures as its PDF. */
export async function annualXlsx(
  report: {
    foundationName: string;
    year: number;
    byMonth: TIncomeReport;
    byProject: TIncomeReport;
    byFund: TIncomeReport;
    byChannel: TIncomeReport;
    donors: TDonorReport;
    naming: TNamingReport;
    receiptsIssued: number;
  },
  language: Language,
): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const heading = [
    report.foundationName,
    `${report.year} ${words(language, 'annualTitle')}`,
    rangeLine(language, report.byMonth),
  ];
  const summary = newSheet(workbook, words(language, 'annualTitle'), heading);
  addFiguresTable(summary, language, {
    title: words(language, 'byMonth'),
    group: 'month',
    rows: report.byMonth.rows,
    total: report.byMonth.total,
  });
  addDonorTable(summary, language, report.donors);
  summary.addRow([words(language, 'receiptsIssued'), report.receiptsIssued]);
  for (const [title, part] of [
    ['byProject', report.byProject],
    ['byFund', report.byFund],
    ['byChannel', report.byChannel],
  ] as const) {
    const sheet = newSheet(workbook, words(language, title), heading);
    addFiguresTable(sheet, language, { group: part.groupBy, rows: part.rows, total: part.total });
  }
  const naming = newSheet(workbook, words(language, 'namingTitle'), heading);
  addFiguresTable(naming, language, {
    group: 'project',
    rows: report.naming.byProject,
    total: report.naming.total,
  });
  addFiguresTable(naming, language, {
    group: 'namingKind',
    rows: report.naming.byKind,
    total: report.naming.total,
  });
  return bytesOf(workbook);
}
