import { OFFLINE_METHODS, type TOfflineGiftRow } from '@alma/shared/admin-api/offline-gifts';
import { formatYuan } from '@alma/shared/money/money';
import { Button, Form, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { type GiftsQuery, useOfflineGifts } from '../api/offline-gifts.ts';
import { RecordGiftModal } from './record-gift-modal.tsx';

/** 登记记录: the recorded gifts, filtered, with 登记线下捐赠 for those who may record. */
export function GiftsTab({
  query,
  onQuery,
}: {
  query: GiftsQuery;
  onQuery: (next: Partial<GiftsQuery>) => void;
}) {
  const { t } = useTranslation();
  const mayRecord = useMayCall()('POST /offline-gifts');
  const [recording, setRecording] = useState(false);
  const gifts = useOfflineGifts(query);

  const columns: ColumnsType<TOfflineGiftRow> = [
    { title: t('offlineGifts.receivedOn'), dataIndex: 'receivedOn' },
    { title: t('offlineGifts.project'), dataIndex: 'itemsName' },
    { title: t('offlineGifts.donor'), dataIndex: 'donorName' },
    {
      title: t('offlineGifts.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (yuan: number) => formatYuan(yuan),
    },
    {
      title: t('offlineGifts.method'),
      dataIndex: 'method',
      render: (method: string) => t(`offlineGifts.methods.${method}`),
    },
    { title: t('offlineGifts.payerName'), dataIndex: 'payerName' },
    { title: t('offlineGifts.reference'), dataIndex: 'reference' },
    { title: t('offlineGifts.billNo'), dataIndex: 'billNo' },
    { title: t('offlineGifts.recordedBy'), dataIndex: 'recordedBy' },
  ];
  const listSettings = useListSettings(columns, { screen: 'offlineGifts' });

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Form layout="inline">
          <Form.Item label={t('offlineGifts.project')}>
            <ProjectSelect
              value={query.itemsId}
              placeholder={t('offlineGifts.allProjects')}
              onChange={(value) => onQuery({ itemsId: value, page: 1 })}
            />
          </Form.Item>
          <Form.Item label={t('offlineGifts.method')}>
            <Select
              allowClear
              value={query.method}
              placeholder={t('offlineGifts.allMethods')}
              style={{ width: 160 }}
              onChange={(value) => onQuery({ method: value, page: 1 })}
              options={OFFLINE_METHODS.map((value) => ({ value, label: t(`offlineGifts.methods.${value}`) }))}
            />
          </Form.Item>
          <Form.Item>
            <Input.Search
              // A new key per address value: back/forward and a saved filter show the text searched.
              key={query.q ?? ''}
              allowClear
              defaultValue={query.q}
              placeholder={t('offlineGifts.search')}
              style={{ width: 260 }}
              onSearch={(value) => onQuery({ q: value || undefined, page: 1 })}
            />
          </Form.Item>
        </Form>
        <Space>
          {listSettings.bar}
          {mayRecord ? (
            <Button type="primary" onClick={() => setRecording(true)} data-testid="offline-gift-record">
              {t('offlineGifts.record')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {gifts.isError && !gifts.data ? (
        <LoadError error={gifts.error} onRetry={() => void gifts.refetch()} />
      ) : (
        <Table<TOfflineGiftRow>
          rowKey="id"
          size="small"
          columns={listSettings.columns}
          dataSource={gifts.data?.rows}
          loading={gifts.isPending}
          locale={{ emptyText: t('offlineGifts.empty') }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: gifts.data?.total ?? 0,
            onChange: (page, pageSize) => onQuery({ page, pageSize }),
          }}
          data-testid="offline-gifts-table"
        />
      )}
      <RecordGiftModal open={recording} onClose={() => setRecording(false)} />
    </>
  );
}
