import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { items } from '../schema/items.ts';

/**
 * Project, sub-project and together totals, summed from the PAID orders just inserted, so the
 * figures can never disagree with the directory.
 */
export async function recomputeDemoTotals(tx: Tx, namedCounts: Map<number, number>): Promise<void> {
  await tx.execute(sql`
    update items set
      complete_money_fen = coalesce(
        (select sum(money_fen) from donations where items_id = items.id and status = 'PAID'), 0),
      complete_material_number = coalesce(
        (select sum(material_number) from donations where items_id = items.id and status = 'PAID'), 0),
      pay_counts = (select count(*) from donations where items_id = items.id and status = 'PAID')`);
  await tx.execute(sql`
    update sub_items set complete_money_fen = coalesce(
      (select sum(money_fen) from donations where sub_items_id = sub_items.id and status = 'PAID'), 0)`);
  await tx.execute(sql`
    update togethers set
      complete_money_fen = coalesce(
        (select sum(money_fen) from donations where together_id = togethers.id and status = 'PAID'), 0),
      complete_material_number = coalesce(
        (select sum(material_number) from donations where together_id = togethers.id and status = 'PAID'), 0),
      participants = (select count(*) from donations where together_id = togethers.id and status = 'PAID')`);
  for (const [itemsId, count] of namedCounts) {
    await tx.update(items).set({ namingCountDonate: count }).where(eq(items.id, itemsId));
  }
}

/** Tables whose demo rows carry explicit ids: their sequences must move past them. */
const TABLES_WITH_EXPLICIT_IDS = [
  'item_types',
  'items',
  'sub_items',
  'users',
  'togethers',
  'awards',
] as const;

export async function advanceDemoSequences(tx: Tx): Promise<void> {
  for (const table of TABLES_WITH_EXPLICIT_IDS) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}
