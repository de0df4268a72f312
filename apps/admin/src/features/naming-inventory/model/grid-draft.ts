import {
  SEAT_GRID_MAX_COLS,
  SEAT_GRID_MAX_ROWS,
  type TAdminSeat,
  type TSeatAreaSeats,
  type TSeatGridWrite,
} from '@alma/shared/admin-api/naming-inventory';

/** What one cell of the editor holds: a seat open for naming, a seat not selectable, or a gap. */
export type CellKind = 'open' | 'closed' | 'gap';

/** The grid being drawn: its size and each cell that is not a gap (key `row:col`). */
export type GridDraft = { rows: number; cols: number; cells: Record<string, 'open' | 'closed'> };

export const cellKey = (row: number, col: number) => `${row}:${col}`;

/** The draft of the seats the server answered (an empty area starts as 5 × 10 seats to carve). */
export function draftOf(answer: Pick<TSeatAreaSeats, 'rows' | 'cols' | 'seats'>): GridDraft {
  if (answer.seats.length === 0) return resize({ rows: 0, cols: 0, cells: {} }, 5, 10);
  const cells: GridDraft['cells'] = {};
  for (const seat of answer.seats) {
    if (seat.rowNo && seat.colNo)
      cells[cellKey(seat.rowNo, seat.colNo)] = seat.status === 3 ? 'closed' : 'open';
  }
  return { rows: answer.rows, cols: answer.cols, cells };
}

export function kindAt(draft: GridDraft, row: number, col: number): CellKind {
  return draft.cells[cellKey(row, col)] ?? 'gap';
}

/** A click moves a cell on: seat → not selectable → gap → seat. */
export function toggle(draft: GridDraft, row: number, col: number): GridDraft {
  const key = cellKey(row, col);
  const next: Record<CellKind, CellKind> = { open: 'closed', closed: 'gap', gap: 'open' };
  const kind = next[kindAt(draft, row, col)];
  const cells = { ...draft.cells };
  if (kind === 'gap') delete cells[key];
  else cells[key] = kind;
  return { ...draft, cells };
}

/** A new size: cells that come into the grid are seats, cells that leave it go. */
export function resize(draft: GridDraft, rows: number, cols: number): GridDraft {
  const r = Math.min(SEAT_GRID_MAX_ROWS, Math.max(1, Math.floor(rows)));
  const c = Math.min(SEAT_GRID_MAX_COLS, Math.max(1, Math.floor(cols)));
  const cells: GridDraft['cells'] = {};
  for (let row = 1; row <= r; row += 1) {
    for (let col = 1; col <= c; col += 1) {
      const key = cellKey(row, col);
      const inOld = row <= draft.rows && col <= draft.cols;
      const kept = draft.cells[key];
      if (kept) cells[key] = kept;
      else if (!inOld) cells[key] = 'open';
    }
  }
  return { rows: r, cols: c, cells };
}

/** The body of PUT /seat-areas/:id/seats. */
export function gridWrite(draft: GridDraft): TSeatGridWrite {
  const seats: TSeatGridWrite['seats'] = [];
  for (let row = 1; row <= draft.rows; row += 1) {
    for (let col = 1; col <= draft.cols; col += 1) {
      const kind = draft.cells[cellKey(row, col)];
      if (kind) seats.push({ rowNo: row, colNo: col, status: kind === 'closed' ? 3 : 1 });
    }
  }
  return { rows: draft.rows, cols: draft.cols, seats };
}

/** Each seat's number in its row as the server will label it (gaps not counted). */
export function seatNumbers(draft: GridDraft): Map<string, number> {
  const numbers = new Map<string, number>();
  for (let row = 1; row <= draft.rows; row += 1) {
    let number = 0;
    for (let col = 1; col <= draft.cols; col += 1) {
      if (!draft.cells[cellKey(row, col)]) continue;
      number += 1;
      numbers.set(cellKey(row, col), number);
    }
  }
  return numbers;
}

/** The saved seats by cell: a claimed one is locked in the editor, as the server would refuse it. */
export function seatsByCell(seats: readonly TAdminSeat[]): Map<string, TAdminSeat> {
  const map = new Map<string, TAdminSeat>();
  for (const seat of seats) if (seat.rowNo && seat.colNo) map.set(cellKey(seat.rowNo, seat.colNo), seat);
  return map;
}

export const sameDraft = (a: GridDraft, b: GridDraft) =>
  JSON.stringify(gridWrite(a)) === JSON.stringify(gridWrite(b));
