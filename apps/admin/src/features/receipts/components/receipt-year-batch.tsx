import type { TReceiptBatch, TReceiptBatchFailure } from '@alma/shared/admin-api/receipt-batches';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { formatYuan } from '@alma/shared/money/money';
import { DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Dropdown,
  Progress,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptLedgerHref, useOutstandingReceipts, useStartReceiptBatch } from '../api/receipt-batches.ts';
import { batchIsRunning, batchPercent, batchYears } from '../model/batch-progress.ts';

type Props = { mayStart: boolean; mayExport: boolean };

function BatchProgress({ batch }: { batch: TReceiptBatch }) {
  const { t } = useTranslation();
  const percent = batchPercent(batch);
  const status = batchIsRunning(batch) ? 'active' : batch.failed > 0 ? 'exception' : 'success';
  return (
    <div data-testid="receipt-batch-progress">
      <Space wrap>
        <Typography.Text strong>{t(`receipts.batch.state.${batch.state}`)}</Typography.Text>
        <Typography.Text>{t('receipts.batch.progress', { ...batch })}</Typography.Text>
        <Typography.Text type="secondary">
          {batch.finishedAt
            ? t('receipts.batch.finishedAt', { at: trimWireDate(batch.finishedAt, 16) })
            : t('receipts.batch.startedAt', { at: trimWireDate(batch.startedAt, 16) })}
        </Typography.Text>
      </Space>
      <Progress
        percent={percent.through}
        success={{ percent: percent.through - percent.failed }}
        status={status}
        aria-label={t('receipts.batch.title')}
      />
      {batch.skipped > 0 ? (
        <Typography.Text type="secondary">{t('receipts.batch.skippedHint')}</Typography.Text>
      ) : null}
      {batch.failed > 0 ? (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('receipts.batch.failures')}
            description={t('receipts.batch.failureHint')}
          />
          <Table<TReceiptBatchFailure>
            size="small"
            rowKey="receiptId"
            pagination={false}
            dataSource={batch.failures}
            columns={[
              { title: t('receipts.billNo'), dataIndex: 'billNo' },
              { title: t('receipts.donor'), dataIndex: 'donorName' },
              {
                title: t('receipts.money'),
                dataIndex: 'money',
                render: (money: number) => t('common.yuan', { amount: formatYuan(money) }),
              },
              { title: t('receipts.batch.failureReason'), dataIndex: 'reason' },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * 年度批量开票: the chosen year's e-receipts still to issue (count and total), one batch that issues
 * them all with a bar that follows it, the receipts it could not issue with the reason, and the
 * year's receipt ledger.
 */
export function ReceiptYearBatch({ mayStart, mayExport }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const years = batchYears(new Date());
  // Year-end work is for the year just ended.
  const [year, setYear] = useState(years[1] ?? years[0] ?? 2000);
  const { batch, outstanding, refresh } = useOutstandingReceipts(year);
  const start = useStartReceiptBatch();
  const current = batch.data?.batch ?? null;
  const running = batchIsRunning(current);
  const count = outstanding.data?.count ?? 0;
  const total = t('common.yuan', { amount: formatYuan(outstanding.data?.total ?? 0) });

  const confirmStart = () =>
    modal.confirm({
      title: t('receipts.batch.confirmTitle', { year }),
      content: t('receipts.batch.confirm', { year, count, total }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () =>
        start.mutateAsync(year).then(
          () => {
            void message.success(t('receipts.batch.started', { year }));
            void refresh();
          },
          (error: Error) => {
            void message.error(error.message);
          },
        ),
    });

  return (
    <Card
      size="small"
      title={t('receipts.batch.title')}
      style={{ marginBottom: 16 }}
      extra={
        <Space>
          <span>{t('receipts.batch.year')}</span>
          <Select
            aria-label={t('receipts.batch.year')}
            value={year}
            onChange={setYear}
            style={{ width: 120 }}
            options={years.map((one) => ({
              value: one,
              label: t('receipts.batch.yearOption', { year: one }),
            }))}
          />
          {mayExport ? (
            <Dropdown
              menu={{
                items: (['xlsx', 'csv'] as const).map((format) => ({
                  key: format,
                  label: (
                    <a href={receiptLedgerHref(year, format)} download>
                      {t(format === 'xlsx' ? 'receipts.batch.ledgerXlsx' : 'receipts.batch.ledgerCsv')}
                    </a>
                  ),
                })),
              }}
            >
              <Button icon={<DownloadOutlined />} title={t('receipts.batch.ledgerHint')}>
                {t('receipts.batch.ledger')}
              </Button>
            </Dropdown>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('receipts.batch.hint')}</Typography.Paragraph>
      <Space size="large" align="end" wrap style={{ marginBottom: 12 }}>
        {/* No skeleton while loading: its h3 would be taken for the page's title. */}
        <Statistic
          title={t('receipts.batch.outstanding')}
          value={outstanding.data ? t('receipts.batch.outstandingCount', { count }) : '—'}
        />
        <Statistic title={t('receipts.batch.outstandingTotal')} value={outstanding.data ? total : '—'} />
        {mayStart ? (
          <Button
            type="primary"
            disabled={count === 0 || running || outstanding.isLoading}
            loading={start.isPending}
            onClick={confirmStart}
          >
            {t('receipts.batch.start')}
          </Button>
        ) : null}
        {!outstanding.isLoading && count === 0 && !running ? (
          <Typography.Text type="secondary">{t('receipts.batch.nothing', { year })}</Typography.Text>
        ) : null}
      </Space>
      {current ? <BatchProgress batch={current} /> : null}
    </Card>
  );
}
