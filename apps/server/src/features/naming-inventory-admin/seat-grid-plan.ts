import { seatLabel, type TSeatGridWrite } from '@alma/shared/admin-api/naming-inventory';
import type { MessageKey, MessageParams } from '@alma/shared/i18n/server-messages';

/** A seat of the area as the plan sees it: where it is, its setting, and whether it is claimed. */
export type PlannedSeat = {
  id: number;
  label: string;
  rowNo: number | null;
  colNo: number | null;
  status: number;
  claim: 'held' | 'named' | null;
  claimedEver: boolean;
};

export type GridPlan = {
  inserts: Array<{ rowNo: number; colNo: number; status: 1 | 3; label: string }>;
  updates: Array<{ id: number; label: string; status: 1 | 3 }>;
  /** Seats no claim ever touched are deleted; the others leave the grid but keep their history. */
  deletes: number[];
  retires: number[];
};
export type GridProblem = { key: MessageKey; params: MessageParams };

const at = (row: number, col: number) => `${row}:${col}`;

/** Each seat's number in its row (1 from the left; gaps not counted), by cell. */
function numbersOf(cells: Iterable<{ rowNo: number; colNo: number }>): Map<string, number> {
  const byRow = new Map<number, number[]>();
  for (const cell of cells) byRow.set(cell.rowNo, [...(byRow.get(cell.rowNo) ?? []), cell.colNo]);
  const numbers = new Map<string, number>();
  for (const [row, cols] of byRow) {
    cols.sort((a, b) => a - b);
    for (const [index, col] of cols.entries()) numbers.set(at(row, col), index + 1);
  }
  return numbers;
}

/**
 * What saving a drawn grid does to an area's seats. A seat stays the seat of its cell (its claims and
 * own prices follow it). A seat with a live claim (held or named) is printed on a nameplate or being
 * paid for: it may not be removed, closed, or renumbered by a gap drawn to its left; all such seats
 * are named in one refusal so staff see every one at once.
 */
export function planGrid(
  areaTitle: string,
  existing: readonly PlannedSeat[],
  wanted: TSeatGridWrite,
): GridPlan | GridProblem {
  const cells = new Map<string, TSeatGridWrite['seats'][number]>();
  for (const cell of wanted.seats) {
    const params = { row: cell.rowNo, col: cell.colNo, rows: wanted.rows, cols: wanted.cols };
    if (cell.rowNo > wanted.rows || cell.colNo > wanted.cols) {
      return { key: 'admin.namingInventory.seatOutside', params };
    }
    if (cells.has(at(cell.rowNo, cell.colNo))) return { key: 'admin.namingInventory.seatTwice', params };
    cells.set(at(cell.rowNo, cell.colNo), cell);
  }
  const placed = existing.filter(
    (seat): seat is PlannedSeat & { rowNo: number; colNo: number } =>
      seat.rowNo !== null && seat.colNo !== null,
  );
  const before = numbersOf(placed);
  const after = numbersOf(cells.values());
  const plan: GridPlan = { inserts: [], updates: [], deletes: [], retires: [] };
  const locked: string[] = [];
  const kept = new Set<string>();
  for (const seat of placed) {
    const key = at(seat.rowNo, seat.colNo);
    const cell = cells.get(key);
    if (kept.has(key)) {
      // Two seats on one cell (a hand edit): the second leaves the grid like a removed one.
      if (seat.claim) locked.push(seat.label);
      else (seat.claimedEver ? plan.retires : plan.deletes).push(seat.id);
      continue;
    }
    if (!cell) {
      if (seat.claim) locked.push(seat.label);
      else (seat.claimedEver ? plan.retires : plan.deletes).push(seat.id);
      continue;
    }
    kept.add(key);
    if (seat.claim) {
      if (cell.status !== seat.status || before.get(key) !== after.get(key)) locked.push(seat.label);
      continue;
    }
    const label = seatLabel(areaTitle, seat.rowNo, after.get(key) ?? 0);
    if (label !== seat.label || cell.status !== seat.status) {
      plan.updates.push({ id: seat.id, label, status: cell.status });
    }
  }
  if (locked.length > 0) {
    return { key: 'admin.namingInventory.claimedSeats', params: { seats: locked.join('、') } };
  }
  for (const [key, cell] of cells) {
    if (kept.has(key)) continue;
    plan.inserts.push({
      rowNo: cell.rowNo,
      colNo: cell.colNo,
      status: cell.status,
      label: seatLabel(areaTitle, cell.rowNo, after.get(key) ?? 0),
    });
  }
  return plan;
}

export const isGridProblem = (plan: GridPlan | GridProblem): plan is GridProblem => 'key' in plan;

/** The grid an area has now, as the editor would send it back unchanged. */
export function currentGrid(existing: readonly PlannedSeat[]): TSeatGridWrite {
  const cells = new Map<string, TSeatGridWrite['seats'][number]>();
  for (const seat of existing) {
    if (seat.rowNo === null || seat.colNo === null || cells.has(at(seat.rowNo, seat.colNo))) continue;
    const status = seat.status === 3 ? 3 : 1;
    cells.set(at(seat.rowNo, seat.colNo), { rowNo: seat.rowNo, colNo: seat.colNo, status });
  }
  const seats = [...cells.values()];
  const rows = Math.max(1, ...seats.map((seat) => seat.rowNo));
  const cols = Math.max(1, ...seats.map((seat) => seat.colNo));
  return { rows, cols, seats };
}
