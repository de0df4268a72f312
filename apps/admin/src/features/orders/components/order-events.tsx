import type { TPaymentEvent } from '@alma/shared/admin-api/orders';
import { formatYuan } from '@alma/shared/money/money';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentEventWords } from '../model/payment-event-words.ts';
import { NOWRAP, timeOf } from './order-columns.tsx';

const colorOf = (event: TPaymentEvent) =>
  event.kind.endsWith('failed') || event.kind.endsWith('rejected')
    ? 'red'
    : event.kind.startsWith('refund')
      ? 'orange'
      : 'green';

/** What happened to the money, oldest first, in words: notifications, queries, refunds and who decided. */
export function OrderEvents({ events }: { events: TPaymentEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Empty description={t('orders.noEvents')} />;
  return (
    <Timeline
      data-testid="payment-events"
      items={events.map((event) => {
        const words = paymentEventWords(event, t);
        return {
          key: event.id,
          color: colorOf(event),
          children: (
            <>
              <Typography.Text strong>{words.title}</Typography.Text>
              {event.amount !== null ? (
                <span style={NOWRAP}>{` ${t('common.yuan', { amount: formatYuan(event.amount) })}`}</span>
              ) : null}
              <div>
                <Typography.Text type="secondary">
                  {[timeOf(event.createdAt), ...words.details].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
            </>
          ),
        };
      })}
    />
  );
}
