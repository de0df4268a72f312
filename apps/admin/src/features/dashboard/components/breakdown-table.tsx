import { formatYuan } from '@alma/shared/money/money';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import './breakdown-table.css';

export type BreakdownRow = { key: string; label: string; money: number; orders: number };

type Props = { title: string; labelTitle: string; rows: BreakdownRow[]; testId: string };

/**
 * One of the small tables under the chart: a label, the money and the number of orders. A plain table:
 * antd's Table (with its select, tree and pagination) would add ~85 KB gzipped to the first screen
 * for at most ten rows that never page or sort.
 */
export function BreakdownTable({ title, labelTitle, rows, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Card title={title} data-testid={testId} style={{ height: '100%' }}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noGifts')} />
      ) : (
        <table className="admin-breakdown">
          <thead>
            <tr>
              <th>{labelTitle}</th>
              <th className="admin-breakdown-number">{t('dashboard.money')}</th>
              <th className="admin-breakdown-number">{t('dashboard.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="admin-breakdown-label" title={row.label}>
                  {row.label}
                </td>
                <td className="admin-breakdown-number">
                  {t('common.yuan', { amount: formatYuan(row.money) })}
                </td>
                <td className="admin-breakdown-number">{row.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
