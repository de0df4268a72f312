import { MESSAGE_STATUSES, type TMessageRow, ZMessageQuery } from '@alma/shared/admin-api/messages';
import { App, Button, Popconfirm, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useMessagePage, useModerateMessages } from '../api/messages.ts';
import { messageColumns } from '../components/message-columns.tsx';
import { MessageFilters } from '../components/message-filters.tsx';
import { ReplyModal } from '../components/reply-modal.tsx';
import '../messages.ts';

/** 留言审核: the queue of messages on projects that audit them; approve, reject, reply, in bulk too. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [query, setQuery] = useSearchState(ZMessageQuery);
  const status = query.status ?? 'pending';
  const list = useMessagePage({ ...query, status });
  const moderate = useModerateMessages();
  const [selected, setSelected] = useState<number[]>([]);
  const [replying, setReplying] = useState<TMessageRow | null>(null);

  const run = (ids: number[], action: 'approve' | 'reject') =>
    moderate.mutate(
      { ids, action },
      {
        onSuccess: ({ changed }) => {
          void message.success(t('messages.changed', { count: changed }));
          setSelected((previous) => previous.filter((id) => !ids.includes(id)));
        },
        onError: (error) => void message.error(error.message),
      },
    );

  const mayModerate = mayCall('POST /messages/bulk');
  const columns = messageColumns(t, {
    moderate: mayModerate ? (row, action) => run([row.id], action) : null,
    reply: mayCall('PUT /messages/:id/reply') ? setReplying : null,
  });
  const search = (patch: Record<string, string | number | undefined>) => {
    setSelected([]);
    setQuery({ ...patch, page: undefined });
  };

  const listSettings = useListSettings(columns, { screen: 'messages' });

  return (
    <PageFrame title={t('menu.messages')} extra={listSettings.bar}>
      <Tabs
        activeKey={status}
        onChange={(key) => search({ status: key === 'pending' ? undefined : key })}
        items={MESSAGE_STATUSES.map((key) => ({ key, label: t(`messages.${key}`) }))}
      />
      <MessageFilters
        value={{ itemsId: query.itemsId, s: query.s }}
        onSearch={(filters) => search({ itemsId: filters.itemsId, s: filters.s })}
      />
      {mayModerate ? (
        <Space style={{ marginBottom: 12 }}>
          <Button
            type="primary"
            disabled={selected.length === 0 || status === 'approved'}
            loading={moderate.isPending}
            onClick={() => run(selected, 'approve')}
          >
            {t('messages.bulkApprove')}
          </Button>
          <Popconfirm
            title={t('messages.bulkReject')}
            description={t('messages.bulkRejectConfirm', { count: selected.length })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            disabled={selected.length === 0}
            onConfirm={() => run(selected, 'reject')}
          >
            <Button danger disabled={selected.length === 0 || status === 'rejected'}>
              {t('messages.bulkReject')}
            </Button>
          </Popconfirm>
          {selected.length > 0 ? (
            <Typography.Text type="secondary">
              {t('messages.selected', { count: selected.length })}
            </Typography.Text>
          ) : null}
        </Space>
      ) : null}
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TMessageRow>
          rowKey="id"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('messages.empty') }}
          rowSelection={
            mayModerate
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
              : undefined
          }
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => setQuery({ page, pageSize }),
          }}
        />
      )}
      <ReplyModal row={replying} onClose={() => setReplying(null)} />
    </PageFrame>
  );
}
