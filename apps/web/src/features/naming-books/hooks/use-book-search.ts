import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search text: typing searches once the donor pauses, Enter or clearing the box at
 * once. Blank text is no search (every book).
 */
export function useBookSearch() {
  const [search, setSearch] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const searchNow = useCallback((text: string) => {
    clearTimeout(timer.current);
    setSearch(text.trim());
  }, []);

  const typed = useCallback((text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { search, searchNow, typed };
}
