import { randomUUID } from 'node:crypto';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createOwnProject, createStaffAccount } from '../pages/admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { openPopconfirm } from '../pages/antd-popconfirm.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

/** A donor of the test's own, made as finance records a cash gift for a new donor; answers its order. */
async function donorWithCashGift(baseURL: string, itemsId: number, name: string, amount: string) {
  const api = await administratorApi(baseURL);
  const answer = await api.post('/admin-api/v1/offline-gifts', {
    headers: { 'x-csrf-token': api.csrf },
    data: { itemsId, amount, method: 'cash', receivedOn: '2025-01-06', payerName: name, donorName: name },
  });
  if (answer.status() !== 201)
    throw new Error(`POST /offline-gifts: ${answer.status()} ${await answer.text()}`);
  const { billNo } = (await answer.json()) as { billNo: string };
  await api.dispose();
  return billNo;
}

/**
 * Issue 21, 合并重复记录: two records of one person merged in the donor's drawer (the kept record then
 * shows both gifts and their total), then the merge undone (each record has its own gift again).
 */
test('merges two records of one donor, then undoes the merge', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const project = await createOwnProject(base, '合并记录测试');
  const suffix = randomUUID().slice(0, 6);
  const kept = `合并甲${suffix}`;
  const merged = `合并乙${suffix}`;
  const keptBill = await donorWithCashGift(base, project.id, kept, '100');
  const mergedBill = await donorWithCashGift(base, project.id, merged, '250.50');
  const manager = await createStaffAccount(base, 'project_manager');

  const signIn = new AdminSignInPage(page);
  await signIn.goto(`/admin/donors?s=${encodeURIComponent(kept)}`);
  await signIn.signIn(manager.username, manager.password, totpCodeOf(manager.secret));
  await page.getByRole('button', { name: /查\s*看/ }).click({ timeout: FIRST_PAINT_MS });
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.locator('.ant-drawer-title')).toHaveText(`捐赠人：${kept}`, {
    timeout: FIRST_PAINT_MS,
  });
  const gifts = drawer.getByTestId('donor-gifts');
  await expect(gifts).toContainText(keptBill);
  await expect(gifts).not.toContainText(mergedBill);

  // 合并重复记录: the other record found by name, a confirmation naming both and what moves.
  await drawer.getByTestId('donor-merge-search').locator('input').fill(merged);
  await page.locator('.ant-select-dropdown:visible').getByText(merged, { exact: false }).click();
  await drawer.getByRole('button', { name: '合并…' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '合并捐赠人记录' });
  await expect(dialog.getByTestId('donor-merge-what')).toContainText(
    `将“${merged}”合并到“${kept}”：“${merged}”的 1 笔捐赠（共 ¥250.50）`,
  );
  await dialog.getByRole('button', { name: /合\s*并/ }).click();
  await expect(page.getByText(`已合并，“${merged}”的记录已移到这里`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The kept record holds both gifts, and its lifetime total follows.
  await expect(gifts).toContainText(mergedBill);
  await expect(gifts).toContainText(keptBill);
  await expect(drawer).toContainText('¥350.50 · 2 笔');
  const line = drawer.getByTestId('donor-merge-line');
  await expect(line).toContainText(`“${merged}”· 1 笔捐赠，共 ¥250.50`);

  // 撤销合并, confirmed: each record has its own gift again.
  const undo = await openPopconfirm(page, line.getByRole('button', { name: '撤销合并' }));
  await undo.getByRole('button', { name: '撤销合并' }).click();
  await expect(page.getByText('已撤销合并')).toBeVisible();
  await expect(gifts).not.toContainText(mergedBill);
  await expect(gifts).toContainText(keptBill);
  await expect(drawer).toContainText('¥100.00 · 1 笔');
  await expect(line).toContainText('已撤销');

  await drawer.locator('.ant-drawer-close').click();
  await page.getByPlaceholder('姓名、账号或手机号').fill(merged);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(merged);
  await rows
    .first()
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(drawer.locator('.ant-drawer-title')).toHaveText(`捐赠人：${merged}`);
  await expect(gifts).toContainText(mergedBill);
  await expect(gifts).not.toContainText(keptBill);
});
