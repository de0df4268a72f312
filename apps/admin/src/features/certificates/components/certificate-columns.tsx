import type { TCertificateQueueRow } from '@alma/shared/admin-api/fulfilment';
import { CERTIFICATE_STATUS } from '@alma/shared/documents/certificate-status';
import { formatYuan } from '@alma/shared/money/money';
import { Button, Popconfirm, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { ExpressSummary } from '../../../components/express-link.tsx';
import { certificateOfferOf, type TCertificateOffer } from '../model/certificate-moves.ts';
import { CertificateStatusTag } from './certificate-status-tag.tsx';

export const timeOf = (at: string) => (at ? at.slice(0, 16).replace('T', ' ') : '');

type Actions = {
  open: (row: TCertificateQueueRow) => void;
  /** Null when the role may not move certificates: no buttons. Mailing opens the courier form. */
  move: ((row: TCertificateQueueRow, offer: TCertificateOffer) => void) | null;
  /** Null when the role may not correct a mailed one's courier and number. */
  correct: ((row: TCertificateQueueRow) => void) | null;
};

/** The row's one next step, as the shared machine allows it; a move cannot be undone, so it asks. */
function MoveButton({
  row,
  offer,
  t,
  move,
}: {
  row: TCertificateQueueRow;
  offer: TCertificateOffer;
  t: TFunction;
  move: NonNullable<Actions['move']>;
}) {
  const label = t(`certificates.${offer.verb}`);
  if (offer.needsExpress)
    return (
      <Button type="link" onClick={() => move(row, offer)}>
        {label}
      </Button>
    );
  return (
    <Popconfirm
      title={label}
      description={
        offer.verb === 'made'
          ? t('certificates.madeConfirm', { status: t(`certificates.status.${offer.to}`) })
          : t('certificates.pickedUpConfirm')
      }
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={() => move(row, offer)}
    >
      <Button type="link">{label}</Button>
    </Popconfirm>
  );
}

export function certificateColumns(
  t: TFunction,
  { open, move, correct }: Actions,
): ColumnsType<TCertificateQueueRow> {
  return [
    { title: t('certificates.serialNo'), dataIndex: 'serialNo', width: 200 },
    { title: t('certificates.billNo'), dataIndex: 'billNo', width: 230 },
    { title: t('certificates.titleName'), dataIndex: 'titleName', width: 140, ellipsis: true },
    {
      title: t('certificates.way'),
      dataIndex: 'certificateWay',
      width: 90,
      render: (way: number) => t(`certificates.way${way}`, { defaultValue: String(way) }),
    },
    {
      title: t('certificates.statusLabel'),
      key: 'status',
      width: 130,
      render: (_, row) => <CertificateStatusTag row={row} />,
    },
    {
      title: t('certificates.express'),
      key: 'express',
      width: 180,
      render: (_, row) => <ExpressSummary saved={row} />,
    },
    {
      title: t('certificates.money'),
      dataIndex: 'money',
      width: 120,
      align: 'right',
      render: (money: number) => t('common.yuan', { amount: formatYuan(money) }),
    },
    {
      title: `${t('certificates.paidAt')} / ${t('certificates.appliedAt')}`,
      key: 'times',
      width: 150,
      render: (_, row) => (
        <>
          <div>{timeOf(row.paidAt)}</div>
          <Typography.Text type="secondary">{timeOf(row.appliedAt)}</Typography.Text>
        </>
      ),
    },
    { title: t('certificates.project'), dataIndex: 'itemsName', width: 180, ellipsis: true },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_, row) => {
        const offer = move ? certificateOfferOf(row) : null;
        return (
          <Space size={0}>
            {move && offer ? <MoveButton row={row} offer={offer} t={t} move={move} /> : null}
            {correct && row.status === CERTIFICATE_STATUS.mailed ? (
              <Button type="link" onClick={() => correct(row)}>
                {t('express.correct')}
              </Button>
            ) : null}
            <Button type="link" onClick={() => open(row)}>
              {t('certificates.view')}
            </Button>
          </Space>
        );
      },
    },
  ];
}
