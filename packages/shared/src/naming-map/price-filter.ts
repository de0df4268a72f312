/**
 * The price filter (doc 4 §5, §9): options are ranges `min-max` in yuan, and the last one,
 * `20000以上`, sets only the minimum. Cancel clears the filter (no option: no range).
 */
export type PriceRange = { minMoney?: number; maxMoney?: number };

/** The first map's options, and the other maps' (doc 4 §9). */
export const PRICE_OPTIONS_FIRST = ['2099-5000', '5001-10000', '10000-20000', '20000以上'] as const;
export const PRICE_OPTIONS = ['2000-5000', '5000-10000', '10000-20000', '20000以上'] as const;

const RANGE = /^(\d{1,8})-(\d{1,8})$/;
const FLOOR = /^(\d{1,8})以上$/;

/** The range of an option, or {} for none (cancel) or text that is no option. */
export function priceRangeOf(option: string | null | undefined): PriceRange {
  const text = (option ?? '').trim();
  const range = RANGE.exec(text);
  if (range) {
    const low = Number(range[1]);
    const high = Number(range[2]);
    return low <= high ? { minMoney: low, maxMoney: high } : {};
  }
  const floor = FLOOR.exec(text);
  return floor ? { minMoney: Number(floor[1]) } : {};
}
