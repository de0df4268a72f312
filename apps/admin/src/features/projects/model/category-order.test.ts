import { describe, expect, it } from 'vitest';
import { movedIds } from './category-order.ts';

describe('category order', () => {
  it.each<[number, -1 | 1, number[] | null]>([
    [1, -1, [20, 10, 30]],
    [1, 1, [10, 30, 20]],
    [0, -1, null],
    [2, 1, null],
    [5, -1, null],
  ])('moving the row at %i by %i gives %j', (index, step, order) => {
    expect(movedIds([10, 20, 30], index, step)).toEqual(order);
  });
});
