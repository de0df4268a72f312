import { type TReceiptQueueRow, ZReceiptQueueQuery } from '@alma/shared/admin-api/fulfilment';
import { RECEIPT_STATUS, RECEIPT_STATUSES } from '@alma/shared/documents/receipt-status';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ExpressModal, type TExpressValues } from '../../../components/express-modal.tsx';
import { expressValuesOf } from '../../../components/express-shown.ts';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useMayCall } from '../../../lib/session.ts';
import {
  mailingListHref,
  useCorrectReceiptExpress,
  useMoveReceipt,
  useReceiptPage,
} from '../api/receipts.ts';
import { ReceiptBulkBar } from '../components/receipt-bulk-bar.tsx';
import { receiptColumns } from '../components/receipt-columns.tsx';
import { ReceiptDrawer } from '../components/receipt-drawer.tsx';
import { ReceiptFilters } from '../components/receipt-filters.tsx';
import { ReceiptYearBatch } from '../components/receipt-year-batch.tsx';
import { receiptPowersOf } from '../model/receipt-powers.ts';
import '../messages.ts';

/** The address holds the filters, the page and the receipt open in the drawer. */
const ZReceiptsAddress = ZReceiptQueueQuery.extend({
  open: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
});

/** The tab the address means: one status, the voided (红冲) ones, or all. */
const tabOf = (status: number | undefined, voided: number | undefined) =>
  status !== undefined ? String(status) : voided === 1 ? 'voided' : 'all';

/** 票据管理: receipts to issue (finance), deliver (paper: mail or hand over) and send again. */
export default function ReceiptsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const powers = receiptPowersOf(mayCall);
  const [{ open, ...query }, setQuery] = useSearchState(ZReceiptsAddress);
  const list = useReceiptPage(query);
  const move = useMoveReceipt();
  const correct = useCorrectReceiptExpress();
  // Ids, not rows: the rows shown are always the latest answer (a move changes a selected row).
  const [selected, setSelected] = useState<number[]>([]);
  // The courier form: mailing a paper receipt (a move to 已邮寄) or correcting what it was given.
  const [courier, setCourier] = useState<{ row: TReceiptQueueRow; purpose: 'mail' | 'correct' } | null>(null);
  const mayBulk = powers.issue || powers.resend || mayCall('POST /receipts/bulk-move');

  const search = (patch: Record<string, string | number | undefined>) => {
    setSelected([]);
    setQuery({ ...patch, page: undefined });
  };
  const saveCourier = (express: TExpressValues) => {
    if (!courier) return Promise.resolve();
    if (courier.purpose === 'correct')
      return correct.mutateAsync({ id: courier.row.id, express }).then(() => {
        void message.success(t('express.corrected'));
      });
    return move
      .mutateAsync({ id: courier.row.id, move: { to: RECEIPT_STATUS.mailed, ...express } })
      .then((moved) => {
        void message.success(t('receipts.moved', { status: t(`receipts.status.${moved.status}`) }));
      });
  };

  const listSettings = useListSettings(
    receiptColumns(t, {
      open: (row) => setQuery({ open: row.id }),
      powers,
      mail: (row) => setCourier({ row, purpose: 'mail' }),
      correct: (row) => setCourier({ row, purpose: 'correct' }),
    }),
    { screen: 'receipts', transient: ['open'] },
  );
  const exportButton = mayCall('GET /receipts/mailing-list') ? (
    <Tooltip title={t('receipts.mailingListHint')}>
      <Button icon={<DownloadOutlined />} href={mailingListHref(query.status)} download>
        {t('receipts.mailingList')}
      </Button>
    </Tooltip>
  ) : null;

  return (
    <PageFrame
      title={t('menu.receipts')}
      extra={
        <Space>
          {listSettings.bar}
          {exportButton}
        </Space>
      }
    >
      {mayCall('GET /receipts/outstanding') || mayCall('GET /receipts/ledger') ? (
        <ReceiptYearBatch
          mayStart={mayCall('POST /receipts/batches')}
          mayExport={mayCall('GET /receipts/ledger')}
        />
      ) : null}
      <Tabs
        activeKey={tabOf(query.status, query.voided)}
        onChange={(key) =>
          search({
            status: key === 'all' || key === 'voided' ? undefined : key,
            voided: key === 'voided' ? 1 : undefined,
          })
        }
        items={[
          { key: 'all', label: t('receipts.all') },
          ...RECEIPT_STATUSES.map((status) => ({
            key: String(status),
            label: t(`receipts.status.${status}`),
          })),
          { key: 'voided', label: t('receipts.voided') },
        ]}
      />
      <ReceiptFilters
        value={query}
        projects={mayCall('GET /projects')}
        onSearch={(filters) =>
          search({
            receiptType: filters.receiptType,
            receiptWay: filters.receiptWay,
            itemsId: filters.itemsId,
            q: filters.q,
          })
        }
      />
      {mayBulk ? (
        <ReceiptBulkBar
          rows={list.data?.rows.filter((row) => selected.includes(row.id)) ?? []}
          powers={powers}
          onDone={() => setSelected([])}
        />
      ) : null}
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TReceiptQueueRow>
          rowKey="id"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('receipts.empty') }}
          scroll={{ x: 1880 }}
          rowSelection={
            mayBulk
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
              : undefined
          }
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => {
              setSelected([]);
              setQuery({ page, pageSize });
            },
          }}
        />
      )}
      <ExpressModal
        title={
          courier
            ? t(courier.purpose === 'mail' ? 'receipts.mailedTitle' : 'receipts.correctTitle', {
                billNo: courier.row.billNo,
              })
            : null
        }
        purpose={courier?.purpose ?? 'mail'}
        initial={courier?.purpose === 'correct' ? expressValuesOf(courier.row) : undefined}
        saving={move.isPending || correct.isPending}
        submit={saveCourier}
        onClose={() => setCourier(null)}
      />
      <ReceiptDrawer id={open} onClose={() => setQuery({ open: undefined })} />
    </PageFrame>
  );
}
