import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Size } from './view-math.ts';

/**
 * An element's size in CSS px, measured before the first paint and again when it changes. Only
 * a real change (a whole pixel) re-renders.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const width = Math.round(element.clientWidth);
      const height = Math.round(element.clientHeight);
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
