import type { TMessageRow, TMessageStatus } from '@alma/shared/admin-api/messages';
import { Badge, Button, Popconfirm, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

export type MessageActions = {
  /** Null when the role may not moderate: the buttons are not drawn. */
  moderate: ((row: TMessageRow, action: 'approve' | 'reject') => void) | null;
  reply: ((row: TMessageRow) => void) | null;
};

const BADGE: Record<TMessageStatus, 'processing' | 'success' | 'default'> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'default',
};

export function messageColumns(t: TFunction, actions: MessageActions): ColumnsType<TMessageRow> {
  const { moderate, reply } = actions;
  const columns: ColumnsType<TMessageRow> = [
    { title: t('messages.project'), dataIndex: 'itemsName', width: 180, ellipsis: true },
    { title: t('messages.nickname'), dataIndex: 'nickname', width: 120, ellipsis: true },
    {
      title: t('messages.content'),
      dataIndex: 'content',
      render: (content: string, row) => (
        <>
          <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true }}>
            {content}
          </Typography.Paragraph>
          {row.replyContent ? (
            <Typography.Text type="secondary" data-testid="message-reply">
              {t('messages.replyPrefix')}
              {row.replyContent}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      title: t('messages.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: TMessageStatus) => <Badge status={BADGE[status]} text={t(`messages.${status}`)} />,
    },
    {
      title: t('messages.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (at: string) => at.slice(0, 16).replace('T', ' '),
    },
  ];
  if (!moderate && !reply) return columns;
  columns.push({
    title: t('common.actions'),
    key: 'actions',
    width: 190,
    render: (_, row) => (
      <Space size={0} wrap>
        {moderate && row.status !== 'approved' ? (
          <Button type="link" onClick={() => moderate(row, 'approve')}>
            {t('messages.approve')}
          </Button>
        ) : null}
        {moderate && row.status !== 'rejected' ? (
          <Popconfirm
            title={t('messages.reject')}
            description={t('messages.rejectConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => moderate(row, 'reject')}
          >
            <Button type="link" danger>
              {t('messages.reject')}
            </Button>
          </Popconfirm>
        ) : null}
        {reply ? (
          <Button type="link" onClick={() => reply(row)}>
            {t('messages.reply')}
          </Button>
        ) : null}
      </Space>
    ),
  });
  return columns;
}
