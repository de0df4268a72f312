import type { TPublicityRow } from '@alma/shared/admin-api/project-tabs';
import { formatYuan } from '@alma/shared/money/money';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { type EntryActions, entryActionsColumn } from './entry-actions-column.tsx';

export function publicityColumns(
  t: TFunction,
  actions: EntryActions<TPublicityRow>,
): TableColumnsType<TPublicityRow> {
  return [
    { title: t('projects.useDate'), dataIndex: 'useDate', width: 120 },
    { title: t('projects.useTitle'), dataIndex: 'useTitle' },
    {
      title: t('projects.useMoney'),
      dataIndex: 'useMoney',
      width: 160,
      align: 'right',
      render: (money: number) => `¥${formatYuan(money)}`,
    },
    entryActionsColumn(t, actions, 'projects.deletePublicityConfirm'),
  ];
}
