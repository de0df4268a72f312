/**
 * A list's own settings, kept with it: which columns show (in the address, `hide=a,b`, so a shared
 * link shows the same table) and the filters a staff member saved by name (this browser's storage,
 * by staff member and screen: saved filters are one person's shortcuts, never shared data).
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

export type SavedFilter = { name: string; search: string };

/** What a saved filter keeps of the address: filters, sort and columns, not the page or an open row. */
export function filterSearch(params: URLSearchParams, transient: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (name !== 'page' && !transient.includes(name) && value !== '') kept.append(name, value);
  }
  kept.sort();
  return kept.toString();
}

/** Adds or replaces (by name) a saved filter; at most 20 per screen, the newest first. */
export function withSaved(list: readonly SavedFilter[], filter: SavedFilter): SavedFilter[] {
  const name = filter.name.trim();
  if (name === '') return [...list];
  return [{ name, search: filter.search }, ...list.filter((one) => one.name !== name)].slice(0, 20);
}

const storageKey = (staffId: number, screen: string) => `alma.admin.filters.${staffId}.${screen}`;

export function readSaved(staffId: number, screen: string): SavedFilter[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(staffId, screen)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (one): one is SavedFilter =>
            typeof one === 'object' &&
            one !== null &&
            typeof one.name === 'string' &&
            typeof one.search === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function writeSaved(staffId: number, screen: string, list: readonly SavedFilter[]): void {
  try {
    localStorage.setItem(storageKey(staffId, screen), JSON.stringify(list));
  } catch {
    // Storage refused (private mode): the filter lasts as long as the address.
  }
}
