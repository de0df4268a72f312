import type { TProgressRow } from '@alma/shared/admin-api/project-tabs';
import { Image, Space, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type EntryActions, entryActionsColumn } from './entry-actions-column.tsx';

export function progressColumns(
  t: TFunction,
  actions: EntryActions<TProgressRow>,
): TableColumnsType<TProgressRow> {
  return [
    { title: t('projects.progressDate'), dataIndex: 'progressDate', width: 120 },
    {
      title: t('projects.progressContent'),
      dataIndex: 'content',
      render: (content: string) => (
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', margin: 0 }}
          ellipsis={{ rows: 4, expandable: true }}
        >
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('projects.pictures'),
      dataIndex: 'attachmentList',
      width: 260,
      render: (pictures: string[]) => (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {pictures.map((url) => (
              <Image key={url} src={url} width={56} height={42} style={{ objectFit: 'cover' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    entryActionsColumn(t, actions, 'projects.deleteProgressConfirm'),
  ];
}
