import { signInDemoAdministrator } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';
import { expect, test } from '../fixtures/test.ts';
import { FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { AdminHomePage, DonorHomePage } from '../pages/home-layout-pages.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';

/**
 * One build serves two institutions (doc 1 §1, DESIGN.md §5): the run's server is the default school,
 * whose home is the project list; a second server of the same build with ALMA_SCHOOL=lakeside is the
 * second school, with its own layout (campaign), theme colour (#1f6f8b) and flags (statistics hidden,
 * donor names masked), and its own demo database.
 */
const LAKESIDE_TEAL = 'rgb(31, 111, 139)';

test('the default school’s home is the project list, with its statistics and no banners or tiles', async ({
  page,
}) => {
  const home = new DonorHomePage(page);
  await page.goto('/#/');
  await expect(home.cards.first()).toBeVisible();
  await expect(home.cardDonors.first()).toBeVisible();
  await expect(home.campaign).toHaveCount(0);
  await expect(home.bannerStrip).toHaveCount(0);
  await expect(home.tileBar).toHaveCount(0);
  // The index page is the same list.
  await page.goto('/#/subject');
  await expect(home.cards.first()).toBeVisible();
  await expect(home.bannerStrip).toHaveCount(0);
});

test.describe('the second institution (ALMA_SCHOOL=lakeside)', () => {
  // One second server for these tests, in one worker, stopped after them.
  test.describe.configure({ mode: 'serial' });
  let lakeside: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    lakeside = await startServer({ env: { ALMA_SCHOOL: 'lakeside' } });
  });
  test.afterAll(async () => {
    await lakeside?.stop();
  });

  test('its home is the campaign layout in its own colour, its tiles and banners lead to the right screens, its flags hold', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL: lakeside.url });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const config = await (await page.request.get('/config/index.json')).json();
    expect(config.School).toBe('lakeside');

    const home = new DonorHomePage(page);
    await page.goto('/#/');
    await expect(home.campaign).toBeVisible();
    // The hero is the first banner; its project's progress shows, its figures not (hideListStatistics).
    await expect(home.headline).toHaveText('励志奖学金');
    await expect(home.percent).toHaveText(/^\d{1,3}\.\d{2}%$/);
    await expect(home.figures).toHaveCount(0);
    await expect(home.tileTitles).toHaveText(['全部项目', '爱心午餐', '捐赠名录', '个人中心']);
    expect(await DonorHomePage.computed(home.cta, 'backgroundColor')).toBe(LAKESIDE_TEAL);
    expect(await DonorHomePage.computed(home.allProjects, 'color')).toBe(LAKESIDE_TEAL);

    // A tile with an in-app link: the index page, the banners over the list, statistics hidden.
    await home.tile('全部项目').click();
    await expect(page).toHaveURL(/#\/subject$/);
    await expect(home.banners).toHaveCount(3);
    await expect(home.cards.first()).toBeVisible();
    await expect(home.cardDonors).toHaveCount(0);
    const badge = page.getByTestId('project-status').filter({ hasText: '进行中' }).first();
    expect(await DonorHomePage.computed(badge, 'backgroundColor')).toBe(LAKESIDE_TEAL);

    // A tile with a project: its detail.
    await page.goBack();
    await expect(home.campaign).toBeVisible();
    await home.tile('爱心午餐').click();
    await expect(page).toHaveURL(/#\/subject-detail\?id=18$/);
    const detail = new ProjectDetailPage(page);
    await expect(detail.title).toHaveText('爱心午餐计划');

    // The call to action opens the hero's project; its directory masks names (maskDonorNames).
    await page.goBack();
    await home.cta.click();
    await expect(page).toHaveURL(/#\/subject-detail\?id=1$/);
    await expect(detail.title).toHaveText('励志奖学金');
    await detail.openTab('捐赠名录');
    const names = detail.rows('record').getByTestId('record-name');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allInnerTexts()) expect(name).toMatch(/^(.\*\*|匿名)$/u);

    // The same build's banner layout, for a school whose theme says so: banners, tiles, then the list.
    const other = await phone.newPage();
    other.on('pageerror', (error) => errors.push(error.message));
    await other.route('**/config/lakeside/index.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), theme: 'banner' } });
    });
    const bannerHome = new DonorHomePage(other);
    await other.goto('/#/');
    await expect(other.getByTestId('banner-home')).toBeVisible();
    await expect(bannerHome.banners).toHaveCount(3);
    await expect(bannerHome.tileTitles).toHaveText(['全部项目', '爱心午餐', '捐赠名录', '个人中心']);
    await expect(bannerHome.cards.first()).toBeVisible();
    await expect(bannerHome.campaign).toHaveCount(0);
    await bannerHome.banners.first().click();
    await expect(other).toHaveURL(/#\/subject-detail\?id=1$/);

    expect(errors, 'uncaught errors in the page').toEqual([]);
    await phone.close();
  });

  test('staff add a tile in the console (a javascript: link refused); the donor home shows it and it opens its project', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const state = await signInDemoAdministrator(lakeside.url);
    const desk = await browser.newContext({
      ...DESKTOP,
      viewport: { width: 1440, height: 900 },
      baseURL: lakeside.url,
      storageState: state,
    });
    const admin = new AdminHomePage(await desk.newPage());
    await admin.page.goto('/admin/home');
    await expect(admin.heading).toHaveText('首页配置', { timeout: FIRST_PAINT_MS });
    await expect(admin.page.getByRole('menuitem', { name: '首页配置' })).toBeVisible();
    await expect(admin.tiles).toContainText('爱心午餐');

    await admin.button('新增入口').click();
    const dialog = admin.dialog('新增入口');
    await dialog.getByLabel('标题', { exact: true }).fill('校友基金');
    await dialog.getByLabel('链接', { exact: true }).fill('javascript:alert(1)');
    await admin.button('保存', dialog).click();
    await expect(dialog).toContainText(
      '链接须为 http:// 或 https:// 开头的网址，或以 / 开头的站内页面（如 /subject）',
    );
    await dialog.getByLabel('链接', { exact: true }).fill('');
    await admin.chooseProject(dialog, '校友“饮水思源”基金');
    await admin.button('保存', dialog).click();
    await expect(admin.toast.filter({ hasText: '已保存，捐赠端即时生效' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admin.tiles).toContainText('校友基金');
    await expect(admin.tiles).toContainText('项目：校友“饮水思源”基金');
    // The next dialog starts from its own entry, not from the last one's values.
    await admin.button('编辑', admin.tiles.getByRole('row').filter({ hasText: '爱心午餐' })).click();
    const edit = admin.dialog('编辑入口');
    await expect(edit.getByLabel('标题', { exact: true })).toHaveValue('爱心午餐');
    await admin.button('取消', edit).click();
    await expect(edit).toBeHidden();
    await admin.button('新增轮播图').click();
    await expect(admin.dialog('新增轮播图').getByLabel('标题', { exact: true })).toHaveValue('');
    await admin.button('取消', admin.dialog('新增轮播图')).click();
    await desk.close();

    const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL: lakeside.url });
    const home = new DonorHomePage(await phone.newPage());
    await home.page.goto('/#/');
    await expect(home.tileTitles).toHaveText(['全部项目', '爱心午餐', '捐赠名录', '个人中心', '校友基金']);
    await home.tile('校友基金').click();
    await expect(home.page).toHaveURL(/#\/subject-detail\?id=6$/);
    await expect(new ProjectDetailPage(home.page).title).toHaveText('校友“饮水思源”基金');
    await phone.close();
  });
});
