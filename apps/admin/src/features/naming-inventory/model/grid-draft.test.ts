import { describe, expect, it } from 'vitest';
import { draftOf, type GridDraft, gridWrite, kindAt, resize, seatNumbers, toggle } from './grid-draft.ts';

const seat = (rowNo: number, colNo: number, status: 1 | 3 = 1) => ({
  id: rowNo * 100 + colNo,
  label: '',
  rowNo,
  colNo,
  status,
  priceList: null,
  claim: null,
});

describe('grid draft', () => {
  it('starts an empty area as 5 × 10 seats, and a saved one as it is', () => {
    const empty = draftOf({ rows: 0, cols: 0, seats: [] });
    expect([empty.rows, empty.cols, Object.keys(empty.cells).length]).toEqual([5, 10, 50]);
    const saved = draftOf({ rows: 2, cols: 3, seats: [seat(1, 1), seat(2, 3, 3)] });
    expect(gridWrite(saved)).toEqual({
      rows: 2,
      cols: 3,
      seats: [
        { rowNo: 1, colNo: 1, status: 1 },
        { rowNo: 2, colNo: 3, status: 3 },
      ],
    });
  });

  it('cycles a cell seat → not selectable → gap → seat', () => {
    let draft: GridDraft = { rows: 1, cols: 1, cells: { '1:1': 'open' } };
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      draft = toggle(draft, 1, 1);
      seen.push(kindAt(draft, 1, 1));
    }
    expect(seen).toEqual(['closed', 'gap', 'open']);
  });

  it('fills new cells with seats when it grows, keeps gaps, drops cells when it shrinks', () => {
    const draft = toggle(toggle(resize({ rows: 0, cols: 0, cells: {} }, 2, 2), 1, 2), 1, 2);
    const grown = resize(draft, 3, 3);
    expect(kindAt(grown, 1, 2)).toBe('gap');
    expect(kindAt(grown, 3, 3)).toBe('open');
    expect(gridWrite(resize(grown, 1, 1)).seats).toEqual([{ rowNo: 1, colNo: 1, status: 1 }]);
    expect(resize(grown, 0, 999)).toMatchObject({ rows: 1, cols: 150 });
  });

  it('numbers seats in their row without the gaps, as the server labels them', () => {
    const draft = toggle(toggle(toggle(resize({ rows: 0, cols: 0, cells: {} }, 1, 4), 1, 2), 1, 2), 1, 4);
    expect([...seatNumbers(draft)]).toEqual([
      ['1:1', 1],
      ['1:3', 2],
      ['1:4', 3],
    ]);
  });
});
