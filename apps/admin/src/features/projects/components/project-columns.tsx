import type { TProjectRow } from '@alma/shared/admin-api/projects';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';

type Actions = {
  edit: (row: TProjectRow) => void;
  setListed: (row: TProjectRow, listed: boolean) => void;
  /** The role may change projects (me.routes); otherwise the table only reads. */
  mayWrite: boolean;
};

function amountOf(row: TProjectRow, money: number, units: number): string {
  return row.crowdType === 2 ? `${units} ${row.materialUnit}` : `¥${money.toLocaleString()}`;
}

export function projectColumns(t: TFunction, actions: Actions): TableColumnsType<TProjectRow> {
  return [
    { title: 'ID', dataIndex: 'id', width: 72 },
    { title: t('projects.name'), dataIndex: 'name' },
    {
      title: t('projects.category'),
      dataIndex: 'typeName',
      render: (name: string) => name || t('projects.noCategory'),
    },
    {
      title: t('projects.crowdType'),
      dataIndex: 'crowdType',
      render: (type: number, row) =>
        row.kind !== 'donation'
          ? t(`projects.kinds.${row.kind}`)
          : type === 2
            ? t('projects.goods')
            : t('projects.money'),
    },
    {
      title: t('projects.raised'),
      key: 'raised',
      render: (_, row) => amountOf(row, row.completeMoney, row.completeMaterialNumber),
    },
    {
      title: t('projects.target'),
      key: 'target',
      render: (_, row) => (row.isTarget ? amountOf(row, row.targetMoney, row.targetMaterialNumber) : '—'),
    },
    { title: t('projects.payCounts'), dataIndex: 'payCounts' },
    {
      title: t('projects.donating'),
      dataIndex: 'isDonate',
      render: (open: boolean) =>
        open ? <Tag color="green">{t('projects.open')}</Tag> : <Tag>{t('projects.closed')}</Tag>,
    },
    {
      title: t('projects.published'),
      dataIndex: 'isListed',
      render: (listed: boolean) =>
        listed ? <Tag color="blue">{t('projects.listed')}</Tag> : <Tag>{t('projects.unlisted')}</Tag>,
    },
    {
      title: t('projects.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => actions.edit(row)}>
            {t('projects.edit')}
          </Button>
          {actions.mayWrite &&
            (row.isListed ? (
              <Popconfirm
                title={t('projectLeave.unpublishTitle', { name: row.name })}
                description={t('projectLeave.unpublishContent', { name: row.name })}
                okText={t('projectLeave.unpublishOk')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                styles={{ root: { maxWidth: 420 } }}
                onConfirm={() => actions.setListed(row, false)}
              >
                <Button type="link" size="small">
                  {t('projects.unpublish')}
                </Button>
              </Popconfirm>
            ) : (
              <Button type="link" size="small" onClick={() => actions.setListed(row, true)}>
                {t('projects.publish')}
              </Button>
            ))}
        </Space>
      ),
    },
  ];
}
