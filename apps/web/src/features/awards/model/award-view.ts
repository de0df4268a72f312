import type { TAward } from '@alma/shared/api/user-center';
import { trimWireDate } from '@alma/shared/dates/wire-date';

/** The id in award?id=, or 0 when it is not a positive whole number. */
export function awardIdOf(value: string | null): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** Earned (recordCount positive, as the grid counts it), and when: the date cut to 10 characters. */
export function earnedState(award: Pick<TAward, 'recordCount' | 'awardTime'>): {
  earned: boolean;
  date: string;
} {
  const earned = award.recordCount > 0;
  return { earned, date: earned ? trimWireDate(award.awardTime, 10) : '' };
}
