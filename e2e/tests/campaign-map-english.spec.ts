import { expect, test } from '../fixtures/test.ts';
import { CampaignMapPage } from '../pages/campaign-map-page.ts';

/** A campaign map read in English (the catalogue's English, doc 4 §1): nothing left in Chinese that we wrote. */
test.describe('campaign maps in English', () => {
  test('the price filter reads "20000 and above" and still sends only minMoney', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    const map = new CampaignMapPage(page);
    await map.goto('tree-naming-map-cpu?area=yc');
    await map.tap(map.area('北区'));
    await map.expectLevel(2);
    // The zone's trees, whose statuses the filter asks again.
    await map.tap(map.area('实验楼花园'));
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
});
