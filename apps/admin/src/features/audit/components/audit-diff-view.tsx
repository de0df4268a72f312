import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { auditDiff, type DiffRow } from '../model/audit-diff.ts';
import { diffFieldLabel, diffValue } from '../model/audit-words.ts';

const CHANGE_COLOUR: Record<DiffRow['change'], string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
  same: 'default',
};

/** An audit row's before/after as a field-by-field table (personal data arrives already masked). */
export function AuditDiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const rows = auditDiff(before, after);
  const language = currentLanguage();
  const words = { yes: t('audit.yes'), no: t('audit.no'), empty: t('audit.emptyValue') };
  if (rows.length === 0) return <Typography.Text type="secondary">{t('audit.noSnapshot')}</Typography.Text>;
  const value = (text: string | null, row: DiffRow) =>
    text === null ? (
      <Typography.Text type="secondary">—</Typography.Text>
    ) : (
      <Typography.Text>{diffValue(row.path, text, words, language)}</Typography.Text>
    );
  return (
    <Table<DiffRow>
      size="small"
      pagination={false}
      rowKey="path"
      dataSource={rows}
      columns={[
        {
          title: t('audit.field'),
          dataIndex: 'path',
          width: 220,
          // The label for people; the key stays on hover for a developer.
          render: (path: string) => <span title={path}>{diffFieldLabel(language, path)}</span>,
        },
        {
          title: t('audit.details'),
          dataIndex: 'change',
          width: 100,
          render: (change: DiffRow['change']) => (
            <Tag color={CHANGE_COLOUR[change]}>{t(`audit.change.${change}`)}</Tag>
          ),
        },
        { title: t('audit.before'), dataIndex: 'before', render: value },
        { title: t('audit.after'), dataIndex: 'after', render: value },
      ]}
    />
  );
}
