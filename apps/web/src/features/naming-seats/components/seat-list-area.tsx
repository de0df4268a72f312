import type { TSeat } from '@alma/shared/api/naming';
import { useTranslation } from 'react-i18next';
import { shortSeatLabel } from '../model/seat-grid.ts';
import { seatClass } from './seat-status.ts';

type Props = {
  areaTitle: string;
  seats: TSeat[];
  chosenIds: ReadonlySet<number>;
  onSeatTap: (seat: TSeat) => void;
};

/** A list area (type 3, oneArray): the seats as labelled buttons in their order. */
export function SeatListArea({ areaTitle, seats, chosenIds, onSeatTap }: Props) {
  const { t } = useTranslation();
  if (seats.length === 0) return <p className="seat-empty">{t('namingSeats.emptyArea')}</p>;
  return (
    <ul
      className="seat-list"
      aria-label={t('namingSeats.listLabel', { area: areaTitle })}
      data-testid="seat-list"
    >
      {seats.map((seat) => {
        const chosen = chosenIds.has(seat.id);
        return (
          <li key={seat.id}>
            <button
              type="button"
              className={`seat-list-item ${chosen ? 'is-chosen' : seatClass(seat)}`}
              aria-pressed={seat.status === 1 ? chosen : undefined}
              aria-label={seat.seat}
              data-seat={seat.seat}
              data-testid="seat-list-item"
              onClick={() => onSeatTap(seat)}
            >
              {shortSeatLabel(seat.seat, areaTitle)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
