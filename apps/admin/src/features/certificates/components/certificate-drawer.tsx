import type { TCertificateQueueRow } from '@alma/shared/admin-api/fulfilment';
import { formatYuan } from '@alma/shared/money/money';
import { Alert, Descriptions, Drawer, Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementLink } from '../../../components/agreement-link.tsx';
import { CourierName, TrackingNumber } from '../../../components/express-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useCertificateDetail } from '../api/certificates.ts';
import { timeOf } from './certificate-columns.tsx';
import { CertificateStatusTag } from './certificate-status-tag.tsx';

/** A certificate's details, the postal fields whole (the drawer's read is audited). */
export function CertificateDetails({ row }: { row: TCertificateQueueRow }) {
  const { t } = useTranslation();
  const item = (key: keyof TCertificateQueueRow | 'status', children: ReactNode, span = 1) => ({
    key,
    label: t(`certificates.${key === 'status' ? 'statusLabel' : key}`),
    children,
    span,
  });
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      data-testid="certificate-details"
      items={[
        item('serialNo', row.serialNo),
        item('billNo', row.billNo),
        item('titleName', row.titleName),
        { key: 'project', label: t('certificates.project'), children: row.itemsName },
        ...(row.agreementNo
          ? [
              item(
                'agreementNo',
                <AgreementLink agreementNo={row.agreementNo} testId="certificate-agreement" />,
              ),
            ]
          : []),
        item('money', t('common.yuan', { amount: formatYuan(row.money) })),
        item('status', <CertificateStatusTag row={row} />),
        item('paidAt', timeOf(row.paidAt)),
        item('appliedAt', timeOf(row.appliedAt)),
        { key: 'way', label: t('certificates.way'), children: t(`certificates.way${row.certificateWay}`) },
        item('postalContact', row.postalContact),
        item('postalMobile', row.postalMobile),
        item('postalAddress', row.postalAddress, 2),
        item('expressCompany', <CourierName saved={row} />),
        item('expressNo', <TrackingNumber saved={row} />),
      ]}
    />
  );
}

/** One paper certificate: its details with the postal fields whole (audited), and its picture. */
export function CertificateDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useCertificateDetail(id);
  const row = detail.data;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={760}
      title={t('certificates.detailTitle', { serialNo: row?.serialNo ?? '' })}
      destroyOnHidden
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !row ? (
        <PageLoading />
      ) : (
        <>
          <Alert type="info" showIcon title={t('certificates.revealNote')} style={{ marginBottom: 16 }} />
          <CertificateDetails row={row} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('certificates.picture')}
          </Typography.Title>
          {row.imageUrl ? (
            <Image src={row.imageUrl} width={280} alt={t('certificates.picture')} />
          ) : (
            <Typography.Text type="secondary">{t('certificates.drawing')}</Typography.Text>
          )}
        </>
      )}
    </Drawer>
  );
}
