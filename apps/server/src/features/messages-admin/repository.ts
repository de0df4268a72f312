import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { users } from '../../db/schema/accounts.ts';
import { leavewords } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';

export type MessageRecord = typeof leavewords.$inferSelect;

const listColumns = {
  id: leavewords.id,
  itemsId: leavewords.itemsId,
  itemsName: items.name,
  userId: leavewords.userId,
  nickname: users.nickname,
  content: leavewords.content,
  status: leavewords.status,
  replyContent: leavewords.replyContent,
  createdAt: leavewords.createdAt,
  modifiedAt: leavewords.modifiedAt,
};

export async function listMessages(
  db: Db,
  filter: { status?: string; itemsId?: number; s?: string },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(leavewords.status, filter.status));
  if (filter.itemsId) conditions.push(eq(leavewords.itemsId, filter.itemsId));
  if (filter.s) {
    const pattern = containsPattern(filter.s);
    const either = or(ilike(leavewords.content, pattern), ilike(users.nickname, pattern));
    if (either) conditions.push(either);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select(listColumns)
    .from(leavewords)
    .innerJoin(items, eq(items.id, leavewords.itemsId))
    .innerJoin(users, eq(users.id, leavewords.userId))
    .where(where)
    .orderBy(desc(leavewords.createdAt), desc(leavewords.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(leavewords)
    .innerJoin(users, eq(users.id, leavewords.userId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The messages, locked for the rest of the transaction, in id order (no deadlock between two bulk actions). */
export async function lockMessages(tx: Tx, ids: readonly number[]): Promise<MessageRecord[]> {
  return tx
    .select()
    .from(leavewords)
    .where(inArray(leavewords.id, [...ids]))
    .orderBy(leavewords.id)
    .for('update');
}

export async function updateMessage(
  tx: Tx,
  id: number,
  values: Partial<Pick<MessageRecord, 'status' | 'replyContent'>>,
): Promise<MessageRecord> {
  const [row] = await tx
    .update(leavewords)
    .set({ ...values, modifiedAt: new Date() })
    .where(eq(leavewords.id, id))
    .returning();
  if (!row) throw new Error(`message ${id} vanished inside its own transaction`);
  return row;
}

export async function countPendingMessages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leavewords).where(eq(leavewords.status, 'pending'));
  return Number(row?.n ?? 0);
}
