import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { ProjectListPage } from '../pages/project-list-page.ts';
import { QrGatePage } from '../pages/qr-gate-page.ts';

test.describe('desktop browser', () => {
  test.use({ ...DESKTOP });

  test('sees only a 180×180 QR code of the address with the caption', async ({ page }) => {
    const gate = new QrGatePage(page);
    await gate.goto('/#/subject-detail?id=3');
    await expect(gate.gate).toBeVisible();
    await expect(gate.code).toHaveAttribute('width', '180');
    await expect(gate.code).toHaveAttribute('height', '180');
    // The code encodes the page the visitor is on, so a phone scan lands on the same screen.
    await expect(gate.code).toHaveAttribute('aria-label', /\/#\/subject-detail\?id=3$/);
    await expect(gate.gate).toContainText('微信扫码捐赠');
    await expect(page.getByTestId('project-list')).toHaveCount(0);
  });

  test('shows the English caption when English is chosen', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    const gate = new QrGatePage(page);
    await gate.goto('/');
    await expect(gate.gate).toContainText('WeChat scan to donate');
  });

  test('?desktop=1 shows the app and is remembered for the tab', async ({ page }) => {
    await page.goto('/?desktop=1#/');
    const list = new ProjectListPage(page);
    await expect(list.titles.first()).toBeVisible();
    await page.goto('/#/subject');
    await expect(list.titles.first()).toBeVisible();
    await expect(page.getByTestId('qr-gate')).toHaveCount(0);
  });
});
