import type { TNameplateExample } from '@alma/shared/api/naming';
import type { NameplateText } from '@alma/shared/validation/nameplate';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameplatePreview } from '../../../components/nameplate-preview.tsx';

type Props = {
  example: Pick<TNameplateExample, 'bgImg' | 'configData'>;
  plates: NameplateText[];
  labels: string[];
  current: number;
  onShow: (index: number) => void;
};

const GAP = 12;
/** The next plate peeks in at the side, so the donor sees there is more to swipe to. */
const PEEK = 28;
const MAX_PLATE = 340;

/** The strip's inner width, followed as the phone turns. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A scroll-snap strip of the order's plates (doc 2 §2.3 "preview carousel"): native swiping with
 * no animation library, one plate centred, its neighbours peeking in. The slot shown is reported
 * as the strip settles; a change from outside (a problem on save, the arrows) scrolls to it.
 */
export function PlateCarousel({ example, plates, labels, current, onShow }: Props) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const width = useWidth(strip);
  const plateWidth = Math.max(160, Math.min(width - 2 * (PEEK + GAP), MAX_PLATE));
  const step = plateWidth + GAP;
  const side = Math.max(0, (width - plateWidth) / 2);
  // Where the strip itself last settled, and where a scroll we started is heading.
  const settled = useRef(current);
  const heading = useRef<number | null>(null);

  // A change from outside (the arrows, a problem found on save) scrolls the strip to it.
  useEffect(() => {
    const element = strip.current;
    if (!element || width === 0 || current === settled.current) return;
    settled.current = current;
    heading.current = current;
    element.scrollTo({ left: current * step, behavior: 'smooth' });
    // A smooth scroll that is interrupted or skipped must not hold the strip's reports back.
    const timer = window.setTimeout(() => {
      heading.current = null;
    }, 700);
    return () => window.clearTimeout(timer);
  }, [current, step, width]);

  // First layout and every resize: the plate shown stays in the middle, without animation.
  useLayoutEffect(() => {
    const element = strip.current;
    if (element && width > 0) element.scrollLeft = settled.current * step;
  }, [step, width]);

  const onScroll = () => {
    const element = strip.current;
    if (!element) return;
    const index = Math.round(element.scrollLeft / step);
    if (heading.current !== null) {
      if (index === heading.current) heading.current = null;
      return;
    }
    if (index !== settled.current) {
      settled.current = index;
      onShow(index);
    }
  };

  const total = plates.length;
  return (
    <div className="nameplate-carousel">
      <div
        ref={strip}
        className="nameplate-strip"
        style={{ gap: GAP, paddingInline: side }}
        onScroll={onScroll}
        data-testid="nameplate-carousel"
      >
        {width > 0
          ? plates.map((plate, index) => (
              <div
                // Slots are positions of the order; they never reorder while the editor is open.
                // biome-ignore lint/suspicious/noArrayIndexKey: the slot number is the identity
                key={index}
                className={index === current ? 'nameplate-slide is-current' : 'nameplate-slide'}
                style={{ width: plateWidth }}
                aria-current={index === current ? 'true' : undefined}
                data-testid="nameplate-slide"
              >
                <NameplatePreview example={example} plate={plate} width={plateWidth} label={labels[index]} />
              </div>
            ))
          : null}
      </div>
      {total > 1 ? (
        <div className="nameplate-carousel-bar">
          <button
            type="button"
            className="nameplate-arrow"
            aria-label={t('nameplate.edit.previous')}
            disabled={current === 0}
            onClick={() => onShow(current - 1)}
            data-testid="nameplate-previous"
          >
            ‹
          </button>
          <span className="nameplate-position" aria-live="polite" data-testid="nameplate-position">
            {t('nameplate.edit.position', { current: current + 1, total })}
          </span>
          <button
            type="button"
            className="nameplate-arrow"
            aria-label={t('nameplate.edit.next')}
            disabled={current >= total - 1}
            onClick={() => onShow(current + 1)}
            data-testid="nameplate-next"
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
