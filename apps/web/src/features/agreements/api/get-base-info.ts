import type { TBaseInfo } from '@alma/shared/api/auth';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** user/baseInfo: the account's name, mobile and ID number (masked), which the contract is made with. */
export function useBaseInfo() {
  return useQuery({
    queryKey: ['user', 'baseInfo'],
    queryFn: () => apiGet<TBaseInfo>(SPEC_PATHS.user.baseInfo, {}, { quiet: true }),
    staleTime: 0,
  });
}
