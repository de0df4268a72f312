import { describe, expect, it } from 'vitest';
import { lineFen, picksTotalFen, sumText } from './book-total.ts';

describe('lineFen', () => {
  it.each([
    [150, 1, 15_000],
    [150.5, 2, 30_100],
    [19.9, 3, 5_970],
    [0.1, 3, 30],
    [0, 5, 0],
  ])('¥%s × %s = %s fen', (unitPrice, namingCount, expected) => {
    expect(lineFen({ unitPrice, namingCount })).toBe(expected);
  });
});

describe('picksTotalFen', () => {
  it.each([
    ['nothing', [], 0],
    ['one book', [{ unitPrice: 200, namingCount: 2 }], 40_000],
    [
      'prices that drift as floats',
      [
        { unitPrice: 0.1, namingCount: 1 },
        { unitPrice: 0.2, namingCount: 1 },
      ],
      30,
    ],
    [
      'several books',
      [
        { unitPrice: 200, namingCount: 2 },
        { unitPrice: 102, namingCount: 1 },
        { unitPrice: 19.99, namingCount: 3 },
      ],
      56_197,
    ],
  ])('%s', (_name, books, expected) => {
    expect(picksTotalFen(books)).toBe(expected);
  });

  it('reads any iterable, such as the picks map', () => {
    const picks = new Map([[1, { unitPrice: 1.1, namingCount: 3 }]]);
    expect(picksTotalFen(picks.values())).toBe(330);
  });
});

describe('sumText', () => {
  it.each([
    [0, '0.00'],
    [30, '0.30'],
    [50_200, '502.00'],
    [56_197, '561.97'],
    [12_345_678, '123,456.78'],
  ])('%s fen → %s', (fen, expected) => {
    expect(sumText(fen)).toBe(expected);
  });
});
