import type { MessageKey } from '../i18n/server-messages.ts';
import { yuanToFen } from '../money/money.ts';
import { textLength } from './text.ts';

/**
 * The together launch rules of spec doc 2 §5, run by the launch page before it sends and by
 * together/insertTogether before it stores: the two can never disagree.
 */

export const SPONSOR_MAX_LENGTH = 20;
/** Only used when a project offers no slogans and the sponsor writes one. */
export const SLOGAN_MAX_LENGTH = 50;
/** A target larger than this is a typo, not a plan (the single-donation limit is 10,000,000). */
export const TOGETHER_MAX_TARGET_FEN = 100_000_000 * 100;

/** What a project lets a sponsor choose (together_settings), money in fen. */
export type LaunchOptions = {
  sloganList: readonly string[];
  moneyListFen: readonly number[];
  isHandMoney: boolean;
  isNoTarget: boolean;
};

export type LaunchInput = { sponsor: string; slogan: string; targetMoney: number | string };

export type LaunchCheck =
  | { ok: true; sponsor: string; slogan: string; targetFen: number }
  | { ok: false; key: MessageKey };

/** Control characters (line breaks, escapes) have no place in a name shown on a share card. */
const CONTROL = /\p{Cc}/u;

function checkText(text: string, max: number, empty: MessageKey, tooLong: MessageKey, invalid: MessageKey) {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false as const, key: empty };
  if (textLength(trimmed) > max) return { ok: false as const, key: tooLong };
  if (CONTROL.test(trimmed)) return { ok: false as const, key: invalid };
  return { ok: true as const, text: trimmed };
}

/** The target in fen: numeric, non-negative, two decimals at most; null when it is not. */
function targetFenOf(value: number | string): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const fen = yuanToFen(value);
  return fen === null || fen > TOGETHER_MAX_TARGET_FEN ? null : fen;
}

export function checkTogetherLaunch(input: LaunchInput, options: LaunchOptions): LaunchCheck {
  const sponsor = checkText(
    input.sponsor,
    SPONSOR_MAX_LENGTH,
    'together.sponsorRequired',
    'together.sponsorTooLong',
    'together.sponsorInvalid',
  );
  if (!sponsor.ok) return sponsor;

  let slogan: string;
  if (options.sloganList.length > 0) {
    // A listed slogan is chosen, never typed: anything else is not one of them.
    if (input.slogan.trim() === '') return { ok: false, key: 'together.sloganRequired' };
    if (!options.sloganList.includes(input.slogan)) return { ok: false, key: 'together.sloganInvalid' };
    slogan = input.slogan;
  } else {
    const typed = checkText(
      input.slogan,
      SLOGAN_MAX_LENGTH,
      'together.sloganRequired',
      'together.sloganTooLong',
      'together.sloganInvalid',
    );
    if (!typed.ok) return typed;
    slogan = typed.text;
  }

  const targetFen = targetFenOf(input.targetMoney);
  if (targetFen === null) return { ok: false, key: 'together.moneyInvalid' };
  // Zero is "no target", allowed only where the project offers that chip.
  if (targetFen === 0) {
    return options.isNoTarget
      ? { ok: true, sponsor: sponsor.text, slogan, targetFen }
      : { ok: false, key: 'together.moneyInvalid' };
  }
  // With free entry off, only the offered chips can be chosen (when there are any to choose).
  const chipsOnly = !options.isHandMoney && options.moneyListFen.length > 0;
  if (chipsOnly && !options.moneyListFen.includes(targetFen))
    return { ok: false, key: 'together.chooseTarget' };
  return { ok: true, sponsor: sponsor.text, slogan, targetFen };
}

/** Whether the launch page shows a free-entry box: on with isHandMoney, or when there are no chips. */
export function allowsFreeTarget(options: Pick<LaunchOptions, 'isHandMoney' | 'moneyListFen'>): boolean {
  return options.isHandMoney || options.moneyListFen.length === 0;
}
