import { toWireDate } from '@alma/shared/dates/wire-date';
import { yuanToFen } from '@alma/shared/money/money';
import { fenToTaxAmountText, TAX_UNIT_DECIMALS, type TaxUnit } from '@alma/shared/tax/tax-amount';
import type { TaxProblem, TaxQueryProblem } from '@alma/shared/tax/tax-query';

/** Digits before the point an input keeps: ¥10 billion (11), 10 million 万元 (8); the rules judge the rest. */
const WHOLE_DIGITS: Record<TaxUnit, number> = { yuan: 11, wan: 8 };

/**
 * What an amount input keeps of a keystroke or a paste: digits and one decimal point, no more
 * decimals than a fen in the unit (2 for yuan, 6 for 万元). A full-width point counts as a point.
 */
export function cleanAmountInput(text: string, unit: TaxUnit): string {
  const plain = text.replace(/[。．]/g, '.').replace(/[^\d.]/g, '');
  const point = plain.indexOf('.');
  const whole = (point === -1 ? plain : plain.slice(0, point)).slice(0, WHOLE_DIGITS[unit]);
  if (point === -1) return whole;
  const fraction = plain
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, TAX_UNIT_DECIMALS[unit]);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}

/** The message key of a form problem: tax.problems.missing.gz → '请输入工资'. */
export function problemKey(problem: TaxProblem): string {
  return `tax.problems.${problem.kind}.${problem.field}`;
}

/** A bad tax-result query's detail: the form's words for a field, none for a bad type or isDonate. */
export function queryProblemKey(problem: TaxQueryProblem): string | null {
  return 'kind' in problem ? problemKey(problem) : null;
}

/** The year in Shanghai, the one user/center/statement totals. */
export function shanghaiYear(now: Date): number {
  return Number((toWireDate(now) ?? '').slice(0, 4));
}

/** This year's paid total (yuan, as user/center/statement answers it) as the donation field's text. */
export function yearGiftsText(totalMoney: number, unit: TaxUnit): string | null {
  const fen = yuanToFen(totalMoney);
  return fen === null || fen === 0 ? null : fenToTaxAmountText(fen, unit);
}
