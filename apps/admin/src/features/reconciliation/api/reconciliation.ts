import type { TReconciliation, TReconciliationProvider } from '@alma/shared/admin-api/reconciliation';
import type { TSettlementAction } from '@alma/shared/admin-api/reconciliation-settle';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/**
 * GET /reconciliation: one provider's bill of one day against our payments of that day. Without a
 * provider the server opens on the first one this installation runs and says which.
 */
export function useReconciliation(date: string, provider: TReconciliationProvider | undefined) {
  return useQuery({
    queryKey: ['reconciliation', date, provider ?? ''],
    queryFn: () =>
      adminCall<TReconciliation>(
        'GET',
        `/reconciliation?${new URLSearchParams(provider ? { date, provider } : { date }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export type SettlementBody = {
  date: string;
  provider: TReconciliationProvider;
  difference: string;
  action: TSettlementAction;
  note: string;
};

/** POST /reconciliation/settlements: a credit or a refund moves money, so every money list is asked again. */
export function useSettleDifference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementBody) =>
      adminCall<{ outcome: string }>('POST', '/reconciliation/settlements', { body }),
    onSuccess: () =>
      Promise.all(
        [['reconciliation'], ['orders'], ['donors'], ['projects'], ['dashboard'], ['audit']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
