import { describe, expect, it } from 'vitest';
import { fenToYuan, formatFen, formatYuan, yuanToFen } from './money.ts';

describe('yuanToFen', () => {
  it.each([
    [10.5, 1050],
    ['10.50', 1050],
    [0.1, 10],
    [0.01, 1],
    [0, 0],
    ['0.00', 0],
    [10_000_000, 1_000_000_000],
    [19.99, 1999],
    [' 3 ', 300],
    [1.1, 110],
    [4.35, 435],
  ])('%j → %j fen', (input, fen) => {
    expect(yuanToFen(input)).toBe(fen);
  });

  it.each([
    [-1],
    ['-1'],
    [1.234],
    ['1.234'],
    ['01'],
    ['1.'],
    ['.5'],
    ['abc'],
    [''],
    [Number.NaN],
    [Infinity],
    [1e21],
    ['1e3'],
  ])('refuses %j', (input) => {
    expect(yuanToFen(input)).toBeNull();
  });
});

describe('fenToYuan', () => {
  it.each([
    [1050, 10.5],
    [1, 0.01],
    [0, 0],
    [1999, 19.99],
    [123456789, 1234567.89],
  ])('%i fen → %j', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
    expect(JSON.stringify(fenToYuan(fen))).toBe(String(yuan));
  });

  it('refuses fractional fen', () => {
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });

  it('round-trips every cent of a yuan range exactly', () => {
    for (let fen = 0; fen < 100_000; fen += 7) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe('formatFen / formatYuan', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1050, '10.50'],
    [100000, '1,000.00'],
    [123456789, '1,234,567.89'],
    [-1050, '-10.50'],
  ])('%i fen → %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it.each([
    [10.5, '10.50'],
    [1234567.89, '1,234,567.89'],
    [0.29, '0.29'],
  ])('%j yuan → %s', (yuan, text) => {
    expect(formatYuan(yuan)).toBe(text);
  });
});
