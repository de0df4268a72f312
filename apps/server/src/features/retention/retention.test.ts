import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../../test/admin-fixtures.ts';
import {
  documentProject,
  EMAIL_RECEIPT,
  newDonor,
  openDocuments,
  POSTAL,
  paidGift,
} from '../../../test/documents-fixtures.ts';
import { orderRow, placeOrder, setOrderExpiry } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { agreements, agreementVersions } from '../../db/schema/agreements.ts';
import { certificates, receipts } from '../../db/schema/documents.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { auditLog, staffSessions } from '../../db/schema/staff.ts';
import { SCHEDULES } from '../../jobs/catalogue.ts';
import { PRIVACY_RETENTION } from '../../jobs/definitions/upkeep.ts';
import { triggerJob } from '../../jobs/trigger-job.ts';
import { openJson, openKeptDetails, sealJson } from '../documents/sealed-details.ts';
import { expireDueOrders } from '../ledger/close-service.ts';
import { startSession } from '../sessions/service.ts';
import { enforceRetention, type RetentionCounts } from './retention-service.ts';

const DAY = 24 * 60 * 60 * 1000;
/** What this file makes today is delivered "long ago" for a run at `now`, 400 days on. */
const longAgo = new Date();
const now = new Date(longAgo.getTime() + 400 * DAY);
/** Inside the six months a delivered address is kept. */
const recently = new Date(now.getTime() - 30 * DAY);

let t: TestApp;
let itemsId: number;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  await openDocuments(t);
  itemsId = await documentProject(t);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const deps = () => ({ db: db(), secrets: t.deps.secrets });

const PAPER_CERTIFICATE = { certificateDonorName: '张三', isNeedPaper: 1, certificateWay: '2', ...POSTAL };

/** A paid ¥200 gift with the form's certificate and receipt sections, its documents made. */
async function gift(body: Record<string, unknown>) {
  const billNo = await paidGift(t, await newDonor(t), itemsId, 200, body);
  await t.jobs.runUntilIdle();
  return orderRow(t.deps, billNo);
}

async function documentsOf(donationId: number) {
  const [certificate] = await db().select().from(certificates).where(eq(certificates.donationId, donationId));
  const [receipt] = await db().select().from(receipts).where(eq(receipts.donationId, donationId));
  return { certificate, receipt };
}

async function certificateDelivered(donationId: number, at: Date) {
  await db()
    .update(certificates)
    .set({ status: 4, statusAt: at, expressCompany: 'sf', expressNo: 'SF1234567890' })
    .where(eq(certificates.donationId, donationId));
}

async function receiptSent(donationId: number, at: Date) {
  await db()
    .update(receipts)
    .set({
      status: 7,
      statusAt: at,
      sentAt: at,
      issuedAt: at,
      invoiceCode: '32010125',
      invoiceNo: '00012345',
    })
    .where(eq(receipts.donationId, donationId));
}

async function formDataOf(billNo: string) {
  const order = await orderRow(t.deps, billNo);
  return { order, kept: openKeptDetails(t.deps.secrets, order.formData) };
}

const postalOf = async (donationId: number) =>
  openJson(t.deps.secrets, (await documentsOf(donationId)).certificate?.postalSealed ?? '');
const receiptDetailsOf = async (donationId: number) =>
  openJson(t.deps.secrets, (await documentsOf(donationId)).receipt?.detailsSealed ?? '');

const NOTHING: RetentionCounts = {
  donorSessions: 0,
  staffSessions: 0,
  certificateContacts: 0,
  orderContacts: 0,
  receiptContacts: 0,
  unreadable: 0,
  moreLeft: false,
};

type Order = Awaited<ReturnType<typeof orderRow>>;

/**
 * The rows of one run at `now`: A a paper certificate posted and an e-receipt sent long ago; B the
 * same delivered a month before the run; C a certificate posted long ago and a receipt still being
 * invoiced; D never paid, expired long ago, an address typed in; E a certificate posted long ago
 * and no receipt (yet). Then evidence, an audit row and sessions on both sides of the cutoff.
 */
const rows = {} as {
  a: Order;
  b: Order;
  c: Order;
  dBill: string;
  e: Order;
  aDocuments: Awaited<ReturnType<typeof documentsOf>>;
  agreement: typeof agreements.$inferSelect;
  version: typeof agreementVersions.$inferSelect;
  auditBefore: Array<typeof auditLog.$inferSelect>;
  donorId: number;
  staffIds: number[];
  result: Record<string, unknown> | null;
};

async function makeRows() {
  rows.a = await gift({ ...PAPER_CERTIFICATE, ...EMAIL_RECEIPT });
  await certificateDelivered(rows.a.id, longAgo);
  await receiptSent(rows.a.id, longAgo);
  rows.b = await gift({ ...PAPER_CERTIFICATE, ...EMAIL_RECEIPT });
  await certificateDelivered(rows.b.id, recently);
  await receiptSent(rows.b.id, recently);
  rows.c = await gift({ ...PAPER_CERTIFICATE, ...EMAIL_RECEIPT });
  await certificateDelivered(rows.c.id, longAgo);
  rows.dBill = await placeOrder(t, (await newDonor(t)).token, {
    itemsId,
    currencyMoney: 200,
    ...PAPER_CERTIFICATE,
  });
  await setOrderExpiry(t.deps, rows.dBill, new Date(longAgo.getTime() - 1000));
  await expireDueOrders(db(), longAgo);
  await t.jobs.runUntilIdle();
  rows.e = await gift(PAPER_CERTIFICATE);
  await certificateDelivered(rows.e.id, longAgo);
}

/** An agreement A paid, its signed version, and an audit row: evidence, kept as it is. */
async function makeEvidence() {
  const [agreement] = await db()
    .insert(agreements)
    .values({
      flow: 'cpu',
      userId: rows.a.userId,
      itemsId,
      status: 'FUNDS_RECEIVED',
      donorName: '张三',
      mobileSealed: t.deps.secrets.seal('13800000000'),
      idNoSealed: t.deps.secrets.seal('110101199001011234'),
      amountFen: 20_000,
      projectTitle: '图书馆建设',
      title: '捐赠协议',
      body: '甲方张三，手机 13800000000',
      foundationName: '示范大学教育发展基金会',
      placement: {},
      agreementNo: `A-RET-${randomBytes(4).toString('hex')}`,
      unsignedKey: 'agreements/unsigned.pdf',
      unsignedSha256: 'a'.repeat(64),
      pageCount: 2,
      currentVersion: 1,
      donationId: rows.a.id,
      createdAt: longAgo,
      signedAt: longAgo,
    })
    .returning();
  const [version] = await db()
    .insert(agreementVersions)
    .values({
      agreementId: agreement!.id,
      version: 1,
      signatureKey: 'agreements/signature.png',
      signedKey: 'agreements/signed.pdf',
      signedSha256: 'b'.repeat(64),
      signedPageCount: 3,
      evidence: { signer: '张三', mobile: '138****0000', ip: '203.0.113.9' },
      signedAt: longAgo,
    })
    .returning();
  rows.agreement = agreement!;
  rows.version = version!;
  await db()
    .insert(auditLog)
    .values({
      at: longAgo,
      staffUsername: 'finance1',
      staffRole: 'finance',
      action: 'order.reveal',
      targetType: 'order',
      targetId: String(rows.a.id),
      ip: '203.0.113.9',
    });
}

/** Donor and staff sessions ended 181 and more days before the run, ended lately, and live. */
async function makeSessions() {
  const donor = await newDonor(t);
  rows.donorId = donor.userId;
  // A donor session lasts 30 days from its start.
  const endingDaysBefore = (days: number) => new Date(now.getTime() - days * DAY - 30 * DAY);
  await startSession(db(), donor.userId, 'wechatH5', endingDaysBefore(181));
  await startSession(db(), donor.userId, 'wechatH5', endingDaysBefore(10));
  await startSession(db(), donor.userId, 'wechatH5', endingDaysBefore(-29));
  const member = await createStaffMember(t, 'finance');
  const staffSession = (values: { expiresAt: Date; revokedAt?: Date }) => ({
    staffId: member.id,
    tokenHash: randomBytes(32).toString('hex'),
    createdAt: new Date(values.expiresAt.getTime() - 12 * 60 * 60 * 1000),
    ...values,
  });
  const inAnHour = new Date(now.getTime() + 60 * 60 * 1000);
  const made = await db()
    .insert(staffSessions)
    .values([
      staffSession({ expiresAt: new Date(now.getTime() - 200 * DAY) }),
      staffSession({ expiresAt: inAnHour, revokedAt: new Date(now.getTime() - 181 * DAY) }),
      staffSession({ expiresAt: inAnHour, revokedAt: new Date(now.getTime() - DAY) }),
      staffSession({ expiresAt: inAnHour }),
    ])
    .returning({ id: staffSessions.id });
  rows.staffIds = made.map((row) => row.id);
}

describe('the retention job', () => {
  beforeAll(async () => {
    await makeRows();
    await makeEvidence();
    await makeSessions();
    rows.aDocuments = await documentsOf(rows.a.id);
    rows.auditBefore = await db().select().from(auditLog);
    // The run, as the queue runs it at `now`.
    await triggerJob(db(), PRIVACY_RETENTION, {});
    await t.jobsAt(now).runUntilIdle();
    const [job] = await db().select().from(jobs).where(eq(jobs.name, PRIVACY_RETENTION.name));
    expect(job?.state).toBe('done');
    rows.result = job?.result ?? null;
  });

  it('is scheduled daily and reports what it removed, by count', () => {
    expect(SCHEDULES).toContainEqual({ name: 'privacy.retention', everySeconds: 24 * 60 * 60 });
    expect(rows.result).toMatchObject({
      certificateContacts: 3, // A, C, E
      orderContacts: 3, // A, D, E
      receiptContacts: 1, // A
      staffSessions: 2,
      unreadable: 0,
      moreLeft: false,
    });
    expect(rows.result?.donorSessions).toBeGreaterThanOrEqual(1);
  });

  it('blanks the address, contact, phone and email of a delivery long over: order, certificate, receipt', async () => {
    const { kept } = await formDataOf(rows.a.billNo);
    expect(Object.values(kept.postal ?? {}).every((value) => value === '')).toBe(true);
    expect(kept.postal).toHaveProperty('postalAddress', '');
    expect(kept.receipt).toMatchObject({ postalEmail: '', postalMobileSms: '' });
    expect(await postalOf(rows.a.id)).toEqual({});
    expect(await receiptDetailsOf(rows.a.id)).toEqual({
      creditCode: EMAIL_RECEIPT.creditCode,
      postalContact: '',
      postalMobile: '',
      postalAddress: '',
      postalEmail: '',
      postalMobileSms: '',
    });
    // E: no receipt, order and certificate blanked.
    expect((await formDataOf(rows.e.billNo)).kept.postal).toMatchObject({ postalAddress: '' });
    expect(await postalOf(rows.e.id)).toEqual({});
  });

  it('keeps the gift, its money, the names and the documents themselves', async () => {
    const { order, kept } = await formDataOf(rows.a.billNo);
    expect(order).toMatchObject({
      billNo: rows.a.billNo,
      status: 'PAID',
      moneyFen: 20_000,
      refundedFen: 0,
      paidAt: rows.a.paidAt,
      donorName: rows.a.donorName,
    });
    expect(kept.certificate).toMatchObject({ certificateDonorName: '张三', isNeedPaper: true });
    expect(kept.receipt).toMatchObject({
      isNeedReceipt: true,
      receiptDonorName: EMAIL_RECEIPT.receiptDonorName,
      creditCode: EMAIL_RECEIPT.creditCode,
    });
    const after = await documentsOf(rows.a.id);
    const before = rows.aDocuments;
    expect({ ...after.certificate, postalSealed: '' }).toEqual({ ...before.certificate, postalSealed: '' });
    expect({ ...after.receipt, detailsSealed: '' }).toEqual({ ...before.receipt, detailsSealed: '' });
  });

  it('keeps the contacts of a delivery within six months, and of one still awaited', async () => {
    expect((await formDataOf(rows.b.billNo)).kept.postal).toMatchObject({
      postalAddress: POSTAL.postalAddress,
    });
    expect(await postalOf(rows.b.id)).toMatchObject({
      postalContact: '张三',
      postalAddress: expect.stringContaining(POSTAL.postalAddress),
    });
    expect(await receiptDetailsOf(rows.b.id)).toMatchObject({ postalEmail: EMAIL_RECEIPT.postalEmail });
    // C: its certificate's address is gone; the order's and the receipt's wait for the receipt.
    expect(await postalOf(rows.c.id)).toEqual({});
    expect((await formDataOf(rows.c.billNo)).kept.postal).toMatchObject({ postalContact: '张三' });
    expect(await receiptDetailsOf(rows.c.id)).toMatchObject({ postalEmail: EMAIL_RECEIPT.postalEmail });
  });

  it('blanks the address of an order never paid, keeping the order', async () => {
    const { order, kept } = await formDataOf(rows.dBill);
    expect(order.status).toBe('EXPIRED');
    expect(kept.postal).toMatchObject({ postalContact: '', postalMobile: '', postalAddress: '' });
    expect(kept.certificate).toMatchObject({ certificateDonorName: '张三' });
  });

  it('leaves agreements, their signed versions and the audit trail as they were', async () => {
    expect(await db().select().from(agreements).where(eq(agreements.id, rows.agreement.id))).toEqual([
      rows.agreement,
    ]);
    expect(
      await db().select().from(agreementVersions).where(eq(agreementVersions.id, rows.version.id)),
    ).toEqual([rows.version]);
    expect(await db().select().from(auditLog)).toEqual(rows.auditBefore);
  });

  it('deletes only the sessions that ended more than 180 days before', async () => {
    const donorLeft = await db().select().from(sessions).where(eq(sessions.userId, rows.donorId));
    expect(donorLeft.map((row) => row.expiresAt.getTime()).sort()).toEqual(
      [now.getTime() - 10 * DAY, now.getTime() + 29 * DAY].sort(),
    );
    const staffLeft = await db().select({ id: staffSessions.id }).from(staffSessions);
    expect(staffLeft.map((row) => row.id).sort()).toEqual(rows.staffIds.slice(2).sort());
  });

  it('finds nothing left at the same time; a receipt asked for after the erasure goes in its turn', async () => {
    expect(await enforceRetention(deps(), now)).toEqual(NOTHING);

    const later = new Date(now.getTime() + DAY);
    await db()
      .insert(receipts)
      .values({
        donationId: rows.e.id,
        userId: rows.e.userId,
        itemsId,
        status: 4,
        donorType: 1,
        donorName: '张三',
        receiptType: 1,
        receiptWay: 2,
        detailsSealed: sealJson(t.deps.secrets, {
          creditCode: '',
          postalContact: '张三',
          postalMobile: POSTAL.postalMobile,
          postalAddress: '江苏省南京市玄武区北京东路 1 号',
          postalEmail: '',
          postalMobileSms: '',
        }),
        createdAt: later,
        statusAt: later,
      });
    const nextYear = new Date(now.getTime() + 400 * DAY);
    expect(await enforceRetention(deps(), nextYear)).toMatchObject({
      certificateContacts: 1, // B
      orderContacts: 1, // B
      receiptContacts: 2, // B, E's late one
      unreadable: 0,
    });
    expect(await receiptDetailsOf(rows.e.id)).toMatchObject({ postalContact: '', postalAddress: '' });
    expect((await formDataOf(rows.b.billNo)).kept.postal).toMatchObject({ postalAddress: '' });
    // C's receipt is still being invoiced: its order and receipt keep their contacts.
    expect(await receiptDetailsOf(rows.c.id)).toMatchObject({ postalEmail: EMAIL_RECEIPT.postalEmail });
    expect(await enforceRetention(deps(), nextYear)).toMatchObject({
      certificateContacts: 0,
      orderContacts: 0,
      receiptContacts: 0,
    });
  });
});
