import type { THomeEntryKind, THomeEntryRow } from '@alma/shared/admin-api/home';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useDeleteHomeEntry, useReorderHomeEntries } from '../api/home-entries.ts';
import { movedEntryIds } from '../model/entry-order.ts';
import { homeEntryColumns } from './home-entry-columns.tsx';

type Props = {
  kind: THomeEntryKind;
  rows: THomeEntryRow[];
  /** Whether the donor app's layout in use shows this kind at all. */
  shown: boolean;
  loading: boolean;
  edit: (target: { kind: THomeEntryKind; row: THomeEntryRow | null }) => void;
};

/**
 * The banners or the tiles, in the donor app's order: add, edit, move and delete; marked when the
 * layout in use does not show them.
 */
export function HomeEntryTable({ kind, rows, shown, loading, edit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const reorder = useReorderHomeEntries();
  const remove = useDeleteHomeEntry();
  const failed = (error: Error) => void message.error(error.message);

  const columns = homeEntryColumns(t, rows.length, {
    may: {
      edit: mayCall('PUT /home-entries/:id'),
      reorder: mayCall('POST /home-entries/reorder'),
      remove: mayCall('DELETE /home-entries/:id'),
    },
    busy: reorder.isPending,
    move: (index, step) => {
      const ids = movedEntryIds(
        rows.map((row) => row.id),
        index,
        step,
      );
      if (ids) reorder.mutate({ kind, ids }, { onError: failed });
    },
    edit: (row) => edit({ kind, row }),
    remove: (row) =>
      remove.mutate(row.id, {
        onSuccess: () => void message.success(t('home.deleted')),
        onError: failed,
      }),
  });

  return (
    <Card
      title={
        <>
          {t(kind === 'banner' ? 'home.banners' : 'home.tiles')}
          {!shown && (
            <Tag color="warning" style={{ marginInlineStart: 8 }}>
              {t('home.notShown')}
            </Tag>
          )}
        </>
      }
      data-testid={`home-${kind}s`}
      extra={
        mayCall('POST /home-entries') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => edit({ kind, row: null })}>
            {t(kind === 'banner' ? 'home.addBanner' : 'home.addTile')}
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    >
      <Table<THomeEntryRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading || reorder.isPending || remove.isPending}
        locale={{ emptyText: t('home.empty') }}
        pagination={false}
      />
    </Card>
  );
}
