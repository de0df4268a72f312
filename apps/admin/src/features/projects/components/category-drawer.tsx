import type { TCategoryRow } from '@alma/shared/admin-api/project-categories';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useCategories, useDeleteCategory, useReorderCategories } from '../api/categories.ts';
import { movedIds } from '../model/category-order.ts';
import { categoryColumns } from './category-columns.tsx';
import { CategoryNameModal } from './category-name-modal.tsx';

/**
 * 分类管理: the donor app's category tabs in their order. Add, rename, move and delete (only an
 * empty category: the server says how many projects still use one).
 */
export function CategoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const categories = useCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [naming, setNaming] = useState<TCategoryRow | 'new' | null>(null);
  const rows = categories.data?.rows ?? [];
  const failed = (error: Error) => void message.error(error.message);

  const columns = categoryColumns(t, rows.length, {
    may: {
      rename: mayCall('PUT /categories/:id'),
      reorder: mayCall('POST /categories/reorder'),
      remove: mayCall('DELETE /categories/:id'),
    },
    busy: reorder.isPending,
    move: (index, step) => {
      const ids = movedIds(
        rows.map((row) => row.id),
        index,
        step,
      );
      if (ids) reorder.mutate(ids, { onError: failed });
    },
    rename: setNaming,
    remove: (row) =>
      remove.mutate(row.id, {
        onSuccess: () => void message.success(t('projects.categoryDeleted')),
        onError: failed,
      }),
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('projects.categories')}
      size="large"
      extra={
        mayCall('POST /categories') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setNaming('new')}>
            {t('projects.createCategory')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('projects.categoriesHint')}</Typography.Paragraph>
      {categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <Table<TCategoryRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={categories.isFetching || reorder.isPending || remove.isPending}
          locale={{ emptyText: t('projects.categoriesEmpty') }}
          pagination={false}
        />
      )}
      <CategoryNameModal target={naming} onClose={() => setNaming(null)} />
    </Drawer>
  );
}
