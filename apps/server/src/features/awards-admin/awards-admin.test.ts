import type { TAwardRow, TAwardWrite } from '@alma/shared/admin-api/awards';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { DONATEU } from '@alma/shared/api/spec-paths';
import type { TAward } from '@alma/shared/api/user-center';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation } from '../../../test/items-fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { awards } from '../../db/schema/site.ts';

type Rows = TAdminRows<TAwardRow>;
type ErrorBody = { error: { code: string; message: string; field?: string } };

let t: TestApp;
let editor: AdminClient;
let admin: AdminClient;
let picture: string;
let donor: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInAs(t, 'content_editor');
  admin = await signedInAs(t, 'administrator');
  picture = await uploadedImage(t, editor);
  donor = await createUser(t.deps);
  const item = await createItem(t.deps);
  await createDonation(t.deps, { userId: donor.userId, itemsId: item, moneyFen: 60_000 });
});
afterAll(() => t.close());

const award = (values: Partial<TAwardWrite> = {}): TAwardWrite => ({
  name: '慷慨之星',
  nameEn: 'Generous Star',
  picture,
  description: '累计捐赠满 500.5 元',
  descriptionEn: 'Give ¥500.50 in all',
  ruleKind: 'donate_money_fen',
  ruleThreshold: 500.5,
  sort: 3,
  ...values,
});
const list = async () => (await editor.call<Rows>('GET', '/awards')).body.rows;
const donorAwards = (language: 'zh_CN' | 'English' = 'zh_CN') =>
  t.get<TAward[]>(`${DONATEU}/user/center/awardList`, {}, { token: donor.token, language });

describe('award definitions', () => {
  it('creates, edits and deletes, each audited, and the donor’s grid follows', async () => {
    const created = await editor.call<Rows>('POST', '/awards', award());
    expect(created.status).toBe(201);
    const [row] = created.body.rows;
    if (!row) throw new Error('award missing');
    expect(row).toEqual({ id: row.id, ...award() });
    // Money thresholds are yuan on the wire and fen in the table.
    const [stored] = await t.deps.database.db.select().from(awards).where(eq(awards.id, row.id));
    expect(stored).toMatchObject({ ruleKind: 'donate_money_fen', ruleThreshold: 50_050 });

    const earned = (await donorAwards()).data.find((one) => one.id === row.id);
    expect(earned).toMatchObject({ name: '慷慨之星', recordCount: 1, ranking: 1, picture });
    expect((await donorAwards('English')).data.find((one) => one.id === row.id)?.name).toBe('Generous Star');

    const edited = await editor.call<Rows>(
      'PUT',
      `/awards/${row.id}`,
      award({ ruleThreshold: 1000, nameEn: '' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.rows[0]).toMatchObject({ ruleThreshold: 1000, nameEn: '' });
    const now = (await donorAwards('English')).data.find((one) => one.id === row.id);
    // Not reached any more (600 of 1,000 yuan), and named in Chinese with no English name.
    expect(now).toMatchObject({ name: '慷慨之星', recordCount: 0, awardTime: '' });

    const again = await editor.call<Rows>(
      'PUT',
      `/awards/${row.id}`,
      award({ ruleThreshold: 1000, nameEn: '' }),
    );
    expect(again.status).toBe(200);

    const deleted = await editor.call<Rows>('DELETE', `/awards/${row.id}`, {});
    expect(deleted.body.rows.find((one) => one.id === row.id)).toBeUndefined();
    expect((await donorAwards()).data.find((one) => one.id === row.id)).toBeUndefined();

    const trail = await auditOf(admin, 'award', row.id);
    expect(trail.map((entry) => entry.action)).toEqual(['award.delete', 'award.edit', 'award.create']);
    expect(trail[1]).toMatchObject({
      before: { ruleThreshold: 500.5, nameEn: 'Generous Star' },
      after: { ruleThreshold: 1000, nameEn: '' },
    });
    expect(trail[0]?.before).toMatchObject({ name: '慷慨之星', picture });
  });

  it('keeps the grid order by sort, then id', async () => {
    const first = await editor.call<Rows>('POST', '/awards', award({ name: '排序二', sort: 20 }));
    const second = await editor.call<Rows>('POST', '/awards', award({ name: '排序一', sort: 10 }));
    expect(first.status).toBe(201);
    const names = second.body.rows.map((row) => row.name);
    expect(names.indexOf('排序一')).toBeLessThan(names.indexOf('排序二'));
    const grid = (await donorAwards()).data.map((one) => one.name);
    expect(grid.indexOf('排序一')).toBeLessThan(grid.indexOf('排序二'));
  });

  it('refuses bad definitions with a message in the staff member’s words; nothing changes', async () => {
    const existing = await editor.call<Rows>('POST', '/awards', award({ name: '已有勋章' }));
    const target = existing.body.rows.find((row) => row.name === '已有勋章');
    if (!target) throw new Error('award missing');
    const before = await list();
    const other = before.find((row) => row.id !== target.id);
    const auditBefore = (await auditOf(admin, 'award', target.id)).length;
    const refusals: Array<[string, string, unknown, number, string]> = [
      ['POST', '/awards', award({ picture: '' }), 400, '请上传勋章图片'],
      ['POST', '/awards', { ...award(), picture: undefined }, 400, '请上传勋章图片'],
      ['POST', '/awards', award({ picture: '/files/award/202601/not-uploaded-picture-01.png' }), 400, ''],
      ['POST', '/awards', award({ name: '' }), 400, '请填写名称'],
      ['POST', '/awards', award({ name: '长'.repeat(21) }), 400, '名称不能超过20个字'],
      ['POST', '/awards', award({ ruleKind: 'donate_count', ruleThreshold: 0 }), 400, ''],
      ['POST', '/awards', award({ ruleKind: 'items_count', ruleThreshold: 1.5 }), 400, ''],
      ['POST', '/awards', award({ ruleThreshold: 0 }), 400, ''],
      ['POST', '/awards', award({ ruleThreshold: 0.001 }), 400, ''],
      ['POST', '/awards', award({ ruleThreshold: 20_000_000 }), 400, ''],
      ['POST', '/awards', { ...award(), ruleKind: 'likes' }, 400, '获得条件格式不正确'],
      ['POST', '/awards', award({ name: '已有勋章' }), 409, '已有同名勋章'],
      ['PUT', `/awards/${other?.id}`, award({ name: '已有勋章' }), 409, '已有同名勋章'],
      ['PUT', '/awards/999999', award({ name: '无此勋章' }), 404, '内容不存在'],
      ['DELETE', '/awards/999999', {}, 404, '内容不存在'],
    ];
    const expected: Record<number, string> = {
      2: '图片须先上传到本站',
      5: '达成条件须为 1 至 1,000,000 之间的整数',
      6: '达成条件须为 1 至 1,000,000 之间的整数',
      7: '累计金额须大于 0 元、不超过 10,000,000 元，最多两位小数',
      8: '累计金额须大于 0 元、不超过 10,000,000 元，最多两位小数',
      9: '累计金额须大于 0 元、不超过 10,000,000 元，最多两位小数',
    };
    for (const [index, [method, path, body, status, message]] of refusals.entries()) {
      const answer = await editor.call<ErrorBody>(method, path, body);
      const words = message || expected[index];
      expect(answer.status, `${index}: ${method} ${path}`).toBe(status);
      expect(answer.body.error.message, `${index}`).toBe(words);
    }
    expect(await list()).toEqual(before);
    expect((await auditOf(admin, 'award', target.id)).length).toBe(auditBefore);
  });

  it('answers in English for an English console', async () => {
    const answer = await adminRequest(t, 'POST', '/awards', {
      body: award({ ruleKind: 'donate_count', ruleThreshold: 0 }),
      headers: { cookie: editor.cookie, 'x-csrf-token': editor.me.csrfToken, language: 'English' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: {
        code: 'INVALID_REQUEST',
        message: 'The threshold must be a whole number from 1 to 1,000,000',
        field: 'ruleThreshold',
      },
    });
  });
});

describe('who may define awards', () => {
  it('lets content writers in, and keeps finance and fulfilment out', async () => {
    const manager = await signedInAs(t, 'project_manager');
    expect((await manager.call('GET', '/awards')).status).toBe(200);
    for (const role of ['finance', 'fulfilment'] as const) {
      const staff = await signedInAs(t, role);
      expect((await staff.call('GET', '/awards')).status, role).toBe(403);
      expect((await staff.call('POST', '/awards', award({ name: `${role}勋章` }))).status, role).toBe(403);
      expect((await staff.call('DELETE', '/awards/1', {})).status, role).toBe(403);
    }
  });
});
