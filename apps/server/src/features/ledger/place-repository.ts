import { statusesThatCan } from '@alma/shared/orders/order-status';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, PreparedStep, ScriptRows, Tx } from '../../db/client.ts';
import { rateHits } from '../../db/schema/accounts.ts';
import { donations } from '../../db/schema/donations.ts';
import { emitEvent, eventCtesSql } from '../../jobs/outbox.ts';
import type { PreparedSql } from '../../security/sql-literal.ts';

/**
 * Placing an order: the PENDING row, the order limit's hit, the donor's earlier unpaid order of
 * the project cancelled, and their events. A money or goods gift is one script (one round trip on
 * PostgreSQL, one WASM call on PGlite); a naming order is a transaction that also holds what it
 * names (place-service.ts), in plain statements, since naming orders are few.
 */

export type NewOrder = typeof donations.$inferInsert;

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
    | 'idempotencyHash'
    | 'provider'
    | 'makesDocuments'
    | 'origin'
  >
> & { formData: Record<string, unknown>; expiresAt: Date };

export type OrderLimit = { bucket: string; windowMs: number; limit: number };

/** What answering a placed order needs: its provider is asked for the pay action. */
export type PlacedOrder = {
  billNo: string;
  moneyFen: number;
  payType: number;
  expiresAt: Date | null;
  provider: string | null;
};

const CANCELLABLE = statusesThatCan('cancel')
  .map((status) => `'${status}'`)
  .join(', ');

/**
 * The limit's per-bucket lock (the same lock key as the rate-limit service's). It is a statement
 * of its own, so PLACE_ORDER takes its snapshot after the lock is granted and sees every earlier
 * holder's hit.
 */
const LOCK_ORDER_LIMIT: PreparedSql = {
  name: 'alma_lock_order_limit',
  text: 'select pg_advisory_xact_lock(hashtextextended($1::text, 0))',
};

/** $1 bucket, $2 window start, $3 limit, $4 now, then the order's columns. */
const PLACE_ORDER: PreparedSql = {
  name: 'alma_place_order',
  text: `
    with recent as (
      select 1 from rate_hits where bucket = $1::text and created_at > $2::timestamptz limit $3::int
    ), hit as (
      insert into rate_hits (bucket, created_at)
        select $1::text, $4::timestamptz where (select count(*) from recent) < $3::int
        returning id
    ), cancelled as (
      update donations set status = 'CANCELLED', closed_at = $4::timestamptz
        where user_id = $5::int and items_id = $6::int and status in (${CANCELLABLE})
          and exists (select 1 from hit)
        returning id
    ), placed as (
      insert into donations (bill_no, user_id, items_id, sub_items_id, together_id, crowd_type, money_fen,
          material_number, pay_type, status, donate_from, is_anonymous, is_no_data, donor_name, form_data,
          expires_at, idempotency_key, idempotency_hash, provider, makes_documents, origin)
        select $7::text, $5::int, $6::int, $8::int, $9::int, $10::smallint, $11::bigint, $12::int,
          $13::smallint, 'PENDING', $14::text, $15::boolean, $16::boolean, $17::text, $18::jsonb,
          $19::timestamptz, $20::text, $21::text, $22::text, $23::boolean, $24::text
        from hit
        returning id, bill_no, money_fen, pay_type, expires_at, provider
    ), ${eventCtesSql('order.closed', 'cancelled')},
    ${eventCtesSql('order.placed', 'placed')}
    select p.bill_no, p.money_fen, p.pay_type, p.expires_at, p.provider from placed p`,
};

/**
 * The order limit's hit, the user's earlier unpaid orders of the project cancelled (each an
 * `order.closed` event), and the new order (its `order.placed` event), in one transaction under
 * the limit's lock: two prepared statements, one round trip. Null: the limit is full.
 */
export async function placeOrderUnderLimit(
  database: Database,
  order: OrderToPlace,
  limit: OrderLimit,
  now: Date,
): Promise<PlacedOrder | null> {
  const results = await database.preparedScript(placingSteps(order, limit, now));
  return placedFrom(lastRows(results));
}

/**
 * The placing script's two statements (the limit's lock, then the order), for a script that goes
 * on in the same transaction (a giving-day gift's, giving-day-place-repository.ts); the second's
 * rows are the placed order (placedFrom).
 */
export function placingSteps(order: OrderToPlace, limit: OrderLimit, now: Date): PreparedStep[] {
  const bucket = `rate:${limit.bucket}`;
  const since = new Date(now.getTime() - limit.windowMs);
  return [
    { statement: LOCK_ORDER_LIMIT, params: [bucket] },
    {
      statement: PLACE_ORDER,
      params: [
        limit.bucket,
        since,
        limit.limit,
        now,
        order.userId,
        order.itemsId,
        order.billNo,
        order.subItemsId,
        order.togetherId,
        order.crowdType,
        order.moneyFen,
        order.materialNumber,
        order.payType,
        order.donateFrom,
        order.isAnonymous,
        order.isNoData,
        order.donorName,
        { json: order.formData },
        order.expiresAt,
        order.idempotencyKey,
        order.idempotencyHash,
        order.provider,
        order.makesDocuments,
        order.origin,
      ],
    },
  ];
}

/** The placed order from the placing statement's rows; null when the limit was full. */
export function placedFrom(rows: ScriptRows): PlacedOrder | null {
  const row = rows[0];
  if (!row) return null;
  return {
    billNo: String(row.bill_no),
    moneyFen: Number(row.money_fen),
    payType: Number(row.pay_type),
    expiresAt: asDate(row.expires_at),
    provider: row.provider === null ? null : String(row.provider),
  };
}

function lastRows(results: ScriptRows[]): ScriptRows {
  return results[results.length - 1] ?? [];
}

function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/**
 * Takes a hit of the order limit under its advisory lock, the same lock key and count as
 * placeOrderUnderLimit's, so ordinary and naming orders share one limit. False: the limit is full.
 */
export async function takeOrderLimitHit(tx: Tx, limit: OrderLimit, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate:${limit.bucket}`}, 0))`);
  const since = new Date(now.getTime() - limit.windowMs);
  const [recent] = await tx
    .select({ n: count() })
    .from(rateHits)
    .where(and(eq(rateHits.bucket, limit.bucket), gt(rateHits.createdAt, since)));
  if ((recent?.n ?? 0) >= limit.limit) return false;
  await tx.insert(rateHits).values({ bucket: limit.bucket, createdAt: now });
  return true;
}

/**
 * The user's unpaid orders of the project, cancelled, each with its `order.closed` event (the
 * release trigger of migration 0006 lets their seats and copies go in the same statement).
 */
export async function cancelUnpaidOfProject(tx: Tx, userId: number, itemsId: number, now: Date) {
  const cancelled = await tx
    .update(donations)
    .set({ status: 'CANCELLED', closedAt: now })
    .where(
      and(
        eq(donations.userId, userId),
        eq(donations.itemsId, itemsId),
        inArray(donations.status, statusesThatCan('cancel')),
      ),
    )
    .returning({ id: donations.id });
  for (const order of cancelled) await emitEvent(tx, { kind: 'order.closed', donationId: order.id });
}

export type NamingOrderToPlace = Omit<
  OrderToPlace,
  'moneyFen' | 'materialNumber' | 'formData' | 'makesDocuments'
> & {
  namingType: 1 | 2;
};

/** The order row first (its id is what claims point at); money and label follow once it is priced. */
export async function insertNamingOrder(tx: Tx, order: NamingOrderToPlace): Promise<number> {
  const [row] = await tx
    .insert(donations)
    .values({ ...order, moneyFen: 0, materialNumber: 0, status: 'PENDING', formData: {} })
    .returning({ id: donations.id });
  if (!row) throw new Error('naming order not inserted');
  return row.id;
}

export async function pricePlacedOrder(
  tx: Tx,
  donationId: number,
  priced: { moneyFen: number; seats: string; formData: Record<string, unknown>; makesDocuments: boolean },
): Promise<PlacedOrder> {
  const [row] = await tx.update(donations).set(priced).where(eq(donations.id, donationId)).returning({
    billNo: donations.billNo,
    moneyFen: donations.moneyFen,
    payType: donations.payType,
    expiresAt: donations.expiresAt,
    provider: donations.provider,
  });
  if (!row) throw new Error('naming order vanished');
  await emitEvent(tx, { kind: 'order.placed', donationId });
  return row;
}
