import { REPORT_GROUPS, type TReportGroup } from '@alma/shared/admin-api/reports';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Select, Space, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import {
  type ReportRange,
  reportHref,
  useDonorReport,
  useIncomeReport,
  useNamingReport,
} from '../api/reports.ts';
import { DonorCards } from '../components/donor-cards.tsx';
import { FiguresTable } from '../components/figures-table.tsx';
import { defaultReportYear, monthToDate, reportYears } from '../model/report-range.ts';
import '../messages.ts';

/** The wire's day, shown the same way in the picker whatever the browser's locale. */
const DAY = 'YYYY-MM-DD';
const EMPTY = { gifts: 0, income: 0, refunds: 0, net: 0 };

function DownloadButton({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <Button icon={<DownloadOutlined />} href={href} download data-testid={testId}>
      {label}
    </Button>
  );
}

/** 报表: income, refunds and net of a period by project, channel, month or fund; donors; naming; the annual report. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const now = useMemo(() => new Date(), []);
  const [range, setRange] = useState<ReportRange>(() => monthToDate(now));
  const [groupBy, setGroupBy] = useState<TReportGroup>('project');
  const [year, setYear] = useState(() => defaultReportYear(now));
  const income = useIncomeReport(range, groupBy);
  const donors = useDonorReport(range);
  const naming = useNamingReport(range);

  const pick = (days: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = days ?? [];
    if (from && to) setRange({ from: from.format(DAY), to: to.format(DAY) });
  };

  return (
    <PageFrame title={t('menu.reports')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Space wrap>
            <Typography.Text>{t('reports.range')}</Typography.Text>
            <DatePicker.RangePicker
              format={DAY}
              allowClear={false}
              value={[dayjs(range.from), dayjs(range.to)]}
              onChange={pick}
              placeholder={[t('reports.from'), t('reports.to')]}
              aria-label={t('reports.range')}
              data-testid="report-range"
            />
            <Typography.Text type="secondary">{t('reports.rangeHint')}</Typography.Text>
          </Space>
        </Card>

        <Card
          title={t('reports.income')}
          extra={
            <DownloadButton
              testId="income-xlsx"
              label={t('reports.downloadExcel')}
              href={reportHref('income', { ...range, groupBy, format: 'xlsx' })}
            />
          }
        >
          <Tabs
            activeKey={groupBy}
            onChange={(key) => setGroupBy(key as TReportGroup)}
            items={REPORT_GROUPS.map((group) => ({ key: group, label: t(`reports.group.${group}`) }))}
          />
          {income.isError ? (
            <LoadError error={income.error} onRetry={() => void income.refetch()} />
          ) : (
            <FiguresTable
              testId="income-table"
              labelTitle={t(`reports.column.${groupBy}`)}
              rows={income.data?.rows ?? []}
              total={income.data?.total ?? EMPTY}
              loading={income.isFetching}
            />
          )}
        </Card>

        <Card
          title={t('reports.donors')}
          extra={
            <DownloadButton
              testId="donors-xlsx"
              label={t('reports.downloadExcel')}
              href={reportHref('donors', { ...range, format: 'xlsx' })}
            />
          }
        >
          {donors.isError ? (
            <LoadError error={donors.error} onRetry={() => void donors.refetch()} />
          ) : (
            <DonorCards report={donors.data} />
          )}
        </Card>

        <Card
          title={t('reports.naming')}
          extra={
            <DownloadButton
              testId="naming-xlsx"
              label={t('reports.downloadExcel')}
              href={reportHref('naming', { ...range, format: 'xlsx' })}
            />
          }
        >
          {naming.isError ? (
            <LoadError error={naming.error} onRetry={() => void naming.refetch()} />
          ) : (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <FiguresTable
                testId="naming-by-project"
                labelTitle={t('reports.column.project')}
                rows={naming.data?.byProject ?? []}
                total={naming.data?.total ?? EMPTY}
                loading={naming.isFetching}
              />
              <FiguresTable
                testId="naming-by-kind"
                labelTitle={t('reports.column.namingKind')}
                rows={naming.data?.byKind ?? []}
                total={naming.data?.total ?? EMPTY}
                loading={naming.isFetching}
              />
            </Space>
          )}
        </Card>

        <Card title={t('reports.annual')}>
          <Typography.Paragraph type="secondary">{t('reports.annualHint')}</Typography.Paragraph>
          <Space wrap>
            <Select
              aria-label={t('reports.year')}
              value={year}
              onChange={setYear}
              style={{ width: 120 }}
              options={reportYears(now).map((each) => ({
                value: each,
                label: t('reports.yearOption', { year: each }),
              }))}
            />
            <DownloadButton
              testId="annual-pdf"
              label={t('reports.annualPdf')}
              href={reportHref('annual', { year, format: 'pdf' })}
            />
            <DownloadButton
              testId="annual-xlsx"
              label={t('reports.annualExcel')}
              href={reportHref('annual', { year, format: 'xlsx' })}
            />
          </Space>
        </Card>
      </Space>
    </PageFrame>
  );
}
