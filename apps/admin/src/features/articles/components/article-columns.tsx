import type { TArticleRow } from '@alma/shared/admin-api/articles';
import { Button, Image, Popconfirm, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { ArticleStatusTag } from './article-status-tag.tsx';

type Actions = {
  /** Each action shows only if the role may call its route. */
  may: { edit: boolean; publish: boolean; remove: boolean };
  edit: (row: TArticleRow) => void;
  setStatus: (row: TArticleRow, status: 0 | 1) => void;
  remove: (row: TArticleRow) => void;
};

/** The articles table: cover, title, category, status, time, reads, and what the role may do. */
export function articleColumns(t: TFunction, actions: Actions): TableColumnsType<TArticleRow> {
  const { may } = actions;
  const confirm = (title: string, danger: boolean, label: string, run: () => void) => (
    <Popconfirm
      title={title}
      okText={label}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger }}
      onConfirm={run}
    >
      <Button type="link" size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );
  return [
    {
      title: t('articles.cover'),
      dataIndex: 'thumbnailImage',
      width: 96,
      render: (src: string) =>
        src ? <Image src={src} width={72} height={48} style={{ objectFit: 'cover' }} alt="" /> : null,
    },
    { title: t('articles.title'), dataIndex: 'title', ellipsis: true },
    { title: t('articles.category'), dataIndex: 'categoryName', width: 140, ellipsis: true },
    {
      title: t('articles.status'),
      key: 'status',
      width: 100,
      render: (_, row) => <ArticleStatusTag row={row} />,
    },
    {
      title: t('articles.publishDate'),
      dataIndex: 'publishDate',
      width: 150,
      render: (date: string) => date.slice(0, 16),
    },
    { title: t('articles.readCount'), dataIndex: 'readCount', width: 80 },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <Space size={0}>
          {may.edit && (
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              {t('articles.edit')}
            </Button>
          )}
          {may.publish &&
            (row.status === 1
              ? confirm(
                  t('articles.unpublishConfirm', { title: row.title }),
                  false,
                  t('articles.unpublish'),
                  () => actions.setStatus(row, 0),
                )
              : confirm(
                  t('articles.publishConfirm', { title: row.title }),
                  false,
                  t('articles.publish'),
                  () => actions.setStatus(row, 1),
                ))}
          {/* Only a draft can be deleted: a published article is withdrawn first. */}
          {may.remove &&
            row.status === 0 &&
            confirm(t('articles.deleteConfirm', { title: row.title }), true, t('articles.delete'), () =>
              actions.remove(row),
            )}
        </Space>
      ),
    },
  ];
}
