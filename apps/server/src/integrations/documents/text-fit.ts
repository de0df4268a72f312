/**
 * Sizes and line breaks for the certificate, worked out before anything is drawn (SVG has no
 * wrapping, and a long name must not run off the page). `measure` gives a text's width in em in
 * the face it will be drawn in.
 */

export type MeasureEm = (text: string) => number;

const CLOSING = /^[，。、；：！？）》」』”’,.;:!?)]$/u;

/** Control characters out (a newline would break a PDF line, the rest draw boxes), trimmed. */
export function cleanText(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim();
}

/** The largest size ≤ `size` (and ≥ `minSize`) at which the text fits in `maxWidth`. */
export function fitFontSize(
  measure: MeasureEm,
  text: string,
  size: number,
  maxWidth: number,
  minSize: number,
): number {
  const em = measure(text);
  if (em === 0 || em * size <= maxWidth) return size;
  return Math.max(minSize, Math.floor(maxWidth / em));
}

/**
 * Breaks text into lines no wider than `maxWidth` at `size`: CJK may break between any two
 * characters, a Latin word only at a space unless it alone is wider than the line. The first
 * line is `indentEm` narrower (a Chinese paragraph starts two characters in).
 */
export function wrapText(
  measure: MeasureEm,
  text: string,
  size: number,
  maxWidth: number,
  indentEm = 0,
): string[] {
  const lines: string[] = [];
  let line = '';
  let limit = maxWidth - indentEm * size;
  for (const token of text.match(/[A-Za-z0-9@._%+,:/-]+|\s+|./gsu) ?? []) {
    const candidate = line + token;
    if (CLOSING.test(token) && line.trim() !== '') {
      // A line never starts with closing punctuation (避头): it hangs past the edge instead.
      line = candidate;
      continue;
    }
    if (measure(candidate) * size <= limit || line.trim() === '') {
      line = candidate;
      while (measure(line) * size > limit) {
        // One word wider than the line: cut it by characters.
        const [head, rest] = splitAtWidth(measure, line, limit / size);
        lines.push(head);
        line = rest;
        limit = maxWidth;
      }
      continue;
    }
    lines.push(line.trimEnd());
    line = token.trim() === '' ? '' : token;
    limit = maxWidth;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

function splitAtWidth(measure: MeasureEm, text: string, widthEm: number): [string, string] {
  let head = '';
  for (const char of text) {
    if (head !== '' && measure(head + char) > widthEm) break;
    head += char;
  }
  return [head, text.slice(head.length)];
}

export type FittedLines = { size: number; lines: string[] };

/**
 * The largest size (from `size` down to `minSize`) at which the text wraps into at most
 * `maxLines` lines of `maxWidth`; past `minSize` the last line is cut with an ellipsis, so no
 * text ever leaves its box whatever a donor typed.
 */
export function fitLines(
  measure: MeasureEm,
  text: string,
  size: number,
  maxWidth: number,
  options: { minSize: number; maxLines: number; indentEm?: number; maxHeight?: number; lineHeight?: number },
): FittedLines {
  const indent = options.indentEm ?? 0;
  let current = size;
  for (;;) {
    const lines = wrapText(measure, text, current, maxWidth, indent);
    // A block of n lines is (n - 1) line heights from the first baseline to the last.
    const byHeight =
      options.maxHeight === undefined
        ? options.maxLines
        : Math.floor(options.maxHeight / (current * (options.lineHeight ?? 1.3))) + 1;
    const maxLines = Math.max(1, Math.min(options.maxLines, byHeight));
    if (lines.length <= maxLines) return { size: current, lines };
    if (current <= options.minSize) {
      const kept = lines.slice(0, maxLines);
      const last = kept.length - 1;
      const room = maxWidth / current - (last === 0 ? indent : 0) - 1;
      kept[last] = `${splitAtWidth(measure, kept[last] ?? '', room)[0]}…`;
      return { size: current, lines: kept };
    }
    current = Math.max(options.minSize, Math.floor(current * 0.9));
  }
}
