import { describe, expect, it } from 'vitest';
import { percentOf } from './progress.ts';

describe('percentOf', () => {
  it.each([
    [0, 1000, 0],
    [250, 1000, 25],
    [333.33, 1000, 33.3],
    [999.99, 1000, 99.9],
    [1500, 1000, 100],
    [-5, 1000, 0],
  ])('%d of %d → %d%%', (value, goal, percent) => {
    expect(percentOf(value, goal)).toBe(percent);
  });

  it('draws no bar without a goal', () => {
    expect(percentOf(500, 0)).toBeNull();
  });
});
