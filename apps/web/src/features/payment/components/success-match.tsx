import type { TOrderMatch } from '@alma/shared/api/giving-days';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GiftMatchNote } from '../../../components/gift-match-note.tsx';
import { orderMatchLines } from '../../../lib/gift-match.ts';
import { useOrderMatch } from '../api/get-order-match.ts';
import '../messages.ts';

/** A giving day's match of the paid gift (issue 25); nothing when there is none or the call failed. */
export function SuccessMatch({ billNo }: { billNo: string }) {
  const order = useOrderMatch(billNo);
  return order.data ? <SuccessMatchView order={order.data} /> : null;
}

export function SuccessMatchView({ order }: { order: TOrderMatch }) {
  const { t } = useTranslation();
  const lines = orderMatchLines(order);
  if (lines.length === 0) return null;
  return (
    <section className="success-match" data-testid="success-match">
      <GiftMatchNote lines={lines} tense="held" />
      {order.givingDayId !== null ? (
        <Link className="success-match-link" to={`/giving-day?id=${order.givingDayId}`}>
          {t('payment.success.givingDay')}
        </Link>
      ) : null}
    </section>
  );
}
