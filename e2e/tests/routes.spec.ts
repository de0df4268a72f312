import { expect, test } from '../fixtures/test.ts';

// Screens of later issues answer with a page that says so, under their spec route names.
test.describe('routes not built yet', () => {
  for (const [route, title] of [
    ['tree-naming-hhu/preview?url=x', '冠名活动'],
    ['contract-cpu/signature?id=1', '冠名活动'],
  ] as const) {
    test(`#/${route} says it is under construction`, async ({ page }) => {
      await page.goto(`/#/${route}`);
      await expect(page.getByTestId('placeholder-page')).toContainText('该页面正在建设中');
      await expect(page).toHaveTitle(title);
    });
  }

  test('an unknown route says the page does not exist and leads home', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expect(page.getByTestId('placeholder-page')).toContainText('页面不存在');
    await expect(page).toHaveTitle('页面不存在');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page.getByTestId('project-title').first()).toBeVisible();
  });
});
