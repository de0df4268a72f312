import type { TPage } from '@alma/shared/api/common';
import type { TGivingDaySummary } from '@alma/shared/api/giving-days';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * An institution holds a few giving days a year: the list asks for the most the call gives (50)
 * at once. (Paged with useInfiniteQuery, this lazy screen made the build split TanStack Query's
 * base hook out of the first bundle into a chunk of its own: ~1 kB more gzipped on the first screen.)
 */
const LIMIT = 50;

/** givingDay/list (issue 25): the institution's giving days. */
export function getGivingDays(): Promise<TPage<TGivingDaySummary>> {
  return apiGet<TPage<TGivingDaySummary>>(SPEC_PATHS.givingDay.list, { limit: LIMIT, offset: 0 });
}

export function useGivingDays() {
  return useQuery({ queryKey: ['givingDay', 'list'], queryFn: getGivingDays });
}
