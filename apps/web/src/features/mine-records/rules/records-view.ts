import type { TMyDonationRow, TMyJoinRow, TMyTogetherRow } from '@alma/shared/api/user-records';
import { formatGoods } from '@alma/shared/money/goods';
import { formatYuan } from '@alma/shared/money/money';
import { progressPercent } from '@alma/shared/validation/display';

/** The two ways mine-don shows the donor's gifts (doc 2 §2.8); category is the first. */
export type DonationView = 'category' | 'time';
export const DONATION_VIEWS: readonly DonationView[] = ['category', 'time'];

/** The view named in the address (?view=time), so Back and a reload keep the donor's choice. */
export function donationViewOf(value: string | null): DonationView {
  return value === 'time' ? 'time' : 'category';
}

/** The two lists of mine-together; "I started" is the first. */
export type TogetherTab = 'launch' | 'join';
export const TOGETHER_TABS: readonly TogetherTab[] = ['launch', 'join'];

export function togetherTabOf(value: string | null): TogetherTab {
  return value === 'join' ? 'join' : 'launch';
}

export const yuanText = (yuan: number): string => `¥${formatYuan(yuan)}`;
export const goodsText = formatGoods;

/** A gift's amount: money as ¥ with two decimals, goods as units with their unit. */
export function donationAmount(
  row: Pick<TMyDonationRow, 'crowdType' | 'donateMoney' | 'donateMaterialNumber' | 'materialUnit'>,
): string {
  return row.crowdType === 2
    ? goodsText(row.donateMaterialNumber, row.materialUnit)
    : yuanText(row.donateMoney);
}

/** What a fundraiser raised, in its project's unit. */
export function togetherRaised(
  row: Pick<TMyTogetherRow, 'crowdType' | 'completeMoney' | 'completeMaterialNumber' | 'materialUnit'>,
): string {
  return row.crowdType === 2
    ? goodsText(row.completeMaterialNumber, row.materialUnit)
    : yuanText(row.completeMoney);
}

/** What I gave to a fundraiser I joined, in its project's unit. */
export function myJoinAmount(
  row: Pick<TMyJoinRow, 'crowdType' | 'myMoney' | 'myMaterialNumber' | 'materialUnit'>,
): string {
  return row.crowdType === 2 ? goodsText(row.myMaterialNumber, row.materialUnit) : yuanText(row.myMoney);
}

/**
 * A fundraiser's progress bar (doc 2 §4.5): completeMoney / targetMoney, capped at 100. Null when
 * it has no target, so no bar is drawn.
 */
export function togetherProgress(
  row: Pick<TMyTogetherRow, 'isNoTarget' | 'targetMoney' | 'completeMoney'>,
): number | null {
  if (row.isNoTarget === 1 || !(row.targetMoney > 0)) return null;
  return progressPercent(row.completeMoney, row.targetMoney);
}

export const projectAddress = (itemsId: number): string => `/subject-detail?id=${itemsId}`;
export const togetherAddress = (id: number): string => `/together-share?id=${id}`;

/** Where a visitor without a token goes: login, then back to this screen. */
export function loginAddressFor(here: string): string {
  return `/login?redirect=${encodeURIComponent(here)}`;
}

/** How long a named object stays named: until its expireDate, or for good when it has none. */
export type NamingValidity = { kind: 'permanent' } | { kind: 'until'; date: string };

export function namingValidity(expireDate: string): NamingValidity {
  const date = expireDate.trim().slice(0, 10);
  return date === '' ? { kind: 'permanent' } : { kind: 'until', date };
}

/** A named object's public nameplate page (doc 4 §2.3): type 1 a seat claim, 2 a book claim. */
export const nameplateAddress = (namingType: number, claimId: number): string =>
  `/nameplate-detail?type=${namingType === 2 ? 2 : 1}&id=${claimId}`;
