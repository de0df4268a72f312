import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { users } from '../../db/schema/accounts.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { donations } from '../../db/schema/donations.ts';
import { items, subItems } from '../../db/schema/items.ts';
import { offlineGifts } from '../../db/schema/offline-gifts.ts';
import { staff } from '../../db/schema/staff.ts';

/** What recording a gift needs of its project: the kind, and the certificate rule of its form. */
export async function findProjectForGift(db: Db | Tx, itemsId: number) {
  const [row] = await db
    .select({
      id: items.id,
      name: items.name,
      itemsType: items.itemsType,
      crowdType: items.crowdType,
      namingType: items.namingType,
      isOpenCertificate: donationForms.isOpenCertificate,
      minMoneyCertificateFen: donationForms.minMoneyCertificateFen,
    })
    .from(items)
    .leftJoin(donationForms, eq(donationForms.itemsId, items.id))
    .where(eq(items.id, itemsId));
  return row ?? null;
}

export async function subItemBelongs(db: Db | Tx, itemsId: number, subItemsId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subItems.id })
    .from(subItems)
    .where(and(eq(subItems.id, subItemsId), eq(subItems.itemsId, itemsId)));
  return Boolean(row);
}

export async function findDonorById(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ id: users.id, realName: users.realName, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * A donor for a gift recorded by name and mobile: the account that already has the mobile, else a
 * new donor record (the mobile kept as its lookup hash and sealed box, as every account's is). A
 * donor who later signs in by that mobile finds the gift in their records.
 */
export async function findOrCreateDonor(
  tx: Tx,
  donor: { name: string; mobile: { lookup: string; box: string } | null },
): Promise<{ id: number; created: boolean }> {
  const values = { realName: donor.name, nickname: donor.name, accountType: 2, isRegistered: true };
  if (!donor.mobile) {
    const [created] = await tx.insert(users).values(values).returning({ id: users.id });
    if (!created) throw new Error('donor not inserted');
    return { id: created.id, created: true };
  }
  const [created] = await tx
    .insert(users)
    .values({ ...values, mobileLookup: donor.mobile.lookup, mobileBox: donor.mobile.box })
    .onConflictDoNothing({ target: users.mobileLookup })
    .returning({ id: users.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileLookup, donor.mobile.lookup));
  if (!existing) throw new Error('donor with this mobile vanished');
  return { id: await keptRecordOf(tx, existing.id), created: false };
}

/**
 * The record a donor's gifts go to: a record staff merged into another keeps its mobile, and its
 * gifts go where its sign-ins go, to the record it was merged into (followed to the end).
 */
async function keptRecordOf(tx: Tx, userId: number): Promise<number> {
  let id = userId;
  for (let hop = 0; hop < 10; hop += 1) {
    const [row] = await tx.select({ into: users.mergedIntoId }).from(users).where(eq(users.id, id));
    if (!row || row.into === null) return id;
    id = row.into;
  }
  throw new Error('donor merge chain too long');
}

/** Donors whose real name or nickname is exactly one of these names (the statement's payers). */
export async function findDonorsByNames(db: Db, names: readonly string[]) {
  const wanted = [...new Set(names.filter((name) => name !== ''))];
  if (wanted.length === 0) return [];
  return db
    .select({ id: users.id, realName: users.realName, nickname: users.nickname, mobileBox: users.mobileBox })
    .from(users)
    .where(
      and(
        eq(users.isRegistered, true),
        isNull(users.mergedIntoId),
        or(inArray(users.realName, wanted), inArray(users.nickname, wanted)),
      ),
    )
    .limit(1000);
}

/** Money projects a statement's memo may name (naming and goods projects take no transfer). */
export async function listMoneyProjects(db: Db) {
  return db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(and(eq(items.itemsType, 1), eq(items.crowdType, 1)))
    .orderBy(desc(items.id))
    .limit(2000);
}

const giftColumns = {
  id: offlineGifts.id,
  billNo: donations.billNo,
  itemsId: donations.itemsId,
  itemsName: items.name,
  userId: donations.userId,
  donorName: donations.donorName,
  moneyFen: donations.moneyFen,
  refundedFen: donations.refundedFen,
  status: donations.status,
  formData: donations.formData,
  mobileBox: users.mobileBox,
  method: offlineGifts.method,
  receivedOn: offlineGifts.receivedOn,
  payerName: offlineGifts.payerName,
  reference: offlineGifts.reference,
  note: offlineGifts.note,
  voucherKey: offlineGifts.voucherKey,
  recordedBy: staff.username,
  createdAt: offlineGifts.createdAt,
};

function giftsJoined(db: Db) {
  return db
    .select(giftColumns)
    .from(offlineGifts)
    .innerJoin(donations, eq(donations.id, offlineGifts.donationId))
    .innerJoin(items, eq(items.id, donations.itemsId))
    .innerJoin(users, eq(users.id, donations.userId))
    .leftJoin(staff, eq(staff.id, offlineGifts.recordedBy));
}

export type GiftRecord = Awaited<ReturnType<typeof findGift>> & object;

export type GiftFilter = {
  itemsId?: number | undefined;
  method?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

export async function listGifts(db: Db, filter: GiftFilter, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [isNull(offlineGifts.voidedAt)];
  if (filter.itemsId) conditions.push(eq(donations.itemsId, filter.itemsId));
  if (filter.method) conditions.push(eq(offlineGifts.method, filter.method));
  if (filter.from) conditions.push(gte(offlineGifts.receivedOn, filter.from));
  if (filter.to) conditions.push(lte(offlineGifts.receivedOn, filter.to));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const either = or(
      ilike(offlineGifts.payerName, pattern),
      ilike(donations.donorName, pattern),
      eq(offlineGifts.reference, filter.q),
      eq(donations.billNo, filter.q),
    );
    if (either) conditions.push(either);
  }
  const where = and(...conditions);
  const rows = await giftsJoined(db)
    .where(where)
    .orderBy(desc(offlineGifts.receivedOn), desc(offlineGifts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(offlineGifts)
    .innerJoin(donations, eq(donations.id, offlineGifts.donationId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findGift(db: Db, id: number) {
  const [row] = await giftsJoined(db).where(eq(offlineGifts.id, id));
  return row ?? null;
}
