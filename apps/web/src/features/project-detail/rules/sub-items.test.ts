import { describe, expect, it } from 'vitest';
import { showsSubItems, subItemLines } from './sub-items.ts';

const stats = [
  { id: 1, name: 'A', completeMoney: 100 },
  { id: 2, name: 'B', completeMoney: 300 },
  { id: 3, name: 'C', completeMoney: 200 },
  { id: 4, name: 'D', completeMoney: 200 },
];

describe('subItemLines', () => {
  it('keeps the server order without ranks when isSubRank is off', () => {
    expect(subItemLines(stats, false).map((line) => [line.id, line.rank])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, null],
    ]);
  });

  it('ranks by money, equal money sharing a rank', () => {
    expect(subItemLines(stats, true).map((line) => [line.name, line.rank])).toEqual([
      ['B', 1],
      ['C', 2],
      ['D', 2],
      ['A', 4],
    ]);
  });

  it('does not reorder its input', () => {
    const input = [...stats];
    subItemLines(input, true);
    expect(input).toEqual(stats);
  });
});

describe('showsSubItems', () => {
  it.each([
    [1, undefined, true],
    [1, [], true],
    [0, [], false],
    [0, undefined, false],
    [0, stats, true],
  ] as const)('isSub %d with %o → %s', (isSub, list, shown) => {
    expect(showsSubItems(isSub, list)).toBe(shown);
  });
});
