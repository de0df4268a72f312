import type { TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import { isElectronicWay } from '@alma/shared/documents/receipt-status';
import { formatYuan } from '@alma/shared/money/money';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { ExpressSummary } from '../../../components/express-link.tsx';
import type { TReceiptPowers } from '../model/receipt-actions.ts';
import { ReceiptRowActions } from './receipt-row-actions.tsx';
import { ReceiptStatusTag } from './receipt-status-tag.tsx';

export const timeOf = (at: string) => (at ? at.slice(0, 16).replace('T', ' ') : '');

/** '' not sent yet, 'sent', or the last failure in the provider's words (in red, whole on hover). */
export function SendState({ state, t }: { state: string; t: TFunction }) {
  if (state === '') return <Typography.Text type="secondary">{t('receipts.notSent')}</Typography.Text>;
  if (state === 'sent') return <Tag color="green">{t('receipts.sent')}</Tag>;
  return (
    <Tooltip title={state}>
      <Typography.Text type="danger" ellipsis style={{ maxWidth: 160 }}>
        {state}
      </Typography.Text>
    </Tooltip>
  );
}

export const typeWayOf = (row: Pick<TReceiptQueueRow, 'receiptType' | 'receiptWay'>, t: TFunction) =>
  `${t(`receipts.type${row.receiptType}`, { defaultValue: String(row.receiptType) })} · ${t(
    `receipts.way${row.receiptWay}`,
    { defaultValue: String(row.receiptWay) },
  )}`;

type Actions = {
  open: (row: TReceiptQueueRow) => void;
  powers: TReceiptPowers;
  mail: (row: TReceiptQueueRow) => void;
  correct: (row: TReceiptQueueRow) => void;
};

export function receiptColumns(
  t: TFunction,
  { open, powers, mail, correct }: Actions,
): ColumnsType<TReceiptQueueRow> {
  return [
    { title: t('receipts.billNo'), dataIndex: 'billNo', width: 230 },
    {
      title: t('receipts.donor'),
      key: 'donor',
      width: 160,
      ellipsis: true,
      render: (_, row) => (
        <Space size={4}>
          <Tag>{t(`receipts.donorType${row.donorType}`, { defaultValue: String(row.donorType) })}</Tag>
          {row.donorName}
        </Space>
      ),
    },
    {
      title: t('receipts.statusLabel'),
      key: 'status',
      width: 130,
      render: (_, row) => <ReceiptStatusTag row={row} />,
    },
    { title: t('receipts.typeWay'), key: 'typeWay', width: 110, render: (_, row) => typeWayOf(row, t) },
    {
      title: t('receipts.money'),
      dataIndex: 'money',
      width: 120,
      align: 'right',
      render: (money: number) => t('common.yuan', { amount: formatYuan(money) }),
    },
    {
      title: t('receipts.invoiceNo'),
      key: 'invoice',
      width: 180,
      render: (_, row) =>
        row.invoiceNo ? (
          <>
            <div>{row.invoiceNo}</div>
            <Typography.Text type="secondary">{timeOf(row.issuedAt)}</Typography.Text>
          </>
        ) : null,
    },
    {
      title: t('receipts.sendState'),
      key: 'sendState',
      width: 120,
      // Only e-receipts are sent; a paper one is mailed or collected.
      render: (_, row) =>
        isElectronicWay(row.receiptWay) ? <SendState state={row.sendState} t={t} /> : null,
    },
    {
      title: t('receipts.express'),
      key: 'express',
      width: 180,
      // Only a paper receipt by post has a courier.
      render: (_, row) => (isElectronicWay(row.receiptWay) ? null : <ExpressSummary saved={row} />),
    },
    { title: t('receipts.project'), dataIndex: 'itemsName', width: 180, ellipsis: true },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          <ReceiptRowActions row={row} powers={powers} mail={mail} correct={correct} />
          {row.fileUrl ? (
            <Button type="link" href={row.fileUrl} target="_blank" rel="noopener">
              {t('receipts.file')}
            </Button>
          ) : null}
          <Button type="link" onClick={() => open(row)}>
            {t('receipts.view')}
          </Button>
        </Space>
      ),
    },
  ];
}
