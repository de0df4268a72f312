import { useEffect, useRef } from 'react';

/**
 * Asks for a tab's next page when the list's end comes near: the project list's approach (a plain
 * IntersectionObserver, no height-changing loading row), kept inside this feature.
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

  return <div ref={ref} className="detail-sentinel" />;
}
