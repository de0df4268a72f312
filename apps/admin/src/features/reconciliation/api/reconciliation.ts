import type { TReconciliation, TReconciliationProvider } from '@alma/shared/admin-api/reconciliation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/** GET /reconciliation: one provider's bill of one day against our payments of that day. */
export function useReconciliation(date: string, provider: TReconciliationProvider) {
  return useQuery({
    queryKey: ['reconciliation', date, provider],
    queryFn: () =>
      adminCall<TReconciliation>(
        'GET',
        `/reconciliation?${new URLSearchParams({ date, provider }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}
