import { CAROUSEL_AUTOPLAY_MS } from '@alma/shared/constants/limits';
import { type RefObject, useEffect, useRef, useState } from 'react';

export type SnapCarousel = {
  /** The scroll-snap strip's element. */
  strip: RefObject<HTMLDivElement | null>;
  /** The slide in view, for the dots. */
  current: number;
  onScroll: () => void;
  onTouchStart: () => void;
};

/**
 * A native scroll-snap strip that autoplays every 3 s (doc 1 §9) and wraps round to the first: a
 * swipe is the browser's own, and no gesture or animation library is loaded. A touch holds the
 * autoplay for a turn. The project detail's covers and the home layouts' banners use it.
 */
export function useSnapCarousel(count: number): SnapCarousel {
  const strip = useRef<HTMLDivElement>(null);
  const touched = useRef(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => {
      const element = strip.current;
      if (!element || element.clientWidth === 0) return;
      if (touched.current) {
        touched.current = false;
        return;
      }
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  return {
    strip,
    current,
    onScroll: () => {
      const element = strip.current;
      if (element && element.clientWidth > 0)
        setCurrent(Math.round(element.scrollLeft / element.clientWidth));
    },
    onTouchStart: () => {
      touched.current = true;
    },
  };
}
