import type { TOrderExportQuery } from '@alma/shared/admin-api/exports';
import type { TOrderDetail, TOrderFormData, TOrderRow, ZOrderQuery } from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import type { TRefundRequest, TRefundRow, ZRefundQuery } from '@alma/shared/admin-api/refunds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

/**
 * A refund is sent to the provider by a job, not by the console's request: while one is
 * PROCESSING the screens that show it ask again every REFUND_POLL_MS, until the provider's answer
 * has moved it (usually within a second; a bank card can take longer).
 */
const REFUND_POLL_MS = 1500;
const refundOpen = (refunds: readonly Pick<TRefundRow, 'status'>[] | undefined) =>
  refunds?.some((refund) => refund.status === 'PROCESSING') ?? false;

/** Everything a refund's money moves, read again. */
const MONEY_KEYS = [ORDERS_KEY, REFUNDS_KEY, ['dashboard'], ['donors'], ['audit']] as const;

export function useOrderDetail(billNo: string | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...ORDERS_KEY, 'detail', billNo],
    queryFn: () => adminCall<TOrderDetail>('GET', `/orders/${encodeURIComponent(billNo ?? '')}`),
    enabled: billNo !== undefined,
    refetchInterval: (current) => (refundOpen(current.state.data?.refunds) ? REFUND_POLL_MS : false),
  });
  // When a refund this drawer watched is done, the lists and figures it changed are read again.
  const open = refundOpen(query.data?.refunds);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      for (const queryKey of MONEY_KEYS) void client.invalidateQueries({ queryKey });
    }
    wasOpen.current = open;
  }, [open, client]);
  return query;
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
    onSuccess: () => Promise.all(MONEY_KEYS.map((queryKey) => client.invalidateQueries({ queryKey }))),
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
    refetchInterval: (current) => (refundOpen(current.state.data?.rows) ? REFUND_POLL_MS : false),
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
