import { newDonor, useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminProjectsPage } from '../pages/admin-projects-page.ts';
import { AdminSignInPage } from '../pages/admin-sign-in-page.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { DonationFormPage } from '../pages/donation-form-page.ts';
import { ProjectListPage } from '../pages/project-list-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Two apps, two roles and a payment in one story: longer than one screen's default budget.
test.setTimeout(180_000);

test('a project manager sets up a goods project with a conditional field; a donor gives to it', async ({
  page,
  browser,
  baseURL,
}) => {
  const manager = await createStaffAccount(baseURL ?? '', 'project_manager');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/projects');
  await signIn.signIn(manager.username, manager.password, totpCodeOf(manager.secret));

  const projects = new AdminProjectsPage(page);
  // The page is a lazy chunk; on a loaded machine it can take a while the first time.
  await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible({ timeout: 30_000 });
  await projects.button('新建项目').click();
  const name = `图书捐赠 ${Date.now() % 100_000}`;
  await projects.input('项目名称').fill(name);
  await page.getByLabel('捐物').check();
  await projects.input('物资名称').fill('图书');
  await projects.input('单位').fill('本');
  await projects.input('单价（元）').fill('30');
  await projects.switchOf('固定金额').click();
  await projects.button('添加金额').click();
  await page.getByPlaceholder('名称').first().fill('一套书');
  await page.getByPlaceholder('金额（元）').first().fill('90');
  await projects.button('保存').click();
  await expect(page).toHaveURL(/edit=\d+/);
  const id = projects.projectId();

  // The donation form: a radio and a field shown only when its second choice is picked.
  await projects.button('捐赠表单').click();
  await projects.button('添加字段').click();
  const kind = projects.fieldCard(0);
  await kind.getByLabel('显示名称').fill('捐赠身份');
  await kind.getByLabel('字段名（英文）').fill('identity');
  await projects.choose(kind.getByLabel('类型'), '单选');
  // The field type reads as a word, never its code (issue 21, defect 6).
  await expect(kind).toContainText('单选');
  await expect(kind).not.toContainText('radio');
  await kind.getByRole('button', { name: '添加选项' }).click();
  await kind.getByPlaceholder('名称').last().fill('个人');
  await kind.getByRole('button', { name: '添加选项' }).click();
  await kind.getByPlaceholder('名称').last().fill('单位');
  await projects.button('添加字段').click();
  const org = projects.fieldCard(1);
  await org.getByLabel('显示名称').fill('单位名称');
  await org.getByLabel('字段名（英文）').fill('orgName');
  await projects.choose(org.getByLabel('显示条件：当字段'), '捐赠身份 (identity)');
  await projects.choose(org.getByLabel('选择了'), '单位');
  await expect(projects.preview.getByText('单位名称')).toHaveCount(0);
  await projects.preview.getByText('单位', { exact: true }).click();
  await expect(projects.preview.getByText('单位名称')).toBeVisible();
  // The project's own 已保存 gone first (a quick hand saves the form within its 3 s), so the one
  // that shows next is the form's.
  await expect(page.getByText('已保存')).toHaveCount(0);
  await projects.button('保存表单').click();
  await expect(page.getByText('已保存')).toBeVisible();

  await page.goto(`/admin/projects?edit=${id}`);
  await projects.button('上架').click();
  await expect(page.getByText('已上架，捐赠端已可见')).toBeVisible();

  // A donor on the phone app.
  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL });
  const donorPage = await phone.newPage();
  await useToken(donorPage, (await newDonor()).token);
  const list = new ProjectListPage(donorPage);
  await list.goto();
  await list.searchFor(name);
  await expect(list.titles).toHaveText([name]);
  const form = new DonationFormPage(donorPage);
  await form.goto(`id=${id}`);
  // A goods project is given in units (the phone app converts them through the unit price).
  await expect(form.units).toBeVisible();
  await expect(donorPage.getByText('单位名称')).toHaveCount(0);
  await donorPage.getByText('单位', { exact: true }).click();
  await expect(donorPage.getByText('单位名称')).toBeVisible();
  await form.units.fill('3');
  await form.agree();
  await form.submit.click();
  const cashier = new CashierPage(donorPage);
  await cashier.waitFor();
  await cashier.pay.click();
  await expect(donorPage).toHaveURL(/#\/success\?billNo=/);
  await phone.close();
});
