import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TStatementLink } from '@alma/shared/api/statement';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * This year's paid gifts of the signed-in donor, for filling the donation amount (ours, beyond
 * doc 3): user/center/statement?year= answers the year's count and total alongside its PDF link,
 * which is not used here. An extra: a failure only hides the button, so it is asked quietly.
 * Keys under ['user'] belong to the session: login and logout drop them.
 */
export function useYearGifts(year: number, enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'tax', 'yearGifts', year],
    queryFn: () => apiGet<TStatementLink>(SPEC_PATHS.userCenter.statement, { year }, { quiet: true }),
    enabled,
    retry: false,
    select: (statement) => ({ count: statement.count, totalMoney: statement.totalMoney }),
  });
}
