import type { TBulkResult, TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type {
  TReceiptBatch,
  TReceiptBatchAnswer,
  TReceiptOutstanding,
} from '@alma/shared/admin-api/receipt-batches';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { and, eq, gte, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import {
  documentProject,
  EMAIL_RECEIPT,
  newDonor,
  openDocuments,
  paidGift,
} from '../../../test/documents-fixtures.ts';
import { refundThroughLedger } from '../../../test/order-fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { type SmtpFake, startSmtpFake } from '../../../test/smtp-fake.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { receipts } from '../../db/schema/documents.ts';
import { donations } from '../../db/schema/donations.ts';
import type { ReceiptIssueRequest } from '../../integrations/receipts/receipt-issuer.ts';

let t: TestApp;
let smtp: SmtpFake;
let itemsId: number;
let admin: AdminClient;
let finance: AdminClient;
/** Business numbers (receipt ids) the issuer was asked to issue, one entry per call. */
const issueCalls: string[] = [];
/** Receipt ids the platform refuses, with its answer. */
const refused = new Map<string, string>();

const THIS_YEAR = Number((toWireDate(new Date()) ?? '').slice(0, 4));

beforeAll(async () => {
  smtp = await startSmtpFake();
  t = await createTestApp({ ALMA_DEMO: '1', SMTP_URL: smtp.url, PUBLIC_URL: 'https://give.example.edu' });
  await openDocuments(t);
  itemsId = await documentProject(t);
  [admin, finance] = await Promise.all([signedInAs(t, 'administrator'), signedInAs(t, 'finance')]);
  // The demo issuer, watched: every call counted, and some answered with the platform's refusal.
  const issuer = t.deps.receiptIssuer as { issue: (request: ReceiptIssueRequest) => Promise<unknown> };
  const issue = issuer.issue.bind(issuer);
  issuer.issue = async (request) => {
    issueCalls.push(request.businessNo);
    const refusal = refused.get(request.businessNo);
    if (refusal) throw new Error(refusal);
    return issue(request);
  };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A paid gift with an e-receipt by email (the real donate and pay path), paid in `year` if given. */
async function giftWithReceipt(yuan: number, year?: number, receiptDonorName?: string) {
  const donor = await newDonor(t);
  const billNo = await paidGift(t, donor, itemsId, yuan, {
    certificateDonorName: '张三',
    ...EMAIL_RECEIPT,
    ...(receiptDonorName ? { receiptDonorName } : {}),
  });
  await t.jobs.runUntilIdle();
  const { db } = t.deps.database;
  if (year !== undefined) {
    await db
      .update(donations)
      .set({ paidAt: new Date(`${year}-06-15T10:00:00+08:00`) })
      .where(eq(donations.billNo, billNo));
  }
  const rows = await finance.call<TAdminRows<TReceiptQueueRow>>('GET', '/receipts', undefined, { q: billNo });
  const receipt = rows.body.rows[0];
  if (!receipt) throw new Error(`no receipt for ${billNo}`);
  expect([receipt.status, receipt.receiptWay]).toEqual([1, 3]);
  return { billNo, receiptId: receipt.id };
}

const outstanding = async (year: number) =>
  (await finance.call<TReceiptOutstanding>('GET', '/receipts/outstanding', undefined, { year: String(year) }))
    .body;
const batchOf = async (id: number) =>
  (await finance.call<TReceiptBatch>('GET', `/receipts/batches/${id}`)).body;
const receiptRow = async (id: number) => {
  const [row] = await t.deps.database.db.select().from(receipts).where(eq(receipts.id, id));
  return row!;
};

describe('the year-end batch', () => {
  it('issues every outstanding e-receipt of the year and none of another, a hand-issued one once, audited', async () => {
    const before = await outstanding(THIS_YEAR);
    const first = await giftWithReceipt(150);
    const second = await giftWithReceipt(260.5);
    const byHand = await giftWithReceipt(120);
    const older = await giftWithReceipt(300, 2019);

    expect(await outstanding(THIS_YEAR)).toEqual({
      year: THIS_YEAR,
      count: before.count + 3,
      total: Math.round((before.total + 150 + 260.5 + 120) * 100) / 100,
    });
    expect(await outstanding(2019)).toEqual({ year: 2019, count: 1, total: 300 });

    const started = await finance.call<TReceiptBatch>('POST', '/receipts/batches', { year: THIS_YEAR });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      year: THIS_YEAR,
      state: 'queuing',
      total: before.count + 3,
      issued: 0,
      waiting: before.count + 3,
      failures: [],
    });
    const batchId = started.body.id;

    // Meanwhile, finance issues one of them by hand; a second start of the year is refused.
    const hand = await finance.call<TBulkResult>('POST', '/receipts/issue', { ids: [byHand.receiptId] });
    expect(hand.body.moved).toEqual([byHand.receiptId]);
    const again = await finance.call<{ error: { message: string } }>('POST', '/receipts/batches', {
      year: THIS_YEAR,
    });
    expect([again.status, again.body.error.message]).toEqual([
      409,
      `${THIS_YEAR} 年度的批量开票正在进行，请等它完成后再开始`,
    ]);

    await t.jobs.runUntilIdle();

    const done = await batchOf(batchId);
    expect(done).toMatchObject({
      state: 'done',
      total: before.count + 3,
      issued: before.count + 3,
      skipped: 0,
      failed: 0,
      waiting: 0,
      failures: [],
    });
    expect(done.finishedAt).not.toBe('');
    for (const { receiptId } of [first, second, byHand]) {
      const row = await receiptRow(receiptId);
      expect(row.issuedAt, `receipt ${receiptId}`).not.toBeNull();
      expect(row.status).toBe(7);
    }
    // Issued once at the platform: the batch's job found it issued by hand and left it.
    expect(issueCalls.filter((no) => no === String(byHand.receiptId))).toHaveLength(1);
    expect(issueCalls.filter((no) => no === String(first.receiptId))).toHaveLength(1);
    // Another year's receipt is untouched.
    expect((await receiptRow(older.receiptId)).status).toBe(1);
    expect(issueCalls).not.toContain(String(older.receiptId));
    expect((await outstanding(THIS_YEAR)).count).toBe(0);

    // The year's newest batch is this one; nothing left to start.
    const newest = await finance.call<TReceiptBatchAnswer>('GET', '/receipts/batches', undefined, {
      year: String(THIS_YEAR),
    });
    expect(newest.body.batch?.id).toBe(batchId);
    const empty = await finance.call<{ error: { message: string } }>('POST', '/receipts/batches', {
      year: THIS_YEAR,
    });
    expect([empty.status, empty.body.error.message]).toEqual([409, `${THIS_YEAR} 年度没有待开具的电子票据`]);

    const trail = await auditOf(admin, 'receipt', `batch:${batchId}`);
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'receipt.batchIssue',
        after: { year: THIS_YEAR, count: before.count + 3, total: before.total + 530.5 },
      }),
    ]);
  });

  it('lists a receipt the platform refuses after its last attempt, with the reason in words', async () => {
    const good = await giftWithReceipt(200, 2018);
    const bad = await giftWithReceipt(180, 2018);
    refused.set(String(bad.receiptId), '交款人统一社会信用代码校验不通过');
    const started = await finance.call<TReceiptBatch>('POST', '/receipts/batches', { year: 2018 });
    await t.jobs.runUntilIdle();
    const retrying = await batchOf(started.body.id);
    expect(retrying).toMatchObject({ state: 'running', total: 2, issued: 1, failed: 0, waiting: 1 });
    // Still running while the refused one waits for its retry.
    expect((await finance.call('POST', '/receipts/batches', { year: 2018 })).status).toBe(409);

    const later = Date.now();
    await t.jobsAt(new Date(later + 60_000)).runUntilIdle();
    await t.jobsAt(new Date(later + 10 * 60_000)).runUntilIdle();
    const done = await batchOf(started.body.id);
    expect(done).toMatchObject({ state: 'done', total: 2, issued: 1, failed: 1, waiting: 0 });
    expect(done.failures).toEqual([
      {
        receiptId: bad.receiptId,
        billNo: bad.billNo,
        donorName: '示范科技有限公司',
        money: 180,
        reason: '财政票据平台未开具：交款人统一社会信用代码校验不通过',
      },
    ]);
    const english = await finance.call<TReceiptBatch>(
      'GET',
      `/receipts/batches/${started.body.id}`,
      undefined,
      { language: 'English' },
    );
    expect(english.body.failures[0]?.reason).toBe(
      'The fiscal receipt platform refused it: 交款人统一社会信用代码校验不通过',
    );
    expect(issueCalls.filter((no) => no === String(bad.receiptId))).toHaveLength(3);
    expect((await receiptRow(good.receiptId)).issuedAt).not.toBeNull();
    expect((await receiptRow(bad.receiptId)).status).toBe(1);
  });

  it('is for finance and administrators only, and takes a year', async () => {
    const fulfilment = await signedInAs(t, 'fulfilment');
    expect((await fulfilment.call('POST', '/receipts/batches', { year: 2017 })).status).toBe(403);
    expect(
      (await fulfilment.call('GET', '/receipts/ledger', undefined, { year: '2017', format: 'csv' })).status,
    ).toBe(403);
    const bad = await finance.call<{ error: { message: string } }>(
      'GET',
      '/receipts/outstanding',
      undefined,
      {
        year: '20',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('年度');
  });
});

describe('the receipt ledger', () => {
  /** RFC 4180 as the export writes it; the mark that protects a cell is kept, to be checked. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i];
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        row.push(cell);
        cell = '';
      } else if (char === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i += 1;
      } else cell += char;
    }
    return rows;
  }

  const download = (format: 'csv' | 'xlsx', year: number) =>
    adminRequest(t, 'GET', '/receipts/ledger', {
      query: { year: String(year), format },
      headers: { cookie: finance.cookie, 'x-csrf-token': finance.me.csrfToken },
    });

  it('has every receipt of the year in words and yuan, voided with its 红冲 date, in CSV and xlsx, audited', async () => {
    const year = 2016;
    const issued = await giftWithReceipt(410, year);
    const voided = await giftWithReceipt(520, year, '=HYPERLINK("http://evil")公司');
    await giftWithReceipt(130, year);
    await giftWithReceipt(99_999, 2015);
    const started = await finance.call<TReceiptBatch>('POST', '/receipts/batches', { year });
    expect(started.status).toBe(200);
    await t.jobs.runUntilIdle();
    expect(await refundThroughLedger(t, voided.billNo)).toBe('SUCCEEDED');
    await t.jobs.runUntilIdle();

    const { db } = t.deps.database;
    const expected = await db
      .select({
        receipt: receipts,
        billNo: donations.billNo,
        moneyFen: donations.moneyFen,
        refundedFen: donations.refundedFen,
      })
      .from(receipts)
      .innerJoin(donations, eq(donations.id, receipts.donationId))
      .where(
        and(
          gte(donations.paidAt, new Date(`${year}-01-01T00:00:00+08:00`)),
          lt(donations.paidAt, new Date(`${year + 1}-01-01T00:00:00+08:00`)),
        ),
      );
    expect(expected).toHaveLength(3);
    const day = (date: Date | null) => (date ? (toWireDate(date) ?? '').slice(0, 10) : '');

    const csv = await download('csv', year);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="receipt-ledger-${year}.csv"`);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = [], ...rows] = parseCsv(csv.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual([
      '票据代码',
      '票据号码',
      '开票日期',
      '交款人',
      '金额（元）',
      '项目',
      '票据类型',
      '领取方式',
      '状态',
      '红冲日期',
      '订单号',
      '支付时间',
    ]);
    expect(rows).toHaveLength(3);
    const byBill = new Map(rows.map((row) => [row[10]?.replace(/^\t/, ''), row]));
    for (const one of expected) {
      const row = byBill.get(one.billNo);
      expect(row, one.billNo).toBeDefined();
      expect(row?.slice(0, 10)).toEqual([
        one.receipt.invoiceCode,
        one.receipt.invoiceNo,
        day(one.receipt.issuedAt),
        one.receipt.donorName.startsWith('=') ? `'${one.receipt.donorName}` : one.receipt.donorName,
        String((one.moneyFen + one.refundedFen) / 100),
        '图书馆建设',
        '电子',
        '邮箱',
        one.receipt.voidedAt ? '已红冲' : '已发送',
        day(one.receipt.voidedAt),
      ]);
    }
    const voidedRow = byBill.get(voided.billNo);
    expect(voidedRow?.[3]).toBe(`'=HYPERLINK("http://evil")公司`);
    expect([voidedRow?.[4], voidedRow?.[8], voidedRow?.[9]]).toEqual([
      '520',
      '已红冲',
      (toWireDate(new Date()) ?? '').slice(0, 10),
    ]);
    expect(byBill.get(issued.billNo)?.[1]).toBe(String(issued.receiptId).padStart(10, '0'));

    const xlsx = await download('xlsx', year);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('票据台账');
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toHaveLength(4);
    const xlsxVoided = values.find((row) => row[10] === voided.billNo);
    // A text cell, never a formula.
    expect(xlsxVoided?.[3]).toBe('=HYPERLINK("http://evil")公司');
    expect(sheet.getRow(values.indexOf(xlsxVoided!) + 1).getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect([xlsxVoided?.[4], xlsxVoided?.[8]]).toEqual([520, '已红冲']);

    const trail = await auditOf(admin, 'receipt', `year:${year}`);
    expect(trail.map((row) => [row.action, row.after])).toEqual([
      ['receipt.ledgerExport', { year, format: 'xlsx', rowCount: 3, complete: true }],
      ['receipt.ledgerExport', { year, format: 'csv', rowCount: 3, complete: true }],
    ]);
  });
});
