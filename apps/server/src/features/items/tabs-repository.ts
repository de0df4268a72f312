import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { togethers } from '../../db/schema/donations.ts';
import { items, progressEntries, usePublicity } from '../../db/schema/items.ts';
import { pageWithTotal, windowTotal } from '../../db/window-total.ts';

export type TabPage = { itemsId: number; limit: number; offset: number };

/** A project's running fundraisers, newest first; cancelled ones are gone from the tab. */
export async function listActiveTogethers(db: Db, page: TabPage) {
  const where = and(eq(togethers.itemsId, page.itemsId), eq(togethers.status, 'active'));
  const found = await db
    .select({
      id: togethers.id,
      sponsor: togethers.sponsor,
      avatar: users.avatar,
      participants: togethers.participants,
      completeMoneyFen: togethers.completeMoneyFen,
      completeMaterialNumber: togethers.completeMaterialNumber,
      materialName: items.materialName,
      materialNameEn: items.materialNameEn,
      materialUnit: items.materialUnit,
      materialUnitEn: items.materialUnitEn,
      slogan: togethers.slogan,
      targetMoneyFen: togethers.targetMoneyFen,
      createdAt: togethers.createdAt,
      total: windowTotal(),
    })
    .from(togethers)
    .innerJoin(users, eq(users.id, togethers.userId))
    .innerJoin(items, eq(items.id, togethers.itemsId))
    .where(where)
    .orderBy(desc(togethers.createdAt), desc(togethers.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => {
    const [row] = await db.select({ total: count() }).from(togethers).where(where);
    return row?.total ?? 0;
  });
}

export async function listProgressEntries(db: Db, page: TabPage) {
  const where = eq(progressEntries.itemsId, page.itemsId);
  const found = await db
    .select({
      id: progressEntries.id,
      progressDate: progressEntries.progressDate,
      content: progressEntries.content,
      attachmentList: progressEntries.attachmentList,
      total: windowTotal(),
    })
    .from(progressEntries)
    .where(where)
    .orderBy(desc(progressEntries.progressDate), desc(progressEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => {
    const [row] = await db.select({ total: count() }).from(progressEntries).where(where);
    return row?.total ?? 0;
  });
}

export async function listUsePublicity(db: Db, page: TabPage) {
  const where = eq(usePublicity.itemsId, page.itemsId);
  const found = await db
    .select({
      id: usePublicity.id,
      useDate: usePublicity.useDate,
      useTitle: usePublicity.useTitle,
      useMoneyFen: usePublicity.useMoneyFen,
      total: windowTotal(),
    })
    .from(usePublicity)
    .where(where)
    .orderBy(desc(usePublicity.useDate), desc(usePublicity.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => {
    const [row] = await db.select({ total: count() }).from(usePublicity).where(where);
    return row?.total ?? 0;
  });
}
