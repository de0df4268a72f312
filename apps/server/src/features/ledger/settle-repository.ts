import { STANDING_ORDER_STATUSES, statusesThatCan } from '@alma/shared/orders/order-status';
import type { Database } from '../../db/client.ts';
import { eventCtesSql } from '../../jobs/outbox.ts';
import { currentRequestId } from '../../observability/request-scope.ts';
import type { PreparedSql } from '../../security/sql-literal.ts';

/**
 * The settling statement of the donate → pay loop, prepared: a payment a provider vouches for moves
 * a money or goods order to PAID (the totals follow by the trigger of migration 0014), records the
 * payment in its history and writes `order.paid` with its documents' job — or, when it changes
 * nothing, records what it met — in one statement, so one round trip and one commit.
 */

/**
 * How a payment reached us: a notification, the reconciler's query, a card charge, a bank transfer
 * staff recorded, or the provider's daily bill as finance settled it (对账).
 */
export type PaymentVia = 'notification' | 'query' | 'charge' | 'transfer' | 'bill';

export const paymentEventKind = (via: PaymentVia) => `payment.${via}` as const;

export type Payment = {
  billNo: string;
  amountFen: number;
  tradeNo: string;
  provider: string;
  via: PaymentVia;
};

const list = (statuses: readonly string[]) => statuses.map((status) => `'${status}'`).join(', ');
const SETTLEABLE = list(statusesThatCan('settle'));
const STANDING = list([...STANDING_ORDER_STATUSES, 'REFUNDED']);

/**
 * `found` is the order as the statement's snapshot saw it, before its own update. What came of the
 * payment is decided here too, so a payment that changed nothing is recorded in the same statement:
 * - credited: this statement moved it to PAID;
 * - naming: a naming order, paid where it can name what it bought (settle-service.ts);
 * - amountMismatch: not the amount of the order, refused for a person to look at;
 * - duplicate: a second payment (another trade number) of an order already paid: it goes back;
 * - already: the payment already recorded (a replay), or one a concurrent statement recorded.
 */
const SETTLE: PreparedSql = {
  name: 'alma_settle_payment',
  text: `
    with found as (
      select id, status, money_fen + refunded_fen as paid_fen, naming_type, provider_trade_no
        from donations where bill_no = $1
    ), paid as (
      update donations set status = 'PAID', paid_at = $3, provider_trade_no = $4, provider = $5
        where bill_no = $1 and money_fen = $2 and status in (${SETTLEABLE}) and naming_type = 0
        returning id, money_fen, makes_documents
    ), outcome as (
      select f.id, case
          when exists (select 1 from paid) then 'credited'
          when f.paid_fen <> $2 then 'amountMismatch'
          when f.naming_type > 0 and f.status in (${SETTLEABLE}) then 'naming'
          when f.status in (${STANDING}) and f.provider_trade_no is not null and f.provider_trade_no <> $4
            then 'duplicate'
          else 'already'
        end as result
      from found f
    ), history as (
      -- The order's payment history: a credit with the statement that made it; a replay or a wrong
      -- amount as what it met. A naming or second payment is recorded where it is handled.
      insert into payment_events (donation_id, kind, source, result, amount_fen, reference)
        select o.id, $6, $5, o.result, $2, $4 from outcome o
        where o.result in ('credited', 'already', 'amountMismatch')
        returning id
    ),
    ${eventCtesSql('order.paid', 'paid', { jobsIf: 'makes_documents', requestId: '$7' })}
    select o.result, f.status, (select count(*) from history)::int as recorded
      from outcome o join found f on f.id = o.id`,
};

export type SettleOutcome =
  | 'credited'
  | 'already'
  | 'amountMismatch'
  | 'notFound'
  | 'naming'
  | 'duplicate'
  /** A late naming payment whose objects were taken meanwhile: its money goes back. */
  | 'refunded';

/** The settling statement; answers what came of the payment and the status its snapshot saw. */
export async function settleMoneyOrder(
  database: Database,
  payment: Payment,
  now: Date,
): Promise<{ outcome: SettleOutcome; statusSeen: string | null }> {
  const [row] = await database.prepared(SETTLE, [
    payment.billNo,
    payment.amountFen,
    now,
    payment.tradeNo,
    payment.provider,
    paymentEventKind(payment.via),
    currentRequestId(),
  ]);
  if (!row) return { outcome: 'notFound', statusSeen: null };
  return { outcome: String(row.result) as SettleOutcome, statusSeen: String(row.status) };
}
