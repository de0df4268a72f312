import { Card, Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useDashboard } from '../api/dashboard.ts';
import { BreakdownTable } from '../components/breakdown-table.tsx';
import { FigureCards } from '../components/figure-cards.tsx';
import '../messages.ts';

const DailyChart = lazy(() => import('../components/daily-chart.tsx'));

/** The first screen after signing in: what came in, from where, and what is waiting. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const title = t('menu.dashboard');

  if (dashboard.isPending) {
    return (
      <PageFrame title={title}>
        <PageLoading />
      </PageFrame>
    );
  }
  if (dashboard.isError) {
    return (
      <PageFrame title={title}>
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </PageFrame>
    );
  }
  const board = dashboard.data;
  return (
    <PageFrame title={title}>
      <FigureCards board={board} />
      <Card title={t('dashboard.daily')} style={{ marginTop: 16 }}>
        <ErrorBoundary
          fallback={
            <LoadError
              error={new Error(t('dashboard.chartFailed'))}
              onRetry={() => window.location.reload()}
            />
          }
        >
          <Suspense fallback={<PageLoading height={320} />}>
            <DailyChart days={board.daily} />
          </Suspense>
        </ErrorBoundary>
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <BreakdownTable
            testId="by-project"
            title={t('dashboard.byProject')}
            labelTitle={t('dashboard.project')}
            rows={board.byProject.map((row) => ({ key: String(row.itemsId), label: row.name, ...row }))}
          />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <BreakdownTable
            testId="by-pay-type"
            title={t('dashboard.byPayType')}
            labelTitle={t('dashboard.payType')}
            rows={board.byPayType.map((row) => ({
              key: String(row.payType),
              label: t(`payType.${row.payType}`, { defaultValue: String(row.payType) }),
              ...row,
            }))}
          />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <BreakdownTable
            testId="by-status"
            title={t('dashboard.byStatus')}
            labelTitle={t('dashboard.status')}
            rows={board.byStatus.map((row) => ({
              key: row.status,
              label: t(`orderStatus.${row.status}`, { defaultValue: row.status }),
              ...row,
            }))}
          />
        </Col>
      </Row>
    </PageFrame>
  );
}
