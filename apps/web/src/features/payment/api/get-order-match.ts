import type { TOrderMatch } from '@alma/shared/api/giving-days';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** givingDay/orderMatch (issue 25): the giving day's matches the donor's own order holds. */
export function getOrderMatch(billNo: string): Promise<TOrderMatch> {
  // Quiet: most orders are in no giving day, and a failure only leaves the line out.
  return apiGet<TOrderMatch>(SPEC_PATHS.givingDay.orderMatch, { billNo }, { quiet: true });
}

export function useOrderMatch(billNo: string) {
  return useQuery({
    queryKey: ['givingDay', 'orderMatch', billNo],
    queryFn: () => getOrderMatch(billNo),
    enabled: billNo !== '',
    retry: false,
  });
}
