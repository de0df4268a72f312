import { useRef } from 'react';

/** `gate()` is true when an action may go; `release()` gives the window back (the action was refused). */
export type Throttle = { (): boolean; release(): void };

/**
 * A gate that lets one action through per `ms` and drops the others (doc 3 §9: an apply form's
 * submit is throttled to one per 1500 ms, so a double tap sends one application). A refused action
 * releases the window: the donor who corrects the form is not ignored for the rest of it.
 */
export function createThrottle(ms: number, now: () => number = Date.now): Throttle {
  let last = Number.NEGATIVE_INFINITY;
  const gate = () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
  return Object.assign(gate, {
    release: () => {
      last = Number.NEGATIVE_INFINITY;
    },
  });
}

/** The gate kept for the component's life: `if (!pass()) return;`, `pass.release()` on a refusal. */
export function useThrottle(ms: number): Throttle {
  const gate = useRef<Throttle | null>(null);
  gate.current ??= createThrottle(ms);
  return gate.current;
}
