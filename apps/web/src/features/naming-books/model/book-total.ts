import { formatFen, yuanToFen } from '@alma/shared/money/money';
import type { DraftBook } from '../../../lib/naming-draft.ts';

/** A price in fen: exact from the wire's yuan text (19.9 is 1990, not 1989.9999…). */
function priceFen(yuan: number): number {
  return yuanToFen(yuan) ?? Math.round(yuan * 100);
}

/** One book's price × copies, in fen. */
export function lineFen(book: Pick<DraftBook, 'unitPrice' | 'namingCount'>): number {
  return priceFen(book.unitPrice) * book.namingCount;
}

/** The confirm popup's total in integer fen (doc 4 §9: money sums never drift). */
export function picksTotalFen(books: Iterable<Pick<DraftBook, 'unitPrice' | 'namingCount'>>): number {
  let total = 0;
  for (const book of books) total += lineFen(book);
  return total;
}

/** The {sum} of '确定（{sum}元）': yuan with two decimals and thousands separators. */
export function sumText(totalFen: number): string {
  return formatFen(totalFen);
}
