import { ZAdminPage } from '@alma/shared/admin-api/paging';
import { REFUND_STATUSES, ZRefundQuery } from '@alma/shared/admin-api/refunds';
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useRefundPage } from '../api/orders.ts';
import { useRefundDecision } from './refund-decision.ts';
import { RefundsTable, useRefundColumns } from './refunds-table.tsx';

/**
 * The tab's address. The refund's status has a name of its own: `status` is the orders tab's
 * order status, and a refund status there would fail the orders page's schema and drop the tab.
 */
const ZRefundsAddress = ZAdminPage.extend({
  refundStatus: ZRefundQuery.shape.status,
  billNo: ZRefundQuery.shape.billNo,
});

/** The refunds tab: by status and bill number; approve/reject for a second finance member. */
export function RefundsPanel() {
  const { t } = useTranslation();
  const [{ refundStatus, ...query }, setQuery] = useSearchState(ZRefundsAddress);
  const list = useRefundPage({ ...query, status: refundStatus }, true);
  const { decide, pending, self } = useRefundDecision();
  // The tab stays in a saved filter: opening one opens the refunds tab.
  const listSettings = useListSettings(useRefundColumns({ decide, self }), {
    screen: 'refunds',
    transient: ['order'],
  });

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Select
            allowClear
            aria-label={t('orders.refundStatusLabel')}
            placeholder={t('orders.refundStatusAny')}
            value={refundStatus}
            onChange={(status) => setQuery({ refundStatus: status, page: undefined })}
            style={{ width: 180 }}
            options={REFUND_STATUSES.map((key) => ({ value: key, label: t(`orders.refundStatus_${key}`) }))}
          />
          <Input.Search
            // A new key per address value: back/forward and a pasted link show the bill number searched.
            key={query.billNo ?? ''}
            allowClear
            aria-label={t('orders.billNo')}
            placeholder={t('orders.billNo')}
            defaultValue={query.billNo}
            onSearch={(billNo) => setQuery({ billNo: billNo.trim(), page: undefined })}
            style={{ width: 260 }}
          />
        </Space>
        {listSettings.bar}
      </Space>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <RefundsTable
          columns={listSettings.columns}
          rows={list.data?.rows}
          loading={list.isFetching || pending}
          decide={decide}
          self={self}
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
