import { describe, expect, it } from 'vitest';
import {
  cleanAmountInput,
  problemKey,
  queryProblemKey,
  shanghaiYear,
  yearGiftsText,
} from './amount-input.ts';

describe('cleanAmountInput', () => {
  it.each<[string, 'yuan' | 'wan', string]>([
    ['25000', 'yuan', '25000'],
    ['25,000', 'yuan', '25000'],
    ['¥ 25000 元', 'yuan', '25000'],
    ['10.555', 'yuan', '10.55'],
    ['10.5.5', 'yuan', '10.55'],
    ['.5', 'yuan', '0.5'],
    ['10。5', 'yuan', '10.5'],
    ['12.', 'yuan', '12.'],
    ['-5', 'yuan', '5'],
    ['1e3', 'yuan', '13'],
    ['123456789012345', 'yuan', '12345678901'],
    ['10.1234567', 'wan', '10.123456'],
    ['123456789', 'wan', '12345678'],
    ['', 'yuan', ''],
  ])('%j (%s) → %j', (typed, unit, kept) => {
    expect(cleanAmountInput(typed, unit)).toBe(kept);
  });
});

describe('problemKey', () => {
  it('names the catalogue entry of the spec toast', () => {
    expect(problemKey({ field: 'wxyj', kind: 'missing' })).toBe('tax.problems.missing.wxyj');
    expect(problemKey({ field: 'lr', kind: 'invalid' })).toBe('tax.problems.invalid.lr');
  });
});

describe('this year’s gifts', () => {
  it('is the Shanghai year (a UTC New Year’s Eve evening is already the new year there)', () => {
    expect(shanghaiYear(new Date('2025-12-31T16:30:00Z'))).toBe(2026);
    expect(shanghaiYear(new Date('2025-12-31T15:59:59Z'))).toBe(2025);
  });

  it.each<[number, 'yuan' | 'wan', string | null]>([
    [150, 'yuan', '150'],
    [10.5, 'yuan', '10.5'],
    [150, 'wan', '0.015'],
    [12345.67, 'wan', '1.234567'],
    [0, 'yuan', null],
  ])('¥%d → %s field text %j', (total, unit, text) => {
    expect(yearGiftsText(total, unit)).toBe(text);
  });
});

describe('queryProblemKey', () => {
  it('names a field’s problem and stays silent on a bad type', () => {
    expect(queryProblemKey({ field: 'gz', kind: 'missing' })).toBe('tax.problems.missing.gz');
    expect(queryProblemKey({ field: 'type' })).toBeNull();
  });
});
