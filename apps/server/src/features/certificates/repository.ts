import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { certificates } from '../../db/schema/documents.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';

export type CertificateRecord = typeof certificates.$inferSelect;

/** A certificate row for a paid donation; a second one for the same donation is not made. */
export type NewCertificate = Pick<
  typeof certificates.$inferInsert,
  'donationId' | 'userId' | 'itemsId' | 'serialNo' | 'titleName' | 'isNeedPaper' | 'status' | 'certificateWay'
> & { postalSealed: string; appliedAt: Date | null };

/** One statement for a batch of paid orders' certificates; an order that has one already is skipped. */
export async function insertCertificates(tx: Tx, values: NewCertificate[]): Promise<CertificateRecord[]> {
  if (values.length === 0) return [];
  return tx
    .insert(certificates)
    .values(values.map((value) => ({ ...value, statusAt: value.appliedAt })))
    .onConflictDoNothing({ target: certificates.donationId })
    .returning();
}

/** What rendering a certificate needs: its row, the order and the project. */
export async function findCertificateToRender(db: Db, id: number) {
  const [row] = await db
    .select({
      certificate: certificates,
      moneyFen: donations.moneyFen,
      materialNumber: donations.materialNumber,
      crowdType: donations.crowdType,
      paidAt: donations.paidAt,
      origin: donations.origin,
      projectName: items.name,
      template: items.certificateTemplate,
    })
    .from(certificates)
    .innerJoin(donations, eq(donations.id, certificates.donationId))
    .innerJoin(items, eq(items.id, certificates.itemsId))
    .where(eq(certificates.id, id));
  return row;
}

/** The rendered picture, once: a render that lost a race keeps the first picture. */
export async function setCertificateImage(db: Db, id: number, imageKey: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(certificates)
    .set({ imageKey, renderedAt: now })
    .where(and(eq(certificates.id, id), isNull(certificates.imageKey)))
    .returning({ id: certificates.id });
  return rows.length === 1;
}

/** The certificate of a donation, for its owner only. */
export async function findOwnCertificateOfDonation(db: Db, userId: number, donationId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.donationId, donationId), eq(certificates.userId, userId)));
  return row;
}

const rowColumns = {
  certificate: certificates,
  itemsName: items.name,
  itemsNameEn: items.nameEn,
  thumbnailImg: items.thumbnailImg,
  moneyFen: donations.moneyFen,
  paidAt: donations.paidAt,
};

/**
 * The owner's certificates, newest first (isNeedPaper false: the stay list, those without a paper
 * one yet); voided ones (refunded orders) are not listed.
 */
export async function pageOwnCertificates(
  db: Db,
  userId: number,
  filter: { isNeedPaper?: boolean; status?: number; limit: number; offset: number },
) {
  const where = and(
    eq(certificates.userId, userId),
    isNull(certificates.voidedAt),
    filter.isNeedPaper === undefined ? undefined : eq(certificates.isNeedPaper, filter.isNeedPaper),
    filter.status ? eq(certificates.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(certificates)
      .innerJoin(donations, eq(donations.id, certificates.donationId))
      .innerJoin(items, eq(items.id, certificates.itemsId))
      .where(where)
      .orderBy(desc(certificates.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(certificates).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOwnCertificate(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ ...rowColumns, donorName: donations.donorName, origin: donations.origin })
    .from(certificates)
    .innerJoin(donations, eq(donations.id, certificates.donationId))
    .innerJoin(items, eq(items.id, certificates.itemsId))
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId)));
  return row;
}

/**
 * Paper certificates for the owner's donations that have none yet: every named donation must be
 * the owner's, not voided and not applied for, or nothing changes (the caller's transaction).
 */
export async function applyForPaper(
  tx: Tx,
  userId: number,
  donationIds: readonly number[],
  application: { certificateWay: number; postalSealed: string },
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(certificates)
    .set({
      isNeedPaper: true,
      status: 1,
      certificateWay: application.certificateWay,
      postalSealed: application.postalSealed,
      appliedAt: now,
      statusAt: now,
    })
    .where(
      and(
        eq(certificates.userId, userId),
        inArray(certificates.donationId, [...donationIds]),
        eq(certificates.isNeedPaper, false),
        isNull(certificates.voidedAt),
      ),
    )
    .returning({ id: certificates.id });
  return rows.length;
}

/** A refunded order's certificate stops verifying; its paper one is not made. */
export async function voidCertificateOfDonation(tx: Tx | Db, donationId: number, now: Date) {
  const rows = await tx
    .update(certificates)
    .set({ voidedAt: now })
    .where(and(eq(certificates.donationId, donationId), isNull(certificates.voidedAt)))
    .returning({ id: certificates.id });
  return rows.length;
}

/** What the public verification page shows for a serial number. */
export async function findCertificateBySerial(db: Db, serialNo: string) {
  const [row] = await db
    .select({
      serialNo: certificates.serialNo,
      titleName: certificates.titleName,
      voidedAt: certificates.voidedAt,
      createdAt: certificates.createdAt,
      projectName: items.name,
      projectNameEn: items.nameEn,
      moneyFen: donations.moneyFen,
      paidAt: donations.paidAt,
      status: donations.status,
    })
    .from(certificates)
    .innerJoin(donations, eq(donations.id, certificates.donationId))
    .innerJoin(items, eq(items.id, certificates.itemsId))
    .where(eq(certificates.serialNo, serialNo));
  return row;
}

/** The stored picture of a certificate (for a signed link; the link already names the owner's). */
export async function findCertificateImageKey(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ imageKey: certificates.imageKey })
    .from(certificates)
    .where(eq(certificates.id, id));
  return row?.imageKey ?? null;
}
