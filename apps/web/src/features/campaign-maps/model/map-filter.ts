import type { TSeatStatusBody } from '@alma/shared/api/naming-activity';
import { priceRangeOf } from '@alma/shared/naming-map/price-filter';

/** The filters chosen on a map (doc 4 §2.2, §5): a species, a price option; null is all. */
export type MapFilter = { species: string | null; price: string | null };

export const NO_FILTER: MapFilter = { species: null, price: null };

/**
 * getSeatStatusList's body for a map and its filters (doc 4 §3 filter parameters): 20000以上
 * sends only minMoney; no option sends no price at all.
 */
export function statusBody(
  itemsId: number,
  areaIdList: readonly number[],
  filter: MapFilter,
): TSeatStatusBody {
  const range = priceRangeOf(filter.price);
  return {
    itemsId,
    areaIdList: [...areaIdList],
    seatName: filter.species ?? '',
    ...(range.minMoney === undefined ? {} : { minMoney: range.minMoney }),
    ...(range.maxMoney === undefined ? {} : { maxMoney: range.maxMoney }),
  };
}

/** A picker's answer: cancel (or the 'all' entry) clears that filter. */
export function chooseFilter(filter: MapFilter, which: keyof MapFilter, value: string | null): MapFilter {
  return { ...filter, [which]: value === null || value === '' ? null : value };
}
