import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';

/** The bounds of a calendar year in Shanghai, as instants. */
function shanghaiYear(year: number): { from: Date; to: Date } {
  return {
    from: new Date(`${year}-01-01T00:00:00+08:00`),
    to: new Date(`${year + 1}-01-01T00:00:00+08:00`),
  };
}

const inYear = (userId: number, year: number) => {
  const { from, to } = shanghaiYear(year);
  return and(
    eq(donations.userId, userId),
    inArray(donations.status, [...STANDING_ORDER_STATUSES]),
    sql`${donations.paidAt} >= ${from} and ${donations.paidAt} < ${to}`,
  );
};

/** The donor's paid gifts of a year (as they stand after partial refunds), oldest first. */
export async function listPaidGiftsOfYear(db: Db, userId: number, year: number) {
  return db
    .select({
      paidAt: donations.paidAt,
      billNo: donations.billNo,
      moneyFen: donations.moneyFen,
      projectName: items.name,
    })
    .from(donations)
    .innerJoin(items, eq(items.id, donations.itemsId))
    .where(inYear(userId, year))
    .orderBy(asc(donations.paidAt), asc(donations.id));
}

export async function sumPaidGiftsOfYear(db: Db, userId: number, year: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      totalFen: sql<number>`coalesce(sum(${donations.moneyFen}), 0)`.mapWith(Number),
    })
    .from(donations)
    .where(inYear(userId, year));
  return row ?? { count: 0, totalFen: 0 };
}

export async function findDonorNames(db: Db, userId: number) {
  const [row] = await db
    .select({ realName: users.realName, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
