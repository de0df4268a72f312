import type { TRefundRow, TRefundStatus } from '@alma/shared/admin-api/refunds';
import { formatYuan } from '@alma/shared/money/money';
import { Badge, Button, Input, Popconfirm, Space, Table, type TableProps, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillNo, NOWRAP, timeOf } from './order-columns.tsx';
import type { RefundDecide } from './refund-decision.ts';

const BADGE: Record<TRefundStatus, 'processing' | 'success' | 'default' | 'error' | 'warning'> = {
  AWAITING_APPROVAL: 'warning',
  PROCESSING: 'processing',
  SUCCEEDED: 'success',
  REJECTED: 'default',
  FAILED: 'error',
};

type Props = Omit<TableProps<TRefundRow>, 'columns' | 'dataSource'> & {
  rows: TRefundRow[] | undefined;
  /** Absent (or null) where the role may not decide. */
  decide?: RefundDecide | null | undefined;
  /**
   * The signed-in member's username: a refund they asked for waits for someone else (the server
   * refuses the requester's own decision), so it shows that instead of buttons.
   */
  self?: string | undefined;
  columns?: ColumnsType<TRefundRow> | undefined;
};

function RejectButton({ onReject }: { onReject: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Popconfirm
      title={t('orders.rejectTitle')}
      description={
        <Input
          placeholder={t('orders.rejectReason')}
          aria-label={t('orders.rejectReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      }
      okText={t('orders.reject')}
      cancelText={t('common.cancel')}
      onConfirm={() => onReject(reason)}
    >
      <Button type="link" danger>
        {t('orders.reject')}
      </Button>
    </Popconfirm>
  );
}

/** The refund table's columns; awaiting refunds carry approve/reject where `decide` is given. */
export function useRefundColumns({ decide, self }: Pick<Props, 'decide' | 'self'>): ColumnsType<TRefundRow> {
  const { t } = useTranslation();
  const yuan = (money: number) => t('common.yuan', { amount: formatYuan(money) });
  const nowrapCell = () => ({ style: NOWRAP });
  const columns: ColumnsType<TRefundRow> = [
    {
      title: t('orders.billNo'),
      dataIndex: 'billNo',
      width: 270,
      render: (billNo: string) => <BillNo billNo={billNo} />,
    },
    { title: t('orders.project'), dataIndex: 'itemsName', ellipsis: true },
    {
      title: t('orders.paidMoney'),
      dataIndex: 'orderMoney',
      align: 'right',
      onCell: nowrapCell,
      onHeaderCell: nowrapCell,
      render: yuan,
    },
    {
      title: t('orders.amount'),
      dataIndex: 'amount',
      align: 'right',
      onCell: nowrapCell,
      onHeaderCell: nowrapCell,
      render: yuan,
    },
    { title: t('orders.reason'), dataIndex: 'reason', ellipsis: true },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      render: (status: TRefundStatus, row) => (
        <Badge
          status={BADGE[status]}
          text={`${t(`orders.refundStatus_${status}`)}${row.failureReason ? ` (${row.failureReason})` : ''}`}
        />
      ),
    },
    { title: t('orders.requestedBy'), dataIndex: 'requestedBy' },
    {
      title: t('orders.decidedBy'),
      key: 'decidedBy',
      render: (_, row) => [row.decidedBy, row.decisionNote].filter(Boolean).join(' · '),
    },
    { title: t('orders.created'), dataIndex: 'createdAt', onCell: nowrapCell, render: timeOf },
  ];
  if (decide)
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) =>
        row.status !== 'AWAITING_APPROVAL' ? null : row.requestedBy === self ? (
          <Typography.Text type="secondary">{t('orders.awaitingOther')}</Typography.Text>
        ) : (
          <Space size={0}>
            <Popconfirm
              title={t('orders.approveTitle')}
              description={t('orders.approveConfirm', { amount: formatYuan(row.amount), billNo: row.billNo })}
              okText={t('orders.approve')}
              cancelText={t('common.cancel')}
              onConfirm={() => decide(row, 'approve', '')}
            >
              <Button type="link">{t('orders.approve')}</Button>
            </Popconfirm>
            <RejectButton onReject={(reason) => decide(row, 'reject', reason)} />
          </Space>
        ),
    });
  return columns;
}

/**
 * Refunds with their state; awaiting ones carry approve/reject for a second finance member.
 * `columns`, when given, are the ones a list's column settings left (useRefundColumns).
 */
export function RefundsTable({ rows, decide, self, columns, ...table }: Props) {
  const { t } = useTranslation();
  const all = useRefundColumns({ decide, self });
  return (
    <Table<TRefundRow>
      rowKey="id"
      size="small"
      columns={columns ?? all}
      dataSource={rows}
      locale={{ emptyText: t('orders.noRefunds') }}
      pagination={false}
      {...table}
    />
  );
}
