import { describe, expect, it } from 'vitest';
import { movedEntryIds } from './entry-order.ts';

describe('moving an entry among those of its kind', () => {
  it.each([
    [[4, 7, 9], 1, -1, [7, 4, 9]],
    [[4, 7, 9], 1, 1, [4, 9, 7]],
    [[4, 7, 9], 0, -1, null],
    [[4, 7, 9], 2, 1, null],
    [[4], 0, 1, null],
    [[], 0, 1, null],
  ] as const)('%j, #%i by %i → %j', (ids, index, step, expected) => {
    expect(movedEntryIds(ids, index, step)).toEqual(expected);
  });
});
