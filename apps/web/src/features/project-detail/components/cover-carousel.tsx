import { CAROUSEL_AUTOPLAY_MS } from '@alma/shared/constants/limits';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The covers, autoplaying every 3 s (doc 1 §9) and wrapping round to the first. A native
 * scroll-snap strip: a swipe is the browser's own, and the screen's first paint carries no
 * gesture or animation library. A touch holds the autoplay until the next turn. The box has a
 * fixed aspect ratio before any picture arrives, so the title below never moves (CLS).
 */
export function CoverCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const touched = useRef(false);
  const [current, setCurrent] = useState(0);
  const count = images.length;

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

  if (count === 0) return <div className="detail-cover" aria-hidden="true" />;
  const onScroll = () => {
    const element = strip.current;
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };
  return (
    <div className="detail-cover" data-testid="detail-carousel">
      <div
        ref={strip}
        className="detail-cover-strip"
        onScroll={onScroll}
        onTouchStart={() => {
          touched.current = true;
        }}
      >
        {images.map((src, index) => (
          <img
            key={src}
            className="detail-cover-image"
            src={src}
            alt={t('projectDetail.coverAlt', { name, index: index + 1 })}
            width={750}
            height={422}
            // The first picture is the screen's largest paint; the rest can wait.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            data-testid="detail-cover-image"
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="detail-cover-dots" aria-hidden="true">
          {images.map((src, index) => (
            <span key={src} className={index === current ? 'is-current' : undefined} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
