import type { TNamingHoldRow } from '@alma/shared/admin-api/naming-fulfilment';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useHolds, useReleaseHold } from '../api/naming-fulfilment.ts';

type Props = {
  query: { page: number; pageSize: number; itemsId?: number | undefined };
  onPage: (page: number, pageSize: number) => void;
};

/** 锁定中: what unpaid naming orders hold now, refreshed while shown; 释放 cancels the order. */
export function HoldsTab({ query, onPage }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayRelease = useMayCall()('POST /naming-holds/:billNo/release');
  const holds = useHolds(query);
  const release = useReleaseHold();

  const columns: ColumnsType<TNamingHoldRow> = [
    { title: t('namingFulfilment.project'), dataIndex: 'itemsName' },
    {
      title: t('namingFulfilment.object'),
      dataIndex: 'objectLabel',
      render: (label: string, row) => (
        <Space orientation="vertical" size={0}>
          <span>{label}</span>
          <Typography.Text type="secondary">
            {t(`namingFulfilment.kinds.${row.kind}`)}
            {row.plateName ? ` · ${t('namingFulfilment.plateName', { name: row.plateName })}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('namingFulfilment.billNo'), dataIndex: 'billNo' },
    {
      title: t('namingFulfilment.donor'),
      key: 'donor',
      render: (_, row) => [row.donorName, row.donorMobile].filter(Boolean).join(' · '),
    },
    { title: t('namingFulfilment.heldSince'), dataIndex: 'heldSince' },
    { title: t('namingFulfilment.expiresAt'), dataIndex: 'expiresAt' },
    {
      title: t('namingFulfilment.actions'),
      key: 'actions',
      render: (_, row) =>
        mayRelease ? (
          <Popconfirm
            title={t('namingFulfilment.releaseConfirm', { billNo: row.billNo })}
            okText={t('namingFulfilment.release')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              release.mutateAsync(row.billNo).then(
                () => void message.success(t('namingFulfilment.released')),
                (error: Error) => void message.error(error.message),
              )
            }
          >
            <Button size="small" danger data-testid="hold-release">
              {t('namingFulfilment.release')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
  // Holds and installs are the tabs of one page: one list of saved filters, the tab kept in each.
  const listSettings = useListSettings(columns, { screen: 'namingFulfilment' });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('namingFulfilment.holdsHint')}</Typography.Text>
        {listSettings.bar}
      </Space>
      {holds.isError && !holds.data ? (
        <LoadError error={holds.error} onRetry={() => void holds.refetch()} />
      ) : (
        <Table<TNamingHoldRow>
          rowKey="key"
          size="small"
          columns={listSettings.columns}
          dataSource={holds.data?.rows}
          loading={holds.isPending || release.isPending}
          locale={{ emptyText: t('namingFulfilment.holdsEmpty') }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: holds.data?.total ?? 0,
            onChange: onPage,
          }}
          data-testid="holds-table"
        />
      )}
    </>
  );
}
