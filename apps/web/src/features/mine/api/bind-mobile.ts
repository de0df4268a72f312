import type { TBindMobileBody } from '@alma/shared/api/bind-mobile';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { USER_CENTER_KEY } from './get-user-center.ts';

/** getSmsCode, the login's own: the same code and limits serve binding (docs/decisions.md). */
export function sendBindCode(mobile: string): Promise<null> {
  return apiPost<null>(SPEC_PATHS.user.getSmsCode, { mobile });
}

/**
 * user/bindMobile (ours). Quiet: a refusal (a taken mobile says what to do) stays written in the
 * dialog instead of a toast that is gone in two seconds.
 */
export function bindMobile(body: TBindMobileBody): Promise<null> {
  return apiPost<null>(SPEC_PATHS.user.bindMobile, body, { quiet: true });
}

/** Once bound, the profile says accountType 2 and the prompt goes. */
export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_CENTER_KEY }),
  });
}
