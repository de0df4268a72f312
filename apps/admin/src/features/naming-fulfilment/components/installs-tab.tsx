import type { InstallState, TNamingInstallRow } from '@alma/shared/admin-api/naming-fulfilment';
import { Button, Image, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useInstalls } from '../api/naming-fulfilment.ts';
import { InstallDialog } from './install-dialog.tsx';
import { InstallStateTag } from './install-state-tag.tsx';

type Props = {
  query: { page: number; pageSize: number; itemsId?: number | undefined; state?: InstallState | undefined };
  onPage: (page: number, pageSize: number) => void;
};

/** 安装进度: each named seat's plaque with its state and photo; 更新进度 opens the move dialog. */
export function InstallsTab({ query, onPage }: Props) {
  const { t } = useTranslation();
  const mayMove = useMayCall()('PUT /naming-installs/:claimId');
  const installs = useInstalls(query);
  const [moving, setMoving] = useState<TNamingInstallRow | null>(null);

  const columns: ColumnsType<TNamingInstallRow> = [
    { title: t('namingFulfilment.project'), dataIndex: 'itemsName' },
    { title: t('namingFulfilment.object'), dataIndex: 'objectLabel' },
    {
      title: t('namingFulfilment.plaque'),
      key: 'plaque',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.donorName}</span>
          <Typography.Text type="secondary">{row.donationMessage}</Typography.Text>
        </Space>
      ),
    },
    { title: t('namingFulfilment.namedAt'), dataIndex: 'namedAt' },
    {
      title: t('namingFulfilment.state'),
      dataIndex: 'state',
      render: (state: InstallState) => <InstallStateTag state={state} />,
    },
    {
      title: t('namingFulfilment.photo'),
      dataIndex: 'photo',
      render: (photo: string) =>
        photo ? <Image src={photo} width={64} height={48} style={{ objectFit: 'cover' }} /> : '—',
    },
    { title: t('namingFulfilment.updatedAt'), dataIndex: 'updatedAt' },
    {
      title: t('namingFulfilment.actions'),
      key: 'actions',
      render: (_, row) =>
        mayMove ? (
          <Button size="small" onClick={() => setMoving(row)} data-testid="install-move">
            {t('namingFulfilment.move')}
          </Button>
        ) : null,
    },
  ];
  // Holds and installs are the tabs of one page: one list of saved filters, the tab kept in each.
  const listSettings = useListSettings(columns, { screen: 'namingFulfilment' });

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>{listSettings.bar}</div>
      {installs.isError && !installs.data ? (
        <LoadError error={installs.error} onRetry={() => void installs.refetch()} />
      ) : (
        <Table<TNamingInstallRow>
          rowKey="claimId"
          size="small"
          columns={listSettings.columns}
          dataSource={installs.data?.rows}
          loading={installs.isFetching}
          locale={{ emptyText: t('namingFulfilment.installsEmpty') }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: installs.data?.total ?? 0,
            onChange: onPage,
          }}
          data-testid="installs-table"
        />
      )}
      <InstallDialog row={moving} onClose={() => setMoving(null)} />
    </>
  );
}
