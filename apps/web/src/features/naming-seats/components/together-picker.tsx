import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOGETHER_MAX, TOGETHER_MIN } from '../model/best-available.ts';

type Props = { onPick: (count: number) => void };

/** 'N seats together' (ours): how many, and the button that finds them (model/best-available.ts). */
export function TogetherPicker({ onPick }: Props) {
  const { t } = useTranslation();
  const [count, setCount] = useState(2);
  return (
    <div className="seat-together" data-testid="seat-together">
      <span className="seat-together-label">{t('namingSeats.together.label')}</span>
      <button
        type="button"
        className="seat-together-step"
        aria-label={t('namingSeats.together.fewer')}
        disabled={count <= TOGETHER_MIN}
        onClick={() => setCount((n) => Math.max(TOGETHER_MIN, n - 1))}
      >
        −
      </button>
      <output className="seat-together-count" data-testid="seat-together-count" aria-live="polite">
        {t('namingSeats.together.count', { count })}
      </output>
      <button
        type="button"
        className="seat-together-step"
        aria-label={t('namingSeats.together.more')}
        disabled={count >= TOGETHER_MAX}
        onClick={() => setCount((n) => Math.min(TOGETHER_MAX, n + 1))}
      >
        +
      </button>
      <button
        type="button"
        className="alma-button is-primary seat-together-go"
        data-testid="seat-together-go"
        onClick={() => onPick(count)}
      >
        {t('namingSeats.together.go')}
      </button>
    </div>
  );
}
