import type { TPage } from '@alma/shared/api/common';

/**
 * The offset of the next page of a limit/offset list, or undefined at its end: what has been
 * loaded so far (doc 3 §9: the offset grows by the page size, 10, as the donor scrolls).
 */
export function nextOffset<Row>(last: TPage<Row>, pages: readonly TPage<Row>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
}
