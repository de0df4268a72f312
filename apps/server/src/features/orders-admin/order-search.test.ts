import type { TOrderRow } from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { notify, placeOrder } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { mobileLookup, normaliseMobile } from '../../security/mobile-number.ts';

let t: TestApp;
let finance: AdminClient;
let project: number;
/**
 * a1 by 王小明 (nickname 小明同学, mobile 139 1234 5678), paid; b1, b2 by 李雷 (137 0000 1111),
 * b2 given in the name 韩梅梅.
 */
const bills: Record<'a1' | 'b1' | 'b2', string> = { a1: '', b1: '', b2: '' };

async function donorWithMobile(mobile: string, values: { nickname: string; realName: string }) {
  const parsed = normaliseMobile(mobile);
  if (!parsed) throw new Error(`${mobile} does not parse`);
  return createUser(t.deps, {
    ...values,
    mobileLookup: mobileLookup(t.deps.secrets, parsed),
    mobileBox: t.deps.secrets.seal(`86-${mobile}`),
  });
}

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  finance = await signedInAs(t, 'finance');
  project = await createItem(t.deps, { name: '检索测试' });
  const a = await donorWithMobile('13912345678', { nickname: '小明同学', realName: '王小明' });
  const b = await donorWithMobile('13700001111', { nickname: 'lei', realName: '李雷' });
  bills.a1 = await placeOrder(t, a.token, { itemsId: project, currencyMoney: 10 });
  await notify(t, { billNo: bills.a1, amountFen: 1000 });
  bills.b1 = await placeOrder(t, b.token, { itemsId: project, currencyMoney: 20 });
  bills.b2 = await placeOrder(t, b.token, { itemsId: project, currencyMoney: 30 });
  // The name the gift was given in (a certificate's, a nameplate's) can differ from the account's.
  await t.deps.database.db
    .update(donations)
    .set({ donorName: '韩梅梅' })
    .where(eq(donations.billNo, bills.b2));
});
afterAll(() => t.close());

async function list(query: Record<string, string>) {
  const answer = await finance.call<TAdminRows<TOrderRow>>('GET', '/orders', undefined, {
    itemsId: String(project),
    ...query,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
const found = async (query: Record<string, string>) =>
  (await list(query)).rows.map((row) => row.billNo).sort();
const billsOf = (...keys: Array<keyof typeof bills>) => keys.map((key) => bills[key]).sort();

describe('GET /orders?q= (the search box)', () => {
  it.each<[string, () => string, Array<keyof typeof bills>]>([
    ['an exact bill number', () => bills.b1, ['b1']],
    ['part of the account’s real name', () => '小明', ['a1']],
    ['part of the account’s nickname', () => '同学', ['a1']],
    ['the donor name on the order', () => '韩梅梅', ['b2']],
    ['the account’s real name, every order of it', () => '李雷', ['b1', 'b2']],
    ['a mobile as typed', () => '13912345678', ['a1']],
    ['a mobile written another way', () => '+86 139-1234-5678', ['a1']],
    ['the other donor’s mobile', () => '137 0000 1111', ['b1', 'b2']],
    ['part of a mobile (never searched by scanning)', () => '12345678', []],
    ['a mobile no account has', () => '13800000000', []],
    ['a name nobody has', () => '不存在的人', []],
    ['a % that is not a wildcard', () => '%', []],
  ])('finds orders by %s', async (_name, q, expected) => {
    const page = await list({ q: q() });
    expect(page.rows.map((row) => row.billNo).sort()).toEqual(billsOf(...expected));
    expect(page.total).toBe(expected.length);
  });

  it('combines with the other filters', async () => {
    // b2 placed for the same project cancelled b1, the donor's unpaid order of it.
    expect(await found({ q: '李雷', status: 'PENDING' })).toEqual(billsOf('b2'));
    expect(await found({ q: '李雷', status: 'CANCELLED' })).toEqual(billsOf('b1'));
    expect(await found({ q: '13912345678', status: 'PENDING' })).toEqual([]);
  });

  it('refuses search text over 50 characters, naming the field', async () => {
    const answer = await finance.call<{ error: { field: string; message: string } }>(
      'GET',
      '/orders',
      undefined,
      { q: '字'.repeat(51) },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('q');
  });

  it('exports what the search finds, and the audit trail keeps the mobile searched for masked', async () => {
    const response = await adminRequest(t, 'GET', '/orders/export', {
      query: { format: 'csv', q: '13912345678' },
      headers: { cookie: finance.cookie, 'x-csrf-token': finance.me.csrfToken },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(',')[0]?.replace(/^[\t']/, ''))).toEqual([bills.a1]);
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.export'), eq(auditLog.staffUsername, finance.me.username)));
    expect(JSON.stringify(audit?.after)).not.toContain('13912345678');
    expect(audit?.after).toMatchObject({ filter: { q: '139****5678' }, rowCount: 1 });
  });
});

describe('GET /orders sorted by 下单时间', () => {
  let sortProject: number;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  /** Placed x, y, z in that order (ids rising), but created at −1 h, −3 h and −2 h. */
  const placed: Record<'x' | 'y' | 'z', string> = { x: '', y: '', z: '' };

  beforeAll(async () => {
    sortProject = await createItem(t.deps, { name: '排序测试' });
    const donor = await createUser(t.deps);
    for (const [key, hoursAgo] of [
      ['x', 1],
      ['y', 3],
      ['z', 2],
    ] as const) {
      placed[key] = await placeOrder(t, donor.token, { itemsId: sortProject, currencyMoney: 5 });
      await t.deps.database.db
        .update(donations)
        .set({ createdAt: at(hoursAgo) })
        .where(eq(donations.billNo, placed[key]));
    }
  });

  const order = async (query: Record<string, string>) => {
    const answer = await finance.call<TAdminRows<TOrderRow>>('GET', '/orders', undefined, {
      itemsId: String(sortProject),
      ...query,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.rows.map((row) => row.billNo);
  };

  it('is newest first by default, by the created time rather than the order placed', async () => {
    expect(await order({})).toEqual([placed.x, placed.z, placed.y]);
    expect(await order({ sort: 'createdDesc' })).toEqual([placed.x, placed.z, placed.y]);
  });

  it('is oldest first when asked, page after page', async () => {
    expect(await order({ sort: 'createdAsc' })).toEqual([placed.y, placed.z, placed.x]);
    expect(await order({ sort: 'createdAsc', page: '2', pageSize: '2' })).toEqual([placed.x]);
  });

  it('refuses a sort it does not know, naming the field', async () => {
    const answer = await finance.call<{ error: { field: string } }>('GET', '/orders', undefined, {
      sort: 'amount',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('sort');
  });
});
