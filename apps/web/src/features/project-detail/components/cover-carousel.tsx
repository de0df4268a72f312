import { useTranslation } from 'react-i18next';
import { useSnapCarousel } from '../../../lib/use-snap-carousel.ts';

/**
 * The covers, autoplaying every 3 s (doc 1 §9) and wrapping round to the first. A native
 * scroll-snap strip: a swipe is the browser's own, and the screen's first paint carries no
 * gesture or animation library. A touch holds the autoplay until the next turn. The box has a
 * fixed aspect ratio before any picture arrives, so the title below never moves (CLS).
 */
export function CoverCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const count = images.length;
  const { strip, current, onScroll, onTouchStart } = useSnapCarousel(count);

  if (count === 0) return <div className="detail-cover" aria-hidden="true" />;
  return (
    <div className="detail-cover" data-testid="detail-carousel">
      <div ref={strip} className="detail-cover-strip" onScroll={onScroll} onTouchStart={onTouchStart}>
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
