import { useEffect, useState } from 'react';
import type { MatchLine } from '../../../lib/gift-match.ts';
import { getMatchQuote } from '../api/get-match-quote.ts';
import { createQuoteAsker } from '../model/match-quote.ts';

/** The giving day's match estimate of the amount on the form: empty outside a live day. */
export function useMatchQuote(itemsId: number, amountFen: number): MatchLine[] {
  const [lines, setLines] = useState<MatchLine[]>([]);
  const [asker] = useState(() => createQuoteAsker(getMatchQuote, setLines));
  useEffect(() => asker.amount(itemsId, amountFen), [asker, itemsId, amountFen]);
  useEffect(() => () => asker.stop(), [asker]);
  return lines;
}
