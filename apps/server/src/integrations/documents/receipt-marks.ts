import { degrees, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * Marks that change what a receipt is worth, drawn over everything else so no crop or print
 * setting hides them: the demo banner (a sandbox bill must never pass for a fiscal one) and the
 * VOID stamp of a receipt reversed by a 红冲 bill.
 */

export const DEMO_BANNER = '演示票据 · 非正式财政票据 DEMO';
export const VOID_MARK = '已冲红 VOID';

const RED = rgb(0.82, 0.08, 0.1);

export function drawDemoBanner(page: PDFPage, font: PDFFont): void {
  const { width, height } = page.getSize();
  // A solid strip along the top edge, readable even where the diagonal is faint.
  page.drawRectangle({ x: 0, y: height - 14, width, height: 14, color: RED });
  const stripSize = 8.5;
  const stripWidth = font.widthOfTextAtSize(DEMO_BANNER, stripSize);
  page.drawText(DEMO_BANNER, {
    x: (width - stripWidth) / 2,
    y: height - 10.5,
    size: stripSize,
    font,
    color: rgb(1, 1, 1),
  });

  // The diagonal across the page, large and light enough to leave the fields legible.
  const angle = Math.atan2(height, width);
  const size = Math.min(
    40,
    (Math.hypot(width, height) * 0.8) / Math.max(1, font.widthOfTextAtSize(DEMO_BANNER, 1)),
  );
  const textWidth = font.widthOfTextAtSize(DEMO_BANNER, size);
  const x = width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 3;
  const y = height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 3;
  page.drawText(DEMO_BANNER, {
    x,
    y,
    size,
    font,
    color: RED,
    opacity: 0.2,
    rotate: degrees((angle * 180) / Math.PI),
  });
}

export function drawVoidStamp(page: PDFPage, font: PDFFont): void {
  const { width, height } = page.getSize();
  const size = 30;
  const textWidth = font.widthOfTextAtSize(VOID_MARK, size);
  const boxWidth = textWidth + 28;
  const boxHeight = size + 22;
  const rotate = degrees(12);
  const radians = (12 * Math.PI) / 180;
  // The box and its text turn about the same corner, so the text stays centred in the box.
  // Over the blank band above the signatures: the fields it voids stay legible.
  const x = width * 0.56;
  const y = height * 0.16;
  const along = (dx: number, dy: number) => ({
    x: x + dx * Math.cos(radians) - dy * Math.sin(radians),
    y: y + dx * Math.sin(radians) + dy * Math.cos(radians),
  });
  page.drawRectangle({
    x,
    y,
    width: boxWidth,
    height: boxHeight,
    borderColor: RED,
    borderWidth: 3,
    rotate,
    borderOpacity: 0.8,
  });
  const inner = along(6, 6);
  page.drawRectangle({
    x: inner.x,
    y: inner.y,
    width: boxWidth - 12,
    height: boxHeight - 12,
    borderColor: RED,
    borderWidth: 1,
    rotate,
    borderOpacity: 0.8,
  });
  const text = along(16, 17);
  page.drawText(VOID_MARK, { ...text, size, font, color: RED, opacity: 0.85, rotate });
}
