import {
  DEFAULT_AGREEMENT_BODY,
  DEFAULT_AGREEMENT_PLACEMENT,
} from '@alma/shared/agreements/agreement-template';
import { demoToken, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createOwnProject } from '../pages/admin-api.ts';
import { drawSignature } from '../pages/signature.ts';

test.describe('the contract flow on a WeChat phone (contract-cpu)', () => {
  test('the alumnus generates a contract for a console-made project, signs it by hand, sees the account and finds it sealed', async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    // Staff make the project and offer a contract for it in the console.
    const project = await createOwnProject(base, '手签协议项目');
    const api = await administratorApi(base);
    const saved = await api.put(`/admin-api/v1/projects/${project.id}/agreement-template`, {
      headers: { 'x-csrf-token': api.csrf },
      data: {
        title: '捐赠协议书',
        body: DEFAULT_AGREEMENT_BODY,
        offerContract: true,
        placement: DEFAULT_AGREEMENT_PLACEMENT,
      },
    });
    expect(saved.status()).toBe(200);
    await api.dispose();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useToken(page, await demoToken('alumni', 'alumni1234'));
    await page.goto(`/#/contract-cpu?id=${project.id}`);
    const form = page.getByTestId('contract-form');
    // Name, mobile and ID number are the account's, shown masked and read-only.
    await expect(form).toContainText('林知远');
    await expect(page.getByTestId('contract-project')).toContainText(project.name);
    await page.getByTestId('contract-generate').click();
    await expect(page.locator('.adm-toast-main').getByText('请输入捐赠金额')).toBeVisible();
    await page
      .getByTestId('contract-amount')
      .locator('input')
      .or(page.getByTestId('contract-amount'))
      .last()
      .fill('8888');
    await page.getByTestId('contract-generate').click();

    // Every page of the generated agreement as a picture, then signing by hand in the 350×200 pad.
    await expect(page).toHaveURL(/#\/contract-cpu\/signature\?id=\d+/, { timeout: 20_000 });
    const pages = page.getByTestId('contract-signature').locator('img');
    await expect(pages.first()).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('contract-sign-online').click();
    await expect(page.getByTestId('signature-modal')).toBeVisible();
    await page.getByTestId('signature-done').click();
    await expect(page.locator('.adm-toast-main').getByText('请先签名')).toBeVisible();
    await drawSignature(page, page.getByTestId('signature-pad'));
    await page.getByTestId('signature-done').click();

    // The foundation's account to transfer to, copied with a tap.
    await expect(page).toHaveURL(/#\/contract-cpu\/account/, { timeout: 20_000 });
    await expect(page.getByTestId('account-bank')).toContainText('中国工商银行');
    await expect(page.getByTestId('account-no')).toContainText('4301 0100 0920 0123 456');
    await page.getByTestId('account-copy').click();
    await expect(page.locator('.adm-toast-main').getByText('账号已复制到剪贴板')).toBeVisible();
    await page.getByTestId('account-close').click();

    // My list: the agreement, sealed by the foundation a moment later; its pages in the preview.
    await expect(page).toHaveURL(/#\/contract-cpu\/myList/);
    const mine = page.getByTestId('my-agreement').filter({ hasText: project.name });
    await expect(mine.getByTestId('my-agreement-amount')).toContainText('8,888.00');
    await expect(async () => {
      await page.reload();
      await expect(mine.getByTestId('my-agreement-status')).toHaveText('已盖章', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await mine.getByTestId('my-agreement-view').click();
    const preview = page.getByTestId('document-preview');
    await expect(preview.locator('img').first()).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('document-preview-close').click();
    await expect(preview).toBeHidden();
    await mine.getByTestId('my-agreement-receipt').click();
    await expect(page.locator('.adm-toast-main').getByText('暂无票据')).toBeVisible();
  });
});
