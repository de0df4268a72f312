import type { TStaffLogin, TStaffMe } from '@alma/shared/admin-api/session';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';
import { useRememberSession } from '../../../lib/session.ts';

/** POST /session: password and second factor in one step; the answer is the new session. */
export function useSignIn() {
  const remember = useRememberSession();
  return useMutation({
    mutationFn: (input: TStaffLogin) => adminCall<TStaffMe>('POST', '/session', { body: input }),
    onSuccess: remember,
  });
}
