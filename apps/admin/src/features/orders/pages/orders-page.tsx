import { type TOrderRow, ZOrderFilterFields, ZOrderSort } from '@alma/shared/admin-api/orders';
import { ZAdminPage } from '@alma/shared/admin-api/paging';
import { DownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Table, Tabs, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useMayCall } from '../../../lib/session.ts';
import { exportHref, useOrderPage, useRefundPage } from '../api/orders.ts';
import { orderColumns } from '../components/order-columns.tsx';
import { OrderDrawer } from '../components/order-drawer.tsx';
import { OrderFilters } from '../components/order-filters.tsx';
import { RefundsPanel } from '../components/refunds-panel.tsx';
import '../messages.ts';

const blank = (value: unknown) => (value === '' ? undefined : value);

/**
 * The address holds the filters, the page, the open order and the tab. The range check of the
 * shared query is left to the server (it answers a reversed range with a clear message).
 */
const ZOrdersAddress = ZAdminPage.extend(ZOrderFilterFields.shape).extend({
  sort: ZOrderSort,
  order: z.preprocess(blank, z.string().max(64).optional()),
  tab: z.preprocess(blank, z.enum(['orders', 'refunds']).optional()),
});

/** 订单: search and filter, one order's detail and refund, the refunds awaiting approval, export. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const [{ order, tab, ...query }, setQuery] = useSearchState(ZOrdersAddress);
  const mayListRefunds = mayCall('GET /refunds');
  const showRefunds = tab === 'refunds' && mayListRefunds;
  const list = useOrderPage(query);
  // How many wait for a second finance member, on the tab itself: someone has to go and look.
  const awaiting = useRefundPage({ page: 1, pageSize: 1, status: 'AWAITING_APPROVAL' }, mayListRefunds);
  // The export takes the filters and the search, not the page or the table's order.
  const { page: _page, pageSize: _pageSize, sort, ...filters } = query;

  const exportButtons = mayCall('GET /orders/export') ? (
    <Tooltip title={t('orders.exportHint')}>
      <Space>
        <Button icon={<DownloadOutlined />} href={exportHref({ ...filters, format: 'csv' })} download>
          {t('orders.exportCsv')}
        </Button>
        <Button icon={<DownloadOutlined />} href={exportHref({ ...filters, format: 'xlsx' })} download>
          {t('orders.exportXlsx')}
        </Button>
      </Space>
    </Tooltip>
  ) : null;

  const listSettings = useListSettings(
    orderColumns(t, (row) => setQuery({ order: row.billNo }), sort),
    { screen: 'orders', transient: ['order', 'tab'] },
  );

  const ordersTab = (
    <>
      <OrderFilters
        projects={mayCall('GET /projects')}
        value={filters}
        onSearch={(next) =>
          setQuery({
            itemsId: next.itemsId,
            status: next.status,
            payType: next.payType,
            dateField: next.dateField === 'created' ? undefined : next.dateField,
            from: next.from,
            to: next.to,
            q: next.q,
            // The search box finds bill numbers now; an exact one from an old link is let go.
            billNo: undefined,
            page: undefined,
          })
        }
      />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TOrderRow>
          rowKey="billNo"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('orders.empty') }}
          scroll={{ x: 1400 }}
          onChange={(_pagination, _filters, sorter, { action }) => {
            if (action !== 'sort' || Array.isArray(sorter)) return;
            // Newest first is the default and stays out of the address.
            setQuery({ sort: sorter.order === 'ascend' ? 'createdAsc' : undefined, page: undefined });
          }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => setQuery({ page, pageSize }),
          }}
        />
      )}
    </>
  );

  return (
    <PageFrame
      title={t('menu.orders')}
      extra={
        showRefunds ? null : (
          <Space>
            {listSettings.bar}
            {exportButtons}
          </Space>
        )
      }
    >
      {mayCall('GET /refunds') ? (
        <Tabs
          activeKey={showRefunds ? 'refunds' : 'orders'}
          onChange={(key) =>
            setQuery({
              tab: key === 'refunds' ? key : undefined,
              page: undefined,
              status: undefined,
              refundStatus: undefined,
            })
          }
          items={[
            { key: 'orders', label: t('orders.ordersTab'), children: showRefunds ? null : ordersTab },
            {
              key: 'refunds',
              label: (
                <Space size={6}>
                  {t('orders.refundsTab')}
                  <Badge count={awaiting.data?.total ?? 0} title={t('orders.awaitingCount')} />
                </Space>
              ),
              children: showRefunds ? <RefundsPanel /> : null,
            },
          ]}
        />
      ) : (
        ordersTab
      )}
      <OrderDrawer billNo={order} onClose={() => setQuery({ order: undefined })} />
    </PageFrame>
  );
}
