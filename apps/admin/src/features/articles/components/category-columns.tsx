import type { TArticleCategoryRow } from '@alma/shared/admin-api/articles';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

type Actions = {
  /** Each action shows only if the role may call its route. */
  may: { edit: boolean; remove: boolean };
  edit: (row: TArticleCategoryRow) => void;
  remove: (row: TArticleCategoryRow) => void;
};

export function categoryColumns(t: TFunction, actions: Actions): TableColumnsType<TArticleCategoryRow> {
  const { may } = actions;
  return [
    { title: t('articles.categoryId'), dataIndex: 'id', width: 64 },
    { title: t('articles.categoryName'), dataIndex: 'name' },
    { title: t('articles.categoryNameEn'), dataIndex: 'nameEn' },
    { title: t('articles.websiteId'), dataIndex: 'websiteId', width: 80 },
    { title: t('articles.sort'), dataIndex: 'sort', width: 64 },
    { title: t('articles.articleCount'), dataIndex: 'articleCount', width: 80 },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          {may.edit && (
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              {t('articles.edit')}
            </Button>
          )}
          {may.remove && (
            <Popconfirm
              title={t('articles.deleteCategoryConfirm', { name: row.name })}
              okText={t('articles.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.remove(row)}
            >
              <Button type="link" size="small" danger>
                {t('articles.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
