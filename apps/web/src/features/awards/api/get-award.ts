import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TAward } from '@alma/shared/api/user-center';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** user/center/awardDetail?awardId= (doc 3 §7). Under ['user']: login and logout drop it. */
export function useAwardDetail(id: number) {
  return useQuery({
    queryKey: ['user', 'awards', 'detail', id],
    // quiet: a removed award is the page's own not-found state, not a toast over it.
    queryFn: () => apiGet<TAward>(SPEC_PATHS.userCenter.awardDetail, { awardId: id }, { quiet: true }),
    enabled: id > 0,
  });
}
