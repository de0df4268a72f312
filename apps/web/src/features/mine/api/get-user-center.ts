import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TUserCenter } from '@alma/shared/api/user-center';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Keys under ['user'] belong to the session: login and logout drop them. */
export const USER_CENTER_KEY = ['user', 'center', 'my'] as const;

/** user/center/my: profile and totals of the signed-in donor (doc 1 §7). */
export function getUserCenter(): Promise<TUserCenter> {
  return apiGet<TUserCenter>(SPEC_PATHS.userCenter.my);
}

export function useUserCenter() {
  return useQuery({ queryKey: USER_CENTER_KEY, queryFn: getUserCenter });
}
