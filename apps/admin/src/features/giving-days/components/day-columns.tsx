import type { TAdminGivingDayRow } from '@alma/shared/admin-api/giving-days';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { windowText, yuanText } from '../model/shown-values.ts';
import { StateTag } from './day-state-tag.tsx';

type Actions = {
  mayDelete: boolean;
  open: (row: TAdminGivingDayRow) => void;
  /** A promise: the confirm's button spins until the answer comes. */
  remove: (row: TAdminGivingDayRow) => Promise<void>;
};

/** The list of days: when, where it stands, and its money so far. */
export function dayColumns(t: TFunction, actions: Actions): TableColumnsType<TAdminGivingDayRow> {
  const money = (yuan: number) => yuanText(t, yuan);
  return [
    {
      title: t('givingDays.column.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Typography.Link onClick={() => actions.open(row)}>{name}</Typography.Link>
      ),
    },
    {
      title: t('givingDays.column.window'),
      key: 'window',
      render: (_, row) => windowText(row.startTime, row.endTime),
    },
    {
      title: t('givingDays.column.state'),
      key: 'state',
      render: (_, row) => (
        <Space size={4} wrap>
          <StateTag state={row.state} />
          {row.boardsPaused && <Tag color="orange">{t('givingDays.pause.pausedTag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('givingDays.column.goal'),
      dataIndex: 'goal',
      align: 'right',
      render: (goal: number) => (goal > 0 ? money(goal) : t('givingDays.noGoal')),
    },
    { title: t('givingDays.column.raised'), dataIndex: 'raised', align: 'right', render: money },
    { title: t('givingDays.column.matched'), dataIndex: 'matched', align: 'right', render: money },
    { title: t('givingDays.column.donors'), dataIndex: 'donors', align: 'right' },
    { title: t('givingDays.column.pools'), dataIndex: 'pools', align: 'right' },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => actions.open(row)}>
            {t('givingDays.open')}
          </Button>
          {/* Only before it starts: the server refuses a day that has begun. */}
          {actions.mayDelete && row.state === 'upcoming' && (
            <Popconfirm
              title={t('givingDays.deleteConfirm', { name: row.name })}
              okText={t('givingDays.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.remove(row)}
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
