import { useEffect, useRef } from 'react';

/**
 * Asks for the next page when the list's end comes near. A plain IntersectionObserver instead of
 * antd-mobile's InfiniteScroll, whose loading row changes height as pages arrive (layout shift).
 */
export function LoadMoreSentinel({ onVisible, enabled }: { onVisible: () => void; enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return <div ref={ref} className="load-more-sentinel" />;
}
