import type { TDonorReport } from '@alma/shared/admin-api/reports';
import { formatYuan } from '@alma/shared/money/money';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** New and returning donors of the period: people, gifts and what those gifts hold. */
export function DonorCards({ report }: { report: TDonorReport | undefined }) {
  const { t } = useTranslation();
  const parts = [
    {
      key: 'new',
      title: t('reports.newDonors'),
      hint: t('reports.newDonorsHint'),
      figures: report?.newDonors,
    },
    {
      key: 'returning',
      title: t('reports.returningDonors'),
      hint: t('reports.returningDonorsHint'),
      figures: report?.returningDonors,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {parts.map((part) => (
        <Col xs={24} md={12} key={part.key}>
          <Card size="small" data-testid={`donors-${part.key}`} loading={!report}>
            <Statistic title={part.title} value={t('reports.people', { count: part.figures?.donors ?? 0 })} />
            <Typography.Text>
              {t('reports.giftsCount', { count: part.figures?.gifts ?? 0 })} ·{' '}
              {t('common.yuan', { amount: formatYuan(part.figures?.amount ?? 0) })}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">{part.hint}</Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
