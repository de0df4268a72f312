import type { TDonorReport, TIncomeReport, TNamingReport } from '@alma/shared/admin-api/reports';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { openDocuments } from '../../../test/documents-fixtures.ts';
import { createItem, createItemType, createUser } from '../../../test/fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import { notify, orderRow, placeOrder, refundThroughLedger } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { refunds } from '../../db/schema/payments.ts';
import { auditLog } from '../../db/schema/staff.ts';

/**
 * A report's figures equal the sum of the orders behind them (issue 21). Every order is placed by
 * items/donate and paid by the sandbox's signed notification, every refund goes through the ledger
 * and its refunds.send job; only then are the payment and refund times moved into 2023–2024, so the
 * months (and a Shanghai month boundary) are known.
 */

let t: TestApp;
let finance: AdminClient;
let p1: number;
let p2: number;
let hallId: number;
const bills: Record<string, string> = {};

/** Shanghai wall time → the instant. */
const shanghai = (text: string) => new Date(`${text}+08:00`);

async function paid(
  token: string,
  itemsId: number,
  yuan: number,
  payType: number,
  paidAt: string,
): Promise<string> {
  const billNo = await placeOrder(t, token, { itemsId, currencyMoney: yuan, payType });
  const answer = await notify(t, { billNo, amountFen: yuan * 100 });
  expect(answer.statusCode).toBe(200);
  await t.deps.database.db
    .update(donations)
    .set({ paidAt: shanghai(paidAt) })
    .where(eq(donations.billNo, billNo));
  return billNo;
}

async function refunded(billNo: string, yuan: number, completedAt: string): Promise<void> {
  expect(await refundThroughLedger(t, billNo, yuan * 100)).toBe('SUCCEEDED');
  const order = await orderRow(t.deps, billNo);
  await t.deps.database.db
    .update(refunds)
    .set({ completedAt: shanghai(completedAt) })
    .where(and(eq(refunds.donationId, order.id), eq(refunds.kind, 'staff')));
}

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  await openDocuments(t);
  const fund = await createItemType(t.deps, '助学基金');
  p1 = await createItem(t.deps, { name: '报表甲', typeId: fund });
  p2 = await createItem(t.deps, { name: '报表乙' });
  const a = await createUser(t.deps);
  const b = await createUser(t.deps);
  const c = await createUser(t.deps);
  const d = await createUser(t.deps);

  bills.a2023 = await paid(a.token, p1, 100, 1, '2023-12-10T10:00:00');
  // The last minutes of January and the first second of February, Shanghai time.
  bills.aJan = await paid(a.token, p1, 200, 2, '2024-01-31T23:30:00');
  bills.bFeb = await paid(b.token, p1, 300, 1, '2024-02-01T00:00:00');
  bills.bPart = await paid(b.token, p2, 400, 1, '2024-02-15T09:00:00');
  bills.cWhole = await paid(c.token, p2, 50, 2, '2024-02-20T09:00:00');
  await refunded(bills.bPart, 150, '2024-03-02T10:00:00');
  await refunded(bills.cWhole, 50, '2024-02-25T10:00:00');

  const hall = await createHall(t.deps, 1, [{ termName: '永久', termMoneyFen: 200_000, termYear: 0 }]);
  hallId = hall.itemsId;
  const seat = {
    seatId: hall.seatIds[0],
    termYear: 0,
    areaId: hall.areaId,
    itemsId: hall.itemsId,
    donorName: '韩梅梅',
    donorIdentity: '校友',
    donationMessage: '桃李',
  };
  const billNo = await placeOrder(t, d.token, {
    itemsId: hallId,
    itemsType: 2,
    namingType: 1,
    seatList: [seat],
  });
  expect((await notify(t, { billNo, amountFen: 200_000 })).statusCode).toBe(200);
  await t.deps.database.db
    .update(donations)
    .set({ paidAt: shanghai('2024-03-05T12:00:00') })
    .where(eq(donations.billNo, billNo));
  bills.dNaming = billNo;
  await t.jobs.runUntilIdle();
  finance = await signedInAs(t, 'finance');
}, 120_000);
afterAll(() => t.close());

const Q1 = { from: '2024-01-01', to: '2024-03-31' };
const income = async (query: Record<string, string>) => {
  const answer = await finance.call<TIncomeReport>('GET', '/reports/income', undefined, query);
  expect(answer.status).toBe(200);
  return answer.body;
};
const figures = (report: TIncomeReport) =>
  Object.fromEntries(report.rows.map((row) => [row.label, [row.gifts, row.income, row.refunds, row.net]]));

describe('GET /reports/income', () => {
  it('totals what the orders were paid and what was refunded of them, whatever the grouping', async () => {
    const orders = await Promise.all(
      ['aJan', 'bFeb', 'bPart', 'cWhole', 'dNaming'].map((key) => orderRow(t.deps, bills[key]!)),
    );
    // What the orders say: paid = what they hold + what was refunded.
    const paidFen = orders.reduce((sum, order) => sum + order.moneyFen + order.refundedFen, 0);
    const refundedFen = orders.reduce((sum, order) => sum + order.refundedFen, 0);
    expect([paidFen, refundedFen]).toEqual([295_000, 20_000]);
    for (const groupBy of ['project', 'channel', 'month', 'fund']) {
      const report = await income({ ...Q1, groupBy });
      expect(report.total).toEqual({
        gifts: 5,
        income: paidFen / 100,
        refunds: refundedFen / 100,
        net: 2750,
      });
      const summed = report.rows.reduce((sum, row) => sum + Math.round(row.net * 100), 0);
      expect(summed).toBe(paidFen - refundedFen);
    }
  });

  it('groups by project, channel, fund and Shanghai month (refunds in the month they were made)', async () => {
    expect(figures(await income({ ...Q1, groupBy: 'project' }))).toMatchObject({
      报表甲: [2, 500, 0, 500],
      报表乙: [2, 450, 200, 250],
    });
    expect(figures(await income({ ...Q1, groupBy: 'channel' }))).toEqual({
      微信支付: [3, 2700, 150, 2550],
      支付宝: [2, 250, 50, 200],
    });
    expect(figures(await income({ ...Q1, groupBy: 'fund' }))).toEqual({
      助学基金: [2, 500, 0, 500],
      未分类: [3, 2450, 200, 2250],
    });
    expect(figures(await income({ ...Q1, groupBy: 'month' }))).toEqual({
      '2024-01': [1, 200, 0, 200],
      '2024-02': [3, 750, 50, 700],
      '2024-03': [1, 2000, 150, 1850],
    });
    const english = await finance.call<TIncomeReport>('GET', '/reports/income', undefined, {
      ...Q1,
      groupBy: 'channel',
      language: 'English',
    });
    expect(english.body.rows.map((row) => row.label)).toEqual(['WeChat Pay', 'Alipay']);
  });

  it('puts 23:30 on 31 January in January and midnight on 1 February in February', async () => {
    const january = await income({ from: '2024-01-01', to: '2024-01-31' });
    expect(january.total).toEqual({ gifts: 1, income: 200, refunds: 0, net: 200 });
    const february = await income({ from: '2024-02-01', to: '2024-02-01', groupBy: 'project' });
    expect(figures(february)).toEqual({ 报表甲: [1, 300, 0, 300] });
  });

  it('refuses a range that ends before it starts, naming the field, and staff who are not finance', async () => {
    const refused = await finance.call<{ error: { message: string } }>('GET', '/reports/income', undefined, {
      from: '2024-02-01',
      to: '2024-01-01',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('结束日期');
    const manager = await signedInAs(t, 'project_manager');
    expect((await manager.call('GET', '/reports/income', undefined, Q1)).status).toBe(403);
  });
});

describe('GET /reports/donors and /reports/naming', () => {
  it('counts new donors (first standing gift in the range) and returning ones', async () => {
    const answer = await finance.call<TDonorReport>('GET', '/reports/donors', undefined, Q1);
    // a gave in 2023 (returning); b and d first gave now; c's only gift was refunded whole.
    expect(answer.body.returningDonors).toEqual({ donors: 1, gifts: 1, amount: 200 });
    expect(answer.body.newDonors).toEqual({ donors: 2, gifts: 3, amount: 300 + 250 + 2000 });
    const december = await finance.call<TDonorReport>('GET', '/reports/donors', undefined, {
      from: '2023-12-01',
      to: '2023-12-31',
    });
    expect(december.body.newDonors).toEqual({ donors: 1, gifts: 1, amount: 100 });
  });

  it('answers naming income by project and by seats or books', async () => {
    const answer = await finance.call<TNamingReport>('GET', '/reports/naming', undefined, Q1);
    expect(answer.body.total).toEqual({ gifts: 1, income: 2000, refunds: 0, net: 2000 });
    expect(answer.body.byKind.map((row) => [row.label, row.income])).toEqual([['座位冠名', 2000]]);
    expect(answer.body.byProject.map((row) => row.key)).toEqual([String(hallId)]);
  });
});

async function download(path: string, query: Record<string, string>): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/v1${path}`,
    query,
    headers: { cookie: finance.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('exports', () => {
  it('gives the income report as xlsx with the same figures, and audits it', async () => {
    const bytes = await download('/reports/income', { ...Q1, groupBy: 'project', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.set(String(values[0]), values.slice(1));
    });
    expect(rows.get('报表甲')).toEqual([2, 500, 0, 500]);
    expect(rows.get('报表乙')).toEqual([2, 450, 200, 250]);
    expect(rows.get('合计')).toEqual([5, 2950, 200, 2750]);
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'report.export'));
    expect(audit.at(-1)).toMatchObject({ targetType: 'report', targetId: 'income', staffId: finance.me.id });
  });

  it('draws the annual report PDF with the year’s figures', async () => {
    const bytes = await download('/reports/annual', { year: '2024', format: 'pdf' });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('示范大学教育发展基金会');
    expect(flat).toContain('2024年度捐赠收入报告');
    expect(flat).toContain('全年收入¥2,950.00（5笔），退款¥200.00，净额¥2,750.00');
    expect(flat).toContain('2024-02 3 ¥750.00 ¥50.00 ¥700.00'.replace(/\s+/g, ''));
    expect(flat).toContain('报表乙2¥450.00¥200.00¥250.00');
    expect(flat).toContain('开具电子票据0张');
  });

  it('gives the annual report as a workbook', async () => {
    const bytes = await download('/reports/annual', { year: '2024', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.length).toBe(5);
    const values: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toContainEqual(['2024-12', 0, 0, 0, 0]);
    expect(values).toContainEqual(['合计', 5, 2950, 200, 2750]);
  });
});
