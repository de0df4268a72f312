import { formatFen } from '@alma/shared/money/money';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftSeat } from '../../../lib/naming-draft.ts';
import { chosenTotalFen, termLabel } from '../model/chosen-seats.ts';

type Props = {
  chosen: DraftSeat[];
  /** The seat whose missing period stopped the confirm: marked until it has one. */
  flaggedId: number | null;
  onRemove: (seatId: number) => void;
  onPeriod: (seatId: number, termYear: number | null) => void;
  onConfirm: () => void;
};

/**
 * The chosen seats (doc 2 §2.4): a strip of cards, each with its period select and a remove
 * button, then the total and the confirm button (disabled until a seat is chosen).
 */
export function ChosenPanel({ chosen, flaggedId, onRemove, onPeriod, onConfirm }: Props) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const count = useRef(chosen.length);

  // A new seat goes to the end of the strip: bring it into view.
  useEffect(() => {
    if (chosen.length > count.current)
      strip.current?.scrollTo({ left: strip.current.scrollWidth, behavior: 'smooth' });
    count.current = chosen.length;
  }, [chosen.length]);

  useEffect(() => {
    if (flaggedId === null) return;
    strip.current
      ?.querySelector(`[data-seat-id="${flaggedId}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'center' });
  }, [flaggedId]);

  return (
    <footer className="seat-panel">
      <div className="seat-chosen-area">
        {chosen.length === 0 ? (
          <p className="seat-chosen-hint">{t('namingSeats.hint')}</p>
        ) : (
          <ul
            ref={strip}
            className="seat-chosen-strip"
            aria-label={t('namingSeats.chosenTitle')}
            data-testid="seat-chosen-strip"
          >
            {chosen.map((seat) => (
              <li
                key={seat.seatId}
                className={seat.seatId === flaggedId ? 'seat-chosen is-missing' : 'seat-chosen'}
                data-seat-id={seat.seatId}
                data-testid="seat-chosen"
              >
                <div className="seat-chosen-head">
                  <span className="seat-chosen-label" data-testid="seat-chosen-label">
                    {seat.seat}
                  </span>
                  <button
                    type="button"
                    className="seat-chosen-remove"
                    aria-label={t('namingSeats.remove', { seat: seat.seat })}
                    data-testid="seat-chosen-remove"
                    onClick={() => onRemove(seat.seatId)}
                  >
                    ×
                  </button>
                </div>
                <select
                  className="seat-period"
                  aria-label={t('namingSeats.periodOf', { seat: seat.seat })}
                  data-testid="seat-period"
                  value={seat.termYear === null ? '' : String(seat.termYear)}
                  onChange={(event) =>
                    onPeriod(seat.seatId, event.target.value === '' ? null : Number(event.target.value))
                  }
                >
                  <option value="" disabled>
                    {t('namingSeats.periodPlaceholder')}
                  </option>
                  {seat.priceList.map((term) => (
                    <option key={term.termYear} value={term.termYear}>
                      {termLabel(term)}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="seat-confirm-bar">
        <p className="seat-total">
          <span className="seat-total-count">{t('namingSeats.chosenCount', { count: chosen.length })}</span>
          <span>
            {t('namingSeats.total')}{' '}
            <strong data-testid="seat-total">¥{formatFen(chosenTotalFen(chosen))}</strong>
          </span>
        </p>
        <button
          type="button"
          className="seat-confirm"
          data-testid="seat-confirm"
          disabled={chosen.length === 0}
          onClick={onConfirm}
        >
          {t('namingSeats.confirm')}
        </button>
      </div>
    </footer>
  );
}
