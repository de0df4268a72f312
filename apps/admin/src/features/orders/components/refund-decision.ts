import type { TRefundRow } from '@alma/shared/admin-api/refunds';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMayCall, useMe } from '../../../lib/session.ts';
import { useDecideRefund } from '../api/orders.ts';

export type RefundDecide = (row: TRefundRow, action: 'approve' | 'reject', reason: string) => void;

/**
 * Approve or reject, with the outcome in a toast; null when the role may not decide. The refunds
 * tab and an order's drawer both offer it, so the second finance member can act from either.
 */
export function useRefundDecision(): { decide: RefundDecide | null; pending: boolean; self: string } {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useMe();
  const mayDecide = useMayCall()('POST /refunds/:id/approve');
  const mutation = useDecideRefund();
  const decide: RefundDecide = (row, action, reason) =>
    mutation.mutate(
      { id: row.id, action, reason },
      {
        onSuccess: () =>
          void message.success(t(action === 'approve' ? 'orders.approved' : 'orders.rejected')),
        onError: (error) => void message.error(error.message),
      },
    );
  return { decide: mayDecide ? decide : null, pending: mutation.isPending, self: me.username };
}
