import { describe, expect, it } from 'vitest';
import {
  bookTabOf,
  bookTabsOf,
  certificatePageFilter,
  PAPER_STATUS_CHIPS,
  paperStatusOf,
} from './book-tabs.ts';

describe('mine-book tabs (doc 3 §2)', () => {
  it('offers the paper tab only when paper certificates are open', () => {
    expect(bookTabsOf(1)).toEqual(['electronic', 'paper']);
    expect(bookTabsOf(0)).toEqual(['electronic']);
    expect(bookTabsOf(undefined)).toEqual(['electronic']);
  });

  it.each([
    ['paper', 1, 'paper'],
    ['paper', 0, 'electronic'],
    [null, 1, 'electronic'],
    ['nonsense', 1, 'electronic'],
  ] as const)('?tab=%s with isOpenPaper %s → %s', (value, open, tab) => {
    expect(bookTabOf(value, open)).toBe(tab);
  });

  it('has the chips 全部 and statuses 1–5', () => {
    expect(PAPER_STATUS_CHIPS).toEqual(['', '1', '2', '3', '4', '5']);
    expect(paperStatusOf('3')).toBe('3');
    expect(paperStatusOf('6')).toBe('');
    expect(paperStatusOf(null)).toBe('');
  });

  it.each([
    ['electronic', '3', { isNeedPaper: '', status: '' }],
    ['paper', '', { isNeedPaper: 1, status: '' }],
    ['paper', '4', { isNeedPaper: 1, status: 4 }],
  ] as const)('%s tab with chip %j asks %j', (tab, chip, filter) => {
    expect(certificatePageFilter(tab, chip)).toEqual(filter);
  });
});
