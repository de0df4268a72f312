import type { TOrderDetail, TOrderFormData, TOrderRow } from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { notify, placeOrder } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { BOOK_DONOR_FIELDS } from '../../db/seed/form-fields-data.ts';
import { mobileLookup, normaliseMobile } from '../../security/mobile-number.ts';

let t: TestApp;
let finance: AdminClient;
let userId: number;
let withForm: number;
let plain: number;
/** o1 paid on the form project, o2 unpaid on it, o3 paid on the plain project with pay type 2. */
const bills: Record<'o1' | 'o2' | 'o3', string> = { o1: '', o2: '', o3: '' };

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  finance = await signedInAs(t, 'finance');
  const mobile = normaliseMobile('13912340000');
  if (!mobile) throw new Error('test mobile does not parse');
  const donor = await createUser(t.deps, {
    mobileLookup: mobileLookup(t.deps.secrets, mobile),
    mobileBox: t.deps.secrets.seal('86-13912340000'),
  });
  userId = donor.userId;
  withForm = await createItem(t.deps, { name: '图书馆' });
  plain = await createItem(t.deps, { name: '奖学金' });
  await t.deps.database.db
    .insert(donationForms)
    .values({ itemsId: withForm, fieldList: [...BOOK_DONOR_FIELDS] });
  bills.o1 = await placeOrder(t, donor.token, {
    itemsId: withForm,
    currencyMoney: 100,
    formDataMap: { name: '张三丰', mobile: '86-13800000000', identity: 4 },
  });
  await notify(t, { billNo: bills.o1, amountFen: 10_000 });
  bills.o3 = await placeOrder(t, donor.token, { itemsId: plain, currencyMoney: 30, payType: 2 });
  await notify(t, { billNo: bills.o3, amountFen: 3000 });
  bills.o2 = await placeOrder(t, donor.token, {
    itemsId: withForm,
    currencyMoney: 20,
    formDataMap: { name: '李四', mobile: '86-13800000001', identity: 4 },
  });
});
afterAll(() => t.close());

async function list(query: Record<string, string>) {
  const answer = await finance.call<TAdminRows<TOrderRow>>('GET', '/orders', undefined, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
const billsOf = (page: TAdminRows<TOrderRow>) => page.rows.map((row) => row.billNo);
const today = () => (toWireDate(new Date()) ?? '').slice(0, 10);
const tomorrow = () => (toWireDate(new Date(Date.now() + 86_400_000)) ?? '').slice(0, 10);

describe('GET /orders', () => {
  it.each<[string, () => Record<string, string>, Array<keyof typeof bills>]>([
    ['a donor, newest first', () => ({ userId: String(userId) }), ['o2', 'o3', 'o1']],
    ['a project', () => ({ itemsId: String(withForm) }), ['o2', 'o1']],
    ['a status', () => ({ userId: String(userId), status: 'PAID' }), ['o3', 'o1']],
    ['a pay type', () => ({ userId: String(userId), payType: '2' }), ['o3']],
    ['an exact bill number', () => ({ billNo: bills.o1 }), ['o1']],
    ['created today', () => ({ userId: String(userId), from: today(), to: today() }), ['o2', 'o3', 'o1']],
    ['paid today', () => ({ userId: String(userId), dateField: 'paid', from: today() }), ['o3', 'o1']],
    ['created from tomorrow', () => ({ userId: String(userId), from: tomorrow() }), []],
  ])('filters by %s', async (_name, query, expected) => {
    const page = await list(query());
    expect(billsOf(page)).toEqual(expected.map((key) => bills[key]));
    expect(page.total).toBe(expected.length);
  });

  it('pages on the server, answering the total of all', async () => {
    const page = await list({ userId: String(userId), page: '2', pageSize: '1' });
    expect(billsOf(page)).toEqual([bills.o3]);
    expect(page.total).toBe(3);
  });

  it('shows amounts in yuan and the project', async () => {
    const [row] = (await list({ billNo: bills.o1 })).rows;
    expect(row).toMatchObject({
      itemsName: '图书馆',
      status: 'PAID',
      paidMoney: 100,
      refundedMoney: 0,
      money: 100,
    });
  });

  it.each([
    [{ status: 'LOST' }, 'status'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
  ])('refuses a bad filter %j naming the field', async (query, field) => {
    const answer = await finance.call<{ error: { field: string } }>('GET', '/orders', undefined, query);
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(field);
  });
});

describe('GET /orders/:billNo', () => {
  it('shows the order with its payment events and its form data masked', async () => {
    // A replayed notification is an event too, and changes nothing.
    await notify(t, { billNo: bills.o1, amountFen: 10_000 });
    const answer = await finance.call<TOrderDetail>('GET', `/orders/${bills.o1}`);
    expect(answer.status).toBe(200);
    const detail = answer.body;
    expect(detail).toMatchObject({
      billNo: bills.o1,
      status: 'PAID',
      itemsName: '图书馆',
      provider: 'sandbox',
      donorMobile: '139****0000',
      refundable: 100,
      fundraiser: null,
      refunds: [],
    });
    expect(detail.events.map((event) => [event.kind, event.result, event.amount])).toEqual([
      ['payment.notification', 'credited', 100],
      ['payment.notification', 'already', 100],
    ]);
    expect(detail.formData?.fields).toEqual([
      { name: 'name', label: '姓名', value: '张*丰' },
      { name: 'mobile', label: '手机号', value: '138****0000' },
      { name: 'identity', label: '身份', value: '社会人士' },
    ]);
    const text = JSON.stringify(detail);
    expect(text).not.toContain('13800000000');
    expect(text).not.toContain('13912340000');
    expect(text).not.toContain('张三丰');
  });

  it('answers 404 for a bill number that does not exist', async () => {
    expect((await finance.call('GET', '/orders/20260101000000123456789012')).status).toBe(404);
  });
});

describe('POST /orders/:billNo/reveal', () => {
  it('answers the kept form data whole and records who looked, in the same transaction', async () => {
    const answer = await finance.call<TOrderFormData>('POST', `/orders/${bills.o1}/reveal`);
    expect(answer.status).toBe(200);
    expect(answer.body.fields).toEqual([
      { name: 'name', label: '姓名', value: '张三丰' },
      { name: 'mobile', label: '手机号', value: '86-13800000000' },
      { name: 'identity', label: '身份', value: '社会人士' },
    ]);
    const rows = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.reveal'), eq(auditLog.targetId, bills.o1)));
    expect(rows.map((row) => row.staffUsername)).toEqual([finance.me.username]);
  });

  it('is refused to a role that may not see it, and records nothing', async () => {
    const manager = await signedInAs(t, 'project_manager');
    expect((await manager.call('GET', `/orders/${bills.o1}`)).status).toBe(200);
    expect((await manager.call('POST', `/orders/${bills.o2}/reveal`)).status).toBe(403);
    const rows = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.reveal'), eq(auditLog.targetId, bills.o2)));
    expect(rows).toHaveLength(0);
  });
});
