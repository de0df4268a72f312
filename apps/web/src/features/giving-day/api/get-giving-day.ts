import type { TGivingDayDetail } from '@alma/shared/api/giving-days';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

export const givingDayKey = (id: number) => ['givingDay', 'detail', id] as const;

/** givingDay/detail (issue 25): public; quiet, the page says "not found" itself. */
export function getGivingDay(id: number): Promise<TGivingDayDetail> {
  return apiGet<TGivingDayDetail>(SPEC_PATHS.givingDay.detail, { id }, { quiet: true });
}

export function useGivingDay(id: number) {
  return useQuery({
    queryKey: givingDayKey(id),
    queryFn: () => getGivingDay(id),
    // Asked again each time the page opens (the stream then keeps it fresh while it is open).
    staleTime: 0,
    // A day that does not exist stays so; asking again will not help.
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });
}
