import type { TSeat, TSeatList } from '@alma/shared/api/naming';

/**
 * Seat cell size (doc 2 §9 "Seat cell size max 30 (zoomed 20, or width/10)", doc 4 §9 "capped
 * at 30, 20 when pinch-shrunk"). Our reading, in CSS px on screen:
 * - a cell is never bigger than min(30, viewport width / 10): ten seats across a phone at the
 *   most (cellSize below; the map's maximum zoom);
 * - a grid too big to show whole opens "zoomed" at 20 px cells (or larger when the whole area
 *   fits at a bigger size), and a pinch can shrink it further, down to the size that shows the
 *   whole area (doc 4 §4's minimum fit).
 * The grid itself is laid out once at 30 px cells (LAYOUT_CELL) and every zoom is a CSS transform
 * of it, so the seats never need laying out again and their CSS sizes are constants.
 */
export const CELL_MAX = 30;
export const CELL_ZOOMED_OUT = 20;
export const LAYOUT_CELL = CELL_MAX;
/** Blank margin round the seats, in layout px, so the edge seats do not touch the frame. */
export const GRID_PAD = 8;

/** The largest a cell may be on screen for a viewport this wide. */
export function cellSize(viewportWidth: number): number {
  return Math.max(1, Math.min(CELL_MAX, Math.floor(viewportWidth / 10)));
}

export type GridCell = {
  seat: TSeat;
  /** Row and column counted from 1, as in twoArray[row - 1][col - 1]. */
  row: number;
  col: number;
  /** The cell's top-left corner in layout px. */
  x: number;
  y: number;
};

export type GridLayout = {
  cells: GridCell[];
  /** Row by row, every position of the grid: the index into `cells`, or null for a gap. */
  slots: Array<number | null>;
  /** Index into `cells` by seat id (the chosen-seat marks find their cell with it). */
  indexById: Map<number, number>;
  rows: number;
  cols: number;
  width: number;
  height: number;
  /** A label per row that holds at least one seat; y is the row's centre in layout px. */
  rowLabels: Array<{ row: number; y: number }>;
};

/**
 * Where every seat of a grid area goes, at LAYOUT_CELL px a cell (null entries are aisles and
 * gaps: nothing is drawn there). Rows shorter than the widest are padded with gaps.
 */
export function layoutGrid(twoArray: TSeatList['twoArray']): GridLayout {
  const cell = LAYOUT_CELL;
  const cells: GridCell[] = [];
  const slots: GridLayout['slots'] = [];
  const indexById = new Map<number, number>();
  const rowLabels: GridLayout['rowLabels'] = [];
  const cols = twoArray.reduce((widest, line) => Math.max(widest, line.length), 0);
  twoArray.forEach((line, r) => {
    let hasSeat = false;
    for (let c = 0; c < cols; c += 1) {
      const seat = line[c];
      if (!seat) {
        slots.push(null);
        continue;
      }
      hasSeat = true;
      indexById.set(seat.id, cells.length);
      slots.push(cells.length);
      cells.push({ seat, row: r + 1, col: c + 1, x: GRID_PAD + c * cell, y: GRID_PAD + r * cell });
    }
    if (hasSeat) rowLabels.push({ row: r + 1, y: GRID_PAD + r * cell + cell / 2 });
  });
  const rows = twoArray.length;
  return {
    cells,
    slots,
    indexById,
    rows,
    cols,
    width: cols * cell + 2 * GRID_PAD,
    height: rows * cell + 2 * GRID_PAD,
    rowLabels,
  };
}

/** A list area's seat without the area's own name in front ("C区 1排2座" in C区 → "1排2座"). */
export function shortSeatLabel(label: string, areaTitle: string): string {
  const prefix = `${areaTitle} `;
  return label.startsWith(prefix) && label.length > prefix.length ? label.slice(prefix.length) : label;
}
