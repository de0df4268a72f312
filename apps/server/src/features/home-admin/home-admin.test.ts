import type { THomeEntryRow, THomeEntryWrite } from '@alma/shared/admin-api/home';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { THomeEntries } from '@alma/shared/api/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem } from '../../../test/fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const HOME_ENTRIES = '/uplus-foundation/app/v1/donateu/index/homeEntries';

let t: TestApp;
let editor: AdminClient;
let admin: AdminClient;
let projectId: number;
let picture: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInAs(t, 'content_editor');
  admin = await signedInAs(t, 'administrator');
  projectId = await createItem(t.deps, { name: '励志奖学金' });
  picture = await uploadedImage(t, editor);
});
afterAll(() => t.close());

type Rows = TAdminRows<THomeEntryRow>;
type Refusal = { error: { code: string; message: string; field?: string } };

const entry = (changes: Partial<THomeEntryWrite> = {}): THomeEntryWrite => ({
  kind: 'tile',
  title: '全部项目',
  titleEn: 'All projects',
  intro: '',
  introEn: '',
  src: '',
  linkUrl: '/subject',
  itemsId: null,
  sort: 1,
  isShow: true,
  ...changes,
});
const rows = async () => (await editor.call<Rows>('GET', '/home-entries')).body.rows;
const donorEntries = async (language: 'zh_CN' | 'English' = 'zh_CN') => {
  const answer = await t.get<THomeEntries>(HOME_ENTRIES, {}, { language });
  expect(answer.code).toBe(0);
  return answer.data;
};

describe('home entries in the console and on index/homeEntries', () => {
  it('creates banners and tiles, edits, reorders and deletes them, each audited; the donor answer follows at once', async () => {
    expect(await donorEntries()).toEqual({ banners: [], tiles: [] });

    const banner = await editor.call<Rows>(
      'POST',
      '/home-entries',
      entry({
        kind: 'banner',
        title: ' 奖学金 ',
        titleEn: 'Scholarship',
        intro: '点亮梦想',
        src: picture,
        linkUrl: '',
        itemsId: projectId,
      }),
    );
    expect(banner.status).toBe(201);
    const [created] = banner.body.rows;
    expect(created).toMatchObject({
      kind: 'banner',
      title: '奖学金',
      itemsId: projectId,
      itemsName: '励志奖学金',
    });
    await editor.call<Rows>('POST', '/home-entries', entry({ sort: 2 }));
    await editor.call<Rows>(
      'POST',
      '/home-entries',
      entry({ title: '校友网', titleEn: '', linkUrl: 'https://alumni.example.edu', sort: 3 }),
    );
    await editor.call<Rows>('POST', '/home-entries', entry({ title: '隐藏的', isShow: false, sort: 4 }));

    const shown = await donorEntries();
    expect(shown.banners).toEqual([
      { id: created?.id, title: '奖学金', intro: '点亮梦想', src: picture, linkUrl: '', itemsId: projectId },
    ]);
    expect(shown.tiles.map((tile) => [tile.title, tile.linkUrl])).toEqual([
      ['全部项目', '/subject'],
      ['校友网', 'https://alumni.example.edu'],
    ]);
    // English where staff gave it, the Chinese text where they did not.
    const english = await donorEntries('English');
    expect(english.banners[0]?.title).toBe('Scholarship');
    expect(english.banners[0]?.intro).toBe('点亮梦想');
    expect(english.tiles.map((tile) => tile.title)).toEqual(['All projects', '校友网']);

    const tiles = (await rows()).filter((row) => row.kind === 'tile');
    const [all, site, hidden] = tiles;
    if (!all || !site || !hidden) throw new Error('tiles missing');
    const edited = await editor.call<Rows>(
      'PUT',
      `/home-entries/${site.id}`,
      entry({ ...site, title: '校友之家' }),
    );
    expect(edited.status).toBe(200);
    const reordered = await editor.call<Rows>('POST', '/home-entries/reorder', {
      kind: 'tile',
      ids: [site.id, hidden.id, all.id],
    });
    expect(reordered.status).toBe(200);
    expect((await donorEntries()).tiles.map((tile) => tile.title)).toEqual(['校友之家', '全部项目']);

    const removed = await editor.call<Rows>('DELETE', `/home-entries/${hidden.id}`);
    expect(removed.body.rows.map((row) => row.id)).not.toContain(hidden.id);

    const history = await auditOf(admin, 'home_entry', site.id);
    expect(history.map((row) => row.action)).toEqual(['home.edit', 'home.create']);
    expect(history[0]).toMatchObject({ before: { title: '校友网' }, after: { title: '校友之家' } });
    const [order] = await auditOf(admin, 'home_entry', 'tile');
    expect(order).toMatchObject({ action: 'home.reorder', after: [site.id, hidden.id, all.id] });
    const [removal] = await auditOf(admin, 'home_entry', hidden.id);
    expect(removal).toMatchObject({ action: 'home.delete', before: { title: '隐藏的' } });
  });

  it('refuses bad links, a missing project, a banner without a picture and pictures from elsewhere; nothing changes', async () => {
    const before = await rows();
    const [first] = before;
    if (!first) throw new Error('entries missing');
    const refusals: Array<[string, string, unknown, number, string, string]> = [
      [
        'POST',
        '/home-entries',
        entry({ linkUrl: 'javascript:alert(1)' }),
        400,
        'linkUrl',
        '链接须为 http:// 或 https:// 开头的网址，或以 / 开头的站内页面（如 /subject）',
      ],
      [
        'POST',
        '/home-entries',
        entry({ linkUrl: 'mine' }),
        400,
        'linkUrl',
        '链接须为 http:// 或 https:// 开头的网址，或以 / 开头的站内页面（如 /subject）',
      ],
      [
        'POST',
        '/home-entries',
        entry({ linkUrl: '//elsewhere.example' }),
        400,
        'linkUrl',
        '链接须为 http:// 或 https:// 开头的网址，或以 / 开头的站内页面（如 /subject）',
      ],
      ['POST', '/home-entries', entry({ linkUrl: '' }), 400, 'linkUrl', '请填写链接或选择项目'],
      ['POST', '/home-entries', entry({ linkUrl: '', itemsId: 999_999 }), 400, 'itemsId', '所选项目不存在'],
      ['POST', '/home-entries', entry({ kind: 'banner' }), 400, 'src', '轮播图须上传图片'],
      [
        'POST',
        '/home-entries',
        entry({ src: 'https://elsewhere.example/a.png' }),
        400,
        'src',
        '图片格式不正确',
      ],
      [
        'POST',
        '/home-entries',
        entry({ src: '/files/console/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png' }),
        400,
        'src',
        '图片须先上传到本站',
      ],
      ['POST', '/home-entries', entry({ title: '' }), 400, 'title', '请填写标题'],
      [
        'PUT',
        `/home-entries/${first.id}`,
        entry({ linkUrl: 'data:text/html,x' }),
        400,
        'linkUrl',
        '链接须为 http:// 或 https:// 开头的网址，或以 / 开头的站内页面（如 /subject）',
      ],
      ['PUT', '/home-entries/999999', entry(), 404, '', '内容不存在'],
      [
        'POST',
        '/home-entries/reorder',
        { kind: 'banner', ids: [999] },
        409,
        'ids',
        '排序须包含该类全部入口且各一次，请刷新后重试',
      ],
    ];
    for (const [method, path, body, status, field, message] of refusals) {
      const answer = await editor.call<Refusal>(method, path, body);
      expect([path, answer.status, answer.body.error.message]).toEqual([path, status, message]);
      if (field) expect(answer.body.error.field).toBe(field);
    }
    expect(await rows()).toEqual(before);
  });

  it('says the link rule in English to an English-mode staff member', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/home-entries',
      headers: { cookie: editor.cookie, 'x-csrf-token': editor.me.csrfToken, language: 'English' },
      payload: entry({ linkUrl: 'javascript:alert(1)' }),
    });
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as Refusal).error.message).toMatch(/^A link must be a web address/);
  });

  it('lets administrators, project managers and content editors in; finance and fulfilment not', async () => {
    for (const role of ['finance', 'fulfilment'] as const) {
      const member = await signedInAs(t, role);
      expect((await member.call('GET', '/home-entries')).status).toBe(403);
      expect((await member.call('POST', '/home-entries', entry())).status).toBe(403);
    }
    const manager = await signedInAs(t, 'project_manager');
    expect((await manager.call('GET', '/home-entries')).status).toBe(200);
  });
});
