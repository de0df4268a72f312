import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { users } from '../../db/schema/accounts.ts';
import { items, itemTypes, subItems } from '../../db/schema/items.ts';
import { pageWithTotal, windowTotal } from '../../db/window-total.ts';

export type ItemRow = typeof items.$inferSelect;

export async function listItemTypes(db: Db) {
  return db
    .select({ id: itemTypes.id, name: itemTypes.name, nameEn: itemTypes.nameEn })
    .from(itemTypes)
    .orderBy(asc(itemTypes.sort), asc(itemTypes.id));
}

/** The columns a list row shows: the rich-text content and the carousel stay out of the list. */
const listColumns = {
  id: items.id,
  typeId: items.typeId,
  name: items.name,
  nameEn: items.nameEn,
  intro: items.intro,
  introEn: items.introEn,
  thumbnailImg: items.thumbnailImg,
  linkUrl: items.linkUrl,
  itemsType: items.itemsType,
  crowdType: items.crowdType,
  namingType: items.namingType,
  isComplete: items.isComplete,
  isDonate: items.isDonate,
  completeMoneyFen: items.completeMoneyFen,
  completeMaterialNumber: items.completeMaterialNumber,
  targetMoneyFen: items.targetMoneyFen,
  targetMaterialNumber: items.targetMaterialNumber,
  isTarget: items.isTarget,
  materialName: items.materialName,
  materialNameEn: items.materialNameEn,
  materialUnit: items.materialUnit,
  materialUnitEn: items.materialUnitEn,
  payCounts: items.payCounts,
  namingCountAll: items.namingCountAll,
  namingCountDonate: items.namingCountDonate,
};
export type ItemListDbRow = { [K in keyof typeof listColumns]: ItemRow[K] };

export type ItemListFilter = { typeId?: number; s?: string; limit: number; offset: number };

/** Listed projects in sort order, newest first among equal sorts; one query per page. */
export async function listListedItems(
  db: Db,
  filter: ItemListFilter,
): Promise<{ rows: ItemListDbRow[]; total: number }> {
  const conditions: SQL[] = [eq(items.isListed, true)];
  if (filter.typeId !== undefined) conditions.push(eq(items.typeId, filter.typeId));
  if (filter.s) {
    // Either name finds the project, whichever language the donor reads.
    const pattern = containsPattern(filter.s);
    const byName = or(ilike(items.name, pattern), ilike(items.nameEn, pattern));
    if (byName) conditions.push(byName);
  }
  const where = and(...conditions);

  const found = await db
    .select({ ...listColumns, total: windowTotal() })
    .from(items)
    .where(where)
    .orderBy(asc(items.sort), desc(items.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return pageWithTotal(found, filter.offset, async () => {
    const [counted] = await db.select({ total: count() }).from(items).where(where);
    return counted?.total ?? 0;
  });
}

export async function findItemById(db: Db, id: number): Promise<ItemRow | null> {
  const [row] = await db.select().from(items).where(eq(items.id, id));
  return row ?? null;
}

/** What the tab lists and the permission check need to know about a project. */
export async function findItemGate(db: Db, id: number) {
  const [row] = await db
    .select({
      id: items.id,
      isAlumni: items.isAlumni,
      isSubRank: items.isSubRank,
      isLeaveMessage: items.isLeaveMessage,
      isAuditMessage: items.isAuditMessage,
    })
    .from(items)
    .where(eq(items.id, id));
  return row ?? null;
}

export async function listSubItems(db: Db, itemsId: number, ranked: boolean) {
  return db
    .select({
      id: subItems.id,
      name: subItems.name,
      nameEn: subItems.nameEn,
      completeMoneyFen: subItems.completeMoneyFen,
    })
    .from(subItems)
    .where(eq(subItems.itemsId, itemsId))
    .orderBy(...(ranked ? [desc(subItems.completeMoneyFen)] : []), asc(subItems.sort), asc(subItems.id));
}

export async function findUserIsAlumni(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isAlumni: users.isAlumni }).from(users).where(eq(users.id, userId));
  return row?.isAlumni ?? false;
}
