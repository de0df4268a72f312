import type { TDonateRecordOrder } from '@alma/shared/api/items';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { orderOf } from '../model/directory-view.ts';

/** Typing searches once the donor pauses this long (each keystroke would be a request). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The directory's search (?s=) and order (?order=, the spec's values) live in the address, so
 * Back, a reload or a shared link shows the same list. Typing writes the search after a pause,
 * Enter at once; each change replaces the history entry instead of pushing one per keystroke.
 */
export function useDirectoryQuery(searchable: boolean) {
  const [params, setParams] = useSearchParams();
  // With the search box hidden, a search in a shared address must not filter the list unseen.
  const search = searchable ? (params.get('s') ?? '') : '';
  const order = orderOf(params.get('order'));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The search the box itself last wrote. A different one arriving in the address (Back, a link)
  // gives the box a new key, so it starts again from the address instead of keeping old text.
  const written = useRef(search);
  const [boxKey, setBoxKey] = useState(0);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setBoxKey((key) => key + 1);
  }, [search]);

  const write = (name: 's' | 'order', value: string) => {
    if (name === 's') written.current = value;
    setParams(
      (current) => {
        if ((current.get(name) ?? '') === value) return current;
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  };

  const searchNow = (value: string) => {
    clearTimeout(timer.current);
    write('s', value.trim());
  };

  const typed = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => searchNow(value), SEARCH_DEBOUNCE_MS);
  };

  const sortBy = (next: TDonateRecordOrder) => write('order', next);

  return { search, order, searchNow, typed, sortBy, boxKey };
}
