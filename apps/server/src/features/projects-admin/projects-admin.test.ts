import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createItemType } from '../../../test/fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { items } from '../../db/schema/items.ts';

let t: TestApp;
let manager: Awaited<ReturnType<typeof signedInAs>>;
let admin: AdminClient;
let typeId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  admin = await signedInAs(t, 'administrator');
  typeId = await createItemType(t.deps, '助学');
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; field?: string } };

async function projectCount(): Promise<number> {
  const [row] = await t.deps.database.db.select({ n: count() }).from(items);
  return row?.n ?? 0;
}

const goodsProject = (covers: string[]) => ({
  name: '书香校园·图书捐赠',
  typeId,
  intro: '每 50 元捐一本书。\n第二段。',
  crowdType: 2,
  materialName: '图书',
  materialUnit: '本',
  materialPrice: 25.5,
  isFixMoney: true,
  fixMoney: [
    { title: '一本', money: 25.5 },
    { title: '十本', money: 255 },
  ],
  isTarget: true,
  targetMaterialNumber: 500,
  coverList: covers,
  thumbnailImg: covers[1],
  content: '<h3>为什么捐书</h3><p onclick="steal()">新馆<script>alert(1)</script></p>',
  isProgress: true,
  isInstruction: true,
  successWord: '感谢您的捐赠！\n书香传承。',
});

describe('creating a project', () => {
  it('stores every setting, sanitises the content, starts unpublished and is audited', async () => {
    const covers = [await uploadedImage(t, manager), await uploadedImage(t, manager)];
    const created = await manager.call<TProjectDetail>('POST', '/projects', goodsProject(covers));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: '书香校园·图书捐赠',
      typeId,
      crowdType: 2,
      materialPrice: 25.5,
      fixMoney: [
        { title: '一本', money: 25.5 },
        { title: '十本', money: 255 },
      ],
      targetMaterialNumber: 500,
      coverList: covers,
      coverImg: covers[0],
      thumbnailImg: covers[1],
      content: '<h3>为什么捐书</h3><p>新馆</p>',
      isListed: false,
      itemsType: 1,
      completeMoney: 0,
      successWord: '感谢您的捐赠！\n书香传承。',
    });
    const detail = await manager.call<TProjectDetail>('GET', `/projects/${created.body.id}`);
    expect(detail.body).toEqual(created.body);

    const [row] = await auditOf(admin, 'project', created.body.id);
    expect(row).toMatchObject({
      action: 'project.create',
      staffUsername: manager.member.username,
      after: { name: '书香校园·图书捐赠', materialPrice: 25.5, content: '<h3>为什么捐书</h3><p>新馆</p>' },
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['goods without a unit price', { materialPrice: 0 }, 'materialPrice', '物资项目须填写大于0的单价'],
    ['a fixed amount of 0', { fixMoney: [{ title: 'x', money: 0 }] }, 'fixMoney.0.money', '固定金额须大于0'],
    ['a target below 0', { targetMaterialNumber: -1 }, 'targetMaterialNumber', '目标数量不能小于0'],
    ['an unknown category', { typeId: 999999 }, 'typeId', '项目分类不存在'],
    [
      'a picture this server never stored',
      { coverList: ['/files/console/202601/abcdefghijklmnopqrstuv.png'] },
      'coverList.0',
      '图片须先上传到本站',
    ],
    [
      'a picture from elsewhere',
      { thumbnailImg: 'https://evil.example/a.png' },
      'thumbnailImg',
      '列表缩略图格式不正确',
    ],
    ['closed without a reason', { isDonate: false }, 'noReason', '关闭捐赠时须填写向捐赠人展示的原因'],
  ])('refuses %s and stores nothing', async (_name, change, field, message) => {
    const before = await projectCount();
    const answer = await manager.call<ErrorBody>('POST', '/projects', { ...goodsProject([]), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'INVALID_REQUEST', field, message });
    expect(await projectCount()).toBe(before);
  });

  it('answers a refusal in the staff member’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/projects',
      payload: { name: 'x', isHandMoney: false },
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.me.csrfToken, language: 'English' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Turn on fixed amounts or free entry of an amount');
  });
});

describe('changing a project', () => {
  it('changes only what is sent and audits exactly what changed', async () => {
    const id = await createItem(t.deps, { name: '奖学金', typeId });
    const changed = await manager.call<TProjectDetail>('PATCH', `/projects/${id}`, {
      name: '励志奖学金',
      isTarget: true,
      targetMoney: 50000.5,
      isDonate: false,
      noReason: '本期已结束',
      isLeaveMessage: true,
      isAuditMessage: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: '励志奖学金', targetMoney: 50000.5, isDonate: false, typeId });
    const [row] = await auditOf(admin, 'project', id);
    expect(row).toMatchObject({ action: 'project.update' });
    expect(row?.before).toEqual({
      name: '奖学金',
      isTarget: false,
      targetMoney: 0,
      isDonate: true,
      noReason: '',
      isLeaveMessage: false,
      isAuditMessage: false,
    });
    expect(row?.after).toMatchObject({ name: '励志奖学金', targetMoney: 50000.5, noReason: '本期已结束' });
  });

  it('refuses a change that leaves the project inconsistent, and changes nothing', async () => {
    const id = await createItem(t.deps, {
      name: '暖冬行动',
      isFixMoney: true,
      fixMoney: [{ title: 'a', money: 1000 }],
    });
    const before = await manager.call<TProjectDetail>('GET', `/projects/${id}`);
    const refusals: Array<[Record<string, unknown>, number, string | undefined]> = [
      [{ isFixMoney: false, isHandMoney: false, name: '改名' }, 400, 'isHandMoney'],
      [{ isSubRank: true }, 400, 'isSubRank'],
      [{ crowdType: 2 }, 400, 'materialName'],
      [{}, 400, 'body'],
      [{ sort: 1.5 }, 400, 'sort'],
    ];
    for (const [change, status, field] of refusals) {
      const answer = await manager.call<ErrorBody>('PATCH', `/projects/${id}`, change);
      expect([answer.status, answer.body.error.field], JSON.stringify(change)).toEqual([status, field]);
    }
    expect((await manager.call<TProjectDetail>('GET', `/projects/${id}`)).body).toEqual(before.body);
    expect(await auditOf(admin, 'project', id)).toEqual([]);
    expect((await manager.call('PATCH', '/projects/999999', { name: 'x' })).status).toBe(404);
  });

  it('keeps the English name, intro, material and unit staff give, audited like any setting', async () => {
    const id = await createItem(t.deps, {
      name: '图书捐赠',
      crowdType: 2,
      materialName: '图书',
      materialUnit: '本',
      materialPriceFen: 3000,
    });
    const english = {
      nameEn: 'Book drive',
      introEn: 'One book at a time.\nSecond line.',
      materialNameEn: 'Books',
      materialUnitEn: 'copies',
    };
    const changed = await manager.call<TProjectDetail>('PATCH', `/projects/${id}`, english);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: '图书捐赠', materialUnit: '本', ...english });
    const [row] = await auditOf(admin, 'project', id);
    expect([row?.action, row?.before, row?.after]).toEqual([
      'project.update',
      { nameEn: '', introEn: '', materialNameEn: '', materialUnitEn: '' },
      english,
    ]);

    // Each as long as its Chinese text may be, and no longer; a refusal changes nothing.
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ nameEn: 'n'.repeat(61) }, 'nameEn'],
      [{ nameEn: 'a\nb' }, 'nameEn'],
      [{ introEn: 'i'.repeat(301) }, 'introEn'],
      [{ materialNameEn: 'm'.repeat(21) }, 'materialNameEn'],
      [{ materialUnitEn: 'u'.repeat(11) }, 'materialUnitEn'],
    ];
    for (const [change, field] of refusals) {
      const answer = await manager.call<ErrorBody>('PATCH', `/projects/${id}`, change);
      expect([answer.status, answer.body.error.field]).toEqual([400, field]);
    }
    expect((await manager.call<TProjectDetail>('GET', `/projects/${id}`)).body).toMatchObject(english);
    // Staff find the project by either name.
    const found = await manager.call<{ rows: Array<{ id: number }> }>('GET', '/projects?s=Book%20drive');
    expect(found.body.rows.map((project) => project.id)).toEqual([id]);
  });

  it('writes no audit row when nothing changed', async () => {
    const id = await createItem(t.deps, { name: '不变' });
    expect((await manager.call('PATCH', `/projects/${id}`, { name: '不变' })).status).toBe(200);
    expect(await auditOf(admin, 'project', id)).toEqual([]);
  });

  it('lets a content editor change the rich content only, sanitised, and finance only read', async () => {
    const id = await createItem(t.deps, { name: '内容', content: '<p>旧</p>' });
    const editor = await signedInAs(t, 'content_editor');
    const saved = await editor.call<TProjectDetail>('PUT', `/projects/${id}/content`, {
      content: '<p>新<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链接</a></p>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toBe('<p>新<img src="x" /><a rel="noopener noreferrer">链接</a></p>');
    expect((await editor.call('PATCH', `/projects/${id}`, { name: '改名' })).status).toBe(403);
    const [row] = await auditOf(admin, 'project', id);
    expect(row).toMatchObject({
      action: 'project.content',
      before: { content: '<p>旧</p>' },
      after: { content: saved.body.content },
    });

    const finance = await signedInAs(t, 'finance');
    expect((await finance.call('GET', `/projects/${id}`)).status).toBe(200);
    expect((await finance.call('PUT', `/projects/${id}/content`, { content: '' })).status).toBe(403);
  });
});

describe('a project stored before the rules (closed without a reason)', () => {
  it('still takes new content, but a settings change must repair it', async () => {
    const id = await createItem(t.deps, { name: '旧项目', isDonate: false, noReason: '' });
    const editor = await signedInAs(t, 'content_editor');
    expect((await editor.call('PUT', `/projects/${id}/content`, { content: '<p>新</p>' })).status).toBe(200);
    const refused = await manager.call<ErrorBody>('PATCH', `/projects/${id}`, { name: '旧项目（改）' });
    expect([refused.status, refused.body.error.field]).toEqual([400, 'noReason']);
    const repaired = await manager.call('PATCH', `/projects/${id}`, {
      name: '旧项目（改）',
      noReason: '已结束',
    });
    expect(repaired.status).toBe(200);
  });
});

describe('publishing', () => {
  it('lists and unlists a project, each audited once', async () => {
    const id = await createItem(t.deps, { name: '待发布', isListed: false });
    const published = await manager.call<TProjectDetail>('POST', `/projects/${id}/publish`, {});
    expect(published.body.isListed).toBe(true);
    await manager.call('POST', `/projects/${id}/publish`, {});
    const hidden = await manager.call<TProjectDetail>('POST', `/projects/${id}/unpublish`, {});
    expect(hidden.body.isListed).toBe(false);
    const rows = await auditOf(admin, 'project', id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['project.unpublish', { isListed: true }, { isListed: false }],
      ['project.publish', { isListed: false }, { isListed: true }],
    ]);
  });
});
