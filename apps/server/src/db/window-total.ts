import { sql } from 'drizzle-orm';

/** The matching-row count beside each row of a page, so a page and its total are one query. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Splits the window total off a page. A page past the end has no row to carry it, and only
 * then is the separate count run.
 */
export async function pageWithTotal<R extends { total: number }>(
  found: R[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Array<Omit<R, 'total'>>; total: number }> {
  const rows = found.map(({ total: _total, ...row }) => row);
  const first = found[0];
  if (first) return { rows, total: first.total };
  return { rows, total: offset === 0 ? 0 : await countAll() };
}
