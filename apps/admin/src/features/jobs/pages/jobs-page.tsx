import { JOB_STATES, type TJobRow, ZJobQuery } from '@alma/shared/admin-api/jobs';
import { App, Badge, Form, Select, Space, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useJobPage, useRetryJob } from '../api/jobs.ts';
import { JobDetails, jobColumns } from '../components/job-columns.tsx';
import { JOB_NAME_KEYS, jobNameWords } from '../model/job-names.ts';
import '../messages.ts';

/** 任务队列: what the job queue ran, what waits and what failed (and why); a failed job runs again. */
export default function JobsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useSearchState(ZJobQuery);
  const list = useJobPage(query);
  const retry = useRetryJob();
  const mayRetry = useMayCall()('POST /jobs/:id/retry');
  const counts = list.data?.counts;

  const runAgain = (row: TJobRow) =>
    retry.mutate(row.id, {
      onSuccess: () => void message.success(t('jobs.retried')),
      onError: (error) => void message.error(error.message),
    });
  const listSettings = useListSettings(jobColumns(t, mayRetry ? runAgain : null), { screen: 'jobs' });

  return (
    <PageFrame
      title={t('menu.jobs')}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('jobs.autoRefresh')}</Typography.Text>
          {listSettings.bar}
        </Space>
      }
    >
      <Tabs
        activeKey={query.state ?? 'all'}
        onChange={(key) => setQuery({ state: key === 'all' ? undefined : key, page: undefined })}
        items={[
          { key: 'all', label: t('jobs.all') },
          ...JOB_STATES.map((state) => ({
            key: state,
            label: (
              <Space size={6}>
                {t(`jobs.state.${state}`)}
                <Badge
                  count={counts?.[state] ?? 0}
                  overflowCount={9999}
                  showZero
                  color={state === 'failed' && (counts?.failed ?? 0) > 0 ? 'red' : 'gray'}
                />
              </Space>
            ),
          })),
        ]}
      />
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('jobs.job')}>
          <Select
            allowClear
            value={query.name}
            placeholder={t('jobs.nameAny')}
            style={{ width: 220 }}
            onChange={(name?: string) => setQuery({ name, page: undefined })}
            options={Object.keys(JOB_NAME_KEYS).map((name) => ({
              value: name,
              label: jobNameWords(name, t),
            }))}
          />
        </Form.Item>
      </Form>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TJobRow>
          rowKey="id"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          // Only the first load spins: the 10-second refreshes replace the rows in place.
          loading={list.isPending}
          locale={{ emptyText: t('jobs.empty') }}
          scroll={{ x: 1100 }}
          expandable={{ expandedRowRender: (row) => <JobDetails row={row} t={t} /> }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => setQuery({ page, pageSize }),
          }}
        />
      )}
    </PageFrame>
  );
}
