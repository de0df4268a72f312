import { z } from 'zod';
import { yuanToFen } from '../money/money.ts';

/** The most any configured amount (a threshold, a target) may be: 1,000,000,000 yuan. */
export const MAX_CONFIG_FEN = 100_000_000_000;

/**
 * A yuan amount typed by staff (number or text, at most two decimals, not negative), parsed to fen
 * once at the edge; the server and the console's preview both work in fen.
 */
export const zYuanAsFen = z.union([z.number(), z.string()]).transform((value, context) => {
  const fen = yuanToFen(value);
  if (fen === null || fen > MAX_CONFIG_FEN) {
    context.addIssue({ code: 'custom', message: 'amount', params: { maxYuan: MAX_CONFIG_FEN / 100 } });
    return z.NEVER;
  }
  return fen;
});
