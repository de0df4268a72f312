import type { Database, ScriptRows } from '../../db/client.ts';
import { inline, type PreparedSql } from '../../security/sql-literal.ts';
import type { NewOrder, PlacedOrder } from './repository.ts';

/**
 * The statements of the donate → pay loop, each one script: one round trip on PostgreSQL and one
 * WASM call on PGlite (a parameterised PGlite query costs six). Written as SQL because each
 * does in one statement what took several.
 */

export type OrderToPlace = Required<
  Pick<
    NewOrder,
    | 'billNo'
    | 'userId'
    | 'itemsId'
    | 'subItemsId'
    | 'togetherId'
    | 'crowdType'
    | 'moneyFen'
    | 'materialNumber'
    | 'payType'
    | 'donateFrom'
    | 'isAnonymous'
    | 'isNoData'
    | 'donorName'
    | 'idempotencyKey'
    | 'provider'
  >
> & { formData: Record<string, unknown>; expiresAt: Date };

export type OrderLimit = { bucket: string; windowMs: number; limit: number };

/**
 * The order limit's hit, the user's earlier unpaid orders of the project cancelled, and the new
 * order, in one transaction under the limit's per-bucket lock (the same lock key as the
 * rate-limit service's). The lock is its own statement, so the count that follows takes its
 * snapshot after the lock is granted and sees every earlier holder's hit. Null: the limit is full.
 */
export async function placeOrderUnderLimit(
  database: Database,
  order: OrderToPlace,
  limit: OrderLimit,
  now: Date,
): Promise<{ order: PlacedOrder; cancelled: Array<{ billNo: string; provider: string | null }> } | null> {
  const since = new Date(now.getTime() - limit.windowMs);
  const results = await database.script(inline`
    select pg_advisory_xact_lock(hashtextextended(${`rate:${limit.bucket}`}, 0));
    with recent as (
      select 1 from rate_hits where bucket = ${limit.bucket} and created_at > ${since} limit ${limit.limit}
    ), hit as (
      insert into rate_hits (bucket, created_at)
        select ${limit.bucket}, ${now} where (select count(*) from recent) < ${limit.limit}
        returning id
    ), cancelled as (
      update donations set status = 'CANCELLED', closed_at = ${now}
        where user_id = ${order.userId} and items_id = ${order.itemsId} and status = 'PENDING'
          and exists (select 1 from hit)
        returning bill_no, provider
    ), placed as (
      insert into donations (bill_no, user_id, items_id, sub_items_id, together_id, crowd_type, money_fen,
          material_number, pay_type, status, donate_from, is_anonymous, is_no_data, donor_name, form_data,
          expires_at, idempotency_key, provider)
        select ${order.billNo}, ${order.userId}, ${order.itemsId}, ${order.subItemsId}, ${order.togetherId},
          ${order.crowdType}, ${order.moneyFen}, ${order.materialNumber}, ${order.payType}, 'PENDING',
          ${order.donateFrom}, ${order.isAnonymous}, ${order.isNoData}, ${order.donorName},
          ${{ json: order.formData }}, ${order.expiresAt}, ${order.idempotencyKey}, ${order.provider}
        from hit
        returning bill_no, money_fen, pay_type, expires_at, provider
    )
    select p.bill_no, p.money_fen, p.pay_type, p.expires_at, p.provider,
      (select coalesce(json_agg(json_build_object('billNo', c.bill_no, 'provider', c.provider)), '[]'::json)
        from cancelled c) as cancelled
    from placed p`);
  const row = lastRows(results)[0];
  if (!row) return null;
  return {
    order: {
      billNo: String(row.bill_no),
      moneyFen: Number(row.money_fen),
      payType: Number(row.pay_type),
      expiresAt: asDate(row.expires_at),
      provider: row.provider === null ? null : String(row.provider),
    },
    cancelled: parseJson(row.cancelled) as Array<{ billNo: string; provider: string | null }>,
  };
}

/** 'refunded': a late payment of a naming order whose objects were taken meanwhile; its money goes back. */
export type PaidResult = 'credited' | 'already' | 'amountMismatch' | 'notFound' | 'refunded';

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
        returning items_id, sub_items_id, together_id, money_fen, material_number
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
    )
    select (select count(*) from paid)::int as credited,
      (select money_fen from donations where bill_no = $1) as money_fen,
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
  payment: { billNo: string; amountFen: number; tradeNo: string; provider: string },
  now: Date,
): Promise<PaidResult | 'naming'> {
  const [row] = await database.prepared(MARK_PAID, [
    payment.billNo,
    payment.amountFen,
    now,
    payment.tradeNo,
    payment.provider,
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

function lastRows(results: ScriptRows[]): ScriptRows {
  return results[results.length - 1] ?? [];
}

function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
