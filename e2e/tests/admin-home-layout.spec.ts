import { signInDemoAdministrator } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { type RunningServer, startServer } from '../fixtures/server.ts';
import { expect, test } from '../fixtures/test.ts';
import { tinyPng } from '../pages/admin-project-content-page.ts';
import { AdminSettingsPage, putSettings, readSettings } from '../pages/admin-settings-page.ts';
import { FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { AdminHomePage, DonorHomePage, homeLayoutChoice } from '../pages/home-layout-pages.ts';

/**
 * The home layout is an institution setting (issue 21, defect 7): 首页配置 says which layout the
 * phone shows and warns when it leaves out banners and tiles, staff switch it in 机构设置, and the
 * phone shows the chosen layout, with the banner just added, on its next load.
 *
 * The layout is one row every phone of a server reads: switched on the run's shared server it would
 * turn the default school's home (institutions.spec, project-list.spec, list-performance.spec …)
 * into the banner layout for every test running meanwhile. So this test has a server and database
 * of its own (the same build, the same demo school), and still puts the setting back in `finally`.
 */
test.describe('the home layout, chosen in the console', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('首页配置 says the phone shows the project list and a banner would not be seen; staff switch to 横幅+宫格 and the phone shows the new banner', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const state = await signInDemoAdministrator(server.url);
    const desk = await browser.newContext({
      ...DESKTOP,
      viewport: { width: 1440, height: 900 },
      baseURL: server.url,
      storageState: state,
    });
    const me = (await (await desk.request.get('/admin-api/v1/session')).json()) as { csrfToken: string };
    const original = await readSettings(desk.request);
    expect(original.appearance.homeLayout).toBeNull();
    const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL: server.url });
    const title = `新年捐赠季 ${Date.now() % 100_000}`;
    try {
      // The demo school's file names the default layout: the phone's home is the project list.
      const donor = new DonorHomePage(await phone.newPage());
      await donor.page.goto('/#/');
      await expect(donor.cards.first()).toBeVisible();
      await expect(donor.bannerStrip).toHaveCount(0);

      const admin = new AdminHomePage(await desk.newPage());
      await admin.page.goto('/admin/home');
      await expect(admin.heading).toHaveText('首页配置', { timeout: FIRST_PAINT_MS });
      await expect(admin.layoutNotice).toContainText('当前捐赠端首页样式：项目列表');
      await expect(admin.layoutWarning).toContainText('此样式不显示轮播图和入口');
      await expect(admin.layoutNotice).not.toContainText(/default|theme/);

      // A banner saved while the layout leaves banners out: the toast no longer says it shows.
      await admin.button('新增轮播图').click();
      const dialog = admin.dialog('新增轮播图');
      await dialog.locator('input[type=file]').setInputFiles(tinyPng('banner.png'));
      await expect(dialog.locator('img[src^="/files/"]')).toHaveCount(1);
      await dialog.getByLabel('标题', { exact: true }).fill(title);
      await dialog.getByLabel('链接', { exact: true }).fill('/subject');
      await admin.button('保存', dialog).click();
      await expect(dialog).toBeHidden();
      await expect(
        admin.toast.filter({ hasText: '已保存。当前首页样式“项目列表”不显示轮播图，捐赠端看不到此修改' }),
      ).toBeVisible();
      await expect(admin.toast.filter({ hasText: '即时生效' })).toHaveCount(0);
      await expect(admin.banners).toContainText(title);

      // The way to switch: the layout setting, chosen by its words.
      await admin.button('更改首页样式').click();
      await expect(admin.page).toHaveURL(/\/admin\/settings\?tab=appearance$/);
      const settings = new AdminSettingsPage(admin.page);
      await expect(settings.tab('外观与功能')).toHaveAttribute('aria-selected', 'true');
      await expect(homeLayoutChoice(admin.page, '使用配置文件的样式（项目列表）')).toBeChecked();
      await homeLayoutChoice(admin.page, '横幅+宫格').check();
      await settings.save('appearance').click();
      await expect(settings.toast('已保存，捐赠端即时生效')).toBeVisible();
      await expect(settings.save('appearance')).toBeDisabled();

      // 首页配置 now names the new layout and warns of nothing; a save says it shows.
      await admin.page.goto('/admin/home');
      await expect(admin.layoutNotice).toContainText('当前捐赠端首页样式：横幅+宫格');
      await expect(admin.layoutWarning).toHaveCount(0);
      await admin.button('编辑', admin.banners.getByRole('row').filter({ hasText: title })).click();
      const edit = admin.dialog('编辑轮播图');
      await edit.getByLabel('简介', { exact: true }).fill('感谢每一位捐赠人');
      // Its opening motion over first: a click during the zoom can land on the mask, which closes the
      // dialog unsaved (the headless shell saw the toast never come).
      await expect(edit).not.toHaveClass(/-(appear|enter)/);
      await admin.button('保存', edit).click();
      await expect(admin.toast.filter({ hasText: '已保存，捐赠端即时生效' })).toBeVisible();

      // The phone's next load: the banner layout, with the new banner.
      await donor.page.reload();
      await expect(donor.page.getByTestId('banner-home')).toBeVisible();
      await expect(donor.banners.filter({ hasText: title })).toHaveCount(1);
      await expect(donor.cards.first()).toBeVisible();
    } finally {
      // Put the demo school's setting back whatever happened (the file's layout again).
      const status = await putSettings(desk.request, me.csrfToken, 'appearance', original.appearance);
      await phone.close();
      await desk.close();
      expect(status).toBe(200);
    }
    // Back to the file's layout: the next phone to load gets the project list again.
    const served = (await (await fetch(`${server.url}/config/demo/index.json`)).json()) as { theme: string };
    expect(served.theme).toBe('default');
  });
});
