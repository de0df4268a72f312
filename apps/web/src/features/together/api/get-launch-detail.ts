import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TLaunchDetail } from '@alma/shared/api/together';
import type { TUserCenter } from '@alma/shared/api/user-center';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** together/launchDetail: the slogans, target chips and switches of a project (doc 2 §7). */
export function getLaunchDetail(itemsId: number): Promise<TLaunchDetail> {
  // Quiet: the page shows the refusal (together off, closed project) itself.
  return apiGet<TLaunchDetail>(SPEC_PATHS.together.launchDetail, { itemsId }, { quiet: true });
}

export function useLaunchDetail(itemsId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['together', 'launchDetail', itemsId],
    queryFn: () => getLaunchDetail(itemsId),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/**
 * The signed-in donor's nickname, to prefill the sponsor. Keys under ['user'] belong to the
 * session (login and logout drop them); a failure only leaves the field empty.
 */
export function useOwnNickname() {
  return useQuery({
    queryKey: ['user', 'center', 'my'],
    queryFn: () => apiGet<TUserCenter>(SPEC_PATHS.userCenter.my, {}, { quiet: true }),
    select: (data) => data.nickname,
    retry: false,
  });
}
