import { formField } from '@alma/shared/validation/form-fields';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { notify, placeOrder } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { donations } from '../../db/schema/donations.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { BOOK_DONOR_FIELDS } from '../../db/seed/form-fields-data.ts';

let t: TestApp;
let finance: AdminClient;
let manager: AdminClient;
let userId: number;
let library: number;
let fund: number;
let bulk: number;
const bills: Record<string, string> = {};
/** Rows inserted straight into the database: more than one export page (1,000). */
const BULK_ROWS = 1205;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  finance = await signedInAs(t, 'finance');
  manager = await signedInAs(t, 'project_manager');
  const donor = await createUser(t.deps, { mobileBox: t.deps.secrets.seal('86-13911112222') });
  userId = donor.userId;
  library = await createItem(t.deps, { name: '图书馆' });
  fund = await createItem(t.deps, { name: '基金' });
  bulk = await createItem(t.deps, { name: '批量' });
  const { db } = t.deps.database;
  await db.insert(donationForms).values({ itemsId: library, fieldList: [...BOOK_DONOR_FIELDS] });
  await db.insert(donationForms).values({
    itemsId: fund,
    fieldList: [
      formField({ fieldName: 'fullName', fieldShowName: '姓名', fieldUiType: 'input' }),
      formField({ fieldName: 'company', fieldShowName: '工作单位', fieldUiType: 'input' }),
    ],
  });
  const paid = async (key: string, itemsId: number, yuan: number, formDataMap: Record<string, unknown>) => {
    bills[key] = await placeOrder(t, donor.token, { itemsId, currencyMoney: yuan, formDataMap });
    await notify(t, { billNo: bills[key] ?? '', amountFen: yuan * 100 });
  };
  await paid('a1', library, 100, { name: '张三丰', mobile: '86-13800000000', identity: 4 });
  await paid('b1', fund, 30, { fullName: '王五', company: '示范科技, "有限"公司' });
  await paid('a2', library, 20, { name: '李四', mobile: '86-13800000001', identity: 1, college: 'sci' });
  bills.a3 = await placeOrder(t, donor.token, {
    itemsId: library,
    currencyMoney: 5,
    formDataMap: { name: '赵六', mobile: '86-13800000002', identity: 4 },
  });
  await db.execute(sql`
    insert into donations (bill_no, user_id, items_id, crowd_type, money_fen, pay_type, status, donor_name, paid_at)
    select 'BULK' || lpad(n::text, 8, '0'), ${userId}, ${bulk}, 1, n, 1, 'PAID', '批量捐赠人', now()
    from generate_series(1, ${BULK_ROWS}) as n`);
});
afterAll(() => t.close());

async function download(client: AdminClient, query: Record<string, string>) {
  const response = await adminRequest(t, 'GET', '/orders/export', {
    query,
    headers: { cookie: client.cookie, 'x-csrf-token': client.me.csrfToken },
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response;
}

/** RFC 4180 as the export writes it; the leading tab or quote mark that protects a cell is dropped. */
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
  return rows.map((cells) => cells.map((value) => value.replace(/^[\t']/, '')));
}

async function csvExport(client: AdminClient, query: Record<string, string>) {
  const response = await download(client, { ...query, format: 'csv' });
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = [], ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  return { header, rows, cell: (row: string[], name: string) => row[header.indexOf(name)] };
}

async function xlsxExport(client: AdminClient, query: Record<string, string>) {
  const response = await download(client, { ...query, format: 'xlsx' });
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; JSZip reads either.
  await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const values: string[][] = [];
  sheet.eachRow((row) => {
    values.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  const [header = [], ...rows] = values;
  return { header, rows, cell: (row: string[], name: string) => row[header.indexOf(name)] };
}

async function billsSelected(where: ReturnType<typeof and>) {
  const rows = await t.deps.database.db.select({ billNo: donations.billNo }).from(donations).where(where);
  return rows.map((row) => row.billNo).sort();
}

describe('GET /orders/export', () => {
  it('CSV: exactly the orders the filter selects, with the form’s fields as columns, whole for finance', async () => {
    const csv = await csvExport(finance, { itemsId: String(library), status: 'PAID' });
    expect(csv.rows.map((row) => row[0]).sort()).toEqual([bills.a1, bills.a2].sort());
    expect(csv.header.slice(0, 3)).toEqual(['订单号', '状态', '项目ID']);
    expect(csv.header).toEqual(expect.arrayContaining(['姓名', '手机号', '身份', '所在学院']));
    const a2 = csv.rows.find((row) => row[0] === bills.a2) ?? [];
    expect([
      csv.cell(a2, '姓名'),
      csv.cell(a2, '手机号'),
      csv.cell(a2, '身份'),
      csv.cell(a2, '所在学院'),
    ]).toEqual(['李四', '86-13800000001', '校友', '理学院']);
    expect(csv.cell(a2, '支付金额（元）')).toBe('20');
    expect(csv.cell(a2, '手机号')).toBe('86-13800000001');
  });

  it('says status and pay type in words and money in yuan, in the staff member’s language', async () => {
    const csv = await csvExport(finance, { itemsId: String(library) });
    const a1 = csv.rows.find((row) => row[0] === bills.a1) ?? [];
    const a3 = csv.rows.find((row) => row[0] === bills.a3) ?? [];
    expect([csv.cell(a1, '状态'), csv.cell(a1, '支付方式'), csv.cell(a1, '支付金额（元）')]).toEqual([
      '已支付',
      '微信支付',
      '100',
    ]);
    expect(csv.cell(a3, '状态')).toBe('待支付');
    const cells = csv.rows.flat();
    for (const code of ['PAID', 'PENDING', '10000']) expect(cells).not.toContain(code);
    expect(csv.rows.map((row) => csv.cell(row, '支付方式'))).not.toContain('1');

    const english = await download(finance, { itemsId: String(library), format: 'csv', language: 'English' });
    const [header = [], ...rows] = parseCsv(english.rawPayload.subarray(3).toString('utf8'));
    const row = rows.find((cells) => cells[0] === bills.a1) ?? [];
    expect([row[header.indexOf('Status')], row[header.indexOf('Pay type')]]).toEqual(['Paid', 'WeChat Pay']);

    const xlsx = await xlsxExport(finance, { itemsId: String(library) });
    const x1 = xlsx.rows.find((cells) => cells[0] === bills.a1) ?? [];
    expect([xlsx.cell(x1, '状态'), xlsx.cell(x1, '支付方式')]).toEqual(['已支付', '微信支付']);
  });

  it('shares one column between two forms asking the same thing, and quotes what needs quoting', async () => {
    const csv = await csvExport(finance, { userId: String(userId), status: 'PAID', to: '2999-12-31' });
    const expected = await billsSelected(and(eq(donations.userId, userId), eq(donations.status, 'PAID')));
    expect(csv.rows.map((row) => row[0]).sort()).toEqual(expected);
    expect(csv.header.filter((name) => name === '姓名')).toHaveLength(1);
    const b1 = csv.rows.find((row) => row[0] === bills.b1) ?? [];
    expect([csv.cell(b1, '姓名'), csv.cell(b1, '工作单位')]).toEqual(['王五', '示范科技, "有限"公司']);
  });

  it('pages through the database: every one of more than a page of orders, once', async () => {
    const csv = await csvExport(finance, { itemsId: String(bulk) });
    expect(csv.rows).toHaveLength(BULK_ROWS);
    expect(new Set(csv.rows.map((row) => row[0])).size).toBe(BULK_ROWS);
    expect(csv.rows.map((row) => row[0]).sort()).toEqual(await billsSelected(eq(donations.itemsId, bulk)));
  });

  it('xlsx: the same orders read back with the same library, masked for a role that may not reveal', async () => {
    const xlsx = await xlsxExport(manager, { itemsId: String(library) });
    expect(xlsx.rows.map((row) => row[0]).sort()).toEqual(
      await billsSelected(eq(donations.itemsId, library)),
    );
    const a1 = xlsx.rows.find((row) => row[0] === bills.a1) ?? [];
    expect([xlsx.cell(a1, '姓名'), xlsx.cell(a1, '手机号'), xlsx.cell(a1, '身份')]).toEqual([
      '张*丰',
      '138****0000',
      '社会人士',
    ]);
    expect(xlsx.cell(a1, '支付金额（元）')).toBe('100');
    const text = xlsx.rows.flat().join('|');
    expect(text).not.toContain('13800000000');
    expect(text).not.toContain('13911112222');
  });

  it('records every export: who, the filter and how many rows', async () => {
    await csvExport(finance, { itemsId: String(fund) });
    const rows = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.export'), eq(auditLog.staffUsername, finance.me.username)))
      .orderBy(auditLog.id);
    const last = rows.at(-1);
    expect(last?.after).toMatchObject({
      format: 'csv',
      filter: { itemsId: fund },
      rowCount: 1,
      complete: true,
    });
    const managerRows = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.export'), eq(auditLog.staffUsername, manager.me.username)));
    expect(managerRows.map((row) => row.after)).toEqual([
      expect.objectContaining({ unmasked: false, rowCount: 3 }),
    ]);
  });

  it('answers 400 without a format, and names the file by the range', async () => {
    const answer = await finance.call<{ error: { field: string } }>('GET', '/orders/export');
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('format');
    const response = await download(finance, {
      format: 'csv',
      itemsId: String(fund),
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-20260101-20260131.csv"',
    );
  });
});
