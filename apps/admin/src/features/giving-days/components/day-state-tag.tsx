import type { TGivingDayState } from '@alma/shared/admin-api/giving-days';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TGivingDayState, string> = { upcoming: 'blue', live: 'green', ended: 'default' };

/** 未开始 / 进行中 / 已结束, for a day, a pool or a challenge. */
export function StateTag({ state }: { state: TGivingDayState }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[state]}>{t(`givingDays.state.${state}`)}</Tag>;
}
