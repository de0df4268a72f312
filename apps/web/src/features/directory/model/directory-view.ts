import {
  DONATE_RECORD_ORDERS,
  type TDonateRecordOrder,
  type TDonationRecordRow,
} from '@alma/shared/api/items';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { formatGoods } from '@alma/shared/money/goods';
import { formatYuan } from '@alma/shared/money/money';
import { displayNickname, maskDonorName } from '@alma/shared/validation/display';

/** The sort switch's three positions and the spec's order value each sends (doc 3 §7). */
export const SORTS = [
  { key: 'latest', order: '' },
  { key: 'earliest', order: 'donate_time_asc' },
  { key: 'money', order: '1' },
] as const satisfies ReadonlyArray<{ key: string; order: TDonateRecordOrder }>;
export type SortKey = (typeof SORTS)[number]['key'];

/** The order in the address (?order=, the spec's own values); anything else is the default. */
export function orderOf(value: string | null): TDonateRecordOrder {
  return (DONATE_RECORD_ORDERS as readonly (string | null)[]).includes(value)
    ? (value as TDonateRecordOrder)
    : '';
}

export function sortKeyOf(order: TDonateRecordOrder): SortKey {
  return SORTS.find((sort) => sort.order === order)?.key ?? 'latest';
}

/**
 * A donor's name as a row shows it: the platform's default nickname as 'loving person' (doc 1 §5),
 * masked with the maskDonorNames flag. The server masks already; masking again is harmless ('张**'
 * stays '张**') and keeps a cached answer from before a flag change from showing whole names.
 */
export function rowName(name: string, language: Language, mask: boolean): string {
  const shown = displayNickname(name, language);
  return mask ? maskDonorName(shown) : shown;
}

/** Money with the currency, or goods as count and unit. */
export function rowAmount(
  row: Pick<TDonationRecordRow, 'crowdType' | 'donateMoney' | 'donateMaterialNumber' | 'materialUnit'>,
): string {
  return row.crowdType === 2
    ? formatGoods(row.donateMaterialNumber, row.materialUnit)
    : `¥${formatYuan(row.donateMoney)}`;
}

/** The project, and its sub-project after a dot when the gift named one. */
export function rowProject(row: Pick<TDonationRecordRow, 'itemsName' | 'subItemsName'>): string {
  return row.subItemsName ? `${row.itemsName} · ${row.subItemsName}` : row.itemsName;
}

/** Dates on a row are cut to date and time (16 characters, doc 3 §1). */
export const rowTime = (donateTime: string): string => trimWireDate(donateTime, 16);
