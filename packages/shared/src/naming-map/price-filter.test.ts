import { describe, expect, it } from 'vitest';
import { PRICE_OPTIONS, PRICE_OPTIONS_FIRST, priceRangeOf } from './price-filter.ts';

describe('priceRangeOf (doc 4 §5: min-max, or 以上 setting only the minimum; cancel clears)', () => {
  it.each([
    ['2099-5000', { minMoney: 2099, maxMoney: 5000 }],
    ['5001-10000', { minMoney: 5001, maxMoney: 10000 }],
    ['2000-5000', { minMoney: 2000, maxMoney: 5000 }],
    ['10000-20000', { minMoney: 10000, maxMoney: 20000 }],
    ['20000以上', { minMoney: 20000 }],
    [' 20000以上 ', { minMoney: 20000 }],
    // cancel, nothing chosen, or text that is no option: no range at all
    [null, {}],
    [undefined, {}],
    ['', {}],
    ['全部', {}],
    ['5000-2000', {}],
    ['-5000', {}],
    ['2000-', {}],
    ['1e9-2e9', {}],
  ])('%s → %o', (option, expected) => {
    expect(priceRangeOf(option)).toEqual(expected);
  });

  it('every option of both lists is a range', () => {
    for (const option of [...PRICE_OPTIONS_FIRST, ...PRICE_OPTIONS]) {
      expect(priceRangeOf(option).minMoney).toBeGreaterThan(0);
    }
  });
});
