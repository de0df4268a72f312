import { newDonor, useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminNamingInventoryPage } from '../pages/admin-naming-inventory-page.ts';
import { AdminProjectsPage } from '../pages/admin-projects-page.ts';
import { AdminSignInPage } from '../pages/admin-sign-in-page.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { NameplateEditPage } from '../pages/nameplate-edit-page.ts';
import { NamingFormPage } from '../pages/naming-form-page.ts';
import { SeatPage } from '../pages/seat-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Two apps, a project set up from nothing and a payment in one story.
test.setTimeout(180_000);

test('a project manager makes a seat naming project from scratch; a donor names one of its seats', async ({
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

  await projects.button('新建项目').click();
  await page.locator('label').filter({ hasText: '座位冠名' }).click();
  await expect(page.getByRole('radio', { name: '座位冠名' })).toBeChecked();
  const name = `新礼堂座椅 ${Date.now() % 100_000}`;
  await projects.input('项目名称').fill(name);
  // A naming project takes the seats' prices: no goods, no amounts of its own.
  await expect(page.getByLabel('捐物')).toHaveCount(0);
  await expect(projects.switchOf('固定金额')).toHaveCount(0);
  await projects.button('保存').click();
  await expect(page).toHaveURL(/edit=\d+/);
  const id = projects.projectId();

  // The editor says what the project is and leads to its seats.
  await page.getByRole('link', { name: '去设置座位与书目' }).click();
  const inventory = new AdminNamingInventoryPage(page);
  await expect(page).toHaveURL(new RegExp(`/admin/naming-inventory\\?itemsId=${id}`));
  await expect(page.getByTestId('naming-project-select')).toContainText(name);
  await page.getByRole('button', { name: /新增区域/ }).click();
  await expect(inventory.dialog).toBeVisible();
  await inventory.dialog.getByLabel('区域名称').fill('一楼');
  if ((await inventory.dialog.getByTestId('term-0').count()) === 0) {
    await inventory.dialog.getByRole('button', { name: /添加期限/ }).click();
  }
  await inventory.dialog.getByTestId('term-0').getByPlaceholder('期限名称').fill('永久');
  await inventory.termMoney(0).fill('2000');
  await inventory.saveDialog();
  await expect(inventory.savedToast()).toBeVisible();
  await inventory.openGrid('一楼');
  await inventory.grid.getByLabel('排数').fill('1');
  await inventory.grid.getByLabel('列数').fill('2');
  await inventory.grid.getByRole('button', { name: /调整大小/ }).click();
  await expect(inventory.cell(1, 2)).toHaveAttribute('data-kind', 'open');
  await inventory.saveGrid();
  await expect(inventory.grid.getByText('有未保存的修改')).toHaveCount(0);
  await expect(inventory.areaRow('一楼')).toContainText('2');

  await page.goto(`/admin/projects?edit=${id}`);
  await projects.button('上架').click();
  await expect(page.getByText('已上架，捐赠端已可见')).toBeVisible();

  // A donor on the phone names the first seat for good.
  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL });
  const donorPage = await phone.newPage();
  await useToken(donorPage, (await newDonor()).token);
  const seats = new SeatPage(donorPage);
  await seats.goto(id);
  await expect(seats.areaTitle).toContainText('一楼');
  await seats.seat('一楼 1排1座').click();
  await seats.choosePeriod('一楼 1排1座', '永久 ¥2,000');
  await seats.confirm.click();
  await expect(donorPage).toHaveURL(new RegExp(`#/form-gm\\?id=${id}&namingType=1$`));
  const form = new NamingFormPage(donorPage);
  await expect(form.total).toHaveText('¥2,000.00');
  await form.editLink.click();
  const editor = new NameplateEditPage(donorPage);
  await editor.fill({ donorName: '韩梅梅', donorIdentity: '2008级校友', donationMessage: '饮水思源' });
  await editor.save.click();
  await expect(form.plates.first()).toContainText('韩梅梅');
  await form.agreeCheckbox.click();
  await form.submit.click();
  const cashier = new CashierPage(donorPage);
  await cashier.waitFor();
  await cashier.pay.click();
  await expect(donorPage).toHaveURL(/#\/success\?billNo=/);
  await seats.goto(id);
  await expect(seats.seat('一楼 1排1座')).toHaveClass(/is-named/);
  await expect(seats.seat('一楼 1排2座')).toHaveClass(/is-open/);
  await phone.close();
});
