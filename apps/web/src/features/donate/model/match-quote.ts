import type { TMatchQuote, TQuotedMatch } from '@alma/shared/api/giving-days';
import { fenToYuan } from '@alma/shared/money/money';
import { scopeHolds } from '@alma/shared/orders/donor-answers';
import { type MatchLine, quoteLines } from '../../../lib/gift-match.ts';

/** The amount must rest this long before the estimate is asked for (one call per pause, not per key). */
export const QUOTE_WAIT_MS = 400;

type Ask = (itemsId: number, money: number) => Promise<TMatchQuote>;

export type QuoteAsker = {
  /** The amount now on the form, in fen (0: none or not a valid amount). */
  amount(itemsId: number, fen: number): void;
  stop(): void;
};

/**
 * The estimate's lines for the answers now on the form (plainAnswers of what the order would keep):
 * a pool for some donors counts only when the answer qualifies, as placing will judge it; changing
 * the answer changes the lines without asking again.
 */
export function estimateLines(
  matches: readonly TQuotedMatch[],
  answers: Readonly<Record<string, string>>,
): MatchLine[] {
  return quoteLines(matches.filter((match) => scopeHolds(match.scope, answers)));
}

/**
 * The form's match estimate (issue 25). What is shown stays until the next answer replaces it
 * (no flicker while typing); an answer for an amount since changed is dropped; a failed call shows
 * nothing, and nothing waits for it: the estimate never holds up giving.
 */
export function createQuoteAsker(
  ask: Ask,
  show: (matches: TQuotedMatch[]) => void,
  waitMs = QUOTE_WAIT_MS,
): QuoteAsker {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  const stop = () => {
    clearTimeout(timer);
    latest += 1;
  };
  return {
    amount(itemsId, fen) {
      stop();
      const ticket = latest;
      if (fen <= 0) {
        show([]);
        return;
      }
      timer = setTimeout(() => {
        ask(itemsId, fenToYuan(fen)).then(
          (quote) => {
            if (ticket === latest) show(quote.matches);
          },
          () => {
            if (ticket === latest) show([]);
          },
        );
      }, waitMs);
    },
    stop,
  };
}
