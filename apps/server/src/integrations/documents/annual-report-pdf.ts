import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { AnnualReportInput, AnnualReportTable } from './document-inputs.ts';
import { newPdfDocument, type PdfFonts } from './pdf-document.ts';
import { fitBlock, fitSize } from './pdf-text.ts';
import { cleanText } from './text-fit.ts';

/**
 * The annual report (年度捐赠收入报告) on A4 portrait pages: the foundation, the year and its summary
 * lines, then each table with its title and header (repeated when a table runs onto a new page) and
 * a bold total row; every page says "第 i / n 页". Laid out as the statement is: text measured with
 * the embedded subset fonts, nothing from the system.
 */

const W = 595.28;
const H = 841.89;
const M = 40;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.42, 0.42, 0.42);
const SHADE = rgb(0.96, 0.96, 0.96);
const HEAD = rgb(0.93, 0.9, 0.86);
const ACCENT = rgb(0.55, 0.1, 0.1);
const CELL_PAD = 5;
const TEXT_SIZE = 9;
const LINE_HEIGHT = 1.3;
const HEADER_HEIGHT = 20;
const FOOTER_SPACE = 50;
const FIRST_COLUMN = 190;

type Cell = { size: number; lines: string[] };

function widthsOf(columns: number): number[] {
  const rest = (W - 2 * M - FIRST_COLUMN) / Math.max(1, columns - 1);
  return Array.from({ length: columns }, (_, index) => (index === 0 ? FIRST_COLUMN : rest));
}

function layCells(font: PDFFont, cells: string[], widths: number[]): { cells: Cell[]; height: number } {
  const laid = cells.map((text, index) =>
    fitBlock(font, cleanText(text), {
      size: TEXT_SIZE,
      minSize: 7,
      width: (widths[index] ?? 0) - 2 * CELL_PAD,
      maxLines: index === 0 ? 2 : 1,
    }),
  );
  const height = Math.max(...laid.map((cell) => cell.lines.length * cell.size * LINE_HEIGHT));
  return { cells: laid, height: height + 9 };
}

function drawCells(
  page: PDFPage,
  font: PDFFont,
  row: { cells: Cell[] },
  widths: number[],
  top: number,
): void {
  let x = M;
  row.cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    cell.lines.forEach((line, lineIndex) => {
      const textWidth = font.widthOfTextAtSize(line, cell.size);
      const textX = index === 0 ? x + CELL_PAD : x + width - CELL_PAD - textWidth;
      const y = top - 4 - cell.size - lineIndex * cell.size * LINE_HEIGHT;
      page.drawText(line, { x: textX, y, size: cell.size, font, color: INK });
    });
    x += width;
  });
}

export async function renderAnnualReportPdf(input: AnnualReportInput): Promise<Uint8Array> {
  const title = `${input.year} 年度捐赠收入报告`;
  const foundation = cleanText(input.foundationName);
  const { doc, fonts } = await newPdfDocument(`${foundation} ${title}`);
  const pages: PDFPage[] = [];
  let page = doc.addPage([W, H]);
  pages.push(page);
  let y = drawFirstHeader(page, fonts, foundation, title, input.summary);

  const newPage = () => {
    page = doc.addPage([W, H]);
    pages.push(page);
    const text = `${foundation} · ${title}（续）`;
    page.drawText(text, {
      x: M,
      y: H - 50,
      size: fitSize(fonts.sans, text, 9, W - 2 * M, 6),
      font: fonts.sans,
      color: MUTED,
    });
    y = H - 62;
  };

  for (const table of input.tables) {
    const widths = widthsOf(table.columns.length);
    const header = layCells(fonts.sans, table.columns, widths);
    const rows = table.rows.map((row) => layCells(fonts.sans, row, widths));
    const total = layCells(fonts.serif, table.total, widths);
    // A table starts on a new page unless its title, header and first row fit here.
    if (y - 30 - HEADER_HEIGHT - (rows[0]?.height ?? total.height) < FOOTER_SPACE) newPage();
    y = drawTableTitle(page, fonts, table, y);
    y = drawHeader(page, fonts.sans, header, widths, y);
    rows.forEach((row, index) => {
      if (y - row.height < FOOTER_SPACE) {
        newPage();
        y = drawHeader(page, fonts.sans, header, widths, y);
      }
      if (index % 2 === 1)
        page.drawRectangle({ x: M, y: y - row.height, width: W - 2 * M, height: row.height, color: SHADE });
      drawCells(page, fonts.sans, row, widths, y);
      y -= row.height;
    });
    if (y - total.height < FOOTER_SPACE) newPage();
    page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 0.8, color: MUTED });
    drawCells(page, fonts.serif, total, widths, y);
    y -= total.height + 14;
  }

  const generated = `生成于 ${cleanText(input.generatedAt)}`;
  pages.forEach((each, index) => {
    const folio = `第 ${index + 1} / ${pages.length} 页`;
    const folioWidth = fonts.sans.widthOfTextAtSize(folio, 8);
    each.drawText(folio, { x: (W - folioWidth) / 2, y: 24, size: 8, font: fonts.sans, color: MUTED });
    each.drawText(generated, { x: M, y: 24, size: 8, font: fonts.sans, color: MUTED });
  });
  return doc.save();
}

function drawFirstHeader(
  page: PDFPage,
  fonts: PdfFonts,
  foundation: string,
  title: string,
  summary: string[],
): number {
  const size = fitSize(fonts.serif, foundation, 15, W - 2 * M, 8);
  centre(page, fonts.serif, foundation, size, H - 62, ACCENT);
  centre(page, fonts.serif, title, 20, H - 94, INK);
  let y = H - 126;
  for (const line of summary) {
    const text = cleanText(line);
    page.drawText(text, {
      x: M,
      y,
      size: fitSize(fonts.sans, text, 10.5, W - 2 * M, 6),
      font: fonts.sans,
      color: INK,
    });
    y -= 17;
  }
  return y - 6;
}

function drawTableTitle(page: PDFPage, fonts: PdfFonts, table: AnnualReportTable, top: number): number {
  page.drawText(cleanText(table.title), { x: M, y: top - 16, size: 12, font: fonts.serif, color: INK });
  return top - 24;
}

function drawHeader(
  page: PDFPage,
  font: PDFFont,
  header: { cells: Cell[] },
  widths: number[],
  top: number,
): number {
  page.drawRectangle({ x: M, y: top - HEADER_HEIGHT, width: W - 2 * M, height: HEADER_HEIGHT, color: HEAD });
  drawCells(page, font, header, widths, top - 1);
  return top - HEADER_HEIGHT;
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
