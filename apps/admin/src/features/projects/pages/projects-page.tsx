import { type TProjectRow, ZProjectQuery } from '@alma/shared/admin-api/projects';
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
import { useProjectPage, useSetListed } from '../api/projects.ts';
import { CategoryDrawer } from '../components/category-drawer.tsx';
import { FormBuilder } from '../components/form-builder.tsx';
import { projectColumns } from '../components/project-columns.tsx';
import { ProjectEditor } from '../components/project-editor.tsx';
import { ProjectFilters } from '../components/project-filters.tsx';
import '../messages.ts';

/**
 * 项目管理: the filtered list, and (`?edit=new` or `?edit=<id>`) one project's editor, so a reload or
 * a shared link opens the same project without a route of its own in the menu; `?form=<id>` is the
 * project's donation form builder.
 */
export default function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const open = (value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete('edit');
      else next.set('edit', value);
      return next;
    });
  const formOf = Number(params.get('form'));
  if (Number.isInteger(formOf) && formOf > 0) return <FormBuilder id={formOf} />;
  if (edit !== null) {
    const id = edit === 'new' ? null : Number(edit);
    return (
      <ProjectEditor key={edit} id={id !== null && Number.isInteger(id) && id > 0 ? id : null} open={open} />
    );
  }
  return <ProjectList open={open} />;
}

function ProjectList({ open }: { open: (edit: string | null) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [query, setQuery] = useSearchState(ZProjectQuery);
  const list = useProjectPage(query);
  const setListed = useSetListed();
  const mayWrite = mayCall('PATCH /projects/:id');
  const [categoriesOpen, setCategoriesOpen] = useState(false);

  const columns = projectColumns(t, {
    mayWrite,
    edit: (row: TProjectRow) => open(String(row.id)),
    setListed: (row, listed) =>
      setListed.mutate(
        { id: row.id, listed },
        {
          onSuccess: () =>
            void message.success(t(listed ? 'projects.published_done' : 'projects.unpublished_done')),
          onError: (error) => void message.error(error.message),
        },
      ),
  });

  const listSettings = useListSettings(columns, { screen: 'projects', kept: ['name', 'actions'] });

  return (
    <PageFrame
      title={t('menu.projects')}
      extra={
        <Space>
          {listSettings.bar}
          {mayCall('POST /categories') && (
            <Button icon={<AppstoreOutlined />} onClick={() => setCategoriesOpen(true)}>
              {t('projects.categories')}
            </Button>
          )}
          {mayCall('POST /projects') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
              {t('projects.create')}
            </Button>
          )}
        </Space>
      }
    >
      <CategoryDrawer open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
      <ProjectFilters query={query} change={setQuery} />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TProjectRow>
          rowKey="id"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('projects.empty') }}
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
