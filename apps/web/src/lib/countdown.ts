import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/** Whole seconds left until `endsAt` (rounded up, so a button never shows 0 while still blocked). */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A seconds countdown (the SMS code buttons of login and of binding a mobile) measured against
 * the clock rather than by counting ticks, so a phone that throttles timers in the background
 * still unblocks the button on time.
 */
export function useCountdown(seconds: number): { remaining: number; start: () => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  return { remaining: endsAt === 0 ? 0 : remainingSeconds(endsAt, now), start };
}
