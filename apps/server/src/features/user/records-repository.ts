import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { donations, togethers } from '../../db/schema/donations.ts';
import { items, itemTypes, subItems } from '../../db/schema/items.ts';
import { pageWithTotal, windowTotal } from '../../db/window-total.ts';

/**
 * Only standing orders are donations (paid, or partly refunded: with what they still hold); pending,
 * cancelled, expired and refunded ones are not.
 */
const STANDING = [...STANDING_ORDER_STATUSES];
/** A cancelled fundraiser is the spec's together/delete: it counts nowhere. */
const CANCELLED_TOGETHER = 'cancelled';

export type Page = { limit: number; offset: number };

const myPaid = (userId: number) => and(eq(donations.userId, userId), inArray(donations.status, STANDING));
/** Seed and old rows may lack paid_at; the order's own time stands in for it. */
const paidTime = sql<Date>`coalesce(${donations.paidAt}, ${donations.createdAt})`.mapWith(donations.paidAt);

const donationColumns = {
  billNo: donations.billNo,
  itemsId: donations.itemsId,
  itemsName: items.name,
  itemsNameEn: items.nameEn,
  subItemsName: subItems.name,
  subItemsNameEn: subItems.nameEn,
  thumbnailImg: items.thumbnailImg,
  donorName: donations.donorName,
  moneyFen: donations.moneyFen,
  crowdType: donations.crowdType,
  materialNumber: donations.materialNumber,
  materialUnit: items.materialUnit,
  materialUnitEn: items.materialUnitEn,
  paidAt: paidTime,
  togetherId: donations.togetherId,
};

/** My paid donations, newest first, one page and the count of all of them. */
export async function listMyDonations(db: Db, userId: number, page: Page) {
  const found = await db
    .select({ ...donationColumns, total: windowTotal() })
    .from(donations)
    .innerJoin(items, eq(items.id, donations.itemsId))
    .leftJoin(subItems, eq(subItems.id, donations.subItemsId))
    .where(myPaid(userId))
    .orderBy(desc(paidTime), desc(donations.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => {
    const [row] = await db.select({ total: count() }).from(donations).where(myPaid(userId));
    return row?.total ?? 0;
  });
}
export type MyDonationRow = Awaited<ReturnType<typeof listMyDonations>>['rows'][number];

/** A project without a type is grouped under 0. */
const typeKey = sql<number>`coalesce(${items.typeId}, 0)`.mapWith(Number);

/**
 * One page of the categories I gave to, in the catalogue's tab order (untyped projects last),
 * each with its exact count and money, summed in fen by the database.
 */
export async function listMyDonationTypes(db: Db, userId: number, page: Page) {
  const found = await db
    .select({
      typeId: typeKey,
      typeName: itemTypes.name,
      typeNameEn: itemTypes.nameEn,
      moneyFen: sql<number>`sum(${donations.moneyFen})`.mapWith(Number),
      donations: count(),
      total: windowTotal(),
    })
    .from(donations)
    .innerJoin(items, eq(items.id, donations.itemsId))
    .leftJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(myPaid(userId))
    .groupBy(items.typeId, itemTypes.name, itemTypes.nameEn, itemTypes.sort)
    .orderBy(sql`${itemTypes.sort} is null`, asc(itemTypes.sort), asc(typeKey))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => {
    const [row] = await db
      .select({ total: sql<number>`count(distinct coalesce(${items.typeId}, 0))`.mapWith(Number) })
      .from(donations)
      .innerJoin(items, eq(items.id, donations.itemsId))
      .where(myPaid(userId));
    return row?.total ?? 0;
  });
}

/** All my paid donations to projects of the given types (0: no type), newest first. */
export async function listMyDonationsOfTypes(db: Db, userId: number, typeIds: number[]) {
  const typed = typeIds.filter((id) => id > 0);
  const ofTypes: SQL[] = [];
  if (typed.length > 0) ofTypes.push(inArray(items.typeId, typed));
  if (typeIds.includes(0)) ofTypes.push(isNull(items.typeId));
  if (ofTypes.length === 0) return [];
  return db
    .select({ ...donationColumns, typeId: typeKey })
    .from(donations)
    .innerJoin(items, eq(items.id, donations.itemsId))
    .leftJoin(subItems, eq(subItems.id, donations.subItemsId))
    .where(and(myPaid(userId), or(...ofTypes)))
    .orderBy(desc(paidTime), desc(donations.id));
}

const liveTogether = ne(togethers.status, CANCELLED_TOGETHER);
const myLaunches = (userId: number) => and(eq(togethers.userId, userId), liveTogether);

/**
 * The together statistics in one query. The subqueries take the id as a parameter (see
 * findUserCenterRow: a correlated column would bind to the inner table).
 */
export async function findTogetherStatistics(db: Db, userId: number) {
  const joined = sql`from ${donations} d join ${togethers} t on t.id = d.together_id
    where d.user_id = ${userId} and d.status in ${STANDING} and t.status <> ${CANCELLED_TOGETHER}`;
  const [row] = await db
    .select({
      launches: sql<number>`(select count(*) from ${togethers}
        where ${togethers.userId} = ${userId} and ${togethers.status} <> ${CANCELLED_TOGETHER})`.mapWith(
        Number,
      ),
      raisedFen: sql<number>`(select coalesce(sum(${togethers.completeMoneyFen}), 0) from ${togethers}
        where ${togethers.userId} = ${userId} and ${togethers.status} <> ${CANCELLED_TOGETHER})`.mapWith(
        Number,
      ),
      joins: sql<number>`(select count(distinct d.together_id) ${joined})`.mapWith(Number),
      joinsOfMine:
        sql<number>`(select count(distinct d.together_id) ${joined} and t.user_id = ${userId})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return {
    launches: row?.launches ?? 0,
    raisedFen: row?.raisedFen ?? 0,
    joins: row?.joins ?? 0,
    joinsOfMine: row?.joinsOfMine ?? 0,
  };
}

const togetherColumns = {
  id: togethers.id,
  itemsId: togethers.itemsId,
  itemsName: items.name,
  itemsNameEn: items.nameEn,
  thumbnailImg: items.thumbnailImg,
  sponsor: togethers.sponsor,
  slogan: togethers.slogan,
  crowdType: items.crowdType,
  materialUnit: items.materialUnit,
  materialUnitEn: items.materialUnitEn,
  isNoTarget: togethers.isNoTarget,
  targetMoneyFen: togethers.targetMoneyFen,
  completeMoneyFen: togethers.completeMoneyFen,
  completeMaterialNumber: togethers.completeMaterialNumber,
  participants: togethers.participants,
  itemIsDonate: items.isDonate,
  noReason: items.noReason,
  createdAt: togethers.createdAt,
};

/** The fundraisers I started and did not cancel, newest first. */
export async function listMyLaunches(db: Db, userId: number, page: Page) {
  const found = await db
    .select({ ...togetherColumns, total: windowTotal() })
    .from(togethers)
    .innerJoin(items, eq(items.id, togethers.itemsId))
    .where(myLaunches(userId))
    .orderBy(desc(togethers.createdAt), desc(togethers.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => {
    const [row] = await db.select({ total: count() }).from(togethers).where(myLaunches(userId));
    return row?.total ?? 0;
  });
}
export type MyTogetherRow = Awaited<ReturnType<typeof listMyLaunches>>['rows'][number];

/** The live fundraisers I paid into, once each with my sums, by my latest gift, newest first. */
export async function listMyJoins(db: Db, userId: number, page: Page) {
  const mine = db
    .select({
      togetherId: sql<number>`${donations.togetherId}`.as('my_together_id'),
      moneyFen: sql<number>`sum(${donations.moneyFen})`.mapWith(Number).as('my_money_fen'),
      materialNumber: sql<number>`sum(${donations.materialNumber})`.mapWith(Number).as('my_material_number'),
      lastPaidAt: sql<Date>`max(${paidTime})`.mapWith(donations.paidAt).as('my_last_paid_at'),
    })
    .from(donations)
    .where(and(myPaid(userId), isNotNull(donations.togetherId)))
    .groupBy(donations.togetherId)
    .as('mine');
  const query = () =>
    db
      .select({
        ...togetherColumns,
        myMoneyFen: mine.moneyFen,
        myMaterialNumber: mine.materialNumber,
        myLastPaidAt: mine.lastPaidAt,
        total: windowTotal(),
      })
      .from(mine)
      .innerJoin(togethers, eq(togethers.id, mine.togetherId))
      .innerJoin(items, eq(items.id, togethers.itemsId))
      .where(liveTogether);
  const found = await query()
    .orderBy(desc(mine.lastPaidAt), desc(togethers.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => (await query()).length);
}
