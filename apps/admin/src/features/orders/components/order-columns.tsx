import type { TOrderRow } from '@alma/shared/admin-api/orders';
import { formatYuan } from '@alma/shared/money/money';
import type { TOrderStatus } from '@alma/shared/orders/order-status';
import { Badge, Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

const BADGE: Record<TOrderStatus, 'processing' | 'success' | 'default' | 'warning'> = {
  PENDING: 'processing',
  PAID: 'success',
  PARTLY_REFUNDED: 'warning',
  CANCELLED: 'default',
  EXPIRED: 'default',
  REFUNDED: 'warning',
};

export const timeOf = (at: string) => (at ? at.slice(0, 16).replace('T', ' ') : '');

export function orderColumns(t: TFunction, open: (row: TOrderRow) => void): ColumnsType<TOrderRow> {
  const yuan = (money: number) => t('common.yuan', { amount: formatYuan(money) });
  return [
    { title: t('orders.billNo'), dataIndex: 'billNo', width: 200 },
    {
      title: t('orders.project'),
      key: 'project',
      ellipsis: true,
      render: (_, row) => (row.subItemsName ? `${row.itemsName} · ${row.subItemsName}` : row.itemsName),
    },
    { title: t('orders.donor'), dataIndex: 'donorName', ellipsis: true },
    {
      title: t('orders.payType'),
      dataIndex: 'payType',
      render: (payType: number) => t(`payType.${payType}`, { defaultValue: String(payType) }),
    },
    { title: t('orders.paidMoney'), dataIndex: 'paidMoney', align: 'right', render: yuan },
    {
      title: t('orders.refundedMoney'),
      dataIndex: 'refundedMoney',
      align: 'right',
      render: (money: number) => (money > 0 ? yuan(money) : ''),
    },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      render: (status: TOrderStatus) => <Badge status={BADGE[status]} text={t(`orderStatus.${status}`)} />,
    },
    { title: t('orders.created'), dataIndex: 'createdAt', render: timeOf },
    { title: t('orders.paid'), dataIndex: 'paidAt', render: timeOf },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button type="link" onClick={() => open(row)}>
          {t('orders.view')}
        </Button>
      ),
    },
  ];
}
