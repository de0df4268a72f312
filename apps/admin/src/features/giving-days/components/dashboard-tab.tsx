import type { TGivingDayDashboard } from '@alma/shared/admin-api/giving-days';
import { formatYuan } from '@alma/shared/money/money';
import { Alert, Card, Col, Flex, Progress, Row, Statistic, Table, Typography, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { DASHBOARD_REFRESH_MS, useDashboard } from '../api/giving-days.ts';
import { shownMinute, yuanText } from '../model/shown-values.ts';

// echarts is the largest thing here: its own chunk, so the figures do not wait for it.
const MinuteChart = lazy(() => import('./minute-chart.tsx'));

/** 概览: the day's live figures, read again every 5 s while this tab is open. */
export function DashboardTab({ dayId }: { dayId: number }) {
  const { t } = useTranslation();
  const dashboard = useDashboard(dayId);
  // Off when the member's system asks for less motion (console-theme.ts); read here, not in the
  // chart's chunk, where antd's theme would split the first screen's shared code one more time.
  const { token } = theme.useToken();
  if (dashboard.isPending) return <PageLoading />;
  if (dashboard.isError && !dashboard.data) {
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  }
  const board = dashboard.data;
  return (
    <Flex vertical gap={16}>
      {board.boardsPaused && <Alert type="warning" showIcon title={t('givingDays.dashboard.pausedNote')} />}
      {dashboard.isError && (
        <Alert
          type="error"
          showIcon
          title={t('givingDays.dashboard.refreshFailed', { error: dashboard.error.message })}
        />
      )}
      <DashboardFigures board={board} />
      <Typography.Text type="secondary">
        {t('givingDays.dashboard.refreshing', {
          seconds: DASHBOARD_REFRESH_MS / 1000,
          time: shownMinute(board.serverTime),
        })}
      </Typography.Text>
      <Card size="small" title={t('givingDays.dashboard.perMinute')}>
        <ErrorBoundary
          fallback={<Alert type="warning" showIcon title={t('givingDays.dashboard.chartFailed')} />}
        >
          <Suspense fallback={<PageLoading height={220} />}>
            <MinuteChart minutes={board.perMinute} animate={token.motion !== false} />
          </Suspense>
        </ErrorBoundary>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <PoolsLeft pools={board.pools} />
        </Col>
        <Col xs={24} xl={8}>
          <Failures failures={board.failures} />
        </Col>
      </Row>
    </Flex>
  );
}

/** Raised, matched, challenge money, donors, gifts, and the goal's progress. */
function DashboardFigures({ board }: { board: TGivingDayDashboard }) {
  const { t } = useTranslation();
  const figures = [
    { id: 'raised', value: formatYuan(board.raised), prefix: '¥' },
    { id: 'matched', value: formatYuan(board.matched), prefix: '¥' },
    { id: 'challengeMoney', value: formatYuan(board.challengeMoney), prefix: '¥' },
    { id: 'donors', value: board.donors },
    { id: 'gifts', value: board.gifts },
  ];
  const percent = board.goal > 0 ? Math.floor((board.raised / board.goal) * 100) : 0;
  return (
    <Flex wrap gap={16}>
      {figures.map((figure) => (
        <Card key={figure.id} size="small" style={{ flex: '1 1 160px' }} data-testid={`figure-${figure.id}`}>
          <Statistic
            title={t(`givingDays.dashboard.${figure.id}`)}
            value={figure.value}
            prefix={figure.prefix}
          />
        </Card>
      ))}
      <Card size="small" style={{ flex: '2 1 320px' }} data-testid="figure-goal">
        <Typography.Text type="secondary">{t('givingDays.dashboard.goal')}</Typography.Text>
        {board.goal > 0 ? (
          <>
            <Progress percent={Math.min(percent, 100)} format={() => `${percent}%`} />
            <Typography.Text>
              {t('givingDays.dashboard.goalWords', {
                raised: yuanText(t, board.raised),
                goal: yuanText(t, board.goal),
                percent,
              })}
            </Typography.Text>
          </>
        ) : (
          <div>{t('givingDays.noGoal')}</div>
        )}
      </Card>
    </Flex>
  );
}

function PoolsLeft({ pools }: { pools: TGivingDayDashboard['pools'] }) {
  const { t } = useTranslation();
  const money = (yuan: number) => yuanText(t, yuan);
  return (
    <Card size="small" title={t('givingDays.dashboard.poolsLeft')}>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={pools}
        locale={{ emptyText: t('givingDays.pools.empty') }}
        columns={[
          { title: t('givingDays.pools.sponsor'), dataIndex: 'sponsor' },
          { title: t('givingDays.pools.size'), dataIndex: 'size', align: 'right', render: money },
          { title: t('givingDays.pools.free'), dataIndex: 'free', align: 'right', render: money },
          { title: t('givingDays.pools.reserved'), dataIndex: 'reserved', align: 'right', render: money },
          { title: t('givingDays.pools.confirmed'), dataIndex: 'confirmed', align: 'right', render: money },
          {
            title: t('givingDays.dashboard.used'),
            key: 'used',
            width: 160,
            render: (_, pool) => (
              <Progress
                size="small"
                percent={pool.size > 0 ? Math.floor(((pool.size - pool.free) / pool.size) * 100) : 0}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

const FAILURES = ['awaitingPayment', 'expired', 'cancelled', 'refunded'] as const;

/** Orders of the day that did not end paid, in words. */
function Failures({ failures }: { failures: TGivingDayDashboard['failures'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('givingDays.dashboard.failures')} data-testid="failures">
      <Typography.Paragraph type="secondary">{t('givingDays.dashboard.failuresHint')}</Typography.Paragraph>
      {FAILURES.map((kind) => (
        <div key={kind}>{t(`givingDays.failure.${kind}`, { count: failures[kind] })}</div>
      ))}
    </Card>
  );
}
