import {
  SAVED_FILTER_NAME_MAX,
  type TSavedFilter,
  type TSavedFilterList,
} from '@alma/shared/admin-api/saved-filters';
import { AdminApiError, adminCall } from './admin-client.ts';

/**
 * Filters an earlier console kept in this browser (by staff member and list, at most 20 each) are
 * moved to the server on the list's first load, so nobody loses theirs. One the server could not
 * take for now (no answer, a server fault) stays here and is tried again on the next load; one it
 * refuses for good (its list is not this role's) is dropped, since it could never be opened.
 */
export type LocalSavedFilter = { name: string; search: string };

const storageKey = (staffId: number, list: string) => `alma.admin.filters.${staffId}.${list}`;

/** The filters this browser still keeps for the staff member and list; none when storage fails. */
export function readLocalSaved(staffId: number, list: string): LocalSavedFilter[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(staffId, list)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (one): one is LocalSavedFilter =>
            typeof one === 'object' &&
            one !== null &&
            typeof one.name === 'string' &&
            typeof one.search === 'string' &&
            one.name.trim() !== '',
        )
      : [];
  } catch {
    return [];
  }
}

/** Keeps only `left` in this browser; the key goes when nothing is left. */
export function keepLocalSaved(staffId: number, list: string, left: readonly LocalSavedFilter[]): void {
  try {
    if (left.length === 0) localStorage.removeItem(storageKey(staffId, list));
    else localStorage.setItem(storageKey(staffId, list), JSON.stringify(left));
  } catch {
    // Storage refused (private mode): there was nothing to move either.
  }
}

type Named = { name: string; query: string };

/**
 * What to send of the browser's filters, given the staff member's own on the server: one already
 * there (same name and query: moved before) is not sent again; one whose name the server already
 * holds for another query is sent under a free name (`大额（2）`), never dropped.
 */
export function filtersToMove(
  local: readonly LocalSavedFilter[],
  mine: readonly Named[],
): Array<Named & { from: LocalSavedFilter }> {
  const taken = new Set(mine.map((filter) => filter.name));
  const moves: Array<Named & { from: LocalSavedFilter }> = [];
  for (const from of local) {
    const name = from.name.trim().slice(0, SAVED_FILTER_NAME_MAX);
    if (mine.some((filter) => filter.name === name && filter.query === from.search)) continue;
    let free = name;
    for (let n = 2; taken.has(free); n += 1) {
      const suffix = `（${n}）`;
      free = `${name.slice(0, SAVED_FILTER_NAME_MAX - suffix.length)}${suffix}`;
    }
    taken.add(free);
    moves.push({ name: free, query: from.search, from });
  }
  return moves;
}

/** A failure worth another try on the next load: no answer, or a fault of the server's. */
const passing = (error: unknown) =>
  !(error instanceof AdminApiError) || error.status === 0 || error.status >= 500;

const moving = new Set<string>();

/**
 * Moves this browser's filters of a list to the server as the staff member's own (not shared);
 * answers whether any moved. One move at a time per list (a list drawn twice asks once).
 */
export async function moveLocalFilters(staffId: number, list: TSavedFilterList): Promise<boolean> {
  const key = storageKey(staffId, list);
  const local = readLocalSaved(staffId, list);
  if (local.length === 0 || moving.has(key)) return false;
  moving.add(key);
  try {
    const onServer = await adminCall<TSavedFilter[]>('GET', '/saved-filters', { query: { list } });
    const left: LocalSavedFilter[] = [];
    let moved = false;
    for (const move of filtersToMove(
      local,
      onServer.filter((filter) => filter.mine),
    )) {
      try {
        await adminCall('POST', '/saved-filters', {
          body: { list, name: move.name, query: move.query, shared: false },
        });
        moved = true;
      } catch (error) {
        if (passing(error)) left.push(move.from);
      }
    }
    keepLocalSaved(staffId, list, left);
    return moved;
  } catch {
    return false; // The list's filters could not be read: everything stays for the next load.
  } finally {
    moving.delete(key);
  }
}
