import { type TCertificateQueueRow, ZCertificateQueueQuery } from '@alma/shared/admin-api/fulfilment';
import { CERTIFICATE_STATUSES } from '@alma/shared/documents/certificate-status';
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
  useCertificatePage,
  useCorrectCertificateExpress,
  useMoveCertificate,
} from '../api/certificates.ts';
import { CertificateBulkBar } from '../components/certificate-bulk-bar.tsx';
import { certificateColumns } from '../components/certificate-columns.tsx';
import { CertificateDrawer } from '../components/certificate-drawer.tsx';
import { CertificateFilters } from '../components/certificate-filters.tsx';
import type { TCertificateOffer } from '../model/certificate-moves.ts';
import '../messages.ts';

/** The address holds the filters, the page and the certificate open in the drawer. */
const ZCertificatesAddress = ZCertificateQueueQuery.extend({
  open: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
});

/** 证书管理: paper certificates to make, mail or hand over, one by one or selected together. */
export default function CertificatesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [{ open, ...query }, setQuery] = useSearchState(ZCertificatesAddress);
  const list = useCertificatePage(query);
  const move = useMoveCertificate();
  const correct = useCorrectCertificateExpress();
  // Ids, not rows: the rows shown are always the latest answer (a move changes a selected row).
  const [selected, setSelected] = useState<number[]>([]);
  // The courier form: mailing a row (a move to 已邮寄) or correcting what a mailed one was given.
  const [courier, setCourier] = useState<{ row: TCertificateQueueRow; purpose: 'mail' | 'correct' } | null>(
    null,
  );
  const mayMove = mayCall('POST /certificates/:id/move');
  const mayCorrect = mayCall('PUT /certificates/:id/express');
  const mayBulk = mayCall('POST /certificates/bulk-move');

  const search = (patch: Record<string, string | number | undefined>) => {
    setSelected([]);
    setQuery({ ...patch, page: undefined });
  };
  const moveTo = (row: TCertificateQueueRow, to: number, express?: TExpressValues) =>
    move.mutateAsync({ id: row.id, move: { to, ...express } }).then((moved) => {
      void message.success(t('certificates.moved', { status: t(`certificates.status.${moved.status}`) }));
    });
  const act = (row: TCertificateQueueRow, offer: TCertificateOffer) => {
    if (offer.needsExpress) setCourier({ row, purpose: 'mail' });
    else moveTo(row, offer.to).catch((error: Error) => void message.error(error.message));
  };

  const saveCourier = (express: TExpressValues) => {
    if (!courier) return Promise.resolve();
    if (courier.purpose === 'mail') return moveTo(courier.row, 4, express);
    return correct.mutateAsync({ id: courier.row.id, express }).then(() => {
      void message.success(t('express.corrected'));
    });
  };

  const exportButton = mayCall('GET /certificates/mailing-list') ? (
    <Tooltip title={t('certificates.mailingListHint')}>
      <Button icon={<DownloadOutlined />} href={mailingListHref(query.status)} download>
        {t('certificates.mailingList')}
      </Button>
    </Tooltip>
  ) : null;

  const listSettings = useListSettings(
    certificateColumns(t, {
      open: (row) => setQuery({ open: row.id }),
      move: mayMove ? act : null,
      correct: mayCorrect ? (row) => setCourier({ row, purpose: 'correct' }) : null,
    }),
    { screen: 'certificates', transient: ['open'] },
  );

  return (
    <PageFrame
      title={t('menu.certificates')}
      extra={
        <Space>
          {listSettings.bar}
          {exportButton}
        </Space>
      }
    >
      <Tabs
        activeKey={String(query.status ?? 'all')}
        onChange={(key) => search({ status: key === 'all' ? undefined : key })}
        items={[
          { key: 'all', label: t('certificates.all') },
          ...CERTIFICATE_STATUSES.map((status) => ({
            key: String(status),
            label: t(`certificates.status.${status}`),
          })),
        ]}
      />
      <CertificateFilters
        value={query}
        projects={mayCall('GET /projects')}
        onSearch={(filters) => search({ way: filters.way, itemsId: filters.itemsId, q: filters.q })}
      />
      {mayBulk ? (
        <CertificateBulkBar
          rows={list.data?.rows.filter((row) => selected.includes(row.id)) ?? []}
          onDone={() => setSelected([])}
        />
      ) : null}
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TCertificateQueueRow>
          rowKey="id"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('certificates.empty') }}
          scroll={{ x: 1630 }}
          rowSelection={
            mayBulk
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                }
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
            ? t(courier.purpose === 'mail' ? 'certificates.mailedTitle' : 'certificates.correctTitle', {
                serialNo: courier.row.serialNo,
              })
            : null
        }
        purpose={courier?.purpose ?? 'mail'}
        initial={courier?.purpose === 'correct' ? expressValuesOf(courier.row) : undefined}
        saving={move.isPending || correct.isPending}
        submit={saveCourier}
        onClose={() => setCourier(null)}
      />
      <CertificateDrawer id={open} onClose={() => setQuery({ open: undefined })} />
    </PageFrame>
  );
}
