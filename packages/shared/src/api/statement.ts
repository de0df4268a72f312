import { z } from 'zod';

/**
 * Ours, not the spec's: the donor's yearly statement (年度捐赠报告, docs/decisions.md). GET
 * user/center/statement?year= answers a signed link to the year's PDF with the year's count and
 * total, so the phone can say "no gifts that year" instead of opening an empty document.
 */

export const STATEMENT_YEAR_MIN = 2000;
export const STATEMENT_YEAR_MAX = 2100;

export const ZStatementQuery = z.object({
  year: z.coerce.number().int().min(STATEMENT_YEAR_MIN).max(STATEMENT_YEAR_MAX),
});
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

export const ZStatementLink = z.object({
  /** A signed link to the PDF; it expires, so it is asked for each time rather than kept. */
  url: z.string(),
  /** Paid gifts in that year; 0 means there is nothing to report. */
  count: z.number().int(),
  /** Their total in yuan. */
  totalMoney: z.number(),
});
export type TStatementLink = z.infer<typeof ZStatementLink>;
