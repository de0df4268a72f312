import {
  agreementStatusAfter,
  agreementStatusesThatCan,
  type TAgreementMove,
} from '@alma/shared/agreements/agreement-status';
import type { TAgreementPlacement } from '@alma/shared/agreements/agreement-template';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { agreements, agreementTemplates, agreementVersions } from '../../db/schema/agreements.ts';
import { receipts } from '../../db/schema/documents.ts';
import { items } from '../../db/schema/items.ts';
import { foundation, settings } from '../../db/schema/site.ts';

export type AgreementRecord = typeof agreements.$inferSelect;
export type AgreementVersionRecord = typeof agreementVersions.$inferSelect;
export type AgreementTemplateRecord = typeof agreementTemplates.$inferSelect;

/** The projects listed in the contract flow (project/getList): a template that offers a contract, a live project. */
export async function listContractProjects(db: Db) {
  return db
    .select({ id: items.id, name: items.name, nameEn: items.nameEn })
    .from(agreementTemplates)
    .innerJoin(items, eq(items.id, agreementTemplates.itemsId))
    .where(and(eq(agreementTemplates.offerContract, true), eq(items.isDonate, true)))
    .orderBy(asc(items.id));
}

/** A project and its agreement template (null when it has none). */
export async function findProjectWithTemplate(db: Db, itemsId: number) {
  const [row] = await db
    .select({
      id: items.id,
      name: items.name,
      nameEn: items.nameEn,
      isDonate: items.isDonate,
      itemsType: items.itemsType,
      template: agreementTemplates,
    })
    .from(items)
    .leftJoin(agreementTemplates, eq(agreementTemplates.itemsId, items.id))
    .where(eq(items.id, itemsId));
  return row ?? null;
}

/** The signer's own identity as the account holds it (sealed boxes; the service opens them). */
export async function findSignerIdentity(db: Db, userId: number) {
  const [row] = await db
    .select({
      realName: users.realName,
      mobileBox: users.mobileBox,
      idNoBox: users.idNoBox,
      isAlumni: users.isAlumni,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findFoundationNames(db: Db) {
  const [row] = await db
    .select({ title: foundation.title, titleEn: foundation.titleEn })
    .from(foundation)
    .where(eq(foundation.id, 1));
  return row ?? { title: '', titleEn: '' };
}

export type NewAgreement = Omit<typeof agreements.$inferInsert, 'status' | 'currentVersion' | 'placement'> & {
  id: number;
  placement: TAgreementPlacement;
};

/** The next agreement id, taken before its PDF is drawn: the number printed on every page is made from it. */
export async function nextAgreementId(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('agreements', 'id')) as id`);
  return Number((result as unknown as { rows: Array<{ id: string | number }> }).rows[0]?.id);
}

export async function insertAgreement(db: Db | Tx, values: NewAgreement): Promise<AgreementRecord> {
  const [inserted] = await db.insert(agreements).values(values).returning();
  return inserted!;
}

/** An agreement, only when it is this user's: someone else's id is "not found". */
export async function findOwnAgreement(db: Db, userId: number, id: number): Promise<AgreementRecord | null> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.id, id), eq(agreements.userId, userId)));
  return row ?? null;
}

export async function findAgreement(db: Db | Tx, id: number): Promise<AgreementRecord | null> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  return row ?? null;
}

/** The agreement whose generated PDF is stored under `key`, when it is this user's. */
export async function findOwnAgreementByUnsignedKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.unsignedKey, key), eq(agreements.userId, userId)));
  return row ?? null;
}

export async function findVersion(db: Db, agreementId: number, version: number) {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(and(eq(agreementVersions.agreementId, agreementId), eq(agreementVersions.version, version)));
  return row ?? null;
}

/** The version whose signed or sealed PDF is stored under `key`. */
export async function findVersionByKey(db: Db, key: string) {
  const [row] = await db
    .select({ version: agreementVersions, agreement: agreements })
    .from(agreementVersions)
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .where(sql`${agreementVersions.signedKey} = ${key} or ${agreementVersions.sealedKey} = ${key}`);
  return row ?? null;
}

/** The version whose sealed file has this SHA-256 (the public verification page). */
export async function findVersionBySealedHash(db: Db, sha256: string) {
  const [row] = await db
    .select({ version: agreementVersions, agreement: agreements })
    .from(agreementVersions)
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .where(eq(agreementVersions.sealedSha256, sha256));
  return row ?? null;
}

export type NewVersion = Omit<
  typeof agreementVersions.$inferInsert,
  'id' | 'signedAt' | 'sealedAt' | 'sealedKey' | 'sealedSha256'
>;

/**
 * A signing: the next version, written whole, and the agreement moved to SIGNED, in one
 * transaction, only if no other signing took that version number first (`expectedVersion` is the
 * version the signer saw). Two signings at once: one wins, the other gets null.
 */
export async function insertSignedVersion(
  tx: Tx,
  expectedVersion: number,
  version: NewVersion,
  signedAt: Date,
): Promise<AgreementVersionRecord | null> {
  const moved = await tx
    .update(agreements)
    .set({ status: agreementStatusAfter('sign'), currentVersion: version.version, signedAt, sealedAt: null })
    .where(
      and(
        eq(agreements.id, version.agreementId),
        eq(agreements.currentVersion, expectedVersion),
        inArray(agreements.status, agreementStatusesThatCan('sign')),
      ),
    )
    .returning({ id: agreements.id });
  if (moved.length === 0) return null;
  const [inserted] = await tx
    .insert(agreementVersions)
    .values({ ...version, signedAt })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** Records the sealed file of a version; the agreement moves to SEALED if that version is still its current one. */
export async function recordSealed(
  tx: Tx,
  agreementId: number,
  version: number,
  sealed: { key: string; sha256: string },
  at: Date,
): Promise<boolean> {
  const stored = await tx
    .update(agreementVersions)
    .set({ sealedKey: sealed.key, sealedSha256: sealed.sha256, sealedAt: at })
    .where(
      and(
        eq(agreementVersions.agreementId, agreementId),
        eq(agreementVersions.version, version),
        sql`${agreementVersions.sealedKey} is null`,
      ),
    )
    .returning({ id: agreementVersions.id });
  if (stored.length === 0) return false;
  await moveAgreement(tx, agreementId, 'seal', { sealedAt: at }, version);
  return true;
}

/**
 * One arrow of the agreement machine as a conditional update: only from the statuses the machine
 * allows (and, when given, only while `version` is still the current one). Answers whether it moved.
 */
export async function moveAgreement(
  conn: Db | Tx,
  id: number,
  move: TAgreementMove,
  set: Partial<typeof agreements.$inferInsert>,
  version?: number,
): Promise<boolean> {
  const moved = await conn
    .update(agreements)
    .set({ ...set, status: agreementStatusAfter(move) })
    .where(
      and(
        eq(agreements.id, id),
        inArray(agreements.status, agreementStatusesThatCan(move)),
        ...(version === undefined ? [] : [eq(agreements.currentVersion, version)]),
      ),
    )
    .returning({ id: agreements.id });
  return moved.length > 0;
}

/** The donor's agreements, newest first, with their current version (getMySign). */
export async function listOwnAgreements(db: Db, userId: number) {
  return db
    .select({ agreement: agreements, version: agreementVersions })
    .from(agreements)
    .leftJoin(
      agreementVersions,
      and(
        eq(agreementVersions.agreementId, agreements.id),
        eq(agreementVersions.version, agreements.currentVersion),
      ),
    )
    .where(eq(agreements.userId, userId))
    .orderBy(desc(agreements.id))
    .limit(200);
}

/** A setting's value (the demo seal's sealed PKCS#12). */
export async function readSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** Writes a private setting unless one is there already; answers the value that stands (the first writer's). */
export async function insertSettingOnce(db: Db, key: string, value: string): Promise<string> {
  await db.insert(settings).values({ key, value, isPublic: false }).onConflictDoNothing();
  return (await readSetting(db, key)) ?? value;
}

/** The issued receipt of the order an agreement was paid by: its id when its file exists. */
export async function findIssuedReceiptOf(db: Db, donationId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(
      and(
        eq(receipts.donationId, donationId),
        sql`${receipts.fileKey} is not null`,
        sql`${receipts.voidedAt} is null`,
      ),
    );
  return row?.id ?? null;
}
