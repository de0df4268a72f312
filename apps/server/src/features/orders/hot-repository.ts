import type { Database, ScriptRows } from '../../db/client.ts';
import { inline } from '../../security/sql-literal.ts';
import type { NewOrder, PlacedOrder } from './repository.ts';

/**
 * The placing statement of the donate → pay loop, one script: one round trip on PostgreSQL and
 * one WASM call on PGlite (a parameterised PGlite query costs six). Written as SQL because it
 * does in one statement what took several. Its paying half is payments/hot-repository.ts.
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
    | 'idempotencyHash'
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
          expires_at, idempotency_key, idempotency_hash, provider)
        select ${order.billNo}, ${order.userId}, ${order.itemsId}, ${order.subItemsId}, ${order.togetherId},
          ${order.crowdType}, ${order.moneyFen}, ${order.materialNumber}, ${order.payType}, 'PENDING',
          ${order.donateFrom}, ${order.isAnonymous}, ${order.isNoData}, ${order.donorName},
          ${{ json: order.formData }}, ${order.expiresAt}, ${order.idempotencyKey}, ${order.idempotencyHash},
          ${order.provider}
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

function lastRows(results: ScriptRows[]): ScriptRows {
  return results[results.length - 1] ?? [];
}

function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
