import type { TNamingMapRow } from '@alma/shared/admin-api/naming-maps';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useDeleteMap, useNamingMaps } from '../api/naming-maps.ts';
import { CreateMapModal } from './create-map-modal.tsx';

type Props = {
  itemsId: number | undefined;
  onProject: (itemsId: number | undefined) => void;
  onOpen: (id: number) => void;
};

/** The maps, by project: open one in the editor, make a new one, delete one. */
export function MapList({ itemsId, onProject, onOpen }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const maps = useNamingMaps(itemsId);
  const remove = useDeleteMap();
  const [creating, setCreating] = useState(false);

  const columns: TableColumnsType<TNamingMapRow> = [
    { title: t('namingMaps.project'), dataIndex: 'itemsName', ellipsis: true },
    {
      title: t('namingMaps.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row.id)} data-testid={`map-${name}`}>
          {name}
        </Button>
      ),
    },
    { title: t('namingMaps.mapTitle'), dataIndex: 'title' },
    { title: t('namingMaps.level'), dataIndex: 'level', width: 72 },
    {
      title: t('namingMaps.pointKind'),
      dataIndex: 'pointKind',
      width: 96,
      render: (kind: string) => t(`namingMaps.kinds.${kind}`, { defaultValue: kind }),
    },
    { title: t('namingMaps.points'), dataIndex: 'points', width: 88 },
    { title: t('namingMaps.updatedAt'), dataIndex: 'updatedAt', width: 170 },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space>
          <Button size="small" type="link" onClick={() => onOpen(row.id)}>
            {t('namingMaps.open')}
          </Button>
          {mayCall('DELETE /naming-maps/:id') && (
            <Popconfirm
              title={t('namingMaps.deleteConfirm', { name: row.name })}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                remove.mutate(row.id, {
                  onSuccess: () => void message.success(t('namingMaps.deleted')),
                  onError: (error) => void message.error(error.message),
                })
              }
            >
              <Button size="small" type="link" danger>
                {t('namingMaps.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('namingMaps.title')}
      extra={
        mayCall('POST /naming-maps') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('namingMaps.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('namingMaps.hint')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <ProjectSelect value={itemsId} onChange={onProject} placeholder={t('namingMaps.allProjects')} />
      </Space>
      {maps.isError && !maps.data ? (
        <LoadError error={maps.error} onRetry={() => void maps.refetch()} />
      ) : (
        <Table<TNamingMapRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={maps.data?.rows ?? []}
          loading={maps.isFetching || remove.isPending}
          locale={{ emptyText: t('namingMaps.empty') }}
          pagination={false}
          data-testid="naming-maps-table"
        />
      )}
      <CreateMapModal
        open={creating}
        itemsId={itemsId}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          onOpen(id);
        }}
      />
    </PageFrame>
  );
}
