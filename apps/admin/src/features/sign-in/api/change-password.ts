import type { TStaffMe, TStaffPasswordChange } from '@alma/shared/admin-api/session';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';
import { useRememberSession } from '../../../lib/session.ts';

/**
 * PUT /session/password: the staff member's own new password. The answer is the session unlocked
 * (its whole menu), cached before the screen moves on so the console opens at once.
 */
export function useChangePassword() {
  const remember = useRememberSession();
  return useMutation({
    mutationFn: (input: TStaffPasswordChange) =>
      adminCall<TStaffMe>('PUT', '/session/password', { body: input }),
    onSuccess: remember,
  });
}
