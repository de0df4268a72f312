import { formatFen, yuanToFen } from '../money/money.ts';

/**
 * Amounts of the tax tool (doc 3 §9). The personal calculator takes yuan; the company calculator
 * takes units of 10k yuan (万元), as the spec says. Both become integer fen here, from the decimal
 * text, so no float error reaches a tax figure; every percentage below is integer arithmetic.
 */
export type TaxUnit = 'yuan' | 'wan';

/** Fen in one unit, and how many decimals a typed amount may have (down to one fen). */
const FEN_PER: Record<TaxUnit, number> = { yuan: 100, wan: 1_000_000 };
export const TAX_UNIT_DECIMALS: Record<TaxUnit, number> = { yuan: 2, wan: 6 };

/**
 * The largest amount a field takes: ¥10 billion (personal) and 10 million 万元 (company). Far above
 * any salary or profit, and low enough that every product below stays an exact integer
 * (≤ 2^53) — 12 months × ¥10 bn × 45 % is 5.4e14 fen.
 */
export const TAX_AMOUNT_MAX_FEN: Record<TaxUnit, number> = {
  yuan: 10_000_000_000 * 100,
  wan: 10_000_000 * 1_000_000,
};

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * A typed amount (non-negative, leading zeros and a trailing dot allowed: what a phone keyboard
 * gives) to fen; null when it is not a number, has more decimals than a fen, or is over the limit.
 */
export function taxAmountToFen(text: string, unit: TaxUnit): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > TAX_UNIT_DECIMALS[unit]) return null;
  const fen =
    unit === 'yuan'
      ? yuanToFen(fraction ? `${whole}.${fraction}` : whole)
      : Number(whole) * FEN_PER.wan + Number(fraction.padEnd(TAX_UNIT_DECIMALS.wan, '0'));
  if (fen === null || !Number.isSafeInteger(fen) || fen > TAX_AMOUNT_MAX_FEN[unit]) return null;
  return fen;
}

/** Fen back to the plain text of a query or an input ("300000", "15", "10.7142"): no separators. */
export function fenToTaxAmountText(fen: number, unit: TaxUnit): string {
  assertFen(fen);
  const per = FEN_PER[unit];
  const whole = Math.trunc(fen / per);
  const fraction = String(fen % per)
    .padStart(TAX_UNIT_DECIMALS[unit], '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Fen as 万元 for display, always two decimals (0.01 万元 is ¥100), rounded half up: every figure of
 * a result reads alike (257500000 → "257.50", 26785500 → "26.79"). Inputs keep their six decimals;
 * only what is shown is rounded.
 */
export function formatWan(fen: number): string {
  assertFen(fen);
  const hundredths = Math.round(fen / (FEN_PER.wan / 100));
  const whole = Math.trunc(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Fen in the unit's display form: two decimals of yuan or of 万元. */
export function formatTaxAmount(fen: number, unit: TaxUnit): string {
  return unit === 'yuan' ? formatFen(fen) : formatWan(fen);
}

/** `percent` % of an amount, rounded half up to the fen: a tax. */
export function percentRounded(fen: number, percent: number): number {
  assertFen(fen);
  const scaled = fen * percent + 50;
  return (scaled - (scaled % 100)) / 100;
}

/** `percent` % of an amount, rounded down to the fen: a cap, which must never be overstated. */
export function percentFloor(fen: number, percent: number): number {
  assertFen(fen);
  const scaled = fen * percent;
  return (scaled - (scaled % 100)) / 100;
}

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen) || fen < 0)
    throw new RangeError(`fen must be a whole number ≥ 0, got ${fen}`);
}
