import type { TAuditRow } from '@alma/shared/admin-api/audit';
import { auditActionWords, auditTargetWords } from '@alma/shared/admin-api/audit-words';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/language.ts';

/** Who did what to what, in words (the action's name stays on hover, for a developer). */
export function auditColumns(t: TFunction): ColumnsType<TAuditRow> {
  const language = currentLanguage();
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
          <Tag>{auditActionWords(language, action) ?? t('audit.otherAction')}</Tag>
        </span>
      ),
    },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_, row) =>
        t('audit.targetWithId', {
          target: auditTargetWords(language, row.targetType) ?? t('audit.otherTarget'),
          id: row.targetId,
        }),
    },
    { title: t('audit.ip'), dataIndex: 'ip', width: 140 },
  ];
}
