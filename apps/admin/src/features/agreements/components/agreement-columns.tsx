import type { TAgreementRow } from '@alma/shared/admin-api/agreements';
import { formatYuan } from '@alma/shared/money/money';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { minuteOf } from '../model/agreement-words.ts';
import { AgreementStatusBadge } from './agreement-status-badge.tsx';

/** Numbers, amounts and times are read whole: never broken across lines. */
const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };
const nowrapCell = () => ({ style: NOWRAP });

/** The list's columns; the number opens the agreement (so does a click anywhere on its row). */
export function agreementColumns(
  t: TFunction,
  open: (row: TAgreementRow) => void,
): ColumnsType<TAgreementRow> {
  return [
    {
      title: t('agreements.agreementNo'),
      dataIndex: 'agreementNo',
      onCell: nowrapCell,
      render: (agreementNo: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={(event) => {
            event.stopPropagation();
            open(row);
          }}
        >
          {agreementNo}
        </Button>
      ),
    },
    {
      title: t('agreements.donor'),
      dataIndex: 'donorName',
      render: (name: string, row) => (
        <>
          <div>{name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.donorMobile}
          </Typography.Text>
        </>
      ),
    },
    { title: t('agreements.project'), dataIndex: 'projectTitle', ellipsis: true },
    {
      title: t('agreements.amount'),
      dataIndex: 'amount',
      align: 'right',
      onCell: nowrapCell,
      onHeaderCell: nowrapCell,
      render: (yuan: number) => formatYuan(yuan),
    },
    {
      title: t('agreements.status'),
      dataIndex: 'status',
      onCell: nowrapCell,
      render: (status: TAgreementRow['status']) => <AgreementStatusBadge status={status} />,
    },
    {
      title: t('agreements.flow'),
      dataIndex: 'flow',
      onCell: nowrapCell,
      render: (flow: TAgreementRow['flow']) => t(`agreements.flows.${flow}`),
    },
    { title: t('agreements.createdAt'), dataIndex: 'createdAt', onCell: nowrapCell, render: minuteOf },
    { title: t('agreements.signedAt'), dataIndex: 'signedAt', onCell: nowrapCell, render: minuteOf },
    { title: t('agreements.billNo'), dataIndex: 'billNo', onCell: nowrapCell },
  ];
}
