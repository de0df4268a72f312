import type { TSeat } from '@alma/shared/api/naming';
import { describe, expect, it } from 'vitest';
import { bestAvailable } from './best-available.ts';

/**
 * Rows drawn as text, front row first: `o` free, `x` named, `h` held, `-` not selectable, `_` a
 * gap (an aisle). Seat ids are row * 100 + column (from 1).
 */
function grid(...rows: string[]): Array<Array<TSeat | null>> {
  return rows.map((text, r) =>
    [...text].map((mark, c) => {
      if (mark === '_') return null;
      const id = (r + 1) * 100 + c + 1;
      const status = mark === 'o' ? 1 : mark === '-' ? 3 : 2;
      return {
        id,
        seat: `${r + 1}排${c + 1}座`,
        status,
        donateSeatId: mark === 'x' ? id : null,
        priceList: [],
        rowNo: r + 1,
        colNo: c + 1,
      } as TSeat;
    }),
  );
}
const ids = (seats: TSeat[] | null) => seats?.map((seat) => seat.id) ?? null;

describe('bestAvailable: N seats together, one row, no single seat stranded, nearest the stage', () => {
  it.each([
    ['the middle of an empty front row', grid('oooooooo'), 2, [104, 105]],
    ['three in the middle of seven', grid('ooooooo'), 3, [103, 104, 105]],
    ['a whole run', grid('xooox'), 3, [102, 103, 104]],
    // 4 free between named seats: 2 at either end leaves 2, in the middle would strand one each side.
    ['never strands one seat', grid('xoooox'), 2, [102, 103]],
    // A block of 3 in a run of 4 always strands one: the next row serves.
    ['a run one longer than the block is no good', grid('xoooox', 'oooooo'), 3, [201, 202, 203]],
    ['an aisle breaks a run', grid('oo_oo', 'ooooo'), 3, [201, 202, 203]],
    [
      'held and closed seats break a run (the next row, in the middle of the area)',
      grid('ohoo-oo', 'ooooo'),
      3,
      [203, 204, 205],
    ],
    ['a block may fill a run edge to edge', grid('xx_ooo_xx'), 3, [104, 105, 106]],
    ['the front row wins over a more central later row', grid('oo________', '__oooooo__'), 2, [101, 102]],
    ['one seat', grid('xoxo'), 1, [102]],
  ])('%s', (_name, rows, n, expected) => {
    expect(ids(bestAvailable(rows, n))).toEqual(expected);
  });

  it.each([
    ['no run long enough', grid('oxoxo', 'oo_oo'), 3],
    ['only blocks that strand a seat', grid('xooox'), 2],
    ['an empty area', [], 2],
    ['zero seats', grid('oooo'), 0],
  ])('%s: none', (_name, rows, n) => {
    expect(bestAvailable(rows, n)).toBeNull();
  });

  it('leaves out seats already chosen, and strands none of the rest', () => {
    // 103 chosen: 104–105 would strand 106, so the pair left of it is the one.
    expect(ids(bestAvailable(grid('oooooo'), 2, new Set([103])))).toEqual([101, 102]);
  });
});
