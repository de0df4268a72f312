import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TAward } from '@alma/shared/api/user-center';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** user/center/awardList: every award with this donor's standing (recordCount 1 = earned). */
export function getAwardList(): Promise<TAward[]> {
  return apiGet<TAward[]>(SPEC_PATHS.userCenter.awardList);
}

export function useAwardList() {
  return useQuery({ queryKey: ['user', 'center', 'awardList'], queryFn: getAwardList });
}
