import type { TDonorDetail, TDonorRow } from '@alma/shared/admin-api/donors';
import type { TStaffRole } from '@alma/shared/admin-api/roles';
import type { TPage } from '@alma/shared/api/common';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createLeaveword, createTogether } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { certificates, receipts } from '../../db/schema/documents.ts';
import { donations, leavewords, togethers } from '../../db/schema/donations.ts';
import { donorNotes, donorTags } from '../../db/schema/donor-notes.ts';
import { files } from '../../db/schema/site.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { mobileLookup, normaliseMobile } from '../../security/mobile-number.ts';

type ErrorBody = { error: { message: string; field?: string } };

let t: TestApp;
let finance: AdminClient;
let project: number;

beforeAll(async () => {
  t = await createTestApp();
  finance = await signedInAs(t, 'finance');
  project = await createItem(t.deps, { name: '合并测试项目' });
});
afterAll(() => t.close());

const at = (text: string) => new Date(`${text}+08:00`);
const db = () => t.deps.database.db;
const merge = (client: AdminClient, keptId: number, mergedId: unknown, query?: Record<string, string>) =>
  client.call<{ mergeId: number } & ErrorBody>('POST', `/donors/${keptId}/merge`, { mergedId }, query);
const undo = (client: AdminClient, mergeId: number) =>
  client.call<ErrorBody | null>('POST', `/donors/merges/${mergeId}/undo`, {});
const detailOf = async (id: number) => (await finance.call<TDonorDetail>('GET', `/donors/${id}`)).body;
const search = async (s: string) =>
  (await finance.call<TPage<TDonorRow>>('GET', '/donors', undefined, { s })).body.rows.map((row) => row.id);
const auditOf = (action: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

const OWNED = { donations, togethers, leavewords, certificates, receipts, donorNotes, donorTags, files };

/** Every row a donor owns, by table, ids in order: what a merge moves and its undo brings back. */
async function owned(userId: number): Promise<Record<string, number[]>> {
  const found: Record<string, number[]> = {};
  for (const [name, each] of Object.entries(OWNED)) {
    // Each has an id and a user_id; one shape for the query.
    const table = each as unknown as typeof donorNotes;
    const rows = await db()
      .select({ id: table.id })
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.id));
    found[name] = rows.map((row) => row.id);
  }
  return found;
}

let counter = 0;
/** A donor with one paid gift (with its certificate and receipt), a fundraiser, a message, a note, a file and tags. */
async function donorWithEverything(
  values: Partial<typeof users.$inferInsert>,
  gift: { fen: number; paidAt: string },
  tags: string[],
) {
  counter += 1;
  const { userId } = await createUser(t.deps, values);
  const donationId = await createDonation(t.deps, {
    userId,
    itemsId: project,
    moneyFen: gift.fen,
    paidAt: at(gift.paidAt),
  });
  await createDonation(t.deps, { userId, itemsId: project, moneyFen: 50, status: 'PENDING' });
  await createTogether(t.deps, { userId, itemsId: project, slogan: `一起捐${counter}` });
  await createLeaveword(t.deps, { userId, itemsId: project });
  await db()
    .insert(certificates)
    .values({ donationId, userId, itemsId: project, serialNo: `MERGE-${counter}`, titleName: '证书' });
  await db().insert(receipts).values({
    donationId,
    userId,
    itemsId: project,
    donorType: 1,
    donorName: '票据',
    receiptType: 2,
    receiptWay: 3,
  });
  await db()
    .insert(files)
    .values({ storageKey: `merge-test-${counter}.png`, contentType: 'image/png', bytes: 10, userId });
  expect(
    (await finance.call('POST', `/donors/${userId}/notes`, { kind: 'note', text: `备注${counter}` })).status,
  ).toBe(200);
  expect((await finance.call('PUT', `/donors/${userId}/tags`, { tags })).status).toBe(200);
  return userId;
}

describe('merging two records of one person', () => {
  let keptId: number;
  let mergedId: number;
  let before: { kept: Record<string, number[]>; merged: Record<string, number[]> };
  let mergeId: number;
  const mobile = '13955550001';

  beforeAll(async () => {
    keptId = await donorWithEverything(
      { nickname: '微信张同学', avatar: 'https://img.example/a.png' },
      { fen: 10000, paidAt: '2026-03-01T10:00:00' },
      ['校友'],
    );
    const parsed = normaliseMobile(mobile);
    if (!parsed) throw new Error('test mobile does not parse');
    mergedId = await donorWithEverything(
      {
        realName: '张合并',
        nickname: '张合并',
        mobileLookup: mobileLookup(t.deps.secrets, parsed),
        mobileBox: t.deps.secrets.seal(`86-${mobile}`),
        isAlumni: true,
      },
      { fen: 20000, paidAt: '2026-01-05T09:30:00' },
      ['校友', '校董'],
    );
    before = { kept: await owned(keptId), merged: await owned(mergedId) };
  });

  it('moves every row to the kept record, and its lifetime figures follow', async () => {
    expect(await detailOf(keptId)).toMatchObject({ giftCount: 1, giftTotal: 100, giftsTotal: 2 });
    const answer = await merge(finance, keptId, mergedId);
    expect(answer.status).toBe(200);
    mergeId = answer.body.mergeId;

    const kept = await detailOf(keptId);
    expect(kept).toMatchObject({
      giftCount: 2,
      giftTotal: 300,
      firstGiftAt: '2026-01-05 09:30:00',
      lastGiftAt: '2026-03-01 10:00:00',
      giftsTotal: 4,
      tags: ['校友', '校董'],
      // Blank fields filled from the merged record; the kept record's own stay.
      realName: '张合并',
      nickname: '微信张同学',
      isAlumni: true,
      // Identities stay with the merged record.
      mobile: '',
      mergedInto: null,
    });
    expect(kept.fundraisers).toHaveLength(2);
    expect(kept.merges).toEqual([
      expect.objectContaining({
        id: mergeId,
        mergedId,
        mergedName: '张合并',
        giftCount: 1,
        giftTotal: 200,
        undoneAt: '',
      }),
    ]);
    const notes = (await finance.call<Array<{ text: string }>>('GET', `/donors/${keptId}/notes`)).body;
    expect(notes.map((note) => note.text).sort()).toEqual(['备注1', '备注2']);

    const after = { kept: await owned(keptId), merged: await owned(mergedId) };
    for (const table of Object.keys(OWNED)) {
      const stays = table === 'donorTags' ? before.merged.donorTags?.slice(0, 1) : [];
      expect(after.merged[table], table).toEqual(stays);
      const moved = (before.merged[table] ?? []).filter((id) => !stays?.includes(id));
      expect(after.kept[table], table).toEqual(
        [...(before.kept[table] ?? []), ...moved].sort((a, b) => a - b),
      );
    }
  });

  it('takes the merged record out of the list; its mobile finds the kept one, and its detail says where it went', async () => {
    expect(await search('张合并')).toEqual([keptId]);
    expect(await search(mobile)).toEqual([keptId]);
    const merged = await detailOf(mergedId);
    expect(merged.mergedInto).toEqual({ id: keptId, name: '张合并' });
    expect(merged).toMatchObject({ giftCount: 0, giftsTotal: 0, mobile: '139****0001' });
  });

  it('writes the merge into the audit trail naming both donors, never a mobile', async () => {
    const [row] = await auditOf('donor.merge', keptId);
    expect(row).toMatchObject({ staffUsername: finance.me.username, targetType: 'donor' });
    expect(row?.after).toMatchObject({
      mergeId,
      keptDonor: `微信张同学 #${keptId}`,
      mergedDonor: `张合并 #${mergedId}`,
      giftCount: 1,
      giftTotalFen: 20000,
      rowsMoved: 9,
      sessionsEnded: 1,
      filled: ['isAlumni', 'realName'],
    });
    expect(JSON.stringify(row)).not.toContain('5555');
  });

  it('refuses to merge either record again, in words', async () => {
    const { userId: third } = await createUser(t.deps, { nickname: '第三条记录' });
    const again = await merge(finance, third, mergedId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`“张合并 #${mergedId}”已合并到“张合并 #${keptId}”，不能再次合并`);
    const into = await merge(finance, mergedId, third, { language: 'English' });
    expect(into.status).toBe(409);
    expect(into.body.error.message).toBe(
      `“张合并 #${mergedId}” was merged into “张合并 #${keptId}”; open “张合并 #${keptId}” and merge there`,
    );
    const tags = await finance.call<ErrorBody>('PUT', `/donors/${mergedId}/tags`, { tags: ['新标签'] });
    expect(tags.status).toBe(409);
    expect(tags.body.error.message).toBe(
      `这条记录已合并到“张合并 #${keptId}”，请在“张合并 #${keptId}”的记录上修改`,
    );
  });

  it('is undone exactly: every moved row back, the filled fields cleared, audited', async () => {
    const manager = await signedInAs(t, 'project_manager');
    expect((await undo(manager, mergeId)).status).toBe(204);
    expect({ kept: await owned(keptId), merged: await owned(mergedId) }).toEqual(before);
    const kept = await detailOf(keptId);
    expect(kept).toMatchObject({
      giftCount: 1,
      giftTotal: 100,
      realName: '',
      isAlumni: false,
      tags: ['校友'],
    });
    expect(kept.merges[0]).toMatchObject({ id: mergeId, undoneBy: '测试project_manager' });
    expect(kept.merges[0]?.undoneAt).not.toBe('');
    const merged = await detailOf(mergedId);
    expect(merged).toMatchObject({
      mergedInto: null,
      giftCount: 1,
      giftTotal: 200,
      realName: '张合并',
      isAlumni: true,
    });
    expect(await search('张合并')).toEqual([mergedId]);

    const [row] = await auditOf('donor.unmerge', keptId);
    expect(row?.after).toMatchObject({ mergeId, rowsMoved: 9, cleared: ['isAlumni', 'realName'] });

    const twice = await undo(finance, mergeId);
    expect(twice.status).toBe(409);
    expect(twice.body?.error.message).toBe('这次合并已经撤销过，不能重复撤销');
    expect(await auditOf('donor.unmerge', keptId)).toHaveLength(1);
  });
});

describe('merge refusals', () => {
  it('refuses the same record, a record that does not exist and a disabled record, changing nothing', async () => {
    const { userId: a } = await createUser(t.deps, { nickname: '拒绝甲' });
    const { userId: b } = await createUser(t.deps, { nickname: '拒绝乙' });
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, b));
    const same = await merge(finance, a, a);
    expect(same.status).toBe(400);
    expect(same.body.error).toMatchObject({
      field: 'mergedId',
      message: '不能把一条记录合并到它自己，请选择另一位捐赠人',
    });
    const bad = await merge(finance, a, 'x');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ field: 'mergedId', message: '要合并的记录格式不正确' });
    expect((await merge(finance, a, 999_999)).status).toBe(404);
    expect((await merge(finance, 999_999, a)).status).toBe(404);
    const disabled = await merge(finance, a, b);
    expect(disabled.status).toBe(409);
    expect(disabled.body.error.message).toContain(`“拒绝乙 #${b}”的账号已停用`);
    expect((await detailOf(b)).mergedInto).toBeNull();
    expect(await auditOf('donor.merge', a)).toEqual([]);
    expect((await undo(finance, 999_999)).status).toBe(404);
  });

  it('refuses undoing a merge whose kept record was merged on since, until that one is undone', async () => {
    const { userId: a } = await createUser(t.deps, { nickname: '链甲' });
    const { userId: b } = await createUser(t.deps, { nickname: '链乙' });
    const { userId: c } = await createUser(t.deps, { nickname: '链丙' });
    const gift = await createDonation(t.deps, { userId: a, itemsId: project, moneyFen: 700 });
    const first = (await merge(finance, b, a)).body.mergeId;
    const second = (await merge(finance, c, b)).body.mergeId;
    expect(await detailOf(c)).toMatchObject({ giftCount: 1, giftTotal: 7 });

    const refused = await undo(finance, first);
    expect(refused.status).toBe(409);
    expect(refused.body?.error.message).toBe(
      `“链乙 #${b}”此后又合并到了“链丙 #${c}”，请先在“链丙 #${c}”的记录上撤销那次合并`,
    );

    expect((await undo(finance, second)).status).toBe(204);
    expect((await undo(finance, first)).status).toBe(204);
    const [row] = await db()
      .select({ userId: donations.userId })
      .from(donations)
      .where(eq(donations.id, gift));
    expect(row?.userId).toBe(a);
  });

  it.each<TStaffRole>(['fulfilment', 'content_editor'])(
    'answers 403 to %s for a merge and an undo',
    async (role) => {
      const { userId: a } = await createUser(t.deps, { nickname: `角色甲${role}` });
      const { userId: b } = await createUser(t.deps, { nickname: `角色乙${role}` });
      const other = await signedInAs(t, role);
      expect((await merge(other, a, b)).status).toBe(403);
      expect((await detailOf(b)).mergedInto).toBeNull();
      const mergeId = (await merge(finance, a, b)).body.mergeId;
      expect((await undo(other, mergeId)).status).toBe(403);
      expect((await detailOf(b)).mergedInto).toEqual({ id: a, name: `角色甲${role}` });
    },
  );
});
