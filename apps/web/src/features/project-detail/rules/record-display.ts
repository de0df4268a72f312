import type { TDonationRecordRow, TItemDetail, TTogetherRow } from '@alma/shared/api/items';
import type { Language } from '@alma/shared/i18n/language';
import { displayNickname, maskDonorName } from '@alma/shared/validation/display';
import { goods, money } from './project-stats.ts';

/**
 * A donor's name in the directory: the platform default nickname becomes 'loving person'
 * (doc 1 §5); with the maskDonorNames feature every name but the anonymous label is masked.
 */
export function donorName(name: string, language: Language, mask: boolean): string {
  const shown = displayNickname(name, language);
  return mask ? maskDonorName(shown) : shown;
}

/** Money with currency, or material count with unit for a goods donation. */
export function recordAmount(
  row: Pick<TDonationRecordRow, 'crowdType' | 'donateMoney' | 'donateMaterialNumber' | 'materialUnit'>,
): string {
  return row.crowdType === 2 ? goods(row.donateMaterialNumber, row.materialUnit) : money(row.donateMoney);
}

/** What a together fundraiser raised, in the project's unit. */
export function togetherRaised(
  row: Pick<TTogetherRow, 'completeMoney' | 'completeMaterialNumber' | 'materialUnit'>,
  crowdType: number,
): string {
  return crowdType === 2 ? goods(row.completeMaterialNumber, row.materialUnit) : money(row.completeMoney);
}

/** Which list the donation directory tab shows (doc 1 §7): a naming project lists its named donors. */
export type RecordList = 'record' | 'seatDonors' | 'bookDonors';

export function recordListOf(item: Pick<TItemDetail, 'itemsType' | 'namingType'>): RecordList {
  if (item.itemsType !== 2) return 'record';
  return item.namingType === 2 ? 'bookDonors' : 'seatDonors';
}
