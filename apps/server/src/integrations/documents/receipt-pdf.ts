import { fenToChineseUpper } from '@alma/shared/money/chinese-upper';
import { formatFen } from '@alma/shared/money/money';
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { ReceiptPdfInput } from './document-inputs.ts';
import { newPdfDocument } from './pdf-document.ts';
import { fitBlock, fitSize } from './pdf-text.ts';
import { qrModules, qrSvgPath } from './qr-runs.ts';
import { drawDemoBanner, drawVoidStamp } from './receipt-marks.ts';
import { cleanText } from './text-fit.ts';

/**
 * The donation e-receipt (公益事业捐赠统一票据, the fields of 财综〔2024〕1号) as a one-page PDF,
 * on a bill-sized 240 × 140 mm landscape page that prints on A4 at 100 %. The frame and labels
 * are in the bill's red-brown, the filled-in values in black, as on paper.
 */

const MM = 72 / 25.4;
const W = 240 * MM;
const H = 140 * MM;
const M = 22;
const FRAME = rgb(0.6, 0.16, 0.12);
const INK = rgb(0.08, 0.08, 0.08);
const TITLE = '公益事业捐赠统一票据（电子）';

/** Personal ID numbers are shown as their first 3 and last 4 characters only. */
export function maskPayerId(label: ReceiptPdfInput['payerIdLabel'], id: string): string {
  const value = cleanText(id);
  if (label === '统一社会信用代码') return value;
  const chars = [...value];
  if (chars.length <= 7) return '*'.repeat(chars.length);
  return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 7)}${chars.slice(-4).join('')}`;
}

export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen < 0) {
    throw new RangeError(`amountFen must be a non-negative integer, got ${input.amountFen}`);
  }
  const { doc, fonts } = await newPdfDocument(`${TITLE} ${input.invoiceNo}`);
  const page = doc.addPage([W, H]);
  const top = (distance: number) => H - distance;
  const label = (text: string, x: number, y: number, size = 9) =>
    page.drawText(text, { x, y: top(y), size, font: fonts.sans, color: FRAME });
  const value = (text: string, x: number, y: number, size = 9, font: PDFFont = fonts.sans) =>
    page.drawText(cleanText(text), { x, y: top(y), size, font, color: INK });

  // QR code, top left: the verify page answers whether this bill exists and what it says.
  const qrSize = 74;
  const modules = qrModules(input.verifyUrl);
  page.drawSvgPath(qrSvgPath(modules, 0, 0, qrSize), { x: M, y: top(18), color: INK });

  // Title with the bill's double rule under it.
  const titleSize = 19;
  const titleWidth = fonts.serif.widthOfTextAtSize(TITLE, titleSize);
  page.drawText(TITLE, {
    x: (W - titleWidth) / 2,
    y: top(46),
    size: titleSize,
    font: fonts.serif,
    color: FRAME,
  });
  for (const [distance, thickness] of [
    [54, 1.2],
    [57.5, 0.6],
  ] as const) {
    const line = { start: { x: (W - titleWidth) / 2 - 6, y: top(distance) }, thickness, color: FRAME };
    page.drawLine({ ...line, end: { x: (W + titleWidth) / 2 + 6, y: top(distance) } });
  }

  // Bill identity, top right.
  const idX = W - M - 150;
  const idRows: Array<[string, string]> = [
    ['票据代码：', input.invoiceCode],
    ['票据号码：', input.invoiceNo],
    ['校验码：', input.checkCode],
    ['开票日期：', issuedDate(input.issuedAt)],
  ];
  idRows.forEach(([name, text], index) => {
    const y = 30 + index * 15;
    label(name, idX, y);
    value(text, idX + 50, y);
  });

  // Payer.
  const rowY = 112;
  label('交款人：', M, rowY);
  const payerName = cleanText(input.payerName);
  value(payerName, M + 38, rowY, fitSize(fonts.sans, payerName, 10, W / 2 - M - 60, 6), fonts.sans);
  const idLabel = `交款人${input.payerIdLabel}：`;
  label(idLabel, W / 2, rowY);
  value(
    maskPayerId(input.payerIdLabel, input.payerId),
    W / 2 + fonts.sans.widthOfTextAtSize(idLabel, 9),
    rowY,
    10,
  );

  drawItemTable(page, fonts, input, { left: M, right: W - M, top: 122 });

  // Signatures: the foundation that received the gift, and the optional reviewer and payee.
  const footY = top(H - 26);
  page.drawText('收款单位（章）：', { x: M, y: footY, size: 9, font: fonts.sans, color: FRAME });
  const foundation = cleanText(input.foundationName);
  const foundationSize = fitSize(fonts.sans, foundation, 10, 260, 6);
  page.drawText(foundation, { x: M + 72, y: footY, size: foundationSize, font: fonts.sans, color: INK });
  for (const [name, person, x] of [
    ['复核人：', input.reviewer, W - M - 250],
    ['收款人：', input.payee, W - M - 120],
  ] as const) {
    page.drawText(name, { x, y: footY, size: 9, font: fonts.sans, color: FRAME });
    page.drawText(cleanText(person ?? ''), { x: x + 38, y: footY, size: 10, font: fonts.sans, color: INK });
  }

  if (input.demo) drawDemoBanner(page, fonts.serif);
  if (input.voided) drawVoidStamp(page, fonts.serif);
  return doc.save();
}

/** The table of the bill: one row for the gift, then the total in 大写 and 小写, then 备注. */
function drawItemTable(
  page: PDFPage,
  fonts: { sans: PDFFont; serif: PDFFont },
  input: ReceiptPdfInput,
  box: { left: number; right: number; top: number },
): void {
  const top = (distance: number) => H - distance;
  const { left, right } = box;
  const amountX = right - 220;
  const remarkX = right - 120;
  const rows = [box.top, box.top + 22, box.top + 110, box.top + 138, box.top + 190];
  const bottom = rows[rows.length - 1] ?? box.top;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({ start: { x: x1, y: top(y1) }, end: { x: x2, y: top(y2) }, thickness: 0.8, color: FRAME });

  page.drawRectangle({
    x: left,
    y: top(bottom),
    width: right - left,
    height: bottom - box.top,
    borderColor: FRAME,
    borderWidth: 1.2,
  });
  for (const y of rows.slice(1, -1)) line(left, y, right, y);
  const [header = 0, itemTop = 0, itemBottom = 0, totalBottom = 0] = rows;
  line(amountX, header, amountX, itemBottom);
  line(remarkX, header, remarkX, itemBottom);

  const headerText = (text: string, from: number, to: number) => {
    const width = fonts.sans.widthOfTextAtSize(text, 9);
    page.drawText(text, {
      x: (from + to - width) / 2,
      y: top(header + 15),
      size: 9,
      font: fonts.sans,
      color: FRAME,
    });
  };
  headerText('项目名称', left, amountX);
  headerText('金额（元）', amountX, remarkX);
  headerText('备注', remarkX, right);

  const cell = (text: string, x: number, width: number, maxLines: number) => {
    const fitted = fitBlock(fonts.sans, cleanText(text), { size: 10, minSize: 7, width, maxLines });
    fitted.lines.forEach((lineText, index) => {
      const y = top(itemTop + 16 + index * fitted.size * 1.35);
      page.drawText(lineText, { x, y, size: fitted.size, font: fonts.sans, color: INK });
    });
  };
  cell(input.projectName, left + 8, amountX - left - 16, 4);
  const amount = formatFen(input.amountFen);
  const amountWidth = fonts.sans.widthOfTextAtSize(amount, 10);
  page.drawText(amount, {
    x: remarkX - 8 - amountWidth,
    y: top(itemTop + 16),
    size: 10,
    font: fonts.sans,
    color: INK,
  });
  cell(input.remark, remarkX + 6, right - remarkX - 12, 4);

  // 金额合计: 大写 on the left, 小写 on the right, as the paper form prints them.
  const totalY = top(totalBottom - 9);
  page.drawText('金额合计（大写）', { x: left + 8, y: totalY, size: 9, font: fonts.sans, color: FRAME });
  page.drawText(fenToChineseUpper(input.amountFen), {
    x: left + 84,
    y: totalY,
    size: 10.5,
    font: fonts.serif,
    color: INK,
  });
  page.drawText('（小写）', { x: amountX, y: totalY, size: 9, font: fonts.sans, color: FRAME });
  page.drawText(`¥${amount}`, { x: amountX + 38, y: totalY, size: 10.5, font: fonts.serif, color: INK });

  page.drawText('其他信息', {
    x: left + 8,
    y: top(totalBottom + 16),
    size: 9,
    font: fonts.sans,
    color: FRAME,
  });
  page.drawText('扫描左上角二维码可查验本票据的真伪与内容。', {
    x: left + 60,
    y: top(totalBottom + 16),
    size: 8,
    font: fonts.sans,
    color: INK,
  });
}

function issuedDate(wire: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(wire.trim());
  if (!match) throw new Error(`issuedAt is not a wire date: ${wire}`);
  return `${match[1]}-${match[2]}-${match[3]}`;
}
