/**
 * A list's own settings, kept with it: which columns show (in the address, `hide=a,b`, so a shared
 * link shows the same table) and what of the address a saved filter keeps. Saved filters live on
 * the server (lib/saved-filters.ts), a staff member's own and colleagues' shared ones.
 */

export const HIDE_PARAM = 'hide';

/** The columns hidden by the address: known keys only, the ones a table must keep left out. */
export function hiddenColumns(
  params: URLSearchParams,
  known: readonly string[],
  kept: readonly string[],
): string[] {
  const asked = (params.get(HIDE_PARAM) ?? '').split(',').filter(Boolean);
  return known.filter((key) => asked.includes(key) && !kept.includes(key));
}

/** The address's search with `hidden` as its column setting. */
export function withHidden(params: URLSearchParams, hidden: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (hidden.length === 0) next.delete(HIDE_PARAM);
  else next.set(HIDE_PARAM, hidden.join(','));
  return next;
}

/** What a saved filter keeps of the address: filters, sort and columns, not the page or an open row. */
export function filterSearch(params: URLSearchParams, transient: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (name !== 'page' && !transient.includes(name) && value !== '') kept.append(name, value);
  }
  kept.sort();
  return kept.toString();
}
