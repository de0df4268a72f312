import type { TAdminGivingDay, TAdminPool } from '@alma/shared/admin-api/giving-days';
import type { TFunction } from 'i18next';
import { fieldLabelOf, type TDonorField } from './donor-fields.ts';
import { shownMinute, yuanText } from './shown-values.ts';

/** 100 → "每捐 1 元配 1 元"; 50 → "… 配 0.5 元" (the percent is whole, so two decimals at most). */
export const ratioText = (t: TFunction, ratioPercent: number): string =>
  t('givingDays.pools.ratioWords', { match: String(ratioPercent / 100) });

/** The pool's limits, one line each, in the order the server applies them; none: "不限". */
export function poolRulesText(t: TFunction, pool: TAdminPool): string[] {
  const rules = [
    ...(pool.minGift > 0 ? [t('givingDays.pools.minGiftWords', { amount: yuanText(t, pool.minGift) })] : []),
    ...(pool.donorGiftsPerDay === null
      ? []
      : [t('givingDays.pools.donorGiftsWords', { count: pool.donorGiftsPerDay })]),
    ...(pool.giftCap === null
      ? []
      : [t('givingDays.pools.giftCapWords', { amount: yuanText(t, pool.giftCap) })]),
    ...(pool.donorCap === null
      ? []
      : [t('givingDays.pools.donorCapWords', { amount: yuanText(t, pool.donorCap) })]),
  ];
  return rules.length > 0 ? rules : [t('givingDays.pools.noRules')];
}

/** The fair release: its seconds in words, and when its batch was shared out. */
export function fairText(t: TFunction, pool: TAdminPool): string {
  if (pool.fairReleaseSeconds === 0) return t('givingDays.pools.noFair');
  const window = t('givingDays.pools.fairWords', { seconds: pool.fairReleaseSeconds });
  return pool.batchSharedTime
    ? `${window}${t('givingDays.sep.clause')}${t('givingDays.pools.fairShared', { time: shownMinute(pool.batchSharedTime) })}`
    : window;
}

/** Which gifts it matches: the day's projects (all or some), and the donors (all or by a field). */
export function poolScopeText(
  t: TFunction,
  pool: TAdminPool,
  day: TAdminGivingDay,
  fields: readonly TDonorField[],
): string {
  const names = pool.itemIds.map((id) => day.items.find((item) => item.id === id)?.name ?? `#${id}`);
  const projects =
    names.length === 0 ? t('givingDays.pools.allProjects') : names.join(t('givingDays.sep.list'));
  if (pool.donorField === '') return projects;
  const field = fields.find((candidate) => candidate.name === pool.donorField);
  const values = pool.donorValues.map(
    (value) => field?.options.find((option) => option.value === value)?.label ?? value,
  );
  const donors = t('givingDays.pools.donorScope', {
    field: fieldLabelOf(fields, pool.donorField),
    values: values.join(t('givingDays.sep.list')),
  });
  return `${projects}${t('givingDays.sep.clause')}${donors}`;
}
