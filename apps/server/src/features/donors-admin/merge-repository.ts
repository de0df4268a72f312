import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { certificates, receipts } from '../../db/schema/documents.ts';
import { donations, leavewords, togethers } from '../../db/schema/donations.ts';
import { donorMerges, donorNotes, donorTags } from '../../db/schema/donor-notes.ts';
import { files } from '../../db/schema/site.ts';
import { staff } from '../../db/schema/staff.ts';

/**
 * Every table whose rows belong to a donor (a user_id), by the name a merge's `moved` keeps their ids
 * under. Sessions are not moved: the merged record's are ended. Campus cards and naming claims hang
 * off orders (bill numbers, donation ids), so they follow their orders.
 */
const OWNED = { donations, togethers, leavewords, certificates, receipts, donorNotes, donorTags, files };
export type OwnedTable = keyof typeof OWNED;
export const OWNED_TABLES = Object.keys(OWNED) as OwnedTable[];

/** One shape for the update: each owned table has an integer id and a user_id. */
type Owned = typeof donorNotes;
const ownedTable = (name: OwnedTable) => OWNED[name] as unknown as Owned;

async function reassign(tx: Tx, name: OwnedTable, to: number, where: (table: Owned) => SQL | undefined) {
  const table = ownedTable(name);
  const rows = await tx.update(table).set({ userId: to }).where(where(table)).returning({ id: table.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Moves every row of `from` to `to`, answering the ids moved per table. A tag `to` already has stays
 * on `from` (a donor's tags are unique); the rest move.
 */
export async function moveOwnedRows(tx: Tx, from: number, to: number): Promise<Record<OwnedTable, number[]>> {
  const moved = {} as Record<OwnedTable, number[]>;
  for (const name of OWNED_TABLES) {
    moved[name] = await reassign(tx, name, to, (table) =>
      name === 'donorTags'
        ? and(
            eq(donorTags.userId, from),
            notInArray(
              donorTags.tag,
              tx.select({ tag: donorTags.tag }).from(donorTags).where(eq(donorTags.userId, to)),
            ),
          )
        : eq(table.userId, from),
    );
  }
  return moved;
}

/** Moves the rows of these ids that are still `from`'s back to `to`; answers how many moved. */
export async function moveRowsBack(
  tx: Tx,
  name: OwnedTable,
  ids: number[],
  from: number,
  to: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  const back = await reassign(tx, name, to, (table) => and(inArray(table.id, ids), eq(table.userId, from)));
  return back.length;
}

/** What a merge may fill in on the kept record: the columns, and what counts as blank in each. */
export const FILLABLE = {
  realName: '',
  nickname: '',
  avatar: '',
  idNoBox: null,
  isAlumni: false,
} as const satisfies Partial<Record<keyof typeof users.$inferSelect, unknown>>;
export type Fillable = keyof typeof FILLABLE;

export async function setUserFields(
  tx: Tx,
  id: number,
  values: Partial<Pick<typeof users.$inferInsert, Fillable>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx.update(users).set(values).where(eq(users.id, id));
}

export async function setMergedInto(tx: Tx, id: number, into: number | null): Promise<void> {
  await tx.update(users).set({ mergedIntoId: into }).where(eq(users.id, id));
}

export type DonorMergeRecord = typeof donorMerges.$inferSelect;

export async function insertMerge(
  tx: Tx,
  values: { keptId: number; mergedId: number; moved: Record<string, number[]>; staffId: number },
): Promise<DonorMergeRecord> {
  const [row] = await tx.insert(donorMerges).values(values).returning();
  if (!row) throw new Error('donor merge insert returned nothing');
  return row;
}

export async function lockMerge(tx: Tx, id: number): Promise<DonorMergeRecord | null> {
  const [row] = await tx.select().from(donorMerges).where(eq(donorMerges.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function markUndone(tx: Tx, id: number, at: Date, staffId: number): Promise<void> {
  await tx.update(donorMerges).set({ undoneAt: at, undoneBy: staffId }).where(eq(donorMerges.id, id));
}

const undoer = alias(staff, 'undoer');
const mergedUser = alias(users, 'merged_user');

/** The merges into a kept record, newest first, with the merged record and who merged and undid. */
export async function listMergesInto(db: Db, keptId: number) {
  return db
    .select({
      merge: donorMerges,
      merged: mergedUser,
      staffName: staff.displayName,
      staffUsername: staff.username,
      undoerName: undoer.displayName,
      undoerUsername: undoer.username,
    })
    .from(donorMerges)
    .innerJoin(mergedUser, eq(mergedUser.id, donorMerges.mergedId))
    .innerJoin(staff, eq(staff.id, donorMerges.staffId))
    .leftJoin(undoer, eq(undoer.id, donorMerges.undoneBy))
    .where(eq(donorMerges.keptId, keptId))
    .orderBy(desc(donorMerges.createdAt), desc(donorMerges.id))
    .limit(100);
}

/** How many of these orders stand (paid, or partly refunded) and what they hold, fen. */
export async function standingGiftsOf(db: Db | Tx, donationIds: number[]) {
  if (donationIds.length === 0) return { count: 0, totalFen: 0 };
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      totalFen: sql<number>`coalesce(sum(${donations.moneyFen}), 0)`.mapWith(Number),
    })
    .from(donations)
    .where(and(inArray(donations.id, donationIds), inArray(donations.status, [...STANDING_ORDER_STATUSES])));
  return { count: row?.count ?? 0, totalFen: row?.totalFen ?? 0 };
}
