import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';
import { refunds } from '../../db/schema/payments.ts';
import { staff } from '../../db/schema/staff.ts';

/** The console's lists of refunds (the table of all, and an order's own). Writes are in features/payments. */

const requester = alias(staff, 'requester');
const decider = alias(staff, 'decider');

const refundColumns = {
  id: refunds.id,
  billNo: donations.billNo,
  itemsId: donations.itemsId,
  itemsName: items.name,
  orderMoneyFen: sql<number>`${donations.moneyFen} + ${donations.refundedFen}`.mapWith(Number),
  amountFen: refunds.amountFen,
  reason: refunds.reason,
  status: refunds.status,
  refundNo: refunds.refundNo,
  requestedBy: requester.username,
  decidedBy: sql<string>`coalesce(${decider.username}, '')`,
  decisionNote: refunds.decisionNote,
  failureReason: refunds.failureReason,
  createdAt: refunds.createdAt,
  completedAt: refunds.completedAt,
};

function selectRefunds(db: Db) {
  return db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(donations, eq(donations.id, refunds.donationId))
    .innerJoin(items, eq(items.id, donations.itemsId))
    .innerJoin(requester, eq(requester.id, refunds.requestedBy))
    .leftJoin(decider, eq(decider.id, refunds.decidedBy));
}

export async function listRefunds(
  db: Db,
  filter: { status?: string | undefined; billNo?: string | undefined },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(refunds.status, filter.status));
  if (filter.billNo) conditions.push(eq(donations.billNo, filter.billNo));
  const where = and(...conditions);
  const rows = await selectRefunds(db)
    .where(where)
    .orderBy(desc(refunds.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(refunds)
    .innerJoin(donations, eq(donations.id, refunds.donationId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listRefundsOfOrder(db: Db, donationId: number) {
  return selectRefunds(db).where(eq(refunds.donationId, donationId)).orderBy(desc(refunds.id));
}

export async function findRefundRow(db: Db, refundId: number) {
  const [row] = await selectRefunds(db).where(eq(refunds.id, refundId));
  return row;
}
