/**
 * Money is integer fen everywhere except on the wire, where it is yuan as a number with at most
 * two decimals. These are the only conversions between the two.
 */

/** The largest single donation the spec allows (doc 2 §9), in fen. */
export const MAX_DONATION_FEN = 10_000_000 * 100;

const YUAN_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/**
 * Parses a non-negative yuan amount with at most two decimals into fen, or returns null.
 * Works on the decimal text so that 0.1 + 0.2 style float error never reaches a ledger.
 */
export function yuanToFen(value: number | string): number | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (text === null || !YUAN_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

function numberText(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  // Plain decimal text: String(1e21) would give exponent notation.
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** Fen to the wire's yuan number (1050 → 10.5). */
export function fenToYuan(fen: number): number {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be an integer, got ${fen}`);
  return fen / 100;
}

/** Fen to display text with thousand separators and two decimals (105000 → "1,050.00"). */
export function formatFen(fen: number): string {
  const negative = fen < 0;
  const abs = Math.abs(fen);
  const whole = Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** Yuan (as on the wire) to display text; used by the web app, which only sees yuan. */
export function formatYuan(yuan: number): string {
  return formatFen(Math.round(yuan * 100));
}
