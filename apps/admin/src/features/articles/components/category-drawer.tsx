import type { TArticleCategoryRow } from '@alma/shared/admin-api/articles';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useArticleCategories, useDeleteArticleCategory } from '../api/article-categories.ts';
import { categoryColumns } from './category-columns.tsx';
import { CategoryModal } from './category-modal.tsx';

/**
 * 分类管理: the article categories in sort order. Add, edit and delete (only an empty category: the
 * server says how many articles still use one).
 */
export function CategoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const categories = useArticleCategories();
  const remove = useDeleteArticleCategory();
  const [editing, setEditing] = useState<TArticleCategoryRow | 'new' | null>(null);

  const columns = categoryColumns(t, {
    may: { edit: mayCall('PUT /article-categories/:id'), remove: mayCall('DELETE /article-categories/:id') },
    edit: setEditing,
    remove: (row) =>
      remove.mutate(row.id, {
        onSuccess: () => void message.success(t('articles.categoryDeleted')),
        onError: (error) => void message.error(error.message),
      }),
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('articles.categories')}
      size="large"
      extra={
        mayCall('POST /article-categories') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('articles.createCategory')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('articles.categoriesHint')}</Typography.Paragraph>
      {categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <Table<TArticleCategoryRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={categories.data?.rows}
          loading={categories.isFetching || remove.isPending}
          locale={{ emptyText: t('articles.categoriesEmpty') }}
          pagination={false}
        />
      )}
      <CategoryModal target={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
}
