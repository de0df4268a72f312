import { expect, test } from '../fixtures/test.ts';

// An address no screen answers says so and leads home.
test.describe('unknown routes', () => {
  test('an unknown route says the page does not exist and leads home', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expect(page.getByTestId('placeholder-page')).toContainText('页面不存在');
    await expect(page).toHaveTitle('页面不存在');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page.getByTestId('project-title').first()).toBeVisible();
  });
});
