import type { TAuditRow } from '@alma/shared/admin-api/audit';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

export function auditColumns(t: TFunction): ColumnsType<TAuditRow> {
  return [
    { title: t('audit.at'), dataIndex: 'at', width: 180 },
    {
      title: t('audit.staff'),
      key: 'staff',
      render: (_, row) => (
        <span>
          {row.staffUsername}{' '}
          <Typography.Text type="secondary">
            ({t(`role.${row.staffRole}`, { defaultValue: row.staffRole })})
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      render: (action: string) => (
        <span title={action}>
          <Tag>{t(`audit.actions.${action}`, { defaultValue: action })}</Tag>
        </span>
      ),
    },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_, row) =>
        `${t(`audit.targets.${row.targetType}`, { defaultValue: row.targetType })} #${row.targetId}`,
    },
    { title: t('audit.ip'), dataIndex: 'ip', width: 140 },
  ];
}
