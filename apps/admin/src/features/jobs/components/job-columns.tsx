import type { TJobRow, TJobState } from '@alma/shared/admin-api/jobs';
import { Badge, Button, Popconfirm, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { jobNameWords } from '../model/job-names.ts';

const BADGE: Record<TJobState, 'default' | 'processing' | 'success' | 'error'> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/** Seconds too: jobs run and retry within a minute. */
export const timeOf = (at: string) => (at ? at.slice(0, 19).replace('T', ' ') : '');

export function jobColumns(t: TFunction, retry: ((row: TJobRow) => void) | null): ColumnsType<TJobRow> {
  const columns: ColumnsType<TJobRow> = [
    { title: t('jobs.id'), dataIndex: 'id', width: 80 },
    {
      title: t('jobs.job'),
      dataIndex: 'name',
      render: (name: string) => (
        <>
          <div>{jobNameWords(name, t)}</div>
          <Typography.Text type="secondary" code>
            {name}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('jobs.stateLabel'),
      dataIndex: 'state',
      width: 100,
      render: (state: TJobState) => <Badge status={BADGE[state]} text={t(`jobs.state.${state}`)} />,
    },
    {
      title: t('jobs.attempts'),
      key: 'attempts',
      width: 90,
      render: (_, row) => `${row.attempts} / ${row.maxAttempts}`,
    },
    {
      title: `${t('jobs.createdAt')} / ${t('jobs.runAt')}`,
      key: 'scheduled',
      width: 170,
      render: (_, row) => (
        <>
          <div>{timeOf(row.createdAt)}</div>
          <Typography.Text type="secondary">{timeOf(row.runAt)}</Typography.Text>
        </>
      ),
    },
    {
      title: `${t('jobs.startedAt')} / ${t('jobs.finishedAt')}`,
      key: 'ran',
      width: 170,
      render: (_, row) => (
        <>
          <div>{timeOf(row.startedAt)}</div>
          <Typography.Text type="secondary">{timeOf(row.finishedAt)}</Typography.Text>
        </>
      ),
    },
    {
      title: t('jobs.lastError'),
      dataIndex: 'lastError',
      ellipsis: { showTitle: false },
      render: (error: string) => (
        <Tooltip title={error} placement="topLeft">
          <Typography.Text type="danger">{error}</Typography.Text>
        </Tooltip>
      ),
    },
  ];
  if (!retry) return columns;
  columns.push({
    title: t('common.actions'),
    key: 'actions',
    width: 110,
    render: (_, row) =>
      row.state === 'failed' ? (
        <Popconfirm
          title={t('jobs.retry')}
          description={t('jobs.retryConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => retry(row)}
        >
          <Button type="link">{t('jobs.retry')}</Button>
        </Popconfirm>
      ) : null,
  });
  return columns;
}

/** The expanded row: what the job was given and what it answered, as the server keeps them. */
export function JobDetails({ row, t }: { row: TJobRow; t: TFunction }) {
  const block = (label: string, value: unknown) => (
    <div style={{ flex: 1, minWidth: 280 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <pre style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value === null ? t('jobs.noResult') : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {block(t('jobs.payload'), row.payload)}
      {block(t('jobs.result'), row.result)}
      {row.lastError ? block(t('jobs.lastError'), row.lastError) : null}
    </div>
  );
}
