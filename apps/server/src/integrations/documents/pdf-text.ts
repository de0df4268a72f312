import type { PDFFont } from 'pdf-lib';

/** Text fitting for the PDFs, measured with the embedded font itself. */

/** The largest size ≤ `size` and ≥ `minSize` at which the text fits `maxWidth`. */
export function fitSize(
  font: PDFFont,
  text: string,
  size: number,
  maxWidth: number,
  minSize: number,
): number {
  const width = font.widthOfTextAtSize(text, size);
  if (width <= maxWidth) return size;
  return Math.max(minSize, Math.floor(((size * maxWidth) / width) * 10) / 10);
}

/**
 * Lines no wider than `maxWidth`, breaking between any two characters (the fields are CJK names
 * and numbers); past `maxLines` the last line ends in an ellipsis.
 */
export function wrapLines(
  font: PDFFont,
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const char of text) {
    const charWidth = font.widthOfTextAtSize(char, size);
    if (line !== '' && width + charWidth > maxWidth) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += char;
    width += charWidth;
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const ellipsis = '…';
  let last = kept[maxLines - 1] ?? '';
  while (last !== '' && font.widthOfTextAtSize(last + ellipsis, size) > maxWidth)
    last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = last + ellipsis;
  return kept;
}

/**
 * Wraps at `size` first and shrinks (by half points, to `minSize`) only while the text needs more
 * than `maxLines` lines; at `minSize` the last line ends in an ellipsis.
 */
export function fitBlock(
  font: PDFFont,
  text: string,
  box: { size: number; minSize: number; width: number; maxLines: number },
): { size: number; lines: string[] } {
  for (let size = box.size; size > box.minSize; size -= 0.5) {
    const lines = wrapLines(font, text, size, box.width, Number.POSITIVE_INFINITY);
    if (lines.length <= box.maxLines) return { size, lines };
  }
  return { size: box.minSize, lines: wrapLines(font, text, box.minSize, box.width, box.maxLines) };
}
