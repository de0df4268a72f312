import type { TAdminSeat, TSeatAreaWrite } from '@alma/shared/admin-api/naming-inventory';
import type { SeatAreaRecord, SeatRecord } from './seat-areas-repository.ts';
import { wireTerms } from './seat-terms.ts';

export const isGrid = (type: number) => type === 1 || type === 2;

/** What staff set of an area, as the console shows it and the audit trail keeps it. */
export function areaValues(area: SeatAreaRecord): TSeatAreaWrite {
  return {
    title: area.title,
    type: area.type === 2 ? 2 : area.type === 3 ? 3 : 1,
    imgUrl: area.imgUrl,
    sort: area.sort,
    priceList: wireTerms(area.priceList),
  };
}

export function adminSeatOf(seat: SeatRecord, claim: TAdminSeat['claim']): TAdminSeat {
  return {
    id: seat.id,
    label: seat.label,
    rowNo: seat.rowNo,
    colNo: seat.colNo,
    status: seat.status === 3 ? 3 : 1,
    priceList: seat.priceList ? wireTerms(seat.priceList) : null,
    claim,
  };
}

/**
 * A grid as the audit trail keeps it: one line per row, a character per column ('1' open, '3' not
 * selectable, '.' a gap), so a diff of before and after shows the change at a glance.
 */
export function gridText(
  seats: ReadonlyArray<{ rowNo: number | null; colNo: number | null; status: number }>,
) {
  const placed = seats.filter((seat) => seat.rowNo !== null && seat.colNo !== null);
  const rows = Math.max(0, ...placed.map((seat) => seat.rowNo ?? 0));
  const cols = Math.max(0, ...placed.map((seat) => seat.colNo ?? 0));
  const lines = Array.from({ length: rows }, () => new Array<string>(cols).fill('.'));
  for (const seat of placed)
    lines[(seat.rowNo ?? 1) - 1]![(seat.colNo ?? 1) - 1] = seat.status === 3 ? '3' : '1';
  return lines.map((line) => line.join(''));
}
