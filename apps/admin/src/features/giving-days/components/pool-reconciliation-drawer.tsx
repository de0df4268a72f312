import type { TAdminPool, TPoolReconciliation } from '@alma/shared/admin-api/giving-days';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useReconciliation } from '../api/giving-day-parts.ts';
import { yuanText } from '../model/shown-values.ts';

/**
 * A pool's reconciliation: its size against reserved + confirmed + free, read from the matches
 * themselves, said in words as balanced or not; released and taken back are its history.
 */
export function PoolReconciliationDetails({ reconciliation }: { reconciliation: TPoolReconciliation }) {
  const { t } = useTranslation();
  const money = (yuan: number) => yuanText(t, yuan);
  const { size, reserved, confirmed, free } = reconciliation;
  const figures = {
    size: money(size),
    reserved: money(reserved),
    confirmed: money(confirmed),
    free: money(free),
  };
  return (
    <Flex vertical gap={16} data-testid="pool-reconciliation">
      <Alert
        type={reconciliation.balanced ? 'success' : 'error'}
        showIcon
        title={t(
          reconciliation.balanced
            ? 'givingDays.reconciliation.balanced'
            : 'givingDays.reconciliation.unbalanced',
          figures,
        )}
        description={reconciliation.balanced ? undefined : t('givingDays.reconciliation.unbalancedHint')}
      />
      <Descriptions
        size="small"
        bordered
        column={2}
        items={(['size', 'reserved', 'confirmed', 'free', 'released', 'takenBack'] as const).map((key) => ({
          key,
          label: t(`givingDays.reconciliation.${key}`),
          children: money(reconciliation[key]),
        }))}
      />
      <Typography.Text type="secondary">{t('givingDays.reconciliation.historyNote')}</Typography.Text>
      <Table
        rowKey="state"
        size="small"
        pagination={false}
        title={() => t('givingDays.reconciliation.byState')}
        dataSource={reconciliation.byState}
        columns={[
          {
            title: t('givingDays.reconciliation.state'),
            dataIndex: 'state',
            render: (state: TPoolReconciliation['byState'][number]['state']) =>
              t(`givingDays.reconciliation.matchState.${state}`),
          },
          { title: t('givingDays.reconciliation.gifts'), dataIndex: 'gifts', align: 'right' },
          { title: t('givingDays.reconciliation.money'), dataIndex: 'money', align: 'right', render: money },
        ]}
      />
    </Flex>
  );
}

type Props = { dayId: number; pool: TAdminPool | null; onClose: () => void };

/** 对账, per pool: read when opened, and again on 刷新. */
export function PoolReconciliationDrawer({ dayId, pool, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={pool !== null}
      onClose={onClose}
      size={640}
      title={t('givingDays.reconciliation.title', { sponsor: pool?.sponsor ?? '' })}
      destroyOnHidden
    >
      {pool && <Reconciliation dayId={dayId} poolId={pool.id} />}
    </Drawer>
  );
}

function Reconciliation({ dayId, poolId }: { dayId: number; poolId: number }) {
  const { t } = useTranslation();
  const reconciliation = useReconciliation(dayId, poolId);
  if (reconciliation.isPending) return <PageLoading />;
  if (reconciliation.isError && !reconciliation.data) {
    return <LoadError error={reconciliation.error} onRetry={() => void reconciliation.refetch()} />;
  }
  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button
          icon={<ReloadOutlined />}
          loading={reconciliation.isFetching}
          onClick={() => void reconciliation.refetch()}
        >
          {t('givingDays.reconciliation.refresh')}
        </Button>
      </Flex>
      <PoolReconciliationDetails reconciliation={reconciliation.data} />
    </Flex>
  );
}
