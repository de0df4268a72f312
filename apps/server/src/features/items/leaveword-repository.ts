import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { leavewords } from '../../db/schema/donations.ts';
import { pageWithTotal, windowTotal } from '../../db/window-total.ts';
import type { TabPage } from './tabs-repository.ts';

export type LeavewordStatus = 'pending' | 'approved' | 'rejected';

/** Approved messages of a project, newest first, with their poster's profile. */
export async function listApprovedLeavewords(db: Db, page: TabPage) {
  const where = and(eq(leavewords.itemsId, page.itemsId), eq(leavewords.status, 'approved'));
  const found = await db
    .select({
      id: leavewords.id,
      content: leavewords.content,
      avatar: users.avatar,
      nickname: users.nickname,
      createdAt: leavewords.createdAt,
      modifiedAt: leavewords.modifiedAt,
      replyContent: leavewords.replyContent,
      total: windowTotal(),
    })
    .from(leavewords)
    .innerJoin(users, eq(users.id, leavewords.userId))
    .where(where)
    .orderBy(desc(leavewords.createdAt), desc(leavewords.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page.offset, async () => {
    const [row] = await db.select({ total: count() }).from(leavewords).where(where);
    return row?.total ?? 0;
  });
}

export async function insertLeaveword(
  db: Db,
  values: { itemsId: number; userId: number; content: string; status: LeavewordStatus },
): Promise<number> {
  const [row] = await db.insert(leavewords).values(values).returning({ id: leavewords.id });
  if (!row) throw new Error('leaveword not stored');
  return row.id;
}
