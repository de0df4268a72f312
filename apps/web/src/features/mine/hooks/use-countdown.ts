import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../model/bind-mobile-checks.ts';

const TICK_MS = 250;

/** Seconds left of a countdown, measured against the clock (a throttled timer cannot stretch it). */
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

  return { remaining: endsAt === 0 ? 0 : secondsLeft(endsAt, now), start };
}
