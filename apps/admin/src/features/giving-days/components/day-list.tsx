import type { TAdminGivingDayRow } from '@alma/shared/admin-api/giving-days';
import type { TAdminPage } from '@alma/shared/admin-api/paging';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useDeleteGivingDay, useGivingDays } from '../api/giving-days.ts';
import { dayColumns } from './day-columns.tsx';
import { DayFormModal } from './day-form-modal.tsx';

type Props = {
  page: TAdminPage;
  onPage: (page: TAdminPage) => void;
  onOpen: (id: number) => void;
};

/** 募捐日: every day, newest first as the server lists them, and 新建募捐日. */
export function DayList({ page, onPage, onOpen }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const list = useGivingDays(page);
  const remove = useDeleteGivingDay();
  const [creating, setCreating] = useState(false);

  const columns = dayColumns(t, {
    mayDelete: mayCall('DELETE /giving-days/:id'),
    open: (row: TAdminGivingDayRow) => onOpen(row.id),
    remove: (row) =>
      remove.mutateAsync(row.id).then(
        () => void message.success(t('givingDays.deleted')),
        (error: Error) => void message.error(error.message),
      ),
  });

  return (
    <PageFrame
      title={t('givingDays.title')}
      extra={
        mayCall('POST /giving-days') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('givingDays.create')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('givingDays.hint')}</Typography.Paragraph>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TAdminGivingDayRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching || remove.isPending}
          locale={{ emptyText: t('givingDays.empty') }}
          scroll={{ x: 'max-content' }}
          data-testid="giving-days-table"
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (next, pageSize) => onPage({ page: next, pageSize }),
          }}
        />
      )}
      <DayFormModal target={creating ? 'new' : null} onClose={() => setCreating(false)} onCreated={onOpen} />
    </PageFrame>
  );
}
