import { useTranslation } from 'react-i18next';

const KINDS = ['open', 'named', 'held', 'unavailable', 'chosen'] as const;

/** 可选 / 已冠名 / 锁定中 / 不可选 / 已选 with the colours the map uses (naming-seats.css). */
export function SeatLegend() {
  const { t } = useTranslation();
  return (
    <ul className="seat-legend" aria-label={t('namingSeats.legend.title')} data-testid="seat-legend">
      {KINDS.map((kind) => (
        <li key={kind}>
          <i className={`seat-swatch is-${kind}`} aria-hidden="true" />
          {t(`namingSeats.legend.${kind}`)}
        </li>
      ))}
    </ul>
  );
}
