import type { TSeat } from '@alma/shared/api/naming';
import { describe, expect, it } from 'vitest';
import { cellSize, GRID_PAD, layoutGrid, shortSeatLabel } from './seat-grid.ts';

const seat = (id: number, label: string): TSeat => ({
  id,
  seat: label,
  status: 1,
  donateSeatId: null,
  priceList: [],
  rowNo: null,
  colNo: null,
});

describe('cellSize (doc 2 §9: max 30, or width / 10)', () => {
  it.each([
    [390, 30],
    [370, 30],
    [300, 30],
    [299, 29],
    [250, 25],
    [0, 1],
  ])('viewport %s px wide → %s px cells', (width, expected) => {
    expect(cellSize(width)).toBe(expected);
  });
});

describe('layoutGrid', () => {
  // Two rows of three with an aisle in the middle of row 1, and an empty row 3.
  const grid = [
    [seat(1, '1排1座'), null, seat(2, '1排2座')],
    [seat(3, '2排1座'), seat(4, '2排2座'), seat(5, '2排3座')],
    [null, null, null],
  ];
  const layout = layoutGrid(grid);

  it('places one cell per seat and none for gaps', () => {
    expect(layout.cells.map((cell) => [cell.seat.id, cell.row, cell.col, cell.x, cell.y])).toEqual([
      [1, 1, 1, GRID_PAD, GRID_PAD],
      [2, 1, 3, GRID_PAD + 60, GRID_PAD],
      [3, 2, 1, GRID_PAD, GRID_PAD + 30],
      [4, 2, 2, GRID_PAD + 30, GRID_PAD + 30],
      [5, 2, 3, GRID_PAD + 60, GRID_PAD + 30],
    ]);
  });

  it.each([
    ['rows', 3],
    ['cols', 3],
    ['width', 3 * 30 + 2 * GRID_PAD],
    ['height', 3 * 30 + 2 * GRID_PAD],
  ] as const)('%s is %s', (key, expected) => {
    expect(layout[key]).toBe(expected);
  });

  it('labels only the rows that have seats, at their centre', () => {
    expect(layout.rowLabels).toEqual([
      { row: 1, y: GRID_PAD + 15 },
      { row: 2, y: GRID_PAD + 45 },
    ]);
  });

  it('keeps a slot per grid position, null for gaps', () => {
    expect(layout.slots).toEqual([0, null, 1, 2, 3, 4, null, null, null]);
  });

  it('pads a short row with gaps', () => {
    const ragged = layoutGrid([[seat(1, 'a'), seat(2, 'b')], [seat(3, 'c')]]);
    expect([ragged.cols, ragged.slots]).toEqual([2, [0, 1, 2, null]]);
  });

  it('finds a cell by seat id', () => {
    expect(layout.indexById.get(4)).toBe(3);
    expect(layout.indexById.get(99)).toBeUndefined();
  });

  it('lays out 27 × 71 seats (the main hall)', () => {
    const hall = Array.from({ length: 27 }, (_, r) =>
      Array.from({ length: 71 }, (_, c) => seat(r * 71 + c + 1, `${r + 1}排${c + 1}座`)),
    );
    const big = layoutGrid(hall);
    expect(big.cells).toHaveLength(1917);
    expect([big.width, big.height]).toEqual([71 * 30 + 2 * GRID_PAD, 27 * 30 + 2 * GRID_PAD]);
  });
});

describe('shortSeatLabel', () => {
  it.each([
    ['C区 1排2座', 'C区', '1排2座'],
    ['主场 3排5座', '报告厅主场', '主场 3排5座'],
    ['C区 ', 'C区', 'C区 '],
    ['C区1排2座', 'C区', 'C区1排2座'],
  ])('%s in %s → %s', (label, area, expected) => {
    expect(shortSeatLabel(label, area)).toBe(expected);
  });
});
