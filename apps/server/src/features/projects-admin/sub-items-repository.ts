import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { subItems } from '../../db/schema/items.ts';

/** A project's sub-projects in the donor app's order, with the orders that chose each. */
export async function listSubItemsWithUse(db: Db | Tx, itemsId: number) {
  return db
    .select({
      id: subItems.id,
      name: subItems.name,
      nameEn: subItems.nameEn,
      sort: subItems.sort,
      completeMoneyFen: subItems.completeMoneyFen,
      donationCount: count(donations.id),
    })
    .from(subItems)
    .leftJoin(donations, eq(donations.subItemsId, subItems.id))
    .where(eq(subItems.itemsId, itemsId))
    .groupBy(subItems.id)
    .orderBy(asc(subItems.sort), asc(subItems.id));
}
export type SubItemUse = Awaited<ReturnType<typeof listSubItemsWithUse>>[number];

export async function insertSubItem(
  tx: Tx,
  values: { itemsId: number; name: string; nameEn: string; sort: number },
) {
  await tx.insert(subItems).values(values);
}

export async function updateSubItem(
  tx: Tx,
  id: number,
  values: { name: string; nameEn: string; sort: number },
) {
  await tx.update(subItems).set(values).where(eq(subItems.id, id));
}

export async function deleteSubItems(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.delete(subItems).where(inArray(subItems.id, [...ids]));
}
