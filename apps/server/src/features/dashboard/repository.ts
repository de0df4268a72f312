import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { donations, leavewords } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';
import { refunds } from '../../db/schema/payments.ts';

/** Figures of the dashboard, in fen and counts; the service turns them into the wire's yuan. */

/** Money raised is what standing orders hold: paid, or partly refunded (what stayed). */
const standing = () => inArray(donations.status, [...STANDING_ORDER_STATUSES]);
/** The money of a group: bigint sums come back as text from both drivers. */
const sumFen = sql<string>`coalesce(sum(${donations.moneyFen}), 0)`.mapWith(Number);
const orders = count().mapWith(Number);

export async function raisedFenSince(
  db: Db,
  since: { today: Date; last7Days: Date; last30Days: Date },
): Promise<{ today: number; last7Days: number; last30Days: number }> {
  const windowFen = (from: Date) =>
    sql<string>`coalesce(sum(${donations.moneyFen}) filter (where ${donations.paidAt} >= ${from.toISOString()}), 0)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      today: windowFen(since.today),
      last7Days: windowFen(since.last7Days),
      last30Days: windowFen(since.last30Days),
    })
    .from(donations)
    .where(and(standing(), gte(donations.paidAt, since.last30Days)));
  return row ?? { today: 0, last7Days: 0, last30Days: 0 };
}

/** Distinct users with a standing order: paid since `since`, and ever. */
export async function payingDonors(db: Db, since: Date): Promise<{ recent: number; allTime: number }> {
  const [row] = await db
    .select({
      recent:
        sql<string>`count(distinct ${donations.userId}) filter (where ${donations.paidAt} >= ${since.toISOString()})`.mapWith(
          Number,
        ),
      allTime: sql<string>`count(distinct ${donations.userId})`.mapWith(Number),
    })
    .from(donations)
    .where(standing());
  return row ?? { recent: 0, allTime: 0 };
}

export async function raisedByProject(
  db: Db,
  since: Date,
  limit: number,
): Promise<Array<{ itemsId: number; name: string; fen: number; orders: number }>> {
  return db
    .select({ itemsId: donations.itemsId, name: items.name, fen: sumFen, orders })
    .from(donations)
    .innerJoin(items, eq(items.id, donations.itemsId))
    .where(and(standing(), gte(donations.paidAt, since)))
    .groupBy(donations.itemsId, items.name)
    .orderBy(desc(sumFen), donations.itemsId)
    .limit(limit);
}

export async function paidByPayType(
  db: Db,
  since: Date,
): Promise<Array<{ payType: number; fen: number; orders: number }>> {
  return db
    .select({ payType: donations.payType, fen: sumFen, orders })
    .from(donations)
    .where(and(standing(), gte(donations.paidAt, since)))
    .groupBy(donations.payType)
    .orderBy(donations.payType);
}

/** Orders placed since `since`, grouped by the status they have now. */
export async function placedByStatus(
  db: Db,
  since: Date,
): Promise<Array<{ status: string; fen: number; orders: number }>> {
  return db
    .select({ status: donations.status, fen: sumFen, orders })
    .from(donations)
    .where(gte(donations.createdAt, since))
    .groupBy(donations.status)
    .orderBy(donations.status);
}

/**
 * Standing money per Asia/Shanghai day since `since` (days without a gift are absent). The day is
 * taken as UTC + 8 hours rather than `at time zone 'Asia/Shanghai'`, which needs time-zone data an
 * embedded PGlite may lack; Shanghai has had no daylight saving since 1991.
 */
export async function paidByShanghaiDay(
  db: Db,
  since: Date,
): Promise<Array<{ day: string; fen: number; orders: number }>> {
  const day = sql<string>`to_char((${donations.paidAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  return db
    .select({ day, fen: sumFen, orders })
    .from(donations)
    .where(and(standing(), gte(donations.paidAt, since)))
    .groupBy(day)
    .orderBy(day);
}

/** Messages left on projects whose messages are audited, waiting for a staff decision. */
export async function countMessagesToReview(db: Db): Promise<number> {
  const [row] = await db.select({ n: orders }).from(leavewords).where(eq(leavewords.status, 'pending'));
  return row?.n ?? 0;
}

/** Refunds over the approval limit that a second finance member has yet to approve or reject. */
export async function countRefundsAwaitingApproval(db: Db): Promise<number> {
  const [row] = await db.select({ n: orders }).from(refunds).where(eq(refunds.status, 'AWAITING_APPROVAL'));
  return row?.n ?? 0;
}
