import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import type { TStaffMe } from '@alma/shared/admin-api/session';
import type { Locator, Page } from '@playwright/test';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount, type TestStaffAccount } from '../pages/admin-api.ts';
import { tinyPng } from '../pages/admin-project-content-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { openPopconfirm } from '../pages/antd-popconfirm.ts';
import { chooseOption } from '../pages/antd-select.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Staff sign-in, a lazy console screen, an upload and the phone app in one story.
test.setTimeout(150_000);

/** 文章管理 in the console: the list, its categories drawer and an article's editor. */
class AdminArticlesPage {
  /** 分类管理's drawer, and the category dialog it opens. */
  readonly drawer: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: '分类管理' });
    this.dialog = page.getByRole('dialog', { name: /^(新建分类|编辑分类：)/ });
  }

  /** A button by its words: antd spaces out two Chinese characters (保 存), an icon's name may come first. */
  button(name: string, within: Locator | Page = this.page): Locator {
    const words = [...name].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
    return within.getByRole('button', { name: new RegExp(`^([\\w-]+ )?${words}$`) });
  }

  /** A form's input or text area by its label (the rich-text toolbar has a 标题 button too). */
  input(label: string, within: Locator | Page = this.page): Locator {
    return within.getByLabel(label, { exact: true }).and(this.page.locator('input, textarea'));
  }

  toast(text: string): Locator {
    return this.page.locator('.ant-message').getByText(text, { exact: true });
  }

  row(text: string, within: Locator | Page = this.page): Locator {
    return within.getByRole('row').filter({ hasText: text });
  }

  /** Picks `option` in the antd select labelled `label`. */
  async choose(label: string, option: string): Promise<void> {
    await chooseOption(this.page, this.input(label), option);
  }

  /** The rich-text editor's editing area. */
  get content(): Locator {
    return this.page.getByLabel('正文', { exact: true }).locator('[contenteditable="true"]');
  }

  /** Opens the Popconfirm that `trigger` asks with, and confirms it with its `label` button. */
  async confirm(trigger: Locator, label: string): Promise<void> {
    await this.button(label, await openPopconfirm(this.page, trigger)).click();
  }
}

/** A category's article list and one article, as a donor on the phone sees them. */
class DonorArticlePages {
  readonly items: Locator;
  readonly titles: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId('article-item');
    this.titles = page.getByTestId('article-title');
  }

  async openList(categoryId: number): Promise<void> {
    await this.page.goto(`/#/list?id=${categoryId}&style=2`);
    await this.page.getByTestId('article-list').waitFor();
  }
}

async function signInAt(page: Page, path: string, staff: TestStaffAccount): Promise<void> {
  const signIn = new AdminSignInPage(page);
  await signIn.goto(path);
  await signIn.signIn(staff.username, staff.password, totpCodeOf(staff.secret));
}

const suffix = () => `${process.pid % 1000}-${Date.now() % 100_000}`;

test('a content editor makes a category and an article with a cover and bold text, publishes it; donors read it until it is unpublished', async ({
  page,
  browser,
  baseURL,
}) => {
  const editor = await createStaffAccount(baseURL ?? '', 'content_editor');
  await signInAt(page, '/admin/articles', editor);
  const admin = new AdminArticlesPage(page);
  await expect(page.getByRole('heading', { name: '文章管理' })).toBeVisible({ timeout: FIRST_PAINT_MS });

  // A category of this test's own, through the drawer's dialog.
  const categoryName = `校园动态${suffix()}`.slice(0, 20);
  await admin.button('分类管理').click();
  await admin.button('新建分类', admin.drawer).click();
  await expect(admin.dialog).toBeVisible();
  await admin.input('分类名称', admin.dialog).fill(categoryName);
  await admin.input('英文名称', admin.dialog).fill('Campus news');
  await admin.input('排序', admin.dialog).fill('9');
  await admin.button('保存', admin.dialog).click();
  await expect(admin.toast('分类已保存')).toBeVisible();
  const categoryRow = admin.row(categoryName, admin.drawer);
  await expect(categoryRow).toContainText('Campus news');
  const categoryId = Number(await categoryRow.getByRole('cell').first().textContent());
  expect(categoryId).toBeGreaterThan(0);
  // The next dialog starts empty, not from the category just saved.
  await admin.button('新建分类', admin.drawer).click();
  await expect(admin.input('分类名称', admin.dialog)).toHaveValue('');
  await admin.button('取消', admin.dialog).click();
  await expect(admin.dialog).toBeHidden();
  await admin.drawer.getByRole('button', { name: '关闭' }).click();
  await expect(admin.drawer).toBeHidden();

  // The article: title, category, summary, cover, a past publish time, bold text.
  const title = `奖学金颁奖典礼举行 ${suffix()}`;
  await admin.button('新建文章').click();
  await expect(page.getByRole('heading', { name: '新建文章' })).toBeVisible();
  // An empty title is refused in the form before anything is sent.
  await admin.button('保存草稿').click();
  await expect(page.getByText('请输入标题')).toBeVisible();
  await admin.input('标题').fill(title);
  await admin.choose('分类', categoryName);
  await admin.input('摘要').fill('86 名同学获得奖学金。');
  await page
    .locator('.ant-form-item')
    .filter({ hasText: '列表中显示的图片' })
    .locator('input[type=file]')
    .setInputFiles(tinyPng('cover.png'));
  await expect(page.getByTestId('article-cover').locator('img')).toHaveAttribute('src', /^\/files\//);
  await admin.input('发布时间（北京时间）').fill('2025-06-01T09:30');
  await admin.content.click();
  await page.keyboard.type('典礼在大礼堂举行，');
  await admin.button('加粗').click();
  await page.keyboard.type('全体获奖同学合影');
  await admin.button('加粗').click();
  // A picture, then text typed straight after it: the text goes after the picture, not over it.
  await page.locator('.rich-text-toolbar input[type=file]').setInputFiles(tinyPng('photo.png'));
  await expect(admin.content.locator('img')).toHaveAttribute('src', /^\/files\//);
  await page.keyboard.type('摄影：校报记者');
  await expect(admin.content.locator('img')).toHaveCount(1);
  await admin.button('发布').click();
  await expect(admin.toast('已发布，捐赠端已可见')).toBeVisible();
  await expect(page).toHaveURL(/edit=\d+/);
  const articleId = Number(new URL(page.url()).searchParams.get('edit'));
  await expect(page.getByRole('heading', { name: `编辑文章：${title}` })).toBeVisible();
  await expect(page.getByText('已发布', { exact: true })).toBeVisible();

  // The donor's list (style 2: a picture left of the title) and the article.
  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL });
  const donor = new DonorArticlePages(await phone.newPage());
  await donor.openList(categoryId);
  await expect(donor.titles).toHaveText([title]);
  await expect(donor.items.first().getByTestId('article-thumb')).toHaveAttribute('src', /^\/files\//);
  await donor.items.first().click();
  await expect(donor.page).toHaveURL(new RegExp(`#/list-page\\?id=${articleId}`));
  await expect(donor.page.getByTestId('article-detail-title')).toHaveText(title);
  const content = donor.page.getByTestId('article-content');
  await expect(content).toContainText('典礼在大礼堂举行，');
  await expect(content.locator('strong')).toHaveText('全体获奖同学合影');
  await expect(content.locator('img')).toHaveAttribute('src', /^\/files\//);
  await expect(content).toContainText('摄影：校报记者');

  // Unpublished from the list, after a confirmation: gone from the donor's list and detail.
  // Older than the demo news, so found through the list's search (its filters live in the address).
  await page.goto('/admin/articles');
  await page.getByRole('searchbox', { name: '搜索标题' }).fill(title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]s=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = admin.row(title);
  await expect(row).toContainText('已发布');
  await expect(row).toContainText(categoryName);
  await admin.confirm(admin.button('撤回', row), '撤回');
  await expect(admin.toast('已撤回，捐赠端不再显示')).toBeVisible();
  await expect(row).toContainText('草稿');

  // A donor opening the list afresh (the open page keeps what it loaded until it is reloaded).
  const later = new DonorArticlePages(await phone.newPage());
  await later.openList(categoryId);
  await expect(later.page.getByTestId('article-rows-empty')).toHaveText('暂无文章');
  await expect(later.items).toHaveCount(0);
  await later.page.goto(`/#/list-page?id=${articleId}`);
  await expect(later.page.getByTestId('article-not-found')).toBeVisible();
  await phone.close();

  // A category with an article cannot be deleted; the server's reason is shown.
  await admin.button('分类管理').click();
  await admin.confirm(admin.button('删除', admin.row(categoryName, admin.drawer)), '删除');
  await expect(page.locator('.ant-message-error')).toHaveText('该分类下还有1篇文章，不能删除');
  await expect(admin.row(categoryName, admin.drawer)).toBeVisible();
});

test('finance sees no 文章管理 and cannot write articles', async ({ page, baseURL }) => {
  const finance = await createStaffAccount(baseURL ?? '', 'finance');
  await signInAt(page, '/admin/', finance);
  const menu = page.getByRole('menu');
  await expect(menu.getByText('订单', { exact: true })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(menu.getByText('文章管理')).toHaveCount(0);

  await page.goto('/admin/articles');
  await expect(page.getByText('无权访问')).toBeVisible();

  // The API says the same with the finance session's own cookie and CSRF token.
  const me = (await (await page.request.get(`${ADMIN_API_PREFIX}/session`)).json()) as TStaffMe;
  const write = await page.request.post(`${ADMIN_API_PREFIX}/articles`, {
    headers: { 'x-csrf-token': me.csrfToken },
    data: { categoryId: 1, title: '财务写的文章', intro: '', thumbnailImage: '', content: '' },
  });
  expect(write.status()).toBe(403);
  const read = await page.request.get(`${ADMIN_API_PREFIX}/articles`);
  expect(read.status()).toBe(403);
});
