import type { Browser, Page } from '@playwright/test';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminProjectsPage } from '../pages/admin-projects-page.ts';
import { AdminSignInPage } from '../pages/admin-sign-in-page.ts';
import { DonationFormPage } from '../pages/donation-form-page.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';
import { ProjectListPage } from '../pages/project-list-page.ts';

/**
 * Text staff write stays theirs in both languages: a project manager gives a category, a goods
 * project (name, material, unit) and a form field (label, options) English texts beside the Chinese
 * ones; a donor reading English sees the English ones, a donor reading Chinese the Chinese ones.
 */

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// The console and two phones in one story: longer than one screen's default budget.
test.setTimeout(180_000);

const run = Date.now() % 100_000;
const CHINESE = {
  category: `文体 ${run}`,
  name: `艺术图书 ${run}`,
  label: '捐赠身份',
  options: ['个人', '单位'],
};
const ENGLISH = {
  category: `Arts ${run}`,
  name: `Art Books ${run}`,
  label: 'Donor type',
  options: ['Person', 'Organisation'],
};

type Texts = typeof CHINESE & { unit: string };

/** What a donor reading this language sees of the project: tab, list row, detail and form. */
async function donorSees(
  browser: Browser,
  baseURL: string | undefined,
  language: 'English' | 'zh_CN',
  id: number,
  texts: Texts,
): Promise<Page> {
  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL });
  const page = await phone.newPage();
  if (language === 'English') await page.addInitScript(() => localStorage.setItem('language', 'English'));
  await useToken(page, (await newDonor()).token);

  const list = new ProjectListPage(page);
  await list.goto();
  await list.openTab(texts.category);
  await expect(list.titles).toHaveText([texts.name]);
  await expect(list.card(texts.name).getByTestId('project-raised')).toHaveText(`0 ${texts.unit}`);
  await list.card(texts.name).click();
  const detail = new ProjectDetailPage(page);
  await expect(detail.title).toHaveText(texts.name);

  const form = new DonationFormPage(page);
  await form.goto(`id=${id}`);
  await expect(form.project).toContainText(texts.name);
  const field = page.getByTestId('field-identity');
  await expect(field).toContainText(texts.label);
  for (const option of texts.options) await expect(field.getByText(option, { exact: true })).toBeVisible();
  // The units box's suffix (the total's is the currency).
  await expect(page.locator('.donate-input-suffix').first()).toHaveText(texts.unit);
  return page;
}

test('staff give a project and a form field English texts; each donor sees their language', async ({
  page,
  browser,
  baseURL,
}) => {
  const manager = await createStaffAccount(baseURL ?? '', 'project_manager');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/projects');
  await signIn.signIn(manager.username, manager.password, totpCodeOf(manager.secret));
  const projects = new AdminProjectsPage(page);
  await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible({ timeout: 30_000 });

  // A category with its English name.
  await projects.button('分类管理').click();
  await projects.button('新建分类').click();
  const dialog = page.getByRole('dialog', { name: '新建分类' });
  await dialog.getByLabel('分类名称', { exact: true }).fill(CHINESE.category);
  await dialog.getByLabel('英文名称', { exact: true }).fill(ENGLISH.category);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByRole('cell', { name: ENGLISH.category, exact: true })).toBeVisible();
  await page.locator('.ant-drawer-close').click();
  await expect(page.locator('.ant-drawer-content')).toBeHidden();

  // A goods project: name, material and unit in both languages.
  await projects.button('新建项目').click();
  await projects.input('项目名称').fill(CHINESE.name);
  await projects.input('英文名称').fill(ENGLISH.name);
  await projects.choose(projects.input('分类'), CHINESE.category);
  await page.getByLabel('捐物').check();
  await projects.input('物资名称').fill('图书');
  await projects.input('英文物资名称').fill('Books');
  await projects.input('单位').fill('本');
  await projects.input('英文单位').fill('books');
  await projects.input('单价（元）').fill('30');
  await projects.button('保存').click();
  await expect(page).toHaveURL(/edit=\d+/);
  const id = projects.projectId();

  // A required radio with English label and options; the preview shows either language.
  await projects.button('捐赠表单').click();
  await projects.button('添加字段').click();
  const card = projects.fieldCard(0);
  await card.getByLabel('显示名称').fill(CHINESE.label);
  await card.getByLabel('英文名称', { exact: true }).fill(ENGLISH.label);
  await card.getByLabel('字段名（英文）').fill('identity');
  await projects.choose(card.getByLabel('类型'), '单选');
  await projects.switchOf('必填').click();
  for (const [index, option] of CHINESE.options.entries()) {
    await card.getByRole('button', { name: '添加选项' }).click();
    await card.getByPlaceholder('名称').last().fill(option);
    await card
      .getByPlaceholder('英文')
      .last()
      .fill(ENGLISH.options[index] ?? '');
  }
  await expect(projects.preview.getByText(CHINESE.label)).toBeVisible();
  await projects.preview.getByText('English', { exact: true }).click();
  await expect(projects.preview.getByText(ENGLISH.label)).toBeVisible();
  await expect(projects.preview.getByText(ENGLISH.options[1] ?? '', { exact: true })).toBeVisible();
  // The project's own 已保存 may still be showing (a toast lasts 3 s): the form's is a new one.
  await expect(page.getByText('已保存')).toHaveCount(0);
  await projects.button('保存表单').click();
  await expect(page.getByText('已保存')).toBeVisible();

  await page.goto(`/admin/projects?edit=${id}`);
  await expect(projects.input('英文单位')).toHaveValue('books');
  await projects.button('上架').click();
  await expect(page.getByText('已上架，捐赠端已可见')).toBeVisible();

  // In English: the English category tab (the demo's too), name, unit, label and options, and the
  // form's refusal names the English label.
  const english = await donorSees(browser, baseURL, 'English', id, { ...ENGLISH, unit: 'books' });
  const form = new DonationFormPage(english);
  await form.units.fill('1');
  await form.agree();
  await form.submit.click();
  await expect(form.toast(`Please choose ${ENGLISH.label}`)).toBeVisible();
  await english.goto('/#/');
  await expect(new ProjectListPage(english).tab('Student support')).toBeVisible();
  await english.context().close();

  // In Chinese: the Chinese ones.
  const chinese = await donorSees(browser, baseURL, 'zh_CN', id, { ...CHINESE, unit: '本' });
  await expect(chinese.getByText(ENGLISH.label)).toHaveCount(0);
  await chinese.context().close();
});
