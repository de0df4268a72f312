import type { TBulkResult, TCertificateQueueRow, TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TJobRow } from '@alma/shared/admin-api/jobs';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TCertificateDetail } from '@alma/shared/api/certificates';
import type { TReceiptDetail, TReceiptPage } from '@alma/shared/api/receipts';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import {
  documentProject,
  EMAIL_RECEIPT,
  newDonor,
  openDocuments,
  POSTAL,
  paidGift,
} from '../../../test/documents-fixtures.ts';
import { orderRow, refundThroughLedger } from '../../../test/order-fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { type SmtpFake, startSmtpFake } from '../../../test/smtp-fake.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { receipts } from '../../db/schema/documents.ts';
import { jobs } from '../../db/schema/jobs.ts';

let t: TestApp;
let smtp: SmtpFake;
let itemsId: number;
let admin: AdminClient;
let fulfilment: AdminClient;
let finance: AdminClient;

beforeAll(async () => {
  smtp = await startSmtpFake();
  t = await createTestApp({ ALMA_DEMO: '1', SMTP_URL: smtp.url, PUBLIC_URL: 'https://give.example.edu' });
  await openDocuments(t);
  itemsId = await documentProject(t);
  [admin, fulfilment, finance] = await Promise.all([
    signedInAs(t, 'administrator'),
    signedInAs(t, 'fulfilment'),
    signedInAs(t, 'finance'),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const paperCertificateAndEmailReceipt = {
  certificateDonorName: '张三',
  isNeedPaper: 1,
  certificateWay: '2',
  ...POSTAL,
  ...EMAIL_RECEIPT,
};

async function giftWithDocuments(yuan: number) {
  const donor = await newDonor(t);
  const billNo = await paidGift(t, donor, itemsId, yuan, paperCertificateAndEmailReceipt);
  await t.jobs.runUntilIdle();
  const certificates = await fulfilment.call<TAdminRows<TCertificateQueueRow>>(
    'GET',
    '/certificates',
    undefined,
    {
      q: billNo,
    },
  );
  const receiptRows = await finance.call<TAdminRows<TReceiptQueueRow>>('GET', '/receipts', undefined, {
    q: billNo,
  });
  return { donor, billNo, certificate: certificates.body.rows[0]!, receipt: receiptRows.body.rows[0]! };
}

describe('the paper certificate queue', () => {
  it('moves one step at a time, mailing with a courier number, and the donor sees each step', async () => {
    const { donor, certificate } = await giftWithDocuments(200);
    expect(certificate).toMatchObject({
      status: 1,
      certificateWay: 2,
      titleName: '张三',
      postalContact: '**',
    });
    expect(certificate.postalAddress).toBe('江苏省南京市****');

    const move = (body: Record<string, unknown>) =>
      fulfilment.call<TCertificateQueueRow & { error?: { message: string } }>(
        'POST',
        `/certificates/${certificate.id}/move`,
        body,
      );
    const skipped = await move({ to: 4, expressCompany: 'sf', expressNo: 'SF1234567890' });
    expect([skipped.status, skipped.body.error?.message]).toEqual([
      409,
      '状态只能按顺序变更：当前为“未制作”，不能改为“已邮寄”',
    ]);
    // Pickup is not this certificate's way.
    expect((await move({ to: 3 })).status).toBe(409);
    expect((await move({ to: 2 })).body.status).toBe(2);
    expect((await move({ to: 4 })).status).toBe(400);
    const mailed = await move({ to: 4, expressCompany: 'sf', expressNo: 'SF1234567890' });
    expect(mailed.body).toMatchObject({ status: 4, expressCompany: '顺丰速运', expressNo: 'SF1234567890' });
    expect((await move({ to: 5 })).status).toBe(409);

    const detail = await t.get<TCertificateDetail>(
      `${DONATEU}/certificate/detail`,
      { id: certificate.id },
      donor,
    );
    expect(detail.data).toMatchObject({
      status: 4,
      expressCompanyTitle: '顺丰速运',
      expressOrderNo: 'SF1234567890',
    });
    const trail = await auditOf(admin, 'certificate', String(certificate.id));
    expect(trail.map((row) => row.action)).toEqual(['certificate.move', 'certificate.move']);
  });

  it('moves many at once, skipping with the reason those that cannot go; the mailing list has them whole', async () => {
    const first = await giftWithDocuments(101);
    const second = await giftWithDocuments(102);
    await fulfilment.call('POST', `/certificates/${second.certificate.id}/move`, { to: 2 });
    const bulk = await fulfilment.call<TBulkResult>('POST', '/certificates/bulk-move', {
      ids: [first.certificate.id, second.certificate.id],
      to: 2,
    });
    expect(bulk.body.moved).toEqual([first.certificate.id]);
    expect(bulk.body.skipped).toEqual([
      { id: second.certificate.id, reason: '状态只能按顺序变更：当前为“待邮寄”，不能改为“待邮寄”' },
    ]);
    expect(
      (await fulfilment.call('POST', '/certificates/bulk-move', { ids: [first.certificate.id], to: 4 }))
        .status,
    ).toBe(400);
    const list = await fulfilment.call<string>('GET', '/certificates/mailing-list', undefined, {
      status: '2',
    });
    expect(list.headers['content-type']).toContain('text/csv');
    expect(list.body).toContain(
      `${first.certificate.serialNo},张三,86-13800000000,江苏省南京市玄武区北京东路 1 号`,
    );
    expect(list.body).toContain(second.certificate.serialNo);
  });
});

describe('electronic receipts', () => {
  it('finance issues one; the job draws it at the demo issuer and emails the PDF over SMTP; the donor sees it sent', async () => {
    const { donor, receipt } = await giftWithDocuments(1234.5);
    expect(receipt).toMatchObject({
      status: 1,
      receiptType: 2,
      receiptWay: 3,
      destination: 'fin************.com',
    });
    // By hand, an electronic receipt does not move: the system issues and sends it.
    expect((await finance.call('POST', `/receipts/${receipt.id}/move`, { to: 6 })).status).toBe(409);

    const issued = await finance.call<TBulkResult>('POST', '/receipts/issue', { ids: [receipt.id] });
    expect(issued.body).toEqual({ moved: [receipt.id], skipped: [] });
    const before = smtp.messages.length;
    await t.jobs.runUntilIdle();

    const mail = smtp.messages[before]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('finance@example.com');
    expect(mail.subject).toContain('公益事业捐赠电子票据');
    const pdf = mail.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.content)), {
      mergePages: true,
    });
    expect(text).toContain('示范科技有限公司');
    expect(text).toContain('壹仟贰佰叁拾肆元伍角整');

    const detail = await t.get<TReceiptDetail>(`${DONATEU}/receipt/detail`, { id: receipt.id }, donor);
    expect(detail.data).toMatchObject({
      status: 7,
      sendState: 'sent',
      invoiceNo: receipt.id.toString().padStart(10, '0'),
    });
    expect(detail.data.fileUrl).toMatch(/^\/documents\/receipt\/\d+\?e=/);
    const file = await t.app.inject({ url: detail.data.fileUrl });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    const invoiced = await t.get<TReceiptPage>(`${DONATEU}/receipt/page`, { status: '2,3,4,5,6,7' }, donor);
    expect(invoiced.data.rows.map((row) => row.status)).toEqual([7]);
    // The receipt's QR code opens a page that confirms it, payer masked; a wrong check code does not.
    const [stored] = await t.deps.database.db.select().from(receipts).where(eq(receipts.id, receipt.id));
    const check = await t.app.inject({
      url: `/verify-receipt?no=${stored!.invoiceNo}&code=${stored!.checkCode}`,
    });
    expect([check.statusCode, check.body.includes('票据真实有效'), check.body.includes('示**')]).toEqual([
      200,
      true,
      true,
    ]);
    expect(check.body).not.toContain('示范科技有限公司');
    const english = await t.app.inject({
      url: `/verify-receipt?no=${stored!.invoiceNo}&code=${stored!.checkCode}`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.body).toContain('This receipt is genuine');
    expect(english.body).not.toContain('票据真实有效');
    expect(text).toContain(stored!.checkCode);
    const wrong = await t.app.inject({ url: `/verify-receipt?no=${stored!.invoiceNo}&code=000000` });
    expect(wrong.statusCode).toBe(404);
    // Issuing again is refused: it is no longer invoicing.
    const again = await finance.call<TBulkResult>('POST', '/receipts/issue', { ids: [receipt.id] });
    expect(again.body.skipped[0]?.reason).toBe('只有开票中的电子票据可以开具');
  });

  it('keeps a failed sending for staff and the donor to see, retries it, and a refund voids the receipt (红冲)', async () => {
    const { donor, billNo, receipt } = await giftWithDocuments(300);
    smtp.failing = true;
    await finance.call('POST', '/receipts/issue', { ids: [receipt.id] });
    await t.jobs.runUntilIdle();
    smtp.failing = false;
    const row = (await finance.call<TReceiptQueueRow>('GET', `/receipts/${receipt.id}`)).body;
    expect([row.status, row.sendState]).toEqual([6, expect.stringContaining('mailbox unavailable')]);
    const detail = await t.get<TReceiptDetail>(`${DONATEU}/receipt/detail`, { id: receipt.id }, donor);
    expect(detail.data.sendState).toContain('mailbox unavailable');
    const [sending] = await t.deps.database.db.select().from(jobs).where(eq(jobs.name, 'receipts.send'));
    expect(sending).toBeDefined();
    const queued = await admin.call<TAdminRows<TJobRow>>('GET', '/jobs', undefined, {
      name: 'receipts.send',
      state: 'queued',
    });
    expect(queued.body.rows[0]).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('mailbox unavailable'),
    });

    expect(await refundThroughLedger(t, billNo)).toBe('SUCCEEDED');
    await t.jobs.runUntilIdle();
    const [voided] = await t.deps.database.db.select().from(receipts).where(eq(receipts.id, receipt.id));
    expect(voided?.voidedAt).not.toBeNull();
    expect(voided?.voidFileKey).toMatch(/^receipt\//);
    const listed = await finance.call<TAdminRows<TReceiptQueueRow>>('GET', '/receipts', undefined, {
      voided: '1',
    });
    expect(listed.body.rows.map((one) => one.id)).toContain(receipt.id);
    expect((await finance.call('POST', '/receipts/resend', { ids: [receipt.id] })).body).toMatchObject({
      skipped: [{ id: receipt.id, reason: '该订单已退款，证书或票据已作废' }],
    });
    const donorView = await t.get<TReceiptDetail>(`${DONATEU}/receipt/detail`, { id: receipt.id }, donor);
    expect(donorView.data.isVoid).toBe(1);
    expect(donorView.data.fileUrl).toMatch(/^\/documents\/receipt-void\//);
    expect((await orderRow(t.deps, billNo)).status).toBe('REFUNDED');
  });

  it('a paper receipt moves by hand and takes a scan checked by its content', async () => {
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 150, {
      certificateDonorName: '张三',
      isNeedReceipt: 1,
      receiptDonorType: '1',
      receiptDonorName: '张三',
      creditCode: '320102199001011234',
      receiptType: '1',
      receiptWay: '1',
    });
    await t.jobs.runUntilIdle();
    const { id } = (
      await finance.call<TAdminRows<TReceiptQueueRow>>('GET', '/receipts', undefined, { q: billNo })
    ).body.rows[0]!;
    expect(
      (await fulfilment.call<TReceiptQueueRow>('POST', `/receipts/${id}/move`, { to: 3 })).body.status,
    ).toBe(3);
    const upload = (bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/v1/receipts/${id}/scan`,
        headers: {
          cookie: fulfilment.cookie,
          'x-csrf-token': fulfilment.me.csrfToken,
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload: Buffer.concat([
          Buffer.from(
            '--x\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
          ),
          bytes,
          Buffer.from('\r\n--x--\r\n'),
        ]),
      });
    expect((await upload(Buffer.from('<html>not a scan</html>'))).statusCode).toBe(400);
    const stored = await upload(Buffer.from('%PDF-1.4\n%scan\n'));
    expect(stored.statusCode).toBe(200);
    const detail = await t.get<TReceiptDetail>(`${DONATEU}/receipt/detail`, { id }, donor);
    expect(detail.data.status).toBe(3);
    expect((await t.app.inject({ url: detail.data.fileUrl })).body).toContain('%scan');
  });
});

describe('the job queue in the console', () => {
  it('lists jobs with counts by state and runs a failed one again, audited', async () => {
    const [failed] = await t.deps.database.db
      .insert(jobs)
      .values({ name: 'test.broken', state: 'failed', attempts: 8, lastError: 'boom' })
      .returning();
    const page = await admin.call<TAdminRows<TJobRow> & { counts: Record<string, number> }>(
      'GET',
      '/jobs',
      undefined,
      {
        state: 'failed',
      },
    );
    expect(page.body.rows.map((row) => row.id)).toContain(failed!.id);
    expect(page.body.counts.failed).toBeGreaterThan(0);
    expect((await admin.call('POST', `/jobs/${failed!.id}/retry`)).status).toBe(204);
    const [row] = await t.deps.database.db.select().from(jobs).where(eq(jobs.id, failed!.id));
    expect([row?.state, row?.attempts]).toEqual(['queued', 0]);
    expect((await admin.call('POST', `/jobs/${failed!.id}/retry`)).status).toBe(409);
    expect((await auditOf(admin, 'job', String(failed!.id))).map((entry) => entry.action)).toEqual([
      'job.retry',
    ]);
  });
});
