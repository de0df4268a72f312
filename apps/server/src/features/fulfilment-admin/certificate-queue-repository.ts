import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { agreementOfOrderColumns } from '../../db/agreement-of-order.ts';
import type { Db, Tx } from '../../db/client.ts';
import { certificates } from '../../db/schema/documents.ts';
import { donations } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';

export type CertificateQueueFilter = {
  status?: number | undefined;
  way?: number | undefined;
  itemsId?: number | undefined;
  q?: string | undefined;
};

const columns = {
  certificate: certificates,
  billNo: donations.billNo,
  moneyFen: donations.moneyFen,
  paidAt: donations.paidAt,
  itemsName: items.name,
  ...agreementOfOrderColumns,
};

function whereOf(filter: CertificateQueueFilter): SQL | undefined {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(certificates.isNeedPaper, true),
    filter.status ? eq(certificates.status, filter.status) : undefined,
    filter.way ? eq(certificates.certificateWay, filter.way) : undefined,
    filter.itemsId ? eq(certificates.itemsId, filter.itemsId) : undefined,
    like
      ? or(
          ilike(certificates.serialNo, like),
          ilike(donations.billNo, like),
          ilike(certificates.titleName, like),
          ilike(donations.donorName, like),
        )
      : undefined,
  );
}

/** Paper certificates for the console, newest application first. */
export async function pageCertificateQueue(
  db: Db,
  filter: CertificateQueueFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(certificates)
      .innerJoin(donations, eq(donations.id, certificates.donationId))
      .innerJoin(items, eq(items.id, certificates.itemsId))
      .where(where)
      .orderBy(desc(certificates.appliedAt), desc(certificates.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(certificates)
      .innerJoin(donations, eq(donations.id, certificates.donationId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every certificate of the filter, for the mailing list (a few thousand at most). */
export async function listCertificateQueue(db: Db, filter: CertificateQueueFilter) {
  return db
    .select(columns)
    .from(certificates)
    .innerJoin(donations, eq(donations.id, certificates.donationId))
    .innerJoin(items, eq(items.id, certificates.itemsId))
    .where(whereOf(filter))
    .orderBy(certificates.appliedAt, certificates.id)
    .limit(10_000);
}

export async function findQueuedCertificate(db: Db | Tx, id: number) {
  const [row] = await db
    .select(columns)
    .from(certificates)
    .innerJoin(donations, eq(donations.id, certificates.donationId))
    .innerJoin(items, eq(items.id, certificates.itemsId))
    .where(and(eq(certificates.id, id), eq(certificates.isNeedPaper, true)));
  return row;
}

export async function lockPaperCertificate(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.isNeedPaper, true)))
    .for('update');
  return row;
}

export async function setCertificateStatus(
  tx: Tx,
  id: number,
  change: { status: number; expressCompany?: string; expressNo?: string },
  now: Date,
) {
  await tx
    .update(certificates)
    .set({ ...change, statusAt: now })
    .where(eq(certificates.id, id));
}

/** The courier and number of a mailed certificate, corrected (the status and its time stay). */
export async function setCertificateExpress(
  tx: Tx,
  id: number,
  express: { expressCompany: string; expressNo: string },
) {
  await tx.update(certificates).set(express).where(eq(certificates.id, id));
}
