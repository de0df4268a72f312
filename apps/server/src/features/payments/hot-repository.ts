import type { Database } from '../../db/client.ts';
import { eventCtesSql } from '../../db/outbox.ts';
import type { PreparedSql } from '../../security/sql-literal.ts';

/**
 * The paying statements of the donate → pay loop, each one prepared statement: the PAID
 * transition with the totals, and the cashier's read of an order. Written as SQL because each
 * does in one statement what took several. Its placing half is orders/hot-repository.ts.
 */

/** 'refunded': a late payment of a naming order whose objects were taken meanwhile; its money goes back. */
export type PaidResult = 'credited' | 'already' | 'amountMismatch' | 'notFound' | 'refunded';

/** How a payment reached us: a provider's notification, the reconciler's query, a card charge in the request. */
export type PaymentVia = 'notification' | 'query' | 'charge';

export const paymentEventKind = (via: PaymentVia) => `payment.${via}` as const;

const MARK_PAID: PreparedSql = {
  name: 'alma_mark_paid',
  text: `
    with paid as (
      update donations set status = 'PAID', paid_at = $3, provider_trade_no = $4, provider = $5
        where bill_no = $1 and money_fen = $2
          -- A late payment still turns CANCELLED/EXPIRED PAID (DESIGN.md §3); PAID, REFUNDED are final.
          and status in ('PENDING', 'CANCELLED', 'EXPIRED')
          -- A naming order is paid where it can also name what it bought (naming-payment-service.ts).
          and naming_type = 0
        returning id, items_id, sub_items_id, together_id, money_fen, material_number
    ), item as (
      update items i set complete_money_fen = i.complete_money_fen + p.money_fen,
          complete_material_number = i.complete_material_number + p.material_number,
          pay_counts = i.pay_counts + 1
        from paid p where i.id = p.items_id
        returning i.id
    ), sub as (
      update sub_items s set complete_money_fen = s.complete_money_fen + p.money_fen
        from paid p where s.id = p.sub_items_id
        returning s.id
    ), together as (
      update togethers t set complete_money_fen = t.complete_money_fen + p.money_fen,
          complete_material_number = t.complete_material_number + p.material_number,
          participants = t.participants + 1
        from paid p where t.id = p.together_id
        returning t.id
    ), event as (
      -- The order's payment history (payment_events), in the statement that credits it.
      insert into payment_events (donation_id, kind, source, result, amount_fen, reference)
        select p.id, $6, $5, 'credited', p.money_fen, $4 from paid p
        returning id
    ),
    -- Its documents follow from an order.paid event written in the same statement (db/outbox.ts).
    ${eventCtesSql('order.paid', 'paid')}
    select (select count(*) from paid)::int as credited,
      -- What was paid: a refund since lowered money_fen by what it gave back (refunded_fen).
      (select money_fen + refunded_fen from donations where bill_no = $1) as money_fen,
      (select naming_type from donations where bill_no = $1) as naming_type`,
};

/**
 * The PAID transition and the totals in one statement (so one transaction), prepared. The conditional
 * update is what makes a replayed or concurrent notification credit once: only one transaction
 * can move the row out of PENDING/CANCELLED/EXPIRED; one that waited for its row lock re-checks
 * the status, finds PAID and updates nothing, so its totals updates join no row. A late payment
 * of a CANCELLED/EXPIRED order becomes PAID too: a money or goods gift is always still free.
 * A naming order is left alone and answered 'naming': it is paid where its objects are named.
 */
export async function markPaid(
  database: Database,
  payment: { billNo: string; amountFen: number; tradeNo: string; provider: string; via: PaymentVia },
  now: Date,
): Promise<PaidResult | 'naming'> {
  const [row] = await database.prepared(MARK_PAID, [
    payment.billNo,
    payment.amountFen,
    now,
    payment.tradeNo,
    payment.provider,
    paymentEventKind(payment.via),
  ]);
  if (row && Number(row.credited) === 1) return 'credited';
  // The statement's snapshot predates its own update: this is the order as it was found.
  if (!row || row.money_fen === null || row.money_fen === undefined) return 'notFound';
  if (Number(row.naming_type) > 0) return 'naming';
  return Number(row.money_fen) === payment.amountFen ? 'already' : 'amountMismatch';
}

export type PayableOrder = {
  billNo: string;
  itemsId: number;
  moneyFen: number;
  status: string;
  provider: string | null;
};

/** The statement's snapshot predates its own update, so the expired status comes from it. */
const FIND_ORDER_EXPIRING_DUE: PreparedSql = {
  name: 'alma_find_order_expiring_due',
  text: `
    with expired as (
      update donations set status = 'EXPIRED', closed_at = $2
        where bill_no = $1 and status = 'PENDING' and expires_at <= $2
        returning status
    )
    select d.bill_no, d.items_id, d.money_fen, coalesce((select status from expired), d.status) as status,
      d.provider
    from donations d where d.bill_no = $1`,
};

/** An order by bill number for the cashier, with a due expiry applied first (one round trip). */
export async function findOrderExpiringDue(database: Database, billNo: string, now: Date) {
  const [row] = await database.prepared(FIND_ORDER_EXPIRING_DUE, [billNo, now]);
  if (!row) return undefined;
  const order: PayableOrder = {
    billNo: String(row.bill_no),
    itemsId: Number(row.items_id),
    moneyFen: Number(row.money_fen),
    status: String(row.status),
    provider: row.provider === null ? null : String(row.provider),
  };
  return order;
}
