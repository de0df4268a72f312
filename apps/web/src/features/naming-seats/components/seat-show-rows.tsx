import type { TSeatShowRow } from '@alma/shared/api/naming';

/** The rows of a named seat's display data (fieldTitle: fieldValue); an empty value shows a dash. */
export function SeatShowRows({ rows }: { rows: TSeatShowRow[] }) {
  return (
    <dl className="seat-show" data-testid="seat-show-data">
      {rows.map((row) => (
        <div key={row.fieldTitle} className="seat-show-row">
          <dt>{row.fieldTitle}</dt>
          <dd>{row.fieldValue || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
