import type { TAdminGivingDay } from '@alma/shared/admin-api/giving-days';
import { App, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useSetBoardsPaused } from '../api/giving-days.ts';

/**
 * 暂停排行榜与动态: under load, the donor page's leaderboards and live feed stop (gifts and matches go
 * on). The switch asks first and goes through the API (audited); a role without the route sees the
 * state only.
 */
export function BoardsPausedSwitch({ day }: { day: TAdminGivingDay }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayPause = useMayCall()('PUT /giving-days/:id/boards-paused');
  const setPaused = useSetBoardsPaused(day.id);
  const paused = day.boardsPaused;
  const label = t('givingDays.pause.label');
  const state = (
    <Tag color={paused ? 'orange' : 'green'} data-testid="boards-paused-state">
      {t(paused ? 'givingDays.pause.on' : 'givingDays.pause.off')}
    </Tag>
  );

  if (!mayPause) {
    return (
      <Space size={4}>
        <Typography.Text>{label}</Typography.Text>
        {state}
      </Space>
    );
  }
  return (
    <Space size={4}>
      <Tooltip title={t('givingDays.pause.help')}>
        <Typography.Text>{label}</Typography.Text>
      </Tooltip>
      <Popconfirm
        title={t(paused ? 'givingDays.pause.confirmResume' : 'givingDays.pause.confirmPause')}
        description={t('givingDays.pause.help')}
        okText={t(paused ? 'givingDays.pause.resume' : 'givingDays.pause.pause')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          // A promise: the confirm's button spins until the server has the change.
          setPaused.mutateAsync(!paused).then(
            () => void message.success(t(paused ? 'givingDays.pause.resumed' : 'givingDays.pause.paused')),
            (error: Error) => void message.error(error.message),
          )
        }
      >
        {/* Held by the confirm: the switch moves once the server has the change. */}
        <Switch
          checked={paused}
          loading={setPaused.isPending}
          aria-label={label}
          data-testid="boards-paused"
        />
      </Popconfirm>
      {state}
    </Space>
  );
}
