import type { TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import { receiptStatusTone } from '@alma/shared/documents/receipt-status';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Coloured as the donor app does (doc 3 §4: invoicing green, every later status yellow). */
const TONE = { green: 'green', yellow: 'gold' } as const;

/** The status in the shared words, and 已冲红 in red when a refund voided the receipt. */
export function ReceiptStatusTag({ row }: { row: Pick<TReceiptQueueRow, 'status' | 'voided'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={TONE[receiptStatusTone(row.status)]} data-testid="receipt-status">
        {t(`receipts.status.${row.status}`, { defaultValue: String(row.status) })}
      </Tag>
      {row.voided ? <Tag color="red">{t('receipts.voided')}</Tag> : null}
    </Space>
  );
}
