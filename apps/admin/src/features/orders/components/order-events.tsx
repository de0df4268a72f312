import type { TPaymentEvent } from '@alma/shared/admin-api/orders';
import { formatYuan } from '@alma/shared/money/money';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeOf } from './order-columns.tsx';

const colorOf = (event: TPaymentEvent) =>
  event.kind.endsWith('failed') || event.kind.endsWith('rejected')
    ? 'red'
    : event.kind.startsWith('refund')
      ? 'orange'
      : 'green';

/** What happened to the money, oldest first: notifications, queries, refunds and who decided. */
export function OrderEvents({ events }: { events: TPaymentEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Empty description={t('orders.noEvents')} />;
  return (
    <Timeline
      data-testid="payment-events"
      items={events.map((event) => ({
        key: event.id,
        color: colorOf(event),
        children: (
          <>
            <Typography.Text strong>{event.kind}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {[event.source, event.result, event.staffUsername].filter(Boolean).join(' · ')}
            </Typography.Text>
            {event.amount !== null ? ` ${t('common.yuan', { amount: formatYuan(event.amount) })}` : ''}
            <div>
              <Typography.Text type="secondary">
                {timeOf(event.createdAt)} {event.reference} {event.detail}
              </Typography.Text>
            </div>
          </>
        ),
      }))}
    />
  );
}
