import { useRef } from 'react';

/**
 * A gate that lets one action through per `ms` and drops the others (doc 3 §9: an apply form's
 * submit is throttled to one per 1500 ms, so a double tap sends one application).
 */
export function createThrottle(ms: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

/** The gate kept for the component's life: `if (!pass()) return;`. */
export function useThrottle(ms: number): () => boolean {
  const gate = useRef<(() => boolean) | null>(null);
  gate.current ??= createThrottle(ms);
  return gate.current;
}
