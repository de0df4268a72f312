import type { TDonateRecordOrder } from '@alma/shared/api/items';
import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { users } from '../../db/schema/accounts.ts';
import { donations, togethers } from '../../db/schema/donations.ts';
import { items, subItems } from '../../db/schema/items.ts';
import { pageWithTotal, windowTotal } from '../../db/window-total.ts';

/**
 * Only standing orders are donations anyone may see (paid, or partly refunded: with what they still
 * hold); pending, cancelled, expired and refunded ones are not.
 */
const standing = () => inArray(donations.status, [...STANDING_ORDER_STATUSES]);

export type RecordFilter = {
  itemsId?: number | undefined;
  togetherId?: number | undefined;
  /** Matches the donor's name or the project's name (see projectsOnly). */
  s?: string | undefined;
  /**
   * The search looks at project names only: with masked names (maskDonorNames) a search that found
   * 张三 would tell who 张** is.
   */
  projectsOnly?: boolean;
  order: TDonateRecordOrder;
  limit: number;
  offset: number;
};

export type RecordWhere = Omit<RecordFilter, 'order' | 'limit' | 'offset'>;

function recordConditions(filter: RecordWhere): SQL | undefined {
  const conditions: SQL[] = [standing()];
  if (filter.itemsId !== undefined) conditions.push(eq(donations.itemsId, filter.itemsId));
  if (filter.togetherId !== undefined) conditions.push(eq(donations.togetherId, filter.togetherId));
  if (filter.s) {
    const pattern = containsPattern(filter.s);
    const byItem = or(ilike(items.name, pattern), ilike(items.nameEn, pattern));
    // An anonymous donor's stored name must not be findable: searching it would reveal them.
    const byDonor = and(eq(donations.isAnonymous, false), ilike(donations.donorName, pattern));
    const either = filter.projectsOnly ? byItem : or(byDonor, byItem);
    if (either) conditions.push(either);
  }
  return and(...conditions);
}

const ORDERS: Record<TDonateRecordOrder, SQL[]> = {
  donate_time_asc: [asc(donations.paidAt), asc(donations.id)],
  '1': [desc(donations.moneyFen), desc(donations.paidAt), desc(donations.id)],
  '': [desc(donations.paidAt), desc(donations.id)],
};

export async function findTogetherExists(db: Db, togetherId: number): Promise<boolean> {
  const [row] = await db.select({ id: togethers.id }).from(togethers).where(eq(togethers.id, togetherId));
  return row !== undefined;
}

export async function listPaidRecords(db: Db, filter: RecordFilter) {
  return db
    .select({
      donorName: donations.donorName,
      isAnonymous: donations.isAnonymous,
      avatar: users.avatar,
      moneyFen: donations.moneyFen,
      materialNumber: donations.materialNumber,
      materialUnit: items.materialUnit,
      materialUnitEn: items.materialUnitEn,
      crowdType: donations.crowdType,
      paidAt: donations.paidAt,
      seats: donations.seats,
      itemsName: items.name,
      itemsNameEn: items.nameEn,
      subItemsName: subItems.name,
      subItemsNameEn: subItems.nameEn,
    })
    .from(donations)
    .innerJoin(items, eq(items.id, donations.itemsId))
    .leftJoin(subItems, eq(subItems.id, donations.subItemsId))
    .innerJoin(users, eq(users.id, donations.userId))
    .where(recordConditions(filter))
    .orderBy(...ORDERS[filter.order])
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Count and money of the paid donations a filter selects (all of them with no filter). */
export async function sumPaidRecords(
  db: Db,
  filter: RecordWhere = {},
): Promise<{ total: number; moneyFen: number }> {
  const base = db
    .select({
      total: count(),
      moneyFen: sql<number>`coalesce(sum(${donations.moneyFen}), 0)`.mapWith(Number),
    })
    .from(donations);
  // The project name is only needed to search by it; the plain totals skip the join.
  const query = filter.s ? base.innerJoin(items, eq(items.id, donations.itemsId)) : base;
  const [row] = await query.where(recordConditions(filter));
  return { total: row?.total ?? 0, moneyFen: row?.moneyFen ?? 0 };
}

/** The named donors of a project, newest first. */
export async function listNamedDonors(db: Db, page: { itemsId: number; limit: number; offset: number }) {
  const where = and(standing(), eq(donations.itemsId, page.itemsId));
  const rows = await db
    .select({
      donorName: donations.donorName,
      isAnonymous: donations.isAnonymous,
      seats: donations.seats,
      paidAt: donations.paidAt,
      total: windowTotal(),
    })
    .from(donations)
    .where(where)
    .orderBy(desc(donations.paidAt), desc(donations.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page.offset, async () => {
    const [counted] = await db.select({ total: count() }).from(donations).where(where);
    return counted?.total ?? 0;
  });
}
