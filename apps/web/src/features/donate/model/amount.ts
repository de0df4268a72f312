import type { Language } from '@alma/shared/i18n/language';
import { type MessageKey, translate } from '@alma/shared/i18n/server-messages';
import { yuanToFen } from '@alma/shared/money/money';
import {
  type AmountCheck,
  type AmountProblem,
  type AmountRules,
  checkDonationGoods,
  checkDonationMoney,
} from '@alma/shared/validation/donation-amount';

/** Toast times of doc 2 §8: 1 s for validation, 2 s for the minimum-amount toast. */
export const VALIDATION_TOAST_MS = 1000;
export const MINIMUM_TOAST_MS = 2000;

const UNITS_PATTERN = /^[1-9]\d*$/;

/** The form config's minimum and integer rule, in the shape the shared checks take. */
export function rulesOf(form: { minMoney: number; isIntegerMoney: 0 | 1 }): AmountRules {
  return { minMoneyFen: yuanToFen(form.minMoney) ?? 0, isIntegerMoney: form.isIntegerMoney === 1 };
}

/** Fen as text an input can hold again: no thousand separators (4500 → "45.00"). */
export function fenToInputText(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** A chip's wire yuan as the amount input's text (10 → "10", 10.5 → "10.50"). */
export function chipAmountText(money: number): string {
  const fen = yuanToFen(money);
  if (fen === null) return '';
  return fen % 100 === 0 ? String(fen / 100) : fenToInputText(fen);
}

/** Goods: the total a number of units costs ("3" at 15 → "45.00"); empty while units are invalid. */
export function unitsToTotal(unitsText: string, priceYuan: number): string {
  const priceFen = yuanToFen(priceYuan);
  const text = unitsText.trim();
  if (!priceFen || !UNITS_PATTERN.test(text)) return '';
  const fen = Number(text) * priceFen;
  return Number.isSafeInteger(fen) ? fenToInputText(fen) : '';
}

/**
 * Goods: the whole units a typed total buys ("45" at 15 → "3"; "40" → "2"). A total that buys
 * nothing gives empty units, and the submit check then names the problem.
 */
export function totalToUnits(totalText: string, priceYuan: number): string {
  const priceFen = yuanToFen(priceYuan);
  const fen = yuanToFen(totalText);
  if (!priceFen || fen === null) return '';
  const units = Math.floor(fen / priceFen);
  return units >= 1 ? String(units) : '';
}

export type AmountEntry =
  | { kind: 'money'; amountText: string }
  | { kind: 'goods'; unitsText: string; priceYuan: number };

/** The same check items/donate runs (shared rules), on what the donor typed. */
export function checkEntry(entry: AmountEntry, rules: AmountRules): AmountCheck {
  if (entry.kind === 'money') return checkDonationMoney(entry.amountText, rules);
  return checkDonationGoods(entry.unitsText, yuanToFen(entry.priceYuan) ?? 0, rules);
}

/** Nothing typed yet: the placeholder toast instead of a format complaint (doc 2 §5). */
export function isEntryEmpty(entry: AmountEntry): boolean {
  return (entry.kind === 'money' ? entry.amountText : entry.unitsText).trim() === '';
}

/** A shared check's message key in the server's own words, so form and server say the same. */
export function problemText(language: Language, problem: AmountProblem): string {
  return translate(language, problem.key, problem.params);
}

export function problemToastMs(problem: AmountProblem): number {
  return problem.key === ('donate.belowMin' satisfies MessageKey) ? MINIMUM_TOAST_MS : VALIDATION_TOAST_MS;
}

/** Doc 2 §4.3: with free entry off and fixed amounts offered, only the chips set the amount. */
export function amountInputLocked(
  subPrice: { isHandMoney: 0 | 1; isFixMoney: 0 | 1 },
  chips: number,
): boolean {
  return subPrice.isHandMoney !== 1 && subPrice.isFixMoney === 1 && chips > 0;
}

/** Doc 2 §4.2 step 3: the reminder applies at or above largeAmount when it is switched on. */
export function needsLargeReminder(
  form: { isLargeRemind: 0 | 1; largeAmount: number },
  amountFen: number,
): boolean {
  const largeFen = yuanToFen(form.largeAmount) ?? 0;
  return form.isLargeRemind === 1 && amountFen >= largeFen;
}
