import type { TAdminGivingDay, TAdminPool } from '@alma/shared/admin-api/giving-days';
import { Button, Popconfirm, Space, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { TDonorField } from '../model/donor-fields.ts';
import { fairText, poolRulesText, poolScopeText, ratioText } from '../model/pool-words.ts';
import { windowText, yuanText } from '../model/shown-values.ts';
import { StateTag } from './day-state-tag.tsx';

type Actions = {
  may: { edit: boolean; remove: boolean; reconcile: boolean };
  edit: (pool: TAdminPool) => void;
  /** A promise: the confirm's button spins until the answer comes. */
  remove: (pool: TAdminPool) => Promise<void>;
  reconcile: (pool: TAdminPool) => void;
};

/** A day's pools: their rules in words, their window, and where their money stands. */
export function poolColumns(
  t: TFunction,
  day: TAdminGivingDay,
  fields: readonly TDonorField[],
  actions: Actions,
): TableColumnsType<TAdminPool> {
  const { may } = actions;
  const money = (yuan: number) => yuanText(t, yuan);
  return [
    {
      title: t('givingDays.pools.sponsor'),
      dataIndex: 'sponsor',
      render: (sponsor: string, pool) => (
        <Space orientation="vertical" size={0}>
          <span>{sponsor}</span>
          <Typography.Text type="secondary">{poolScopeText(t, pool, day, fields)}</Typography.Text>
        </Space>
      ),
    },
    { title: t('givingDays.pools.size'), dataIndex: 'size', align: 'right', render: money },
    {
      title: t('givingDays.pools.ratio'),
      dataIndex: 'ratioPercent',
      render: (ratio: number) => ratioText(t, ratio),
    },
    {
      title: t('givingDays.pools.rules'),
      key: 'rules',
      render: (_, pool) => (
        <Space orientation="vertical" size={0}>
          {poolRulesText(t, pool).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Space>
      ),
    },
    {
      title: t('givingDays.column.window'),
      key: 'window',
      render: (_, pool) => windowText(pool.startTime, pool.endTime),
    },
    { title: t('givingDays.pools.fair'), key: 'fair', render: (_, pool) => fairText(t, pool) },
    { title: t('givingDays.pools.reserved'), dataIndex: 'reserved', align: 'right', render: money },
    { title: t('givingDays.pools.confirmed'), dataIndex: 'confirmed', align: 'right', render: money },
    { title: t('givingDays.pools.free'), dataIndex: 'free', align: 'right', render: money },
    {
      title: t('givingDays.column.state'),
      key: 'state',
      render: (_, pool) => <StateTag state={pool.state} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, pool) => (
        <Space size={0}>
          {may.reconcile && (
            <Button type="link" size="small" onClick={() => actions.reconcile(pool)}>
              {t('givingDays.pools.reconcile')}
            </Button>
          )}
          {may.edit && (
            <Button type="link" size="small" onClick={() => actions.edit(pool)}>
              {t('givingDays.edit')}
            </Button>
          )}
          {/* Only before it opens: the server refuses a pool that has matched anything. */}
          {may.remove && pool.state === 'upcoming' && (
            <Popconfirm
              title={t('givingDays.pools.deleteConfirm', { sponsor: pool.sponsor })}
              okText={t('givingDays.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.remove(pool)}
            >
              <Button type="link" size="small" danger>
                {t('givingDays.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
