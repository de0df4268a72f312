import { describe, expect, it } from 'vitest';
import {
  fenToTaxAmountText,
  formatTaxAmount,
  formatWan,
  percentFloor,
  percentRounded,
  type TaxUnit,
  taxAmountToFen,
} from './tax-amount.ts';

describe('taxAmountToFen', () => {
  it.each<[string, TaxUnit, number | null]>([
    ['25000', 'yuan', 2_500_000],
    ['0', 'yuan', 0],
    ['0.1', 'yuan', 10],
    ['10.50', 'yuan', 1050],
    [' 88 ', 'yuan', 8800],
    ['0100', 'yuan', 10_000],
    ['12.', 'yuan', 1200],
    ['1.230', 'yuan', 123],
    ['1.234', 'yuan', null],
    ['10000000000', 'yuan', 1_000_000_000_000],
    ['10000000000.01', 'yuan', null],
    ['-5', 'yuan', null],
    ['1e3', 'yuan', null],
    ['.5', 'yuan', null],
    ['abc', 'yuan', null],
    ['', 'yuan', null],
    ['100', 'wan', 100_000_000],
    ['15', 'wan', 15_000_000],
    ['0.000001', 'wan', 1],
    ['10.7142', 'wan', 10_714_200],
    ['0.0000001', 'wan', null],
    ['10000000', 'wan', 10_000_000_000_000],
    ['10000001', 'wan', null],
  ])('%j %s → %s', (text, unit, fen) => {
    expect(taxAmountToFen(text, unit)).toBe(fen);
  });
});

describe('fenToTaxAmountText', () => {
  it.each<[number, TaxUnit, string]>([
    [2_500_000, 'yuan', '25000'],
    [1050, 'yuan', '10.5'],
    [0, 'yuan', '0'],
    [15_000_000, 'wan', '15'],
    [10_714_200, 'wan', '10.7142'],
    [1, 'wan', '0.000001'],
  ])('%d %s → %s (and back)', (fen, unit, text) => {
    expect(fenToTaxAmountText(fen, unit)).toBe(text);
    expect(taxAmountToFen(text, unit)).toBe(fen);
  });
});

describe('display', () => {
  it.each<[number, string]>([
    [257_500_000, '257.50'],
    [103_000_000, '103.00'],
    [10_714_200, '10.71'],
    // Issue 22: a company result showed 2.67855 万元 beside 100.00 万元.
    [26_785_500, '26.79'],
    [2_678_550, '2.68'],
    [1, '0.00'],
    [0, '0.00'],
    [1_234_567_000_000, '1,234,567.00'],
  ])('formatWan(%d) = %s', (fen, text) => {
    expect(formatWan(fen)).toBe(text);
  });

  it('formats yuan with two decimals', () => {
    expect(formatTaxAmount(3_108_000, 'yuan')).toBe('31,080.00');
    expect(formatTaxAmount(3_000_000, 'wan')).toBe('3.00');
  });
});

describe('percentages in whole fen', () => {
  it.each<[number, number, number, number]>([
    [24_000_000, 20, 4_800_000, 4_800_000],
    [50, 3, 2, 1],
    [49, 3, 1, 1],
    [1, 45, 0, 0],
    [3, 25, 1, 0],
    [0, 30, 0, 0],
  ])('%d × %d%%: rounded %d, floored %d', (fen, percent, rounded, floored) => {
    expect(percentRounded(fen, percent)).toBe(rounded);
    expect(percentFloor(fen, percent)).toBe(floored);
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => percentRounded(-1, 3)).toThrow(RangeError);
    expect(() => percentFloor(0.5, 3)).toThrow(RangeError);
  });
});
