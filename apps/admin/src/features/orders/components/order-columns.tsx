import type { TOrderRow, TOrderSort } from '@alma/shared/admin-api/orders';
import { formatYuan } from '@alma/shared/money/money';
import type { TOrderStatus } from '@alma/shared/orders/order-status';
import { Badge, Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';

const BADGE: Record<TOrderStatus, 'processing' | 'success' | 'default' | 'warning'> = {
  PENDING: 'processing',
  PAID: 'success',
  PARTLY_REFUNDED: 'warning',
  CANCELLED: 'default',
  EXPIRED: 'default',
  REFUNDED: 'warning',
};

export const timeOf = (at: string) => (at ? at.slice(0, 16).replace('T', ' ') : '');

/** Amounts, bill numbers and times are read whole: never broken across lines. */
export const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };
const nowrapCell = () => ({ style: NOWRAP });

/** A pay type in words; one the console does not know is 其他, never its number. */
export const payTypeText = (t: TFunction, payType: number) =>
  t(`payType.${payType}`, { defaultValue: t('payType.99') });

/**
 * A bill number on one line: cut with an ellipsis only where the column is too narrow, the whole
 * number on hover, and a copy button that copies all of it.
 */
export function BillNo({ billNo }: { billNo: string }) {
  return (
    <Typography.Text
      copyable={{ text: billNo }}
      ellipsis={{ tooltip: billNo }}
      style={{ ...NOWRAP, fontVariantNumeric: 'tabular-nums' }}
      data-testid="bill-no"
    >
      {billNo}
    </Typography.Text>
  );
}

export function orderColumns(
  t: TFunction,
  open: (row: TOrderRow) => void,
  sort: TOrderSort,
): ColumnsType<TOrderRow> {
  const yuan = (money: number) => t('common.yuan', { amount: formatYuan(money) });
  return [
    {
      title: t('orders.billNo'),
      dataIndex: 'billNo',
      width: 270,
      render: (billNo: string) => <BillNo billNo={billNo} />,
    },
    {
      title: t('orders.project'),
      key: 'project',
      ellipsis: true,
      render: (_, row) => (row.subItemsName ? `${row.itemsName} · ${row.subItemsName}` : row.itemsName),
    },
    { title: t('orders.donor'), dataIndex: 'donorName', width: 140, ellipsis: true },
    {
      title: t('orders.payType'),
      dataIndex: 'payType',
      onCell: nowrapCell,
      render: (payType: number) => payTypeText(t, payType),
    },
    {
      title: t('orders.paidMoney'),
      dataIndex: 'paidMoney',
      align: 'right',
      onCell: nowrapCell,
      onHeaderCell: nowrapCell,
      render: yuan,
    },
    {
      title: t('orders.refundedMoney'),
      dataIndex: 'refundedMoney',
      align: 'right',
      onCell: nowrapCell,
      onHeaderCell: nowrapCell,
      render: (money: number) => (money > 0 ? yuan(money) : ''),
    },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      onCell: nowrapCell,
      render: (status: TOrderStatus) => <Badge status={BADGE[status]} text={t(`orderStatus.${status}`)} />,
    },
    {
      title: t('orders.created'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      onCell: nowrapCell,
      onHeaderCell: nowrapCell,
      // Newest first unless turned; a third click turns it back rather than leaving it unsorted.
      sorter: true,
      sortOrder: sort === 'createdAsc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: timeOf,
    },
    { title: t('orders.paid'), dataIndex: 'paidAt', onCell: nowrapCell, render: timeOf },
    {
      title: t('common.actions'),
      key: 'actions',
      onCell: nowrapCell,
      render: (_, row) => (
        <Button type="link" onClick={() => open(row)}>
          {t('orders.view')}
        </Button>
      ),
    },
  ];
}
