import type { TArticleCategoryRow, TArticleDetail, TArticleRow } from '@alma/shared/admin-api/articles';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TArticlePage, TArticleDetail as TDonorArticle } from '@alma/shared/api/articles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { articles } from '../../db/schema/articles.ts';

const DONOR_LIST = '/uplus-foundation/app/v1/donateu/index/articleList';
const DONOR_DETAIL = '/uplus-foundation/app/v1/donateu/index/articleDetail';

let t: TestApp;
let editor: AdminClient;
let admin: AdminClient;
let news: number;
let stories: number;
let cover: string;

type ErrorBody = { error: { code: string; message: string; field?: string } };

beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInAs(t, 'content_editor');
  admin = await signedInAs(t, 'administrator');
  const base = { nameEn: '', websiteId: 1, sort: 0 };
  await editor.call('POST', '/article-categories', { ...base, name: '基金会新闻' });
  const made = await editor.call<TAdminRows<TArticleCategoryRow>>('POST', '/article-categories', {
    ...base,
    name: '捐赠故事',
  });
  const idOf = (name: string) => made.body.rows.find((row) => row.name === name)?.id ?? 0;
  news = idOf('基金会新闻');
  stories = idOf('捐赠故事');
  cover = await uploadedImage(t, editor);
});
afterAll(() => t.close());

const draft = (more: Record<string, unknown> = {}) => ({
  categoryId: news,
  title: '年度奖学金颁奖典礼举行',
  intro: '86 名同学获奖。',
  thumbnailImage: cover,
  content: '<p>典礼在大礼堂举行。</p>',
  publishDate: '2025-06-01 09:30:00',
  ...more,
});

async function create(more: Record<string, unknown> = {}): Promise<TArticleDetail> {
  const answer = await editor.call<TArticleDetail>('POST', '/articles', draft(more));
  if (answer.status !== 201) throw new Error(`create: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const stored = async (id: number) =>
  (await t.deps.database.db.select().from(articles).where(eq(articles.id, id)))[0];
const donorIds = async (categoryId: number) =>
  (await t.get<TArticlePage>(DONOR_LIST, { categoryId, limit: 20, offset: 0 })).data.rows.map(
    (row) => row.id,
  );

describe('articles', () => {
  it('creates a draft with its fields, and saves it whole; each write audited with before and after', async () => {
    const made = await create();
    expect(made).toMatchObject({
      categoryId: news,
      categoryName: '基金会新闻',
      title: '年度奖学金颁奖典礼举行',
      intro: '86 名同学获奖。',
      thumbnailImage: cover,
      content: '<p>典礼在大礼堂举行。</p>',
      publishDate: '2025-06-01 09:30:00',
      status: 0,
      scheduled: false,
      readCount: 0,
    });
    const detail = await editor.call<TArticleDetail>('GET', `/articles/${made.id}`);
    expect(detail.body).toEqual(made);

    const saved = await editor.call<TArticleDetail>(
      'PUT',
      `/articles/${made.id}`,
      draft({ categoryId: stories, title: '颁奖典礼举行', publishDate: '2025-06-02 10:00:00' }),
    );
    expect(saved.body).toMatchObject({ categoryName: '捐赠故事', title: '颁奖典礼举行', status: 0 });
    // Sent again unchanged: no change, no audit row.
    const again = await editor.call(
      'PUT',
      `/articles/${made.id}`,
      draft({ categoryId: stories, title: '颁奖典礼举行', publishDate: '2025-06-02 10:00:00' }),
    );
    expect(again.status).toBe(200);

    const trail = await auditOf(admin, 'article', made.id);
    expect(trail.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'article.update',
        { categoryId: news, title: '年度奖学金颁奖典礼举行', publishDate: '2025-06-01 09:30:00' },
        { categoryId: stories, title: '颁奖典礼举行', publishDate: '2025-06-02 10:00:00' },
      ],
      [
        'article.create',
        null,
        {
          categoryId: news,
          title: '年度奖学金颁奖典礼举行',
          intro: '86 名同学获奖。',
          thumbnailImage: cover,
          content: '<p>典礼在大礼堂举行。</p>',
          publishDate: '2025-06-01 09:30:00',
          status: 0,
        },
      ],
    ]);
  });

  it('sanitises the HTML before it is stored: no script, no event handler, no javascript: link', async () => {
    const made = await create({
      content:
        '<p><strong>加粗</strong>正文</p><script>window.stolen = document.cookie</script>' +
        `<img src="${cover}" onerror="alert(1)"><a href="javascript:alert(1)" onclick="alert(2)">链接</a>`,
    });
    const row = await stored(made.id);
    expect(row?.content).toBe(
      `<p><strong>加粗</strong>正文</p><img src="${cover}" /><a rel="noopener noreferrer">链接</a>`,
    );
    expect(made.content).toBe(row?.content);
    const [created] = await auditOf(admin, 'article', made.id);
    expect(JSON.stringify(created?.after)).not.toMatch(/script|onerror|onclick|javascript/);

    const saved = await editor.call<TArticleDetail>(
      'PUT',
      `/articles/${made.id}`,
      draft({ content: '<p onmouseover="steal()">改</p><iframe src="https://evil.example"></iframe>' }),
    );
    expect(saved.body.content).toBe('<p>改</p>');
    expect((await stored(made.id))?.content).toBe('<p>改</p>');
  });

  it('refuses bad input with a message naming the field; nothing is stored', async () => {
    const count = async () => (await t.deps.database.db.select({ id: articles.id }).from(articles)).length;
    const before = await count();
    const target = await create({ title: '校验目标' });
    const targetRow = await stored(target.id);
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ title: '' }, 400, '请填写标题'],
      [{ title: '   ' }, 400, '请填写标题'],
      [{ title: '长'.repeat(101) }, 400, '标题不能超过100个字'],
      [{ categoryId: 999999 }, 400, '文章分类不存在'],
      [{ categoryId: undefined }, 400, '请填写分类'],
      [{ publishDate: '2025-02-30 09:00:00' }, 400, '发布日期格式不正确'],
      [{ publishDate: '明天' }, 400, '发布日期格式不正确'],
      [{ thumbnailImage: 'https://elsewhere.example/cover.jpg' }, 400, '缩略图格式不正确'],
      [{ thumbnailImage: '/files/console/202501/AAAAAAAAAAAAAAAAAAAAAAAA.png' }, 400, '图片须先上传到本站'],
      [{ content: 'x'.repeat(100_001) }, 400, '内容不能超过100000个字'],
      [{ status: 2 }, 400, '状态格式不正确'],
    ];
    for (const [change, status, message] of refusals) {
      for (const [method, path] of [
        ['POST', '/articles'],
        ['PUT', `/articles/${target.id}`],
      ] as const) {
        const answer = await editor.call<ErrorBody>(method, path, draft(change));
        expect(
          [answer.status, answer.body.error.message],
          `${method} ${JSON.stringify(change).slice(0, 80)}`,
        ).toEqual([status, message]);
      }
    }
    expect(await count()).toBe(before + 1);
    expect(await stored(target.id)).toEqual(targetRow);
    expect((await auditOf(admin, 'article', target.id)).length).toBe(1);
    // A title of exactly 100 characters is fine.
    expect(
      (await editor.call('PUT', `/articles/${target.id}`, draft({ title: '长'.repeat(100) }))).status,
    ).toBe(200);
  });

  it('publishes and unpublishes; the donor list shows the article only while published', async () => {
    const made = await create({ title: '发布测试', publishDate: '2025-06-03 08:00:00' });
    // A read before the change fills the public cache; the publish must drop it.
    expect(await donorIds(news)).not.toContain(made.id);
    const published = await editor.call<TArticleDetail>('POST', `/articles/${made.id}/publish`, {});
    expect(published.body).toMatchObject({ status: 1, scheduled: false });
    expect(await donorIds(news)).toContain(made.id);
    const shown = await t.get<TDonorArticle>(DONOR_DETAIL, { id: made.id });
    expect(shown.data.title).toBe('发布测试');

    // Publishing again changes nothing and writes no audit row.
    expect((await editor.call('POST', `/articles/${made.id}/publish`, {})).status).toBe(200);
    const unpublished = await editor.call<TArticleDetail>('POST', `/articles/${made.id}/unpublish`, {});
    expect(unpublished.body.status).toBe(0);
    expect(await donorIds(news)).not.toContain(made.id);

    const trail = await auditOf(admin, 'article', made.id);
    expect(trail.map((row) => [row.action, row.before, row.after])).toEqual([
      ['article.unpublish', { status: 1 }, { status: 0 }],
      ['article.publish', { status: 0 }, { status: 1 }],
      ['article.create', null, expect.objectContaining({ status: 0 })],
    ]);
  });

  it('saves and publishes in one write; a future publish date is scheduled, hidden until then', async () => {
    const live = await create({ title: '保存并发布', status: 1 });
    expect(live).toMatchObject({ status: 1, scheduled: false });
    expect(await donorIds(news)).toContain(live.id);

    const later = await create({ title: '定时发布', status: 1, publishDate: '2099-01-01 08:00:00' });
    expect(later).toMatchObject({ status: 1, scheduled: true });
    expect(await donorIds(news)).not.toContain(later.id);
    // A save that names no status keeps it.
    const kept = await editor.call<TArticleDetail>(
      'PUT',
      `/articles/${later.id}`,
      draft({ title: '定时发布（改）', publishDate: '2099-01-01 08:00:00' }),
    );
    expect(kept.body.status).toBe(1);
  });

  it('lists with filters (category, status, title words) and paging, newest publish date first', async () => {
    const a = await create({ categoryId: stories, title: '筛选甲 100%', publishDate: '2025-07-01 09:00:00' });
    const b = await create({
      categoryId: stories,
      title: '筛选乙',
      publishDate: '2025-07-02 09:00:00',
      status: 1,
    });
    const page = (query: Record<string, string>) =>
      editor.call<TAdminRows<TArticleRow>>('GET', '/articles', undefined, query);

    const inStories = await page({ categoryId: String(stories), s: '筛选' });
    expect(inStories.body.rows.map((row) => row.id)).toEqual([b.id, a.id]);
    expect(inStories.body.total).toBe(2);
    expect((await page({ s: '筛选', status: '1' })).body.rows.map((row) => row.id)).toEqual([b.id]);
    expect((await page({ s: '筛选', status: '0' })).body.rows.map((row) => row.id)).toEqual([a.id]);
    // A % is a character searched for, not a wildcard.
    expect((await page({ s: '100%' })).body.rows.map((row) => row.id)).toEqual([a.id]);
    const first = await page({ categoryId: String(stories), s: '筛选', page: '1', pageSize: '1' });
    const second = await page({ categoryId: String(stories), s: '筛选', page: '2', pageSize: '1' });
    expect([first.body.rows[0]?.id, second.body.rows[0]?.id, second.body.total]).toEqual([b.id, a.id, 2]);
    expect((await page({ status: '2' })).status).toBe(400);
    expect((await editor.call<ErrorBody>('GET', '/articles/999999')).body.error.message).toBe('内容不存在');
  });

  it('deletes only a draft: a published article is unpublished first', async () => {
    const made = await create({ title: '待删除', status: 1 });
    const refused = await editor.call<ErrorBody>('DELETE', `/articles/${made.id}`, {});
    expect([refused.status, refused.body.error.message]).toEqual([409, '已发布的文章须先撤回再删除']);
    expect(await stored(made.id)).toBeDefined();

    await editor.call('POST', `/articles/${made.id}/unpublish`, {});
    const deleted = await editor.call('DELETE', `/articles/${made.id}`, {});
    expect(deleted.status).toBe(204);
    expect(await stored(made.id)).toBeUndefined();
    expect((await editor.call('GET', `/articles/${made.id}`)).status).toBe(404);
    expect((await editor.call('DELETE', `/articles/${made.id}`, {})).status).toBe(404);
    const [removal] = await auditOf(admin, 'article', made.id);
    expect(removal).toMatchObject({ action: 'article.delete', before: { title: '待删除', status: 0 } });
  });

  it('is refused to a role without the permission (403), and nothing changes', async () => {
    const finance = await signedInAs(t, 'finance');
    const made = await create({ title: '财务不能改' });
    const row = await stored(made.id);
    const attempts: Array<[string, string, unknown]> = [
      ['GET', '/articles', undefined],
      ['GET', `/articles/${made.id}`, undefined],
      ['POST', '/articles', draft({ title: '财务写的' })],
      ['PUT', `/articles/${made.id}`, draft({ title: '财务改的' })],
      ['POST', `/articles/${made.id}/publish`, {}],
      ['DELETE', `/articles/${made.id}`, {}],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await finance.call<ErrorBody>(method, path, body);
      expect([answer.status, answer.body.error.code], `${method} ${path}`).toEqual([403, 'FORBIDDEN']);
    }
    expect(await stored(made.id)).toEqual(row);
    expect((await auditOf(admin, 'article', made.id)).map((entry) => entry.action)).toEqual([
      'article.create',
    ]);
    const titles = (await t.deps.database.db.select({ title: articles.title }).from(articles)).map(
      (r) => r.title,
    );
    expect(titles).not.toContain('财务写的');

    // A project manager writes articles too (they write the projects' content).
    const manager = await signedInAs(t, 'project_manager');
    expect((await manager.call('POST', `/articles/${made.id}/publish`, {})).status).toBe(200);
  });
});
