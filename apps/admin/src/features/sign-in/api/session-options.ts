import type { TStaffSessionOptions } from '@alma/shared/admin-api/session';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/** Whether this installation is a demo (the screen then says where the demo accounts are). */
export function useSessionOptions() {
  return useQuery({
    queryKey: ['session-options'],
    queryFn: () => adminCall<TStaffSessionOptions>('GET', '/session/options'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
