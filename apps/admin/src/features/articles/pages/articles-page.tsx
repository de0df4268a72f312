import { type TArticleRow, ZArticleQuery } from '@alma/shared/admin-api/articles';
import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useArticlePage, useDeleteArticle, useSetArticleStatus } from '../api/articles.ts';
import { articleColumns } from '../components/article-columns.tsx';
import { ArticleEditor } from '../components/article-editor.tsx';
import { ArticleFilters } from '../components/article-filters.tsx';
import { CategoryDrawer } from '../components/category-drawer.tsx';
import '../messages.ts';

/**
 * 文章管理: the filtered list, and (`?edit=new` or `?edit=<id>`) one article's editor, so a reload or
 * a shared link opens the same article without a menu entry of its own.
 */
export default function ArticlesPage() {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const open = (value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete('edit');
      else next.set('edit', value);
      return next;
    });
  if (edit !== null) {
    const id = edit === 'new' ? null : Number(edit);
    return (
      <ArticleEditor key={edit} id={id !== null && Number.isInteger(id) && id > 0 ? id : null} open={open} />
    );
  }
  return <ArticleList open={open} />;
}

function ArticleList({ open }: { open: (edit: string | null) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [query, setQuery] = useSearchState(ZArticleQuery);
  const list = useArticlePage(query);
  const setStatus = useSetArticleStatus();
  const remove = useDeleteArticle();
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const failed = (error: Error) => void message.error(error.message);

  const columns = articleColumns(t, {
    may: {
      edit: mayCall('GET /articles/:id'),
      publish: mayCall('POST /articles/:id/publish'),
      remove: mayCall('DELETE /articles/:id'),
    },
    edit: (row: TArticleRow) => open(String(row.id)),
    setStatus: (row, status) =>
      setStatus.mutate(
        { id: row.id, status },
        {
          onSuccess: (saved) => {
            const done =
              status === 0
                ? t('articles.unpublishedDone')
                : saved.scheduled
                  ? t('articles.scheduledDone', { date: saved.publishDate.slice(0, 16) })
                  : t('articles.publishedDone');
            void message.success(done);
          },
          onError: failed,
        },
      ),
    remove: (row) =>
      remove.mutate(row.id, {
        onSuccess: () => void message.success(t('articles.deleted')),
        onError: failed,
      }),
  });

  const listSettings = useListSettings(columns, { screen: 'articles', transient: ['edit'] });

  return (
    <PageFrame
      title={t('menu.articles')}
      extra={
        <Space>
          {listSettings.bar}
          {mayCall('GET /article-categories') && (
            <Button icon={<AppstoreOutlined />} onClick={() => setCategoriesOpen(true)}>
              {t('articles.categories')}
            </Button>
          )}
          {mayCall('POST /articles') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
              {t('articles.create')}
            </Button>
          )}
        </Space>
      }
    >
      <CategoryDrawer open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
      <ArticleFilters query={query} change={setQuery} />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TArticleRow>
          rowKey="id"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching || setStatus.isPending || remove.isPending}
          locale={{ emptyText: t('articles.empty') }}
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
    </PageFrame>
  );
}
