import { type TAdminGivingDay, type TAdminPool, ZPoolInput } from '@alma/shared/admin-api/giving-days';
import { MAX_CONFIG_FEN } from '@alma/shared/admin-api/money-field';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { checkDraft, type TDraft } from './input-problems.ts';
import { pickerMinuteOf, wireMinuteOf } from './picker-minutes.ts';

export type TPoolForm = {
  sponsor?: string;
  poolSize?: number | string | null;
  ratioPercent?: number | null;
  minGift?: number | string | null;
  giftCap?: number | string | null;
  donorCap?: number | string | null;
  donorGiftsPerDay?: number | null;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  fairReleaseSeconds?: number | null;
  itemIds?: number[];
  donorField?: string | null;
  donorValues?: string[];
};

export const POOL_FIELDS = [
  'sponsor',
  'poolSize',
  'ratioPercent',
  'minGift',
  'giftCap',
  'donorCap',
  'donorGiftsPerDay',
  'startTime',
  'endTime',
  'fairReleaseSeconds',
  'itemIds',
  'donorField',
  'donorValues',
] as const;

/** What an opened pool may still change (the server refuses the rest). */
export const OPEN_POOL_FIELDS = new Set<string>(['poolSize', 'endTime']);

const MAX_YUAN = MAX_CONFIG_FEN / 100;
/** The yuan fields and their limits (the contract's zYuanAsFen; a size more than 0). */
export const POOL_MONEY = {
  poolSize: { maxYuan: MAX_YUAN, positive: true, required: true },
  minGift: { maxYuan: MAX_YUAN },
  giftCap: { maxYuan: MAX_YUAN },
  donorCap: { maxYuan: MAX_YUAN },
};

/** A pool to edit, or a new one: one yuan matched per yuan, over the day's own window. */
export function poolFormOf(pool: TAdminPool | null, day: TAdminGivingDay): TPoolForm {
  if (!pool) {
    return {
      sponsor: '',
      ratioPercent: 100,
      minGift: 0,
      fairReleaseSeconds: 0,
      startTime: pickerMinuteOf(day.startTime),
      endTime: pickerMinuteOf(day.endTime),
      itemIds: [],
      donorValues: [],
    };
  }
  return {
    sponsor: pool.sponsor,
    poolSize: pool.size,
    ratioPercent: pool.ratioPercent,
    minGift: pool.minGift,
    giftCap: pool.giftCap,
    donorCap: pool.donorCap,
    donorGiftsPerDay: pool.donorGiftsPerDay,
    startTime: pickerMinuteOf(pool.startTime),
    endTime: pickerMinuteOf(pool.endTime),
    fairReleaseSeconds: pool.fairReleaseSeconds,
    itemIds: pool.itemIds,
    donorField: pool.donorField || null,
    donorValues: pool.donorValues,
  };
}

const orNull = <T>(value: T | null | undefined | ''): T | null =>
  value === undefined || value === '' ? null : value;

/** ZPoolInput's body: empty caps are none (null), an empty minimum 0, no donor field ''. */
function poolDraft(values: TPoolForm): TDraft<typeof ZPoolInput> {
  const donorField = values.donorField ?? '';
  return {
    sponsor: (values.sponsor ?? '').trim(),
    poolSize: values.poolSize ?? '',
    ratioPercent: values.ratioPercent ?? undefined,
    minGift: orNull(values.minGift) ?? 0,
    giftCap: orNull(values.giftCap),
    donorCap: orNull(values.donorCap),
    donorGiftsPerDay: orNull(values.donorGiftsPerDay),
    startTime: wireMinuteOf(values.startTime),
    endTime: wireMinuteOf(values.endTime),
    fairReleaseSeconds: values.fairReleaseSeconds ?? 0,
    itemIds: values.itemIds ?? [],
    donorField,
    // Values of a field no longer chosen are not sent (the form keeps them while it is open).
    donorValues: donorField === '' ? [] : (values.donorValues ?? []).map((value) => value.trim()),
  };
}

export const checkPool = (values: TPoolForm, t: TFunction) =>
  checkDraft(ZPoolInput, poolDraft(values), t, {
    label: (field) => t(`givingDays.poolForm.${field}`),
    money: POOL_MONEY,
  });
