import type { TOrderExportQuery } from '@alma/shared/admin-api/exports';
import type { TOrderDetail, TOrderFormData, TOrderRow, ZOrderQuery } from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import type { TRefundRequest, TRefundRow, ZRefundQuery } from '@alma/shared/admin-api/refunds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall } from '../../../lib/admin-client.ts';

const ORDERS_KEY = ['orders'] as const;
const REFUNDS_KEY = ['refunds'] as const;

export function useOrderPage(query: z.output<typeof ZOrderQuery>) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', query],
    queryFn: () => adminCall<TAdminRows<TOrderRow>>('GET', '/orders', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(billNo: string | undefined) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', billNo],
    queryFn: () => adminCall<TOrderDetail>('GET', `/orders/${encodeURIComponent(billNo ?? '')}`),
    enabled: billNo !== undefined,
  });
}

/** The whole form data; the server writes the look into the audit trail. */
export function useRevealOrder() {
  return useMutation({
    mutationFn: (billNo: string) =>
      adminCall<TOrderFormData>('POST', `/orders/${encodeURIComponent(billNo)}/reveal`, { body: {} }),
  });
}

/** A refund moves totals, the donor's records and the dashboard: all of them are read again. */
function useMoneyMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(
        [ORDERS_KEY, REFUNDS_KEY, ['dashboard'], ['donors'], ['audit']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useRequestRefund() {
  return useMoneyMutation(({ billNo, request }: { billNo: string; request: TRefundRequest }) =>
    adminCall<TRefundRow>('POST', `/orders/${encodeURIComponent(billNo)}/refunds`, { body: request }),
  );
}

export function useRefundPage(query: z.output<typeof ZRefundQuery>, enabled: boolean) {
  return useQuery({
    queryKey: [...REFUNDS_KEY, query],
    queryFn: () => adminCall<TAdminRows<TRefundRow>>('GET', '/refunds', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDecideRefund() {
  return useMoneyMutation(
    ({ id, action, reason }: { id: number; action: 'approve' | 'reject'; reason: string }) =>
      adminCall<TRefundRow>('POST', `/refunds/${id}/${action}`, { body: { reason } }),
  );
}

/**
 * The export is a plain link (the browser streams the file to disk, the staff cookie goes with a
 * same-origin navigation); it carries the table's filters, not its page.
 */
export function exportHref(query: TOrderExportQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return `${ADMIN_API_PREFIX}/orders/export?${search.toString()}`;
}
