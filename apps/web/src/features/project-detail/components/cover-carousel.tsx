import { CAROUSEL_AUTOPLAY_MS } from '@alma/shared/constants/limits';
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * Autoplaying every 3 s (doc 1 §9), looping. The box has a fixed aspect ratio before any picture
 * arrives, so the title below never moves (CLS).
 */
export function CoverCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  if (images.length === 0) return <div className="detail-cover" aria-hidden="true" />;
  return (
    <div className="detail-cover" data-testid="detail-carousel">
      <Swiper
        autoplay={images.length > 1}
        autoplayInterval={CAROUSEL_AUTOPLAY_MS}
        loop={images.length > 1}
        indicator={images.length > 1 ? undefined : () => null}
      >
        {images.map((src, index) => (
          <Swiper.Item key={src}>
            <img
              className="detail-cover-image"
              src={src}
              alt={t('projectDetail.coverAlt', { name, index: index + 1 })}
              width={750}
              height={422}
              // The first picture is the screen's largest paint; the rest can wait.
              loading={index === 0 ? 'eager' : 'lazy'}
              data-testid="detail-cover-image"
            />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
