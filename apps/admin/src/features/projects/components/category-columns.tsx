import type { TCategoryRow } from '@alma/shared/admin-api/project-categories';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { MoveButtons } from '../../../components/move-buttons.tsx';

type Actions = {
  /** Each action shows only if the role may call its route. */
  may: { rename: boolean; reorder: boolean; remove: boolean };
  busy: boolean;
  move: (index: number, step: -1 | 1) => void;
  rename: (row: TCategoryRow) => void;
  remove: (row: TCategoryRow) => void;
};

export function categoryColumns(
  t: TFunction,
  count: number,
  actions: Actions,
): TableColumnsType<TCategoryRow> {
  const { may } = actions;
  return [
    { title: t('projects.categoryName'), dataIndex: 'name' },
    { title: t('englishTexts.name'), dataIndex: 'nameEn' },
    { title: t('projects.categoryProjects'), dataIndex: 'projectCount', width: 96 },
    {
      title: t('projects.actions'),
      key: 'actions',
      width: 240,
      render: (_, row, index) => (
        <Space>
          {may.reorder && (
            <MoveButtons
              first={index === 0}
              last={index === count - 1}
              disabled={actions.busy}
              move={(step) => actions.move(index, step)}
            />
          )}
          {may.rename && (
            <Button type="link" size="small" onClick={() => actions.rename(row)}>
              {t('projects.rename')}
            </Button>
          )}
          {may.remove && (
            <Popconfirm
              title={t('projects.deleteCategoryConfirm', { name: row.name })}
              okText={t('projects.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.remove(row)}
            >
              <Button type="link" size="small" danger>
                {t('projects.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
