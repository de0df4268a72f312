import type { TQuotedMatch } from '@alma/shared/api/giving-days';
import { useEffect, useState } from 'react';
import type { MatchLine } from '../../../lib/gift-match.ts';
import { getMatchQuote } from '../api/get-match-quote.ts';
import { createQuoteAsker, estimateLines } from '../model/match-quote.ts';

/**
 * The giving day's match estimate of the amount on the form, for the answers on it (a pool for some
 * donors counts when the answer qualifies): empty outside a live day.
 */
export function useMatchQuote(
  itemsId: number,
  amountFen: number,
  answers: Readonly<Record<string, string>>,
): MatchLine[] {
  const [matches, setMatches] = useState<TQuotedMatch[]>([]);
  const [asker] = useState(() => createQuoteAsker(getMatchQuote, setMatches));
  useEffect(() => asker.amount(itemsId, amountFen), [asker, itemsId, amountFen]);
  useEffect(() => () => asker.stop(), [asker]);
  return estimateLines(matches, answers);
}
