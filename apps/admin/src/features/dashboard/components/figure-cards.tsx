import type { TDashboard } from '@alma/shared/admin-api/dashboard';
import { formatYuan } from '@alma/shared/money/money';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

type Figure = { id: string; label: string; value: string | number; prefix?: string; warn?: boolean };

/** The headline figures: money raised, donors, and the work waiting for someone. */
export function FigureCards({ board }: { board: TDashboard }) {
  const { t } = useTranslation();
  const figures: Figure[] = [
    {
      id: 'raised-today',
      label: t('dashboard.raisedToday'),
      value: formatYuan(board.raised.today),
      prefix: '¥',
    },
    { id: 'raised-7', label: t('dashboard.raised7'), value: formatYuan(board.raised.last7Days), prefix: '¥' },
    {
      id: 'raised-30',
      label: t('dashboard.raised30'),
      value: formatYuan(board.raised.last30Days),
      prefix: '¥',
    },
    { id: 'donors-30', label: t('dashboard.donors30'), value: board.donors.last30Days },
    { id: 'donors-all', label: t('dashboard.donorsAll'), value: board.donors.allTime },
    {
      id: 'messages-to-review',
      label: t('dashboard.messagesToReview'),
      value: board.pending.messagesToReview,
      warn: board.pending.messagesToReview > 0,
    },
    {
      id: 'refunds-awaiting',
      label: t('dashboard.refundsAwaiting'),
      value: board.pending.refundsAwaitingApproval,
      warn: board.pending.refundsAwaitingApproval > 0,
    },
  ];
  return (
    <Flex wrap gap={16}>
      {figures.map((figure) => (
        <Card key={figure.id} data-testid={`figure-${figure.id}`} style={{ flex: '1 1 180px' }}>
          <Statistic
            title={figure.label}
            value={figure.value}
            prefix={figure.prefix}
            styles={figure.warn ? { content: { color: '#d46b08' } } : undefined}
          />
        </Card>
      ))}
    </Flex>
  );
}
