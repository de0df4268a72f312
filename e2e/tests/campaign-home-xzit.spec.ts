import type { TPage } from '@alma/shared/api/common';
import type { TItemDetail, TNamedDonorRow } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { CampaignDonorListPage, CampaignHomePage } from '../pages/campaign-home-page.ts';
import { CampaignMapPage } from '../pages/campaign-map-page.ts';

/** The xzit campaign (doc 4 §2.3, items 13): its home and its donor table. */
test.describe('tree-naming-xzit', () => {
  test('note open on entry, counter and initiator lines, and its buttons', async ({ page }) => {
    const item = await apiGet<TItemDetail>(SPEC_PATHS.items.itemsDetail, { id: 13 });
    const home = new CampaignHomePage(page);
    await home.goto('tree-naming-xzit');
    await expect(home.note).toBeVisible();
    await expect(home.contact).toContainText('联系电话：0516-8310 0000');
    await home.noteClose.click();
    await expect(home.note).toBeHidden();
    await home.noteOpen.click();
    await expect(home.note).toBeVisible();
    await home.noteClose.click();

    await expect(home.counter).toHaveText(`已有${item.namingCountDonate}人冠名，快来冠之以名吧~`);
    expect(item.namingCountDonate).toBeGreaterThan(0);
    await expect(home.initiator).toHaveText('发起单位：徐州工程学院教育发展基金会');
    await expect(home.mapButton('campus')).toHaveAttribute('href', '#/tree-naming-map-xzit');
    await expect(home.donorListButton).toHaveAttribute('href', '#/tree-naming-donateList-xzit');
    await expect(home.musicToggle).toBeVisible();

    await home.mapButton('campus').click();
    await expect(page).toHaveURL(/#\/tree-naming-map-xzit$/);
    // The map drawn (the address changes before its page replaces the home), then Back.
    await new CampaignMapPage(page).expectLevel(1, 'xzit-1');
    await page.goBack();
    // Back on the home, which opens on its note again.
    await home.noteClose.click();
    await home.backHome.click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('the music toggle says on and off as the loop plays and stops', async ({ page }) => {
    const home = new CampaignHomePage(page);
    await home.goto('tree-naming-xzit');
    await home.musicToggle.click();
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'true');
    expect(await home.musicPlaying()).toBe(true);
    await home.musicToggle.click();
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'false');
    expect(await home.musicPlaying()).toBe(false);
  });

  test('the donor table: 冠名人, 冠名项, 冠名时间, one row per named donor', async ({ page }) => {
    const list = await apiGet<TPage<TNamedDonorRow>>(SPEC_PATHS.items.donateSeatList, {
      limit: 999,
      offset: 0,
      itemsId: 13,
    });
    const home = new CampaignHomePage(page);
    await home.goto('tree-naming-xzit');
    await home.noteClose.click();
    await home.donorListButton.click();
    await expect(page).toHaveURL(/#\/tree-naming-donateList-xzit$/);
    const donors = new CampaignDonorListPage(page);
    await expect(donors.headers).toHaveText(['冠名人', '冠名项', '冠名时间']);
    await expect(donors.rows).toHaveCount(list.rows.length);
    expect(await donors.cells()).toEqual(
      list.rows.map((row) => [row.name, row.seats, row.donateTime.slice(0, 10)]),
    );
    await expect(donors.rows.filter({ hasText: '桂花 8号' })).toHaveCount(1);
    await expect(donors.rows.first().locator('td').nth(2)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('in English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    const home = new CampaignHomePage(page);
    await home.goto('tree-naming-xzit');
    await expect(home.noteClose).toHaveText('Got it');
    await home.noteClose.click();
    await expect(home.initiator).toContainText('Initiated by the Education Development Foundation');
    await expect(home.counter).toContainText('people have named one');
    await home.donorListButton.click();
    await expect(new CampaignDonorListPage(page).headers).toHaveText(['Donor', 'Named item', 'Named on']);
  });
});
