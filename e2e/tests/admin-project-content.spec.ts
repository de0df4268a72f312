import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount, type TestStaffAccount } from '../pages/admin-api.ts';
import { AdminProjectContentPage, tinyPng } from '../pages/admin-project-content-page.ts';
import { AdminSignInPage } from '../pages/admin-sign-in-page.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';
import { TogetherPage } from '../pages/together-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Staff sign-in, a lazy console screen and the phone app in one story.
test.setTimeout(120_000);

/**
 * A project of this test's own (demo projects are other specs' data), made by the demo
 * administrator through the admin API with the progress tab and give-together on.
 */
async function createProject(baseURL: string, name: string): Promise<number> {
  const api = await administratorApi(baseURL);
  const response = await api.post('/admin-api/v1/projects', {
    headers: { 'x-csrf-token': api.csrf },
    data: { name, isProgress: true, isDonateTogether: true },
  });
  if (response.status() !== 201)
    throw new Error(`POST /projects: ${response.status()} ${await response.text()}`);
  const { id } = (await response.json()) as TProjectDetail;
  await api.dispose();
  return id;
}

async function signInAt(page: AdminProjectContentPage['page'], path: string, staff: TestStaffAccount) {
  const signIn = new AdminSignInPage(page);
  await signIn.goto(path);
  await signIn.signIn(staff.username, staff.password, totpCodeOf(staff.secret));
}

const suffix = () => `${process.pid % 1000}-${Date.now() % 100_000}`;

test('a content editor adds a progress entry with a picture; the phone app’s progress tab shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const id = await createProject(base, `进展测试 ${suffix()}`);
  const editor = await createStaffAccount(base, 'content_editor');
  await signInAt(page, `/admin/projects?edit=${id}&tab=progress`, editor);

  const admin = new AdminProjectContentPage(page);
  // The editor is a lazy chunk; the first time on a loaded machine can take a while.
  await expect(admin.tab('项目进展')).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  // A content editor writes content, progress and publicity, not the project's other settings.
  await expect(admin.tab('一起捐设置')).toHaveCount(0);
  await expect(page.getByText('还没有项目进展')).toBeVisible();

  const content = `第一批课桌椅已送到 ${suffix()}\n学生们已经用上了。`;
  await admin.addProgress({ date: '2025-03-01', content, picture: tinyPng() });
  await expect(admin.toast('进展已添加')).toBeVisible();
  const row = admin.row('第一批课桌椅已送到');
  await expect(row).toContainText('2025-03-01');
  await expect(row.locator('img')).toHaveCount(1);

  // The settings tab is read-only for this role, but its content card saves on its own.
  await admin.tab('基本设置').click();
  await expect(page.getByText('您可以编辑并保存项目详情内容；项目的其他设置为只读。')).toBeVisible();
  await expect(admin.input('项目名称')).toBeDisabled();
  await expect(admin.button('保存')).toHaveCount(0);

  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL });
  const detail = new ProjectDetailPage(await phone.newPage());
  await detail.goto(id, '&tab=progress');
  const entry = detail.rows('progress').filter({ hasText: '第一批课桌椅已送到' });
  await expect(entry.getByTestId('progress-date')).toHaveText('2025-03-01');
  await expect(entry).toContainText('学生们已经用上了。');
  await expect(entry.getByTestId('progress-image')).toHaveCount(1);
  await phone.close();
});

test('a project manager sets a slogan and a target chip; the phone app’s together launch offers them', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const id = await createProject(base, `一起捐测试 ${suffix()}`);
  const manager = await createStaffAccount(base, 'project_manager');
  await signInAt(page, `/admin/projects?edit=${id}&tab=together`, manager);

  const admin = new AdminProjectContentPage(page);
  await expect(admin.tab('一起捐设置')).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expect(page.getByText('使用默认设置')).toBeVisible();
  const slogan = `同心助学 ${suffix()}`;
  await admin.button('添加标语').click();
  await admin.input('标语 1').fill(slogan);
  await admin.button('添加目标金额').click();
  await admin.input('目标名称 1').fill('五百二十元');
  await admin.input('目标金额 1').fill('520');
  await admin.button('保存一起捐设置').click();
  await expect(admin.toast('一起捐设置已保存，新发起的一起捐即可使用')).toBeVisible();
  await expect(page.getByText('已自定义')).toBeVisible();

  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL });
  const phonePage = await phone.newPage();
  await useToken(phonePage, (await newDonor()).token);
  const together = new TogetherPage(phonePage);
  await together.gotoLaunch(id);
  await expect(together.choice(slogan)).toBeVisible();
  await expect(together.choice('五百二十元')).toBeVisible();
  // The defaults stay beside them: free entry and the no-target chip.
  await expect(together.choice('不设目标')).toBeVisible();
  await together.sponsorInput.fill('项目经理测试');
  await together.choice(slogan).check();
  await together.choice('五百二十元').check();
  await together.launch.click();
  await expect(phonePage).toHaveURL(/#\/together-share\?id=\d+$/);
  await expect(together.slogan).toHaveText(slogan);
  await expect(together.target).toHaveText('¥520.00');
  await phone.close();
});
