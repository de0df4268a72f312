import { useCallback, useEffect, useState } from 'react';
import { remainingSeconds } from '../rules/countdown.ts';

const TICK_MS = 250;

/**
 * A seconds countdown measured against the clock rather than by counting ticks, so a phone
 * that throttles timers in the background still unblocks the button on time.
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
