import type { TArticleCategoryRow } from '@alma/shared/admin-api/articles';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let editor: AdminClient;
let admin: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInAs(t, 'content_editor');
  admin = await signedInAs(t, 'administrator');
});
afterAll(() => t.close());

type Rows = TAdminRows<TArticleCategoryRow>;
type ErrorBody = { error: { code: string; message: string; field?: string } };

const PATH = '/article-categories';
const list = async () => (await editor.call<Rows>('GET', PATH)).body.rows;
const category = (name: string, more: Partial<TArticleCategoryRow> = {}) => ({
  name,
  nameEn: '',
  websiteId: 1,
  sort: 0,
  ...more,
});

describe('article categories', () => {
  it('creates, edits (name, English name, website, sort) and deletes, each audited with before and after', async () => {
    const made = await editor.call<Rows>('POST', PATH, category(' 基金会新闻 ', { nameEn: 'News', sort: 2 }));
    expect(made.status).toBe(201);
    const second = await editor.call<Rows>('POST', PATH, category('捐赠故事', { sort: 1 }));
    // In sort order, each with its number of articles.
    expect(
      second.body.rows.map((row) => [row.name, row.nameEn, row.websiteId, row.sort, row.articleCount]),
    ).toEqual([
      ['捐赠故事', '', 1, 1, 0],
      ['基金会新闻', 'News', 1, 2, 0],
    ]);
    const [stories, news] = second.body.rows;
    if (!stories || !news) throw new Error('categories missing');

    const edited = await editor.call<Rows>(
      'PUT',
      `${PATH}/${stories.id}`,
      category('捐赠人故事', { nameEn: 'Donor stories', websiteId: 2, sort: 3 }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.rows.map((row) => row.name)).toEqual(['基金会新闻', '捐赠人故事']);
    // The same values again change nothing and write no audit row.
    const again = await editor.call<Rows>(
      'PUT',
      `${PATH}/${stories.id}`,
      category('捐赠人故事', { nameEn: 'Donor stories', websiteId: 2, sort: 3 }),
    );
    expect(again.status).toBe(200);

    const deleted = await editor.call<Rows>('DELETE', `${PATH}/${news.id}`, {});
    expect(deleted.body.rows.map((row) => row.id)).toEqual([stories.id]);

    const storiesAudit = await auditOf(admin, 'articleCategory', stories.id);
    expect(storiesAudit.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'articleCategory.update',
        { name: '捐赠故事', nameEn: '', websiteId: 1, sort: 1 },
        { name: '捐赠人故事', nameEn: 'Donor stories', websiteId: 2, sort: 3 },
      ],
      ['articleCategory.create', null, { name: '捐赠故事', nameEn: '', websiteId: 1, sort: 1 }],
    ]);
    const [removal] = await auditOf(admin, 'articleCategory', news.id);
    expect(removal).toMatchObject({
      action: 'articleCategory.delete',
      before: { name: '基金会新闻', nameEn: 'News', websiteId: 1, sort: 2 },
    });
  });

  it('refuses bad input, a name twice on one website, and deleting a category with articles; nothing changes', async () => {
    const made = await editor.call<Rows>('POST', PATH, category('校友动态'));
    const used = made.body.rows.find((row) => row.name === '校友动态');
    if (!used) throw new Error('category missing');
    const article = await editor.call('POST', '/articles', {
      categoryId: used.id,
      title: '草稿一篇',
      intro: '',
      thumbnailImage: '',
      content: '',
    });
    expect(article.status).toBe(201);
    const before = await list();
    expect(before.find((row) => row.id === used.id)?.articleCount).toBe(1);
    // Another website may have a category of the same name.
    const elsewhere = await editor.call<Rows>('POST', PATH, category('校友动态', { websiteId: 2 }));
    expect(elsewhere.status).toBe(201);
    const current = await list();

    const refusals: Array<[string, string, unknown, number, string]> = [
      ['POST', PATH, category('校友动态'), 409, '分类名称已存在'],
      ['POST', PATH, category(''), 400, '请填写名称'],
      ['POST', PATH, category('二十一个字的分类名称二十一个字的分类名称长'), 400, '名称不能超过20个字'],
      ['POST', PATH, category('网站', { websiteId: 0 }), 400, '站点不能小于1'],
      ['POST', PATH, category('排序', { sort: 1.5 }), 400, '排序格式不正确'],
      ['PUT', `${PATH}/${used.id}`, { name: '只有名称' }, 400, '请填写英文名称'],
      ['DELETE', `${PATH}/${used.id}`, {}, 409, '该分类下还有1篇文章，不能删除'],
      ['PUT', `${PATH}/999999`, category('无此分类'), 404, '内容不存在'],
      ['DELETE', `${PATH}/999999`, {}, 404, '内容不存在'],
    ];
    const auditBefore = (await auditOf(admin, 'articleCategory', used.id)).length;
    for (const [method, path, body, status, message] of refusals) {
      const answer = await editor.call<ErrorBody>(method, path, body);
      expect([answer.status, answer.body.error.message], `${method} ${path} ${JSON.stringify(body)}`).toEqual(
        [status, message],
      );
    }
    expect(await list()).toEqual(current);
    expect((await auditOf(admin, 'articleCategory', used.id)).length).toBe(auditBefore);

    // In the staff member's language.
    const english = await adminRequest(t, 'DELETE', `${PATH}/${used.id}`, {
      body: {},
      headers: { cookie: editor.cookie, 'x-csrf-token': editor.me.csrfToken, language: 'English' },
    });
    expect([english.statusCode, english.json().error.message]).toEqual([
      409,
      'This category still has 1 articles and cannot be deleted',
    ]);
  });

  it('is refused to a role without the permission (403), and nothing changes', async () => {
    const finance = await signedInAs(t, 'finance');
    const before = await list();
    const target = before[0];
    if (!target) throw new Error('no category');
    const attempts: Array<[string, string, unknown]> = [
      ['GET', PATH, undefined],
      ['POST', PATH, category('财务分类')],
      ['PUT', `${PATH}/${target.id}`, category('财务改名')],
      ['DELETE', `${PATH}/${target.id}`, {}],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await finance.call<ErrorBody>(method, path, body);
      expect([answer.status, answer.body.error.code], `${method} ${path}`).toEqual([403, 'FORBIDDEN']);
    }
    expect(await list()).toEqual(before);
  });
});
