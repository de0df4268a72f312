import { fenToChineseUpper } from '@alma/shared/money/chinese-upper';
import { formatFen } from '@alma/shared/money/money';
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { StatementInput, StatementRow } from './document-inputs.ts';
import { newPdfDocument, type PdfFonts } from './pdf-document.ts';
import { fitBlock, fitSize } from './pdf-text.ts';
import { cleanText } from './text-fit.ts';

/**
 * A donor's yearly statement: every paid gift of the year in a table on A4 portrait pages, the
 * table header repeated on each page, then the count and total (小写 and 大写). Rows are laid out
 * first and drawn after, so each page can say "第 i / n 页".
 */

const W = 595.28;
const H = 841.89;
const M = 40;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.75, 0.75, 0.75);
const SHADE = rgb(0.96, 0.96, 0.96);
const ACCENT = rgb(0.55, 0.1, 0.1);

const COLUMNS = [
  { title: '序号', width: 36, align: 'right' },
  { title: '日期', width: 72, align: 'left' },
  { title: '项目', width: 210, align: 'left' },
  { title: '单号', width: 115, align: 'left' },
  { title: '金额（元）', width: W - 2 * M - 36 - 72 - 210 - 115, align: 'right' },
] as const;
const CELL_PAD = 5;
const TEXT_SIZE = 9;
const HEADER_HEIGHT = 20;
const FOOTER_SPACE = 50;
const SUMMARY_HEIGHT = 70;

type LaidRow = { cells: Array<{ size: number; lines: string[] }>; height: number };
const LINE_HEIGHT = 1.3;

export async function renderStatementPdf(input: StatementInput): Promise<Uint8Array> {
  const title = `${input.year} 年度捐赠明细`;
  const { doc, fonts } = await newPdfDocument(`${cleanText(input.foundationName)} ${title}`);
  const rows = input.rows.map((row, index) => layRow(fonts.sans, row, index));

  const pages: PDFPage[] = [];
  let page = doc.addPage([W, H]);
  pages.push(page);
  let y = drawFirstHeader(page, fonts, input, title);
  y = drawTableHeader(page, fonts.sans, y);
  if (rows.length === 0) {
    page.drawText('本年度暂无已支付的捐赠。', {
      x: M + CELL_PAD,
      y: y - 15,
      size: TEXT_SIZE,
      font: fonts.sans,
      color: MUTED,
    });
    y -= 22;
  }
  rows.forEach((row, index) => {
    if (y - row.height < FOOTER_SPACE) {
      page = doc.addPage([W, H]);
      pages.push(page);
      y = drawTableHeader(page, fonts.sans, drawContinuedHeader(page, fonts, input, title));
    }
    drawRow(page, fonts.sans, row, y, index % 2 === 1);
    y -= row.height;
  });

  if (y - SUMMARY_HEIGHT < FOOTER_SPACE) {
    page = doc.addPage([W, H]);
    pages.push(page);
    y = drawContinuedHeader(page, fonts, input, title);
  }
  drawSummary(page, fonts, input.rows, y);

  const generated = `生成于 ${cleanText(input.generatedAt)}`;
  pages.forEach((each, index) => {
    const folio = `第 ${index + 1} / ${pages.length} 页`;
    const folioWidth = fonts.sans.widthOfTextAtSize(folio, 8);
    each.drawText(folio, { x: (W - folioWidth) / 2, y: 24, size: 8, font: fonts.sans, color: MUTED });
    each.drawText(generated, { x: M, y: 24, size: 8, font: fonts.sans, color: MUTED });
  });
  return doc.save();
}

function layRow(font: PDFFont, row: StatementRow, index: number): LaidRow {
  if (!Number.isSafeInteger(row.amountFen) || row.amountFen < 0) {
    throw new RangeError(`amountFen must be a non-negative integer, got ${row.amountFen}`);
  }
  const texts = [
    String(index + 1),
    cleanText(row.date),
    cleanText(row.projectName),
    cleanText(row.billNo),
    formatFen(row.amountFen),
  ];
  // A long project name wraps to two lines; other cells shrink to fit one line.
  const cells = texts.map((text, column) => {
    const width = (COLUMNS[column]?.width ?? 0) - 2 * CELL_PAD;
    return fitBlock(font, text, { size: TEXT_SIZE, minSize: 7, width, maxLines: column === 2 ? 2 : 1 });
  });
  const height = Math.max(...cells.map((cell) => cell.lines.length * cell.size * LINE_HEIGHT));
  return { cells, height: height + 9 };
}

function drawRow(page: PDFPage, font: PDFFont, row: LaidRow, top: number, shaded: boolean): void {
  if (shaded)
    page.drawRectangle({ x: M, y: top - row.height, width: W - 2 * M, height: row.height, color: SHADE });
  let x = M;
  COLUMNS.forEach((column, index) => {
    const cell = row.cells[index] ?? { size: TEXT_SIZE, lines: [] };
    cell.lines.forEach((line, lineIndex) => {
      const width = font.widthOfTextAtSize(line, cell.size);
      const textX = column.align === 'right' ? x + column.width - CELL_PAD - width : x + CELL_PAD;
      const y = top - 4 - cell.size - lineIndex * cell.size * LINE_HEIGHT;
      page.drawText(line, { x: textX, y, size: cell.size, font, color: INK });
    });
    x += column.width;
  });
}

function drawTableHeader(page: PDFPage, font: PDFFont, top: number): number {
  page.drawRectangle({
    x: M,
    y: top - HEADER_HEIGHT,
    width: W - 2 * M,
    height: HEADER_HEIGHT,
    color: rgb(0.93, 0.9, 0.86),
  });
  let x = M;
  for (const column of COLUMNS) {
    const width = font.widthOfTextAtSize(column.title, TEXT_SIZE);
    const textX = column.align === 'right' ? x + column.width - CELL_PAD - width : x + CELL_PAD;
    page.drawText(column.title, { x: textX, y: top - 14, size: TEXT_SIZE, font, color: INK });
    x += column.width;
  }
  return top - HEADER_HEIGHT;
}

function drawFirstHeader(page: PDFPage, fonts: PdfFonts, input: StatementInput, title: string): number {
  const foundation = cleanText(input.foundationName);
  const foundationSize = fitSize(fonts.serif, foundation, 15, W - 2 * M, 8);
  centre(page, fonts.serif, foundation, foundationSize, H - 62, ACCENT);
  centre(page, fonts.serif, title, 20, H - 94, INK);
  const donor = `捐赠人：${cleanText(input.donorName)}`;
  page.drawText(donor, {
    x: M,
    y: H - 130,
    size: fitSize(fonts.sans, donor, 10.5, W / 2, 6),
    font: fonts.sans,
    color: INK,
  });
  const generated = `生成日期：${cleanText(input.generatedAt).slice(0, 10)}`;
  const width = fonts.sans.widthOfTextAtSize(generated, 10.5);
  page.drawText(generated, { x: W - M - width, y: H - 130, size: 10.5, font: fonts.sans, color: INK });
  return H - 142;
}

function drawContinuedHeader(page: PDFPage, fonts: PdfFonts, input: StatementInput, title: string): number {
  const text = `${cleanText(input.foundationName)} · ${cleanText(input.donorName)} · ${title}（续）`;
  page.drawText(text, {
    x: M,
    y: H - 50,
    size: fitSize(fonts.sans, text, 9, W - 2 * M, 6),
    font: fonts.sans,
    color: MUTED,
  });
  return H - 62;
}

function drawSummary(page: PDFPage, fonts: PdfFonts, rows: StatementRow[], top: number): void {
  const totalFen = rows.reduce((sum, row) => sum + row.amountFen, 0);
  page.drawLine({ start: { x: M, y: top - 4 }, end: { x: W - M, y: top - 4 }, thickness: 1, color: RULE });
  page.drawText(`共 ${rows.length} 笔，合计 ¥${formatFen(totalFen)}`, {
    x: M + CELL_PAD,
    y: top - 26,
    size: 11,
    font: fonts.serif,
    color: INK,
  });
  page.drawText(`合计（大写）：${fenToChineseUpper(totalFen)}`, {
    x: M + CELL_PAD,
    y: top - 48,
    size: 10.5,
    font: fonts.sans,
    color: INK,
  });
}

function centre(
  page: PDFPage,
  font: PDFFont,
  text: string,
  size: number,
  y: number,
  color: typeof INK,
): void {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (W - width) / 2, y, size, font, color });
}
