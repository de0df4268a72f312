import { expect, test } from '../fixtures/test.ts';
import { CampaignMapPage } from '../pages/campaign-map-page.ts';

/** A campaign map read in English (the catalogue's English, doc 4 §1): nothing left in Chinese that we wrote. */
test.describe('campaign maps in English', () => {
  test('the price filter reads "20000 and above" and still sends only minMoney', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    const map = new CampaignMapPage(page);
    await map.goto('tree-naming-map-cpu?area=yc');
    // Area labels read in the English staff gave them (issue 22), not their Chinese titles.
    await expect(map.area('北区')).toHaveCount(0);
    await map.tap(map.area('North campus'));
    await map.expectLevel(2);
    // The zone's trees, whose statuses the filter asks again.
    await map.tap(map.area('Lab Building Garden'));
    await map.expectLevel(3);
    await map.drawnCount();

    await map.price.click();
    const picker = page.locator('.cm-filter-picker .adm-picker');
    const options = picker.locator('.adm-picker-view-column-item');
    await expect(options.filter({ hasText: '20000 and above' })).toHaveCount(1);
    await expect(options.filter({ hasText: '以上' })).toHaveCount(0);

    const asked = page.waitForRequest((request) => request.url().endsWith('/getSeatStatusList'));
    await options.filter({ hasText: '20000 and above' }).tap();
    await picker.getByRole('button', { name: 'OK' }).click();
    const body = (await asked).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ minMoney: 20000 });
    expect(body).not.toHaveProperty('maxMoney');
    await expect(map.price).toHaveText('20000 and above');
  });

  test('the seat map is captioned "Ground floor", and buildings and their contact dialog read in English', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    const map = new CampaignMapPage(page);
    await map.goto('seat-naming-map');
    await map.dialogButton('Got it').click();
    await expect(map.caption).toHaveText('Ground floor');

    await map.goto('tree-naming-map-xzit');
    await map.expectLevel(1, 'xzit-1');
    await expect(map.building('行政楼')).toHaveCount(0);
    await map.tap(map.building('Administration Building'));
    await expect(map.contact).toBeVisible();
    // The contact dialog is titled with the building's English name too.
    await expect(page.locator('.adm-dialog-title', { hasText: 'Administration Building' })).toBeVisible();
    await expect(page.locator('.adm-dialog-title', { hasText: '行政楼' })).toHaveCount(0);
  });
});
