import { REFUND_STATUSES, ZRefundQuery } from '@alma/shared/admin-api/refunds';
import { App, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useDecideRefund, useRefundPage } from '../api/orders.ts';
import { RefundsTable } from './refunds-table.tsx';

/** The refunds tab: awaiting approval first by default, approve/reject for a second finance member. */
export function RefundsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useSearchState(ZRefundQuery);
  const list = useRefundPage(query, true);
  const decide = useDecideRefund();

  return (
    <>
      <Select
        allowClear
        placeholder={t('orders.refundStatusAny')}
        value={query.status}
        onChange={(status) => setQuery({ status, page: undefined })}
        style={{ width: 180, marginBottom: 16 }}
        options={REFUND_STATUSES.map((key) => ({ value: key, label: t(`orders.refundStatus_${key}`) }))}
      />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <RefundsTable
          rows={list.data?.rows}
          loading={list.isFetching || decide.isPending}
          decide={(row, action, reason) =>
            decide.mutate(
              { id: row.id, action, reason },
              {
                onSuccess: () =>
                  void message.success(t(action === 'approve' ? 'orders.approved' : 'orders.rejected')),
                onError: (error) => void message.error(error.message),
              },
            )
          }
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => setQuery({ page, pageSize }),
          }}
        />
      )}
    </>
  );
}
