import type { TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import { isElectronicWay, RECEIPT_STATUSES_WITH_INVOICE } from '@alma/shared/documents/receipt-status';
import { formatYuan } from '@alma/shared/money/money';
import { Alert, Button, Descriptions, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgreementLink } from '../../../components/agreement-link.tsx';
import { CourierName, TrackingNumber } from '../../../components/express-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useReceiptDetail } from '../api/receipts.ts';
import { SendState, timeOf, typeWayOf } from './receipt-columns.tsx';
import { ReceiptStatusTag } from './receipt-status-tag.tsx';

/** A receipt's details; where it goes whole (the drawer's read is audited). */
export function ReceiptDetails({ row }: { row: TReceiptQueueRow }) {
  const { t } = useTranslation();
  // Doc 3 §4: the invoice is shown for the statuses that have one (issued, mailed, to send, sent).
  const invoice = RECEIPT_STATUSES_WITH_INVOICE.includes(row.status) || row.invoiceNo !== '';
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      data-testid="receipt-details"
      items={[
        { key: 'billNo', label: t('receipts.billNo'), children: row.billNo },
        { key: 'status', label: t('receipts.statusLabel'), children: <ReceiptStatusTag row={row} /> },
        {
          key: 'donor',
          label: t('receipts.donor'),
          children: `${t(`receipts.donorType${row.donorType}`)} · ${row.donorName}`,
        },
        { key: 'project', label: t('receipts.project'), children: row.itemsName },
        {
          key: 'money',
          label: t('receipts.money'),
          children: t('common.yuan', { amount: formatYuan(row.money) }),
        },
        { key: 'typeWay', label: t('receipts.typeWay'), children: typeWayOf(row, t) },
        { key: 'paidAt', label: t('receipts.paidAt'), children: timeOf(row.paidAt) },
        { key: 'createdAt', label: t('receipts.createdAt'), children: timeOf(row.createdAt) },
        { key: 'destination', label: t('receipts.destination'), children: row.destination, span: 2 },
        ...(row.agreementNo
          ? [
              {
                key: 'agreement',
                label: t('receipts.agreement'),
                children: <AgreementLink agreementNo={row.agreementNo} testId="receipt-agreement" />,
                span: 2,
              },
            ]
          : []),
        ...(invoice
          ? [
              { key: 'invoiceNo', label: t('receipts.invoiceNo'), children: row.invoiceNo },
              { key: 'issuedAt', label: t('receipts.issuedAt'), children: timeOf(row.issuedAt) },
            ]
          : []),
        // An e-receipt is sent; a paper one is mailed (the courier) or collected.
        ...(isElectronicWay(row.receiptWay)
          ? [
              {
                key: 'sendState',
                label: t('receipts.sendState'),
                children: <SendState state={row.sendState} t={t} />,
              },
            ]
          : [
              {
                key: 'expressCompany',
                label: t('receipts.expressCompany'),
                children: <CourierName saved={row} />,
              },
              { key: 'expressNo', label: t('receipts.expressNo'), children: <TrackingNumber saved={row} /> },
            ]),
      ]}
    />
  );
}

/** One receipt: its details with where it goes whole (audited), and its file (PDF or scan). */
export function ReceiptDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useReceiptDetail(id);
  const row = detail.data;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={760}
      title={t('receipts.detailTitle', { billNo: row?.billNo ?? '' })}
      destroyOnHidden
      extra={
        row?.fileUrl ? (
          <Button href={row.fileUrl} target="_blank" rel="noopener">
            {t('receipts.file')}
          </Button>
        ) : null
      }
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !row ? (
        <PageLoading />
      ) : (
        <>
          <Alert type="info" showIcon title={t('receipts.revealNote')} style={{ marginBottom: 16 }} />
          <ReceiptDetails row={row} />
          {row.fileUrl ? null : (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              {t('receipts.noFile')}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Drawer>
  );
}
