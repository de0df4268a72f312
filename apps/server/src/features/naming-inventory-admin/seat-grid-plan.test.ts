import type { TSeatGridWrite } from '@alma/shared/admin-api/naming-inventory';
import { describe, expect, it } from 'vitest';
import { currentGrid, type GridPlan, isGridProblem, type PlannedSeat, planGrid } from './seat-grid-plan.ts';

let nextId = 0;
const seat = (
  rowNo: number,
  colNo: number,
  number: number,
  extra: Partial<PlannedSeat> = {},
): PlannedSeat => {
  nextId += 1;
  return {
    id: nextId,
    label: `A区 ${rowNo}排${number}座`,
    rowNo,
    colNo,
    status: 1,
    claim: null,
    claimedEver: false,
    ...extra,
  };
};
type Cell = TSeatGridWrite['seats'][number];
const open = (rowNo: number, colNo: number): Cell => ({ rowNo, colNo, status: 1 as const });
const closed = (rowNo: number, colNo: number): Cell => ({ rowNo, colNo, status: 3 as const });

function plan(existing: PlannedSeat[], seats: Array<Cell>, rows = 3, cols = 4): GridPlan {
  const result = planGrid('A区', existing, { rows, cols, seats });
  if (isGridProblem(result)) throw new Error(`refused: ${result.key}`);
  return result;
}

describe('planGrid', () => {
  it('makes new seats numbered in their row, gaps not counted', () => {
    const result = plan([], [open(1, 1), open(1, 3), closed(1, 4), open(2, 2)]);
    expect(result.inserts).toEqual([
      { rowNo: 1, colNo: 1, status: 1, label: 'A区 1排1座' },
      { rowNo: 1, colNo: 3, status: 1, label: 'A区 1排2座' },
      { rowNo: 1, colNo: 4, status: 3, label: 'A区 1排3座' },
      { rowNo: 2, colNo: 2, status: 1, label: 'A区 2排1座' },
    ]);
    expect(result.updates).toEqual([]);
  });

  it('keeps each seat on its cell, relabels free seats and closes or removes them', () => {
    const a = seat(1, 1, 1);
    const b = seat(1, 2, 2);
    const c = seat(1, 3, 3, { claimedEver: true });
    const d = seat(2, 1, 1);
    // A gap at (1,1): b and c move down a number; d is closed; c's cell is removed (it keeps history).
    const result = plan([a, b, c, d], [open(1, 2), closed(2, 1)]);
    expect(result.deletes).toEqual([a.id]);
    expect(result.retires).toEqual([c.id]);
    expect(result.updates).toEqual([
      { id: b.id, label: 'A区 1排1座', status: 1 },
      { id: d.id, label: 'A区 2排1座', status: 3 },
    ]);
    expect(result.inserts).toEqual([]);
  });

  it('changes nothing when the grid is sent back as it is', () => {
    const seats = [seat(1, 1, 1), seat(1, 3, 2, { status: 3 }), seat(2, 2, 1, { claim: 'named' })];
    const result = plan(seats, currentGrid(seats).seats);
    expect(result).toEqual({ inserts: [], updates: [], deletes: [], retires: [] });
  });

  const held = seat(1, 3, 2, { claim: 'held', label: '贵宾 1排2座' });
  const named = seat(2, 1, 1, { claim: 'named' });
  const refusals: Array<[string, Array<Cell>, string]> = [
    ['removing a held seat', [open(1, 1), open(2, 1)], '贵宾 1排2座'],
    ['removing a named seat', [open(1, 1), open(1, 3)], 'A区 2排1座'],
    ['closing a named seat', [open(1, 1), open(1, 3), closed(2, 1)], 'A区 2排1座'],
    [
      'renumbering a held seat (a seat drawn to its left)',
      [open(1, 1), open(1, 2), open(1, 3), open(2, 1)],
      '贵宾 1排2座',
    ],
    ['shrinking the grid past both', [open(1, 1)], '贵宾 1排2座、A区 2排1座'],
  ];
  it.each(refusals)('refuses %s, naming the seats', (_case, seats, names) => {
    const result = planGrid('A区', [seat(1, 1, 1), held, named], { rows: 3, cols: 4, seats });
    expect(result).toEqual({ key: 'admin.namingInventory.claimedSeats', params: { seats: names } });
  });

  it('keeps a claimed seat’s label when the area is renamed, and relabels the free ones', () => {
    const result = planGrid('B区', [seat(1, 1, 1), held], currentGrid([seat(1, 1, 1), held]));
    if (isGridProblem(result)) throw new Error('refused');
    expect(result.updates.map((update) => update.label)).toEqual(['B区 1排1座']);
  });

  it('refuses a cell outside the grid or named twice', () => {
    expect(planGrid('A区', [], { rows: 2, cols: 2, seats: [open(3, 1)] })).toMatchObject({
      key: 'admin.namingInventory.seatOutside',
      params: { row: 3, col: 1, rows: 2, cols: 2 },
    });
    expect(planGrid('A区', [], { rows: 2, cols: 2, seats: [open(1, 1), closed(1, 1)] })).toMatchObject({
      key: 'admin.namingInventory.seatTwice',
    });
  });
});
