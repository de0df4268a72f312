import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Typing searches once the donor pauses this long (each keystroke would be a request). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search lives in the address (?s=), so Back, a reload or a shared link shows the same
 * list. Typing writes it after a pause, Enter at once; both replace the entry rather than push
 * one per keystroke.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const search = params.get('s') ?? '';
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (value: string) => {
    clearTimeout(timer.current);
    const text = value.trim();
    setParams(
      (current) => {
        if ((current.get('s') ?? '') === text) return current;
        const next = new URLSearchParams(current);
        if (text === '') next.delete('s');
        else next.set('s', text);
        return next;
      },
      { replace: true },
    );
  };

  const typed = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => searchNow(value), SEARCH_DEBOUNCE_MS);
  };

  return { search, searchNow, typed };
}
