import { Button, Popconfirm, Space, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';

/** Edit and delete of a progress or use-publicity row, each only if the role may call its route. */
export type EntryActions<T> = {
  mayEdit: boolean;
  mayDelete: boolean;
  edit: (row: T) => void;
  remove: (row: T) => void;
};

export function entryActionsColumn<T>(
  t: TFunction,
  actions: EntryActions<T>,
  confirmKey: string,
): TableColumnType<T> {
  return {
    title: t('projects.actions'),
    key: 'actions',
    width: 140,
    render: (_, row) => (
      <Space>
        {actions.mayEdit && (
          <Button type="link" size="small" onClick={() => actions.edit(row)}>
            {t('projects.edit')}
          </Button>
        )}
        {actions.mayDelete && (
          <Popconfirm
            title={t(confirmKey)}
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
  };
}
