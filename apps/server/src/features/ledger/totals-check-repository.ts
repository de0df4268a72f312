import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type TotalsDrift = { table: string; id: number; stored: string; fromOrders: string };

const STANDING = sql.raw(STANDING_ORDER_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * Every project, sub-project and fundraiser whose stored totals differ from what its standing
 * orders hold (money, goods, orders / participants). Empty when the one writer (the trigger of
 * migration 0014) never missed a movement. Run after every server test file.
 */
export async function findTotalsDrift(db: Db): Promise<TotalsDrift[]> {
  const result = await db.execute(sql`
    with standing as (
      select items_id, sub_items_id, together_id, money_fen, material_number
        from donations where status in (${STANDING})
    ), item_sums as (
      select i.id, i.complete_money_fen || '/' || i.complete_material_number || '/' || i.pay_counts as stored,
        coalesce(sum(s.money_fen), 0) || '/' || coalesce(sum(s.material_number), 0) || '/' || count(s.items_id)
          as from_orders
      from items i left join standing s on s.items_id = i.id group by i.id
    ), sub_sums as (
      select b.id, b.complete_money_fen::text as stored, coalesce(sum(s.money_fen), 0)::text as from_orders
      from sub_items b left join standing s on s.sub_items_id = b.id group by b.id
    ), together_sums as (
      select t.id, t.complete_money_fen || '/' || t.complete_material_number || '/' || t.participants as stored,
        coalesce(sum(s.money_fen), 0) || '/' || coalesce(sum(s.material_number), 0) || '/' || count(s.together_id)
          as from_orders
      from togethers t left join standing s on s.together_id = t.id group by t.id
    )
    select 'items' as "table", id, stored, from_orders from item_sums where stored <> from_orders
    union all select 'sub_items', id, stored, from_orders from sub_sums where stored <> from_orders
    union all select 'togethers', id, stored, from_orders from together_sums where stored <> from_orders
    order by 1, 2`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((row) => ({
    table: String(row.table),
    id: Number(row.id),
    stored: String(row.stored),
    fromOrders: String(row.from_orders),
  }));
}
