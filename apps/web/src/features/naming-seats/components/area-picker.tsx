import type { TSeatArea } from '@alma/shared/api/naming';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const AreaPopup = lazy(() => import('./area-popup.tsx'));

type Props = { areas: TSeatArea[]; current: TSeatArea; onChoose: (areaId: number) => void };

/** The current area at the top of the screen, opening the area picker modal (doc 2 §2.4). */
export function AreaPicker({ areas, current, onChoose }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so its closing animation can play.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="seat-area-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        data-testid="seat-area-button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span className="seat-area-label">{t('namingSeats.area')}</span>
        <strong className="seat-area-title" data-testid="seat-area-title">
          {current.title}
        </strong>
        <span className="seat-area-switch">
          {t('namingSeats.switchArea')}
          <span className="seat-caret" aria-hidden="true" />
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <AreaPopup
            visible={open}
            areas={areas}
            currentId={current.id}
            onClose={() => setOpen(false)}
            onChoose={onChoose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
