import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, asc, count, desc, eq, exists, ilike, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { users } from '../../db/schema/accounts.ts';
import { donations, togethers } from '../../db/schema/donations.ts';
import { donorNotes, donorTags } from '../../db/schema/donor-notes.ts';
import { items } from '../../db/schema/items.ts';
import { staff } from '../../db/schema/staff.ts';

export type DonorRecord = typeof users.$inferSelect;

/**
 * Standing gifts (paid, or partly refunded: with what they still hold) of each listed donor, counted
 * in the same statement.
 */
const standing = sql`d.status in ${[...STANDING_ORDER_STATUSES]}`;
/**
 * The listed donor's id, written qualified: drizzle leaves the columns of a one-table select
 * unqualified, and a bare "id" inside the subquery would be d.id.
 */
const donorId = sql`${users}.id`;
const giftCount = sql<number>`(select count(*) from ${donations} d where d.user_id = ${donorId} and ${standing})`;
const giftTotalFen = sql<number>`(select coalesce(sum(d.money_fen), 0) from ${donations} d where d.user_id = ${donorId} and ${standing})`;
/** When the donor's first and latest standing gifts were paid (null: none yet). */
const firstGiftAt =
  sql<Date | null>`(select min(d.paid_at) from ${donations} d where d.user_id = ${donorId} and ${standing})`.mapWith(
    (value: unknown) => (value === null ? null : new Date(value as string)),
  );
const lastGiftAt =
  sql<Date | null>`(select max(d.paid_at) from ${donations} d where d.user_id = ${donorId} and ${standing})`.mapWith(
    (value: unknown) => (value === null ? null : new Date(value as string)),
  );

export async function listDonors(
  db: Db,
  filter: { mobileLookup?: string; words?: string; alumni?: boolean; tag?: string },
  page: { limit: number; offset: number },
) {
  // A record merged into another has left the list: its gifts are the kept record's now.
  const conditions: SQL[] = [eq(users.isRegistered, true), isNull(users.mergedIntoId)];
  if (filter.alumni !== undefined) conditions.push(eq(users.isAlumni, filter.alumni));
  if (filter.tag) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(donorTags)
          .where(and(eq(donorTags.userId, donorId), eq(donorTags.tag, filter.tag))),
      ),
    );
  }
  const search: SQL[] = [];
  if (filter.mobileLookup) {
    search.push(eq(users.mobileLookup, filter.mobileLookup));
    // A merged record keeps its mobile (identities are unique): the number finds the record kept.
    const merged = alias(users, 'merged');
    search.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(merged)
          .where(and(eq(merged.mergedIntoId, donorId), eq(merged.mobileLookup, filter.mobileLookup))),
      ),
    );
  }
  if (filter.words) {
    const pattern = containsPattern(filter.words);
    search.push(
      ilike(users.nickname, pattern),
      ilike(users.realName, pattern),
      ilike(users.username, pattern),
    );
  }
  const either = search.length > 0 ? or(...search) : undefined;
  if (either) conditions.push(either);
  const where = and(...conditions);
  const rows = await db
    .select({ user: users, giftCount, giftTotalFen, firstGiftAt, lastGiftAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findDonor(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ user: users, giftCount, giftTotalFen, firstGiftAt, lastGiftAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function lockDonor(tx: Tx, id: number): Promise<DonorRecord | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function setDonorAlumni(tx: Tx, id: number, isAlumni: boolean): Promise<void> {
  await tx.update(users).set({ isAlumni }).where(eq(users.id, id));
}

/** Disabled since `at`, or enabled again with null. */
export async function setDonorDisabledAt(tx: Tx, id: number, at: Date | null): Promise<void> {
  await tx.update(users).set({ disabledAt: at }).where(eq(users.id, id));
}

export async function listDonorGifts(db: Db, userId: number, page: { limit: number; offset: number }) {
  const where = eq(donations.userId, userId);
  const rows = await db
    .select({
      billNo: donations.billNo,
      itemsId: donations.itemsId,
      itemsName: items.name,
      moneyFen: donations.moneyFen,
      materialNumber: donations.materialNumber,
      payType: donations.payType,
      status: donations.status,
      createdAt: donations.createdAt,
      paidAt: donations.paidAt,
    })
    .from(donations)
    .innerJoin(items, eq(items.id, donations.itemsId))
    .where(where)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(donations).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listDonorFundraisers(db: Db, userId: number) {
  return db
    .select({
      id: togethers.id,
      itemsId: togethers.itemsId,
      itemsName: items.name,
      slogan: togethers.slogan,
      targetMoneyFen: togethers.targetMoneyFen,
      completeMoneyFen: togethers.completeMoneyFen,
      participants: togethers.participants,
      status: togethers.status,
      createdAt: togethers.createdAt,
    })
    .from(togethers)
    .innerJoin(items, eq(items.id, togethers.itemsId))
    .where(eq(togethers.userId, userId))
    .orderBy(desc(togethers.createdAt))
    .limit(100);
}

/** A donor's notes and contacts, newest first, with who wrote each. */
export async function listDonorNotes(db: Db, userId: number) {
  return db
    .select({
      id: donorNotes.id,
      kind: donorNotes.kind,
      channel: donorNotes.channel,
      contactOn: donorNotes.contactOn,
      text: donorNotes.text,
      staffId: donorNotes.staffId,
      staffName: staff.displayName,
      staffUsername: staff.username,
      createdAt: donorNotes.createdAt,
    })
    .from(donorNotes)
    .innerJoin(staff, eq(staff.id, donorNotes.staffId))
    .where(eq(donorNotes.userId, userId))
    .orderBy(desc(donorNotes.createdAt), desc(donorNotes.id))
    .limit(500);
}

export type NewDonorNote = typeof donorNotes.$inferInsert;
export type DonorNoteRecord = typeof donorNotes.$inferSelect;

export async function insertDonorNote(tx: Tx, note: NewDonorNote): Promise<DonorNoteRecord> {
  const [row] = await tx.insert(donorNotes).values(note).returning();
  if (!row) throw new Error('donor note insert returned nothing');
  return row;
}

export async function findDonorNote(tx: Tx, userId: number, noteId: number): Promise<DonorNoteRecord | null> {
  const [row] = await tx
    .select()
    .from(donorNotes)
    .where(and(eq(donorNotes.id, noteId), eq(donorNotes.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function deleteDonorNote(tx: Tx, noteId: number): Promise<void> {
  await tx.delete(donorNotes).where(eq(donorNotes.id, noteId));
}

/** The donor's tags, alphabetical. */
export async function listDonorTags(db: Db | Tx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ tag: donorTags.tag })
    .from(donorTags)
    .where(eq(donorTags.userId, userId))
    .orderBy(asc(donorTags.tag));
  return rows.map((row) => row.tag);
}

/** Replaces the donor's tags with `tags` (already unique): the ones kept keep who added them. */
export async function replaceDonorTags(
  tx: Tx,
  userId: number,
  tags: string[],
  staffId: number,
): Promise<void> {
  const gone = eq(donorTags.userId, userId);
  await tx.delete(donorTags).where(tags.length > 0 ? and(gone, notInArray(donorTags.tag, tags)) : gone);
  if (tags.length === 0) return;
  await tx
    .insert(donorTags)
    .values(tags.map((tag) => ({ userId, tag, staffId })))
    .onConflictDoNothing({ target: [donorTags.userId, donorTags.tag] });
}
