import { useTranslation } from 'react-i18next';

/** Grey blocks in the shape of the map (and of the header while the areas load). */
export function SeatSkeleton({ withHeader = false }: { withHeader?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className="seat-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid="seat-loading"
    >
      {withHeader ? <div className="seat-shimmer seat-skeleton-head" /> : null}
      <div className="seat-shimmer seat-skeleton-map" />
    </div>
  );
}
