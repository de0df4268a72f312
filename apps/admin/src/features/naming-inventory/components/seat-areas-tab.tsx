import type { TSeatAreaRow } from '@alma/shared/admin-api/naming-inventory';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useDeleteArea, useSeatAreas } from '../api/seat-areas.ts';
import { AreaModal } from './area-modal.tsx';
import { GridEditor } from './grid-editor.tsx';
import { termsText } from './terms-text.ts';

/** The project's seat areas; 座位图 opens an area's grid below the list. */
export function SeatAreasTab({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const areas = useSeatAreas(itemsId);
  const remove = useDeleteArea(itemsId);
  const [editing, setEditing] = useState<TSeatAreaRow | 'new' | null>(null);
  const [gridOf, setGridOf] = useState<number | null>(null);
  const rows = areas.data?.rows ?? [];
  const may = { write: mayCall('POST /seat-areas'), remove: mayCall('DELETE /seat-areas/:id') };

  const columns: TableColumnsType<TSeatAreaRow> = [
    { title: t('namingInventory.areas.name'), dataIndex: 'title' },
    {
      title: t('namingInventory.areas.type'),
      dataIndex: 'type',
      render: (type: number) => t(`namingInventory.areas.types.${type}`),
    },
    {
      title: t('namingInventory.areas.prices'),
      dataIndex: 'priceList',
      render: (_: unknown, row) => termsText(t, row.priceList),
    },
    { title: t('namingInventory.areas.seats'), dataIndex: 'seatCount', align: 'right' },
    { title: t('namingInventory.areas.claimed'), dataIndex: 'claimedCount', align: 'right' },
    { title: t('namingInventory.common.sort'), dataIndex: 'sort', align: 'right' },
    {
      title: t('namingInventory.common.actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => setGridOf(row.id)}>
            {t('namingInventory.areas.grid')}
          </Button>
          {may.write ? (
            <Button type="link" onClick={() => setEditing(row)}>
              {t('namingInventory.common.edit')}
            </Button>
          ) : null}
          {may.remove ? (
            <Popconfirm
              title={t('namingInventory.areas.deleteConfirm', { title: row.title })}
              onConfirm={() =>
                remove.mutate(row.id, {
                  onSuccess: () => {
                    if (gridOf === row.id) setGridOf(null);
                    void message.success(t('namingInventory.common.deleted'));
                  },
                  onError: (error) => void message.error(error.message),
                })
              }
            >
              <Button type="link" danger>
                {t('namingInventory.common.delete')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  if (areas.isError && !areas.data) {
    return <LoadError error={areas.error} onRetry={() => void areas.refetch()} />;
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      {may.write ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('namingInventory.areas.add')}
        </Button>
      ) : null}
      <Table<TSeatAreaRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={areas.isFetching || remove.isPending}
        locale={{ emptyText: t('namingInventory.areas.empty') }}
        pagination={false}
        data-testid="seat-areas-table"
      />
      {gridOf !== null ? <GridEditor key={gridOf} itemsId={itemsId} areaId={gridOf} /> : null}
      <AreaModal itemsId={itemsId} target={editing} rows={rows} onClose={() => setEditing(null)} />
    </Space>
  );
}
