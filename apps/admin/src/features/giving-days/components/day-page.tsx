import type { TAdminGivingDay } from '@alma/shared/admin-api/giving-days';
import { App, Button, Descriptions, Popconfirm, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useDeleteGivingDay, useGivingDay } from '../api/giving-days.ts';
import { fieldLabelOf } from '../model/donor-fields.ts';
import { windowText, yuanText } from '../model/shown-values.ts';
import { BoardsPausedSwitch } from './boards-paused-switch.tsx';
import { ChallengesTab } from './challenges-tab.tsx';
import { ContestsTab } from './contests-tab.tsx';
import { DashboardTab } from './dashboard-tab.tsx';
import { DayFormModal } from './day-form-modal.tsx';
import { StateTag } from './day-state-tag.tsx';
import { PoolsTab } from './pools-tab.tsx';

export const DAY_TABS = ['overview', 'pools', 'challenges', 'contests'] as const;
export type TDayTab = (typeof DAY_TABS)[number];

type Props = { id: number; tab: TDayTab; onTab: (tab: TDayTab) => void; onLeave: () => void };

/** One giving day: what it is, its switch under load, and its tabs. */
export function DayPage({ id, tab, onTab, onLeave }: Props) {
  const { t } = useTranslation();
  const day = useGivingDay(id);
  const trail = [{ title: t('givingDays.title'), to: '/giving-days' }];
  if (day.isPending || (day.isError && !day.data)) {
    return (
      <PageFrame title={t('givingDays.title')} trail={trail}>
        {day.isPending ? <PageLoading /> : <LoadError error={day.error} onRetry={() => void day.refetch()} />}
      </PageFrame>
    );
  }
  return <DayView day={day.data} tab={tab} onTab={onTab} onLeave={onLeave} trail={trail} />;
}

function DayView({
  day,
  tab,
  onTab,
  onLeave,
  trail,
}: Omit<Props, 'id'> & { day: TAdminGivingDay; trail: Array<{ title: string; to: string }> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteGivingDay();
  // In words from the day itself: finance may not read the forms, and still sees labels, not keys.
  const fields = day.donorFields;
  const tabs = [
    ...(mayCall('GET /giving-days/:id/dashboard')
      ? [{ key: 'overview', label: t('givingDays.tab.overview'), children: <DashboardTab dayId={day.id} /> }]
      : []),
    { key: 'pools', label: t('givingDays.tab.pools'), children: <PoolsTab day={day} fields={fields} /> },
    {
      key: 'challenges',
      label: t('givingDays.tab.challenges'),
      children: <ChallengesTab day={day} fields={fields} />,
    },
    {
      key: 'contests',
      label: t('givingDays.tab.contests'),
      children: <ContestsTab day={day} fields={fields} />,
    },
  ];

  return (
    <PageFrame
      title={day.name}
      trail={trail}
      extra={
        <Space wrap>
          <BoardsPausedSwitch day={day} />
          {mayCall('PUT /giving-days/:id') && (
            <Button onClick={() => setEditing(true)}>{t('givingDays.edit')}</Button>
          )}
          {mayCall('DELETE /giving-days/:id') && day.state === 'upcoming' && (
            <Popconfirm
              title={t('givingDays.deleteConfirm', { name: day.name })}
              okText={t('givingDays.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutateAsync(day.id).then(
                  () => {
                    void message.success(t('givingDays.deleted'));
                    onLeave();
                  },
                  (error: Error) => void message.error(error.message),
                )
              }
            >
              <Button danger loading={remove.isPending}>
                {t('givingDays.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        style={{ marginBottom: 8 }}
        items={[
          { key: 'state', label: t('givingDays.column.state'), children: <StateTag state={day.state} /> },
          {
            key: 'window',
            label: t('givingDays.column.window'),
            children: windowText(day.startTime, day.endTime),
          },
          {
            key: 'goal',
            label: t('givingDays.column.goal'),
            children: day.goal > 0 ? yuanText(t, day.goal) : t('givingDays.noGoal'),
          },
          {
            key: 'items',
            label: t('givingDays.dayForm.itemIds'),
            children: day.items.map((item) => item.name).join(t('givingDays.sep.list')),
          },
          {
            key: 'boards',
            label: t('givingDays.dayForm.boardFields'),
            children:
              day.boardFields.length > 0
                ? day.boardFields.map((name) => fieldLabelOf(fields, name)).join(t('givingDays.sep.list'))
                : t('givingDays.noBoardFields'),
          },
          ...(day.intro ? [{ key: 'intro', label: t('givingDays.dayForm.intro'), children: day.intro }] : []),
        ]}
      />
      <Tabs
        activeKey={tabs.some((item) => item.key === tab) ? tab : tabs[0]?.key}
        onChange={(key) => onTab(key as TDayTab)}
        // A tab not shown is unmounted: the dashboard reads every 5 s only while it is open.
        destroyOnHidden
        items={tabs}
      />
      <DayFormModal target={editing ? day : null} onClose={() => setEditing(false)} />
    </PageFrame>
  );
}
