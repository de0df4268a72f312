import type { AppDeps } from '../src/app-deps.ts';
import { donations, leavewords, togethers } from '../src/db/schema/donations.ts';
import { progressEntries, subItems, usePublicity } from '../src/db/schema/items.ts';
import { createUser } from './fixtures.ts';

/** Rows of the project tabs (directory, fundraisers, progress, messages, use publicity) for tests. */

let counter = 0;

function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} not created`);
  return row;
}

export async function createSubItem(
  deps: AppDeps,
  values: Pick<typeof subItems.$inferInsert, 'itemsId'> & Partial<typeof subItems.$inferInsert>,
): Promise<number> {
  counter += 1;
  const rows = await deps.database.db
    .insert(subItems)
    .values({ name: `子项目${counter}`, ...values })
    .returning({ id: subItems.id });
  return first(rows, 'sub-project').id;
}

/** A donation; PAID (paid now, unless paidAt says otherwise) unless a status is given. */
export async function createDonation(
  deps: AppDeps,
  values: Pick<typeof donations.$inferInsert, 'userId' | 'itemsId'> & Partial<typeof donations.$inferInsert>,
): Promise<number> {
  counter += 1;
  const status = values.status ?? 'PAID';
  const rows = await deps.database.db
    .insert(donations)
    .values({
      billNo: `T${Date.now()}${counter}`,
      crowdType: 1,
      moneyFen: 10000,
      payType: 1,
      donorName: `捐赠人${counter}`,
      paidAt: status === 'PAID' || status === 'REFUNDED' ? new Date() : null,
      ...values,
      status,
    })
    .returning({ id: donations.id });
  return first(rows, 'donation').id;
}

/** One gift of `paidGifts`: fen, or the fen and goods units of a goods gift. */
export type Gift = number | { moneyFen: number; materialNumber: number };

/**
 * PAID gifts into a project and, if named, one of its sub-projects or fundraisers: how a test gives
 * them raised totals, which only the ledger trigger (migration 0014) writes, from the standing orders.
 * One order per gift, so the project's payCounts and a fundraiser's participants grow by one each.
 * Given by one new donor unless userId names one; answers the donation ids.
 */
export async function paidGifts(
  deps: AppDeps,
  target: Pick<typeof donations.$inferInsert, 'itemsId'> &
    Partial<Pick<typeof donations.$inferInsert, 'userId' | 'subItemsId' | 'togetherId'>>,
  gifts: Gift[],
): Promise<number[]> {
  const userId = target.userId ?? (await createUser(deps)).userId;
  const ids: number[] = [];
  for (const gift of gifts) {
    const { moneyFen, materialNumber } =
      typeof gift === 'number' ? { moneyFen: gift, materialNumber: 0 } : gift;
    const crowdType = materialNumber > 0 ? 2 : 1;
    ids.push(await createDonation(deps, { ...target, userId, moneyFen, materialNumber, crowdType }));
  }
  return ids;
}

export async function createTogether(
  deps: AppDeps,
  values: Pick<typeof togethers.$inferInsert, 'userId' | 'itemsId'> & Partial<typeof togethers.$inferInsert>,
): Promise<number> {
  counter += 1;
  const rows = await deps.database.db
    .insert(togethers)
    .values({ sponsor: `发起人${counter}`, slogan: '一起为母校加油', ...values })
    .returning({ id: togethers.id });
  return first(rows, 'together').id;
}

export async function createProgress(
  deps: AppDeps,
  values: Pick<typeof progressEntries.$inferInsert, 'itemsId' | 'progressDate'> &
    Partial<typeof progressEntries.$inferInsert>,
): Promise<number> {
  const rows = await deps.database.db
    .insert(progressEntries)
    .values({ content: '项目进展', ...values })
    .returning({ id: progressEntries.id });
  return first(rows, 'progress entry').id;
}

export async function createUsePublicity(
  deps: AppDeps,
  values: Pick<typeof usePublicity.$inferInsert, 'itemsId' | 'useDate'> &
    Partial<typeof usePublicity.$inferInsert>,
): Promise<number> {
  const rows = await deps.database.db
    .insert(usePublicity)
    .values({ useTitle: '购买图书', useMoneyFen: 100000, ...values })
    .returning({ id: usePublicity.id });
  return first(rows, 'use publicity').id;
}

export async function createLeaveword(
  deps: AppDeps,
  values: Pick<typeof leavewords.$inferInsert, 'itemsId' | 'userId'> &
    Partial<typeof leavewords.$inferInsert>,
): Promise<number> {
  const rows = await deps.database.db
    .insert(leavewords)
    .values({ content: '加油！', status: 'approved', ...values })
    .returning({ id: leavewords.id });
  return first(rows, 'message').id;
}
