import type { MessageKey, MessageParams } from '../i18n/server-messages.ts';
import { fenToYuan, MAX_DONATION_FEN } from '../money/money.ts';

/** What the donation form and items/donate both check an amount against (doc 2 §5, §9). */
export type AmountRules = {
  /** The form's minMoney in fen; 0 means any positive amount. */
  minMoneyFen: number;
  /** The form's isIntegerMoney: whole yuan only. */
  isIntegerMoney: boolean;
};

export type AmountProblem = { key: MessageKey; params?: MessageParams };
/** `units` is set for goods: the number of units the amount buys. */
export type AmountCheck = { ok: true; fen: number; units?: number } | { ok: false; problem: AmountProblem };

/** Positive, at most two decimals, no leading zeros ("01" is refused, "0.5" is not). */
const MONEY_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
const UNITS_PATTERN = /^[1-9]\d*$/;
/** Longer text than this cannot be a valid amount; stops absurd input before any arithmetic. */
const MAX_TEXT_LENGTH = 20;

function asText(value: number | string): string | null {
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  // 1e-7 and 1e21 are numbers JavaScript prints in exponent form: never a typed amount.
  return /e/i.test(text) ? null : text;
}

const fail = (key: MessageKey, params?: MessageParams): AmountCheck => ({
  ok: false,
  problem: params ? { key, params } : { key },
});

/** The rules that apply to a total in fen, whichever way it was entered. */
function checkTotal(fen: number, rules: AmountRules): AmountCheck {
  if (fen > MAX_DONATION_FEN) return fail('donate.limitMax');
  if (rules.isIntegerMoney && fen % 100 !== 0) return fail('donate.integerOnly');
  if (fen < rules.minMoneyFen) return fail('donate.belowMin', { min: fenToYuan(rules.minMoneyFen) });
  return { ok: true, fen };
}

/** A money donation: the typed yuan amount (text from the form, a number on the wire). */
export function checkDonationMoney(value: number | string, rules: AmountRules): AmountCheck {
  const text = asText(value);
  if (text === null || text.length > MAX_TEXT_LENGTH || !MONEY_PATTERN.test(text)) {
    return fail('donate.moneyTip');
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen) || fen <= 0) return fail('donate.moneyTip');
  return checkTotal(fen, rules);
}

/**
 * A goods donation: a whole number of units; the amount is units × materialPrice, computed here
 * so that the form and the server can never disagree about it.
 */
export function checkDonationGoods(
  units: number | string,
  materialPriceFen: number,
  rules: AmountRules,
): AmountCheck {
  const text = asText(units);
  if (text === null || text.length > MAX_TEXT_LENGTH || !UNITS_PATTERN.test(text)) {
    return fail('donate.unitsTip');
  }
  const count = Number(text);
  if (!Number.isSafeInteger(materialPriceFen) || materialPriceFen <= 0) return fail('donate.unitsTip');
  const fen = count * materialPriceFen;
  if (!Number.isSafeInteger(fen)) return fail('donate.limitMax');
  const result = checkTotal(fen, rules);
  return result.ok ? { ...result, units: count } : result;
}
