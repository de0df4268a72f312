import type { TDonorDetail, TDonorPersonal, TDonorRow } from '@alma/shared/admin-api/donors';
import type { TPage } from '@alma/shared/api/common';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createTogether } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { mobileLookup, normaliseMobile } from '../../security/mobile-number.ts';

let t: TestApp;
let finance: AdminClient;
let donorId: number;
let donorToken: string;
let alumniOnly: number;

beforeAll(async () => {
  t = await createTestApp();
  finance = await signedInAs(t, 'finance');
  const mobile = normaliseMobile('13912345678');
  if (!mobile) throw new Error('test mobile does not parse');
  ({ userId: donorId, token: donorToken } = await createUser(t.deps, {
    nickname: '周校友',
    realName: '周某某',
    mobileLookup: mobileLookup(t.deps.secrets, mobile),
    mobileBox: t.deps.secrets.seal('86-13912345678'),
    idNoBox: t.deps.secrets.seal('320102199001011234'),
  }));
  await createUser(t.deps, { nickname: '另一位' });
  const project = await createItem(t.deps, { name: '奖学金' });
  alumniOnly = await createItem(t.deps, { name: '校友专项', isAlumni: true });
  await createDonation(t.deps, { userId: donorId, itemsId: project, moneyFen: 12345 });
  await createDonation(t.deps, { userId: donorId, itemsId: project, moneyFen: 500, status: 'PENDING' });
  await createTogether(t.deps, { userId: donorId, itemsId: project, slogan: '同窗一起捐' });
});
afterAll(() => t.close());

const search = async (query: Record<string, string>) =>
  (await finance.call<TPage<TDonorRow>>('GET', '/donors', undefined, query)).body;

describe('donors', () => {
  it.each(['13912345678', '+86 139 1234 5678', '0086-13912345678', '周某', '周校友'])(
    'finds the donor by %s',
    async (s) => {
      const page = await search({ s });
      expect(page.rows.map((row) => row.id)).toEqual([donorId]);
      expect(page.rows[0]).toMatchObject({ mobile: '139****5678', giftCount: 1, giftTotal: 123.45 });
    },
  );

  it('shows a donor with gifts and fundraisers, personal data masked', async () => {
    const detail = (await finance.call<TDonorDetail>('GET', `/donors/${donorId}`)).body;
    expect(detail).toMatchObject({
      nickname: '周校友',
      mobile: '139****5678',
      idNo: '3201**********1234',
      giftsTotal: 2,
    });
    expect(detail.gifts.map((gift) => gift.status).sort()).toEqual(['PAID', 'PENDING']);
    expect(detail.fundraisers).toEqual([
      expect.objectContaining({ slogan: '同窗一起捐', itemsName: '奖学金' }),
    ]);
    expect(JSON.stringify(detail)).not.toContain('13912345678');
  });

  it('reveals the whole mobile and ID number, and records who looked', async () => {
    const revealed = await finance.call<TDonorPersonal>('POST', `/donors/${donorId}/reveal`);
    expect(revealed.body).toEqual({ mobile: '86-13912345678', idNo: '320102199001011234' });
    const rows = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'donor.reveal'), eq(auditLog.targetId, String(donorId))));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.staffUsername).toBe(finance.me.username);
  });

  it('marks a verified alumnus, who may then give to an alumni-only project', async () => {
    const check = () =>
      t.get(`${DONATEU}/items/checkPermission`, { itemsId: alumniOnly }, { token: donorToken });
    expect(await check()).toMatchObject({ code: -998 });
    const manager = await signedInAs(t, 'project_manager');
    expect((await manager.call('PUT', `/donors/${donorId}/alumni`, { isAlumni: true })).status).toBe(204);
    expect((await check()).code).toBe(0);
    expect((await search({ alumni: 'true' })).rows.map((row) => row.id)).toEqual([donorId]);
    const [row] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'donor.markAlumni'), eq(auditLog.targetId, String(donorId))));
    expect(row).toMatchObject({ before: { isAlumni: false }, after: { isAlumni: true } });
  });

  it('counts a partly refunded gift with what it still holds, and a fully refunded one not at all', async () => {
    const { userId } = await createUser(t.deps, { nickname: '退款测试者' });
    const project = await createItem(t.deps, { name: '退款项目' });
    const partly = await createDonation(t.deps, { userId, itemsId: project, moneyFen: 30000 });
    await createDonation(t.deps, { userId, itemsId: project, moneyFen: 5000 });
    await createDonation(t.deps, { userId, itemsId: project, moneyFen: 7000, status: 'REFUNDED' });
    await t.deps.database.db
      .update(donations)
      .set({ status: 'PARTLY_REFUNDED', moneyFen: 20000, refundedFen: sql`${donations.refundedFen} + 10000` })
      .where(eq(donations.id, partly));
    const [row] = (await search({ s: '退款测试者' })).rows;
    expect(row).toMatchObject({ id: userId, giftCount: 2, giftTotal: 250 });
    const detail = (await finance.call<TDonorDetail>('GET', `/donors/${userId}`)).body;
    expect(detail).toMatchObject({ giftCount: 2, giftTotal: 250, giftsTotal: 3 });
    expect(detail.gifts.map((gift) => gift.status).sort()).toEqual(['PAID', 'PARTLY_REFUNDED', 'REFUNDED']);
  });

  it('shows when a donor first and last gave, from standing gifts only', async () => {
    const { userId } = await createUser(t.deps, { nickname: '首末捐赠者' });
    const project = await createItem(t.deps, { name: '首末项目' });
    const at = (text: string) => new Date(`${text}+08:00`);
    await createDonation(t.deps, {
      userId,
      itemsId: project,
      moneyFen: 100,
      paidAt: at('2026-01-05T09:30:00'),
    });
    await createDonation(t.deps, {
      userId,
      itemsId: project,
      moneyFen: 200,
      paidAt: at('2026-06-01T18:00:00'),
    });
    // A refunded gift is no longer a gift: it moves neither date.
    await createDonation(t.deps, {
      userId,
      itemsId: project,
      moneyFen: 300,
      status: 'REFUNDED',
      paidAt: at('2026-11-30T12:00:00'),
    });
    const [row] = (await search({ s: '首末捐赠者' })).rows;
    expect(row).toMatchObject({
      giftCount: 2,
      firstGiftAt: '2026-01-05 09:30:00',
      lastGiftAt: '2026-06-01 18:00:00',
    });
    const { userId: newcomer } = await createUser(t.deps, { nickname: '尚未捐赠者' });
    const detail = (await finance.call<TDonorDetail>('GET', `/donors/${newcomer}`)).body;
    expect(detail).toMatchObject({ giftCount: 0, firstGiftAt: '', lastGiftAt: '' });
  });

  it('exports the searched donors as a file with words and masked mobiles, audited; not for a project manager', async () => {
    const csv = await finance.call<string>('GET', '/donors/export', undefined, {
      s: '13912345678',
      format: 'csv',
    });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('捐赠总额（元）');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('周某某');
    expect(lines[1]).toContain('139****5678');
    expect(lines[1]).toContain('123.45');
    expect(lines[1]).not.toContain('13912345678');
    await expect
      .poll(async () =>
        (await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'donor.export'))).map(
          (row) => row.after,
        ),
      )
      .toEqual([{ format: 'csv', alumni: null, searched: true, rows: 1 }]);
    const manager = await signedInAs(t, 'project_manager');
    expect((await manager.call('GET', '/donors/export')).status).toBe(403);
  });

  it('answers 404 for a donor that does not exist, and 400 for a bad id', async () => {
    expect((await finance.call('GET', '/donors/999999')).status).toBe(404);
    expect((await finance.call('GET', '/donors/abc')).status).toBe(400);
  });
});
