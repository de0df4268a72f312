import {
  RECONCILIATION_PROVIDERS,
  type TReconcilerResult,
  type TReconciliationDifference,
  type TReconciliationProvider,
  type TReconciliationSide,
} from '@alma/shared/admin-api/reconciliation';
import type { TSettlement } from '@alma/shared/admin-api/reconciliation-settle';
import { formatYuan } from '@alma/shared/money/money';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useReconciliation } from '../api/reconciliation.ts';
import { SettleModal } from '../components/settle-modal.tsx';
import '../messages.ts';
import '../settle-messages.ts';

/** The wire's day, shown the same way in the picker whatever the browser's locale. */
const DAY = 'YYYY-MM-DD';

function SideCard({
  title,
  side,
  notReady = false,
}: {
  title: string;
  side: TReconciliationSide | null;
  notReady?: boolean;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => t('common.yuan', { amount: formatYuan(amount) });
  return (
    <Card title={title} size="small">
      {side ? (
        <Row gutter={16}>
          <Col span={12}>
            <Statistic
              title={t('reconciliation.payments', { count: side.payments })}
              value={money(side.paymentAmount)}
            />
          </Col>
          <Col span={12}>
            <Statistic
              title={t('reconciliation.refunds', { count: side.refunds })}
              value={money(side.refundAmount)}
            />
          </Col>
        </Row>
      ) : (
        <Typography.Text type="secondary">
          {t(notReady ? 'reconciliation.billNotReady' : 'reconciliation.noBill')}
        </Typography.Text>
      )}
    </Card>
  );
}

/** 对账: a provider's daily bill against our payments of that day; differences with what to do. */
export default function ReconciliationPage() {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => dayjs().subtract(1, 'day').format(DAY));
  // Unset until chosen: the server opens on the first provider this installation runs.
  const [chosen, setProvider] = useState<TReconciliationProvider | undefined>(undefined);
  const answer = useReconciliation(date, chosen);
  const data = answer.data;
  const provider = chosen ?? data?.provider;
  const [settling, setSettling] = useState<TReconciliationDifference | null>(null);
  const money = (amount: number | null) =>
    amount === null ? '—' : t('common.yuan', { amount: formatYuan(amount) });

  const differenceColumns = [
    {
      title: t('reconciliation.column.description'),
      key: 'description',
      render: (_: unknown, row: TReconciliationDifference) => (
        <Space direction="vertical" size={0}>
          <Tag color={row.kind === 'extra' ? 'orange' : 'red'}>{t(`reconciliation.kind.${row.kind}`)}</Tag>
          <span>{row.description}</span>
        </Space>
      ),
    },
    { title: t('reconciliation.column.billNo'), dataIndex: 'billNo', key: 'billNo' },
    { title: t('reconciliation.column.tradeNo'), dataIndex: 'tradeNo', key: 'tradeNo' },
    {
      title: t('reconciliation.column.ours'),
      key: 'ours',
      align: 'right' as const,
      render: (_: unknown, row: TReconciliationDifference) => money(row.ours),
    },
    {
      title: t('reconciliation.column.bill'),
      key: 'bill',
      align: 'right' as const,
      render: (_: unknown, row: TReconciliationDifference) => money(row.bill),
    },
    { title: t('reconciliation.column.action'), dataIndex: 'action', key: 'action' },
    {
      title: t('reconciliationSettle.column'),
      key: 'settle',
      render: (_: unknown, row: TReconciliationDifference) =>
        row.settled ? (
          <Tag color="green">{t('reconciliationSettle.settled')}</Tag>
        ) : (
          <Button
            size="small"
            type="primary"
            onClick={() => setSettling(row)}
            aria-label={`${t('reconciliationSettle.open')} ${row.billNo}`}
          >
            {t('reconciliationSettle.open')}
          </Button>
        ),
    },
  ];
  const settlementColumns = [
    { title: t('reconciliationSettle.logColumn.at'), dataIndex: 'at', key: 'at' },
    { title: t('reconciliationSettle.logColumn.billNo'), dataIndex: 'billNo', key: 'billNo' },
    { title: t('reconciliationSettle.logColumn.action'), dataIndex: 'action', key: 'action' },
    { title: t('reconciliationSettle.logColumn.outcome'), dataIndex: 'outcome', key: 'outcome' },
    { title: t('reconciliationSettle.logColumn.note'), dataIndex: 'note', key: 'note' },
    { title: t('reconciliationSettle.logColumn.staff'), dataIndex: 'staff', key: 'staff' },
  ];
  const reconcilerColumns = [
    { title: t('reconciliation.column.at'), dataIndex: 'at', key: 'at' },
    { title: t('reconciliation.column.billNo'), dataIndex: 'billNo', key: 'billNo' },
    {
      title: t('reconciliation.column.amount'),
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, row: TReconcilerResult) => money(row.amount),
    },
    { title: t('reconciliation.column.outcome'), dataIndex: 'outcome', key: 'outcome' },
  ];

  return (
    <PageFrame title={t('menu.reconciliation')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Space wrap>
            <Typography.Text>{t('reconciliation.day')}</Typography.Text>
            <DatePicker
              format={DAY}
              allowClear={false}
              value={dayjs(date)}
              onChange={(day: Dayjs | null) => day && setDate(day.format(DAY))}
              aria-label={t('reconciliation.day')}
              data-testid="reconciliation-day"
            />
            <Typography.Text>{t('reconciliation.provider')}</Typography.Text>
            <Select
              value={provider}
              onChange={setProvider}
              aria-label={t('reconciliation.provider')}
              style={{ minWidth: 160 }}
              options={(data?.providers.length ? data.providers : RECONCILIATION_PROVIDERS).map((name) => ({
                value: name,
                label: t(`reconciliation.providers.${name}`),
              }))}
              data-testid="reconciliation-provider"
            />
            <Typography.Text type="secondary">{t('reconciliation.hint')}</Typography.Text>
          </Space>
        </Card>

        {answer.error ? (
          <LoadError error={answer.error} onRetry={() => void answer.refetch()} />
        ) : (
          <>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <SideCard title={t('reconciliation.ours')} side={data?.ours ?? null} />
              </Col>
              <Col xs={24} md={12}>
                <SideCard
                  title={t('reconciliation.bill')}
                  side={data?.billAvailable ? data.bill : null}
                  notReady={data?.billNotReady ?? false}
                />
              </Col>
            </Row>
            <Card title={t('reconciliation.differences')}>
              <Alert
                type="info"
                showIcon
                message={t('reconciliation.settleNote')}
                style={{ marginBottom: 12 }}
              />
              <Table
                rowKey="key"
                loading={answer.isFetching}
                columns={differenceColumns}
                dataSource={data?.differences ?? []}
                pagination={false}
                locale={{ emptyText: t('reconciliation.noDifferences') }}
                data-testid="reconciliation-differences"
              />
            </Card>
            <Card title={t('reconciliationSettle.log')}>
              <Table<TSettlement>
                rowKey="difference"
                columns={settlementColumns}
                dataSource={data?.settlements ?? []}
                pagination={false}
                locale={{ emptyText: t('reconciliationSettle.logEmpty') }}
                data-testid="reconciliation-settlements"
              />
            </Card>
            <Card title={t('reconciliation.reconciler')}>
              <Typography.Paragraph type="secondary">
                {t('reconciliation.reconcilerHint')}
              </Typography.Paragraph>
              <Table
                rowKey={(row) => `${row.billNo}:${row.at}`}
                columns={reconcilerColumns}
                dataSource={data?.reconciler ?? []}
                pagination={false}
                locale={{ emptyText: t('reconciliation.noReconciler') }}
              />
            </Card>
          </>
        )}
      </Space>
      {provider && (
        <SettleModal
          difference={settling}
          date={date}
          provider={provider}
          onClose={() => setSettling(null)}
        />
      )}
    </PageFrame>
  );
}
