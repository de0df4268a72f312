import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TUserCenter } from '@alma/shared/api/user-center';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { USER_CENTER_KEY } from './get-user-center.ts';

/** user/center/updateUser {nickname}; the answer is the updated profile. */
export function updateNickname(nickname: string): Promise<TUserCenter> {
  return apiPost<TUserCenter>(SPEC_PATHS.userCenter.updateUser, { nickname });
}

export function useUpdateNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNickname,
    onSuccess: (user) => queryClient.setQueryData(USER_CENTER_KEY, user),
  });
}
