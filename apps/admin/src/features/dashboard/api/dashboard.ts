import type { TDashboard } from '@alma/shared/admin-api/dashboard';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/** GET /dashboard; kept a minute, since the figures move only as gifts arrive. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => adminCall<TDashboard>('GET', '/dashboard'),
    staleTime: 60_000,
  });
}
