import type { TReportFigures, TReportRow } from '@alma/shared/admin-api/reports';
import { formatYuan } from '@alma/shared/money/money';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

type Props = {
  labelTitle: string;
  rows: TReportRow[];
  total: TReportFigures;
  loading?: boolean;
  testId: string;
};

const yuanAlign = { align: 'right' as const };

/** A report's rows (a project, channel, month or fund each) and the total under them. */
export function FiguresTable({ labelTitle, rows, total, loading, testId }: Props) {
  const { t } = useTranslation();
  const money = (amount: number) => t('common.yuan', { amount: formatYuan(amount) });
  const columns: ColumnsType<TReportRow> = [
    { title: labelTitle, dataIndex: 'label', key: 'label' },
    { title: t('reports.gifts'), dataIndex: 'gifts', key: 'gifts', ...yuanAlign, width: 100 },
    { title: t('reports.incomeMoney'), key: 'income', ...yuanAlign, render: (_, row) => money(row.income) },
    { title: t('reports.refunds'), key: 'refunds', ...yuanAlign, render: (_, row) => money(row.refunds) },
    { title: t('reports.net'), key: 'net', ...yuanAlign, render: (_, row) => money(row.net) },
  ];
  return (
    <Table<TReportRow>
      data-testid={testId}
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('reports.noGifts') }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <Typography.Text strong>{t('reports.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong>{total.gifts}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <Typography.Text strong>{money(total.income)}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <Typography.Text strong>{money(total.refunds)}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            <Typography.Text strong>{money(total.net)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
