import type { TCertificateQueueRow } from '@alma/shared/admin-api/fulfilment';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** To do (not made) stands out; waiting in blue; done in green. */
const STATUS_COLOUR: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'blue', 4: 'green', 5: 'green' };

/** The status in the shared words, and 已作废 in red when a refund voided the certificate. */
export function CertificateStatusTag({ row }: { row: Pick<TCertificateQueueRow, 'status' | 'voided'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLOUR[row.status]} data-testid="certificate-status">
        {t(`certificates.status.${row.status}`, { defaultValue: String(row.status) })}
      </Tag>
      {row.voided ? <Tag color="red">{t('certificates.voided')}</Tag> : null}
    </Space>
  );
}
