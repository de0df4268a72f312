import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminConsole } from '../pages/admin-console-page.ts';
import { AdminProjectsPage } from '../pages/admin-projects-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { openPopconfirm } from '../pages/antd-popconfirm.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

/**
 * Issue 21, defect 8: leaving the project editor by the side menu with unsaved edits asks first,
 * naming the project and what is lost (staying keeps the edits, leaving discards them), and 下架
 * asks first, saying what unpublishing does.
 */
test('the project editor asks before unsaved edits are lost, and before 下架', async ({ page, baseURL }) => {
  const manager = await createStaffAccount(baseURL ?? '', 'project_manager');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/projects');
  await signIn.signIn(manager.username, manager.password, totpCodeOf(manager.secret));
  const projects = new AdminProjectsPage(page);
  const frame = new AdminConsole(page);
  await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible({ timeout: FIRST_PAINT_MS });

  // A new project saved opens its editor without a question: nothing is lost.
  await projects.button('新建项目').click();
  const name = `离开提示 ${Date.now() % 100_000}`;
  await projects.input('项目名称').fill(name);
  await projects.button('保存').click();
  await expect(page).toHaveURL(/edit=\d+/);
  const id = projects.projectId();
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('heading', { name: `编辑项目：${name}` })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // An edit, then the side menu: asked, naming the project and the tab; staying keeps the edit.
  await projects.input('项目名称').fill(`${name} 改过`);
  await frame.menuItem('项目管理').click();
  await expect(dialog).toContainText('离开前保存修改？');
  await expect(dialog).toContainText(`「${name}」的「基本设置」有未保存的修改，离开将丢失这些修改。`);
  await dialog.getByRole('button', { name: '留在此页' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`edit=${id}`));
  await expect(projects.input('项目名称')).toHaveValue(`${name} 改过`);

  // Asked again; leaving discards the edit: the list, and the project as it was saved.
  await frame.menuItem('项目管理').click();
  // The dialog's opening motion over first: under load a click during it was not taken (CI).
  await expect(page.locator('.ant-modal')).not.toHaveClass(/-(appear|enter)/);
  await dialog.getByRole('button', { name: '离开，不保存' }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible();
  await page.goto(`/admin/projects?edit=${id}`);
  await expect(projects.input('项目名称')).toHaveValue(name);

  // Without edits the menu leaves at once.
  await frame.menuItem('项目管理').click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(dialog).toHaveCount(0);

  // Another tab keeps the open tab's edits, but asks first (they are not saved by going there).
  await page.goto(`/admin/projects?edit=${id}`);
  await projects.input('项目名称').fill(`${name} 再改`);
  await page.getByRole('tab', { name: '子项目' }).click();
  await expect(dialog).toContainText('「基本设置」有未保存的修改');
  await expect(dialog).toContainText('切换标签不会丢失这些修改');
  await dialog.getByRole('button', { name: '留在此标签' }).click();
  await expect(page.getByRole('tab', { name: '基本设置' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '子项目' }).click();
  await dialog.getByRole('button', { name: '仍然切换' }).click();
  await expect(page.getByRole('tab', { name: '子项目' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '基本设置' }).click();
  await expect(projects.input('项目名称')).toHaveValue(`${name} 再改`);

  // The donation form builder: the browser's back asks; a reload gets the browser's own question.
  await page.goto(`/admin/projects?edit=${id}`);
  await projects.button('捐赠表单').click();
  await projects.button('添加字段').click();
  await page.evaluate(() => history.back());
  await expect(dialog).toContainText(`「${name}」的「捐赠表单」有未保存的修改，离开将丢失这些修改。`);
  await dialog.getByRole('button', { name: '留在此页' }).click();
  await expect(page).toHaveURL(new RegExp(`form=${id}`));
  await expect(projects.fieldCard(0)).toBeVisible();
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (question) => {
      resolve(question.type());
      void question.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(projects.button('添加字段')).toBeVisible();
  await expect(projects.fieldCard(0)).toHaveCount(0);

  // 上架 acts at once; 下架 asks first, saying what it does and what it does not.
  await page.goto(`/admin/projects?edit=${id}`);
  await projects.button('上架').click();
  await expect(page.getByText('已上架，捐赠端已可见')).toBeVisible();
  let confirm = await openPopconfirm(page, projects.button('下架'));
  await expect(confirm).toContainText(`下架「${name}」？`);
  await expect(confirm).toContainText(
    `下架后「${name}」不再出现在捐赠端的项目列表和搜索结果中；已分享的链接和首页入口仍能打开项目页，捐赠照常进行，已有捐赠不受影响。`,
  );
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('已上架', { exact: true })).toBeVisible();
  confirm = await openPopconfirm(page, projects.button('下架'));
  await confirm.getByRole('button', { name: /下\s*架/ }).click();
  await expect(page.getByText('已下架', { exact: true })).toBeVisible();
  await expect(page.getByText('未上架', { exact: true })).toBeVisible();
});
