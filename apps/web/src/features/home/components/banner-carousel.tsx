import type { THomeEntry } from '@alma/shared/api/home';
import { useTranslation } from 'react-i18next';
import { listLinkTarget, useOpenListLink } from '../../../lib/list-link.ts';
import { useSnapCarousel } from '../../../lib/use-snap-carousel.ts';

/**
 * The banners, autoplaying every 3 s (doc 1 §9) and wrapping round: a native scroll-snap strip, so a
 * swipe is the browser's own. A touch holds the autoplay for a turn. The box keeps its 16:9 shape
 * before the answer or any picture arrives, so nothing below it moves. A banner opens by the linkUrl
 * rule (lib/list-link.ts).
 */
export function BannerCarousel({ banners, pending }: { banners: THomeEntry[]; pending: boolean }) {
  const { t } = useTranslation();
  const open = useOpenListLink();
  const count = banners.length;
  const { strip, current, onScroll, onTouchStart } = useSnapCarousel(count);

  if (count === 0) return pending ? <div className="home-banners" aria-hidden="true" /> : null;
  return (
    <section className="home-banners" aria-label={t('home.banners')} data-testid="home-banners">
      <div ref={strip} className="home-banner-strip" onScroll={onScroll} onTouchStart={onTouchStart}>
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className="home-banner"
            aria-label={`${banner.title} (${t('home.bannerOf', { index: index + 1, count })})`}
            onClick={() => open(listLinkTarget(banner.linkUrl, banner.itemsId))}
            data-testid="home-banner"
          >
            <img
              src={banner.src}
              alt=""
              width={750}
              height={422}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
            <span className="home-banner-caption">
              <b>{banner.title}</b>
              {banner.intro ? <span>{banner.intro}</span> : null}
            </span>
          </button>
        ))}
      </div>
      {count > 1 ? (
        <div className="home-banner-dots" aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.id} className={index === current ? 'is-current' : undefined} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
