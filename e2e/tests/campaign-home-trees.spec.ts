import type { TPage } from '@alma/shared/api/common';
import type { TItemDetail, TNamedDonorRow } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { CampaignDonorListPage, CampaignHomePage } from '../pages/campaign-home-page.ts';

/**
 * The tree campaigns' homes (doc 4 §2.3): tree-naming (items 4) and tree-naming-cpu (items 10,
 * with its donor list), on the seeded demo projects.
 */
const detail = (id: number) => apiGet<TItemDetail>(SPEC_PATHS.items.itemsDetail, { id });

test.describe('tree-naming (items 4)', () => {
  test('opens on its activity note; the page shows the project, its counter and both maps', async ({
    page,
  }) => {
    const item = await detail(4);
    const home = new CampaignHomePage(page);
    await home.goto('tree-naming');
    await expect(home.note).toBeVisible();
    await expect(home.note).toContainText('活动说明');
    await expect(home.note).toContainText('捐赠方式');
    await expect(home.contact).toHaveText('联系人：王老师联系电话：025-8361 0000');
    await home.noteClose.click();
    await expect(home.note).toBeHidden();

    await expect(home.title).toHaveText(item.name);
    await expect(home.counter).toHaveText(`已有${item.namingCountDonate}人冠名，快来冠之以名吧~`);
    await expect(home.cover).toHaveAttribute('src', item.coverImg);
    // The project's content, as staff wrote it (the seed's sections).
    await expect(home.content).toContainText('校园内 2400 棵景观树开放认养冠名');

    await expect(home.mapButton('yc')).toHaveAttribute('href', '#/tree-naming-map?area=yc');
    await expect(home.mapButton('ys')).toHaveAttribute('href', '#/tree-naming-map?area=ys');
    await expect(home.donorListButton).toHaveCount(0);
    await home.noteOpen.click();
    await expect(home.note).toBeVisible();
    await home.page.keyboard.press('Escape');
    await expect(home.note).toBeHidden();
    await home.mapButton('yc').click();
    await expect(page).toHaveURL(/#\/tree-naming-map\?area=yc$/);
  });

  test('music starts only after a tap, and the toggle turns it off and on', async ({ page }) => {
    const home = new CampaignHomePage(page);
    await home.goto('tree-naming');
    // Nothing plays before the visitor has done anything (browsers require a gesture).
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(home.musicToggle).toHaveText(/音乐：关/);
    expect(await home.musicPlaying()).toBe(false);
    // The loop is the repository's own WAV.
    const src = await home.music.getAttribute('src');
    const wav = await page.request.get(new URL(src ?? '', page.url()).toString());
    expect(wav.status()).toBe(200);
    expect((await wav.body()).subarray(0, 4).toString()).toBe('RIFF');

    await home.noteClose.click();
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(home.musicToggle).toHaveText(/音乐：开/);
    await expect.poll(() => home.musicTime()).toBeGreaterThan(0.2);

    await home.musicToggle.click();
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'false');
    expect(await home.musicPlaying()).toBe(false);
    await home.musicToggle.click();
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'true');
    expect(await home.musicPlaying()).toBe(true);

    // Leaving the page stops it.
    await home.mapButton('ys').click();
    await expect(page).toHaveURL(/area=ys$/);
    await expect(home.music).toHaveCount(0);
  });

  test('a first tap on the toggle itself turns the music on, not on and off again', async ({ page }) => {
    const home = new CampaignHomePage(page);
    await home.goto('tree-naming');
    // The toggle stays reachable above the note, which is still open.
    await expect(home.note).toBeVisible();
    await home.musicToggle.click();
    await expect(home.note).toBeVisible();
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('tree-naming-cpu (items 10)', () => {
  test('its note, its one map and the donor list of every named donor', async ({ page }) => {
    const item = await detail(10);
    const home = new CampaignHomePage(page);
    await home.goto('tree-naming-cpu');
    await expect(home.note).toBeVisible();
    await expect(home.contact).toContainText('联系人：李老师');
    await home.noteClose.click();
    await expect(home.counter).toHaveText(`已有${item.namingCountDonate}人冠名，快来冠之以名吧~`);
    await expect(home.mapButton('yc')).toHaveAttribute('href', '#/tree-naming-map-cpu?area=yc');
    await expect(home.mapButton('ys')).toHaveCount(0);

    const list = await apiGet<TPage<TNamedDonorRow>>(SPEC_PATHS.items.donateSeatList, {
      limit: 999,
      offset: 0,
      itemsId: 10,
    });
    expect(list.rows.length).toBeGreaterThan(0);
    await home.donorListButton.click();
    await expect(page).toHaveURL(/#\/tree-naming-donateList-cpu$/);
    const donors = new CampaignDonorListPage(page);
    await expect(donors.headers).toHaveText(['冠名人', '冠名项', '冠名时间']);
    await expect(donors.rows).toHaveCount(list.rows.length);
    expect(await donors.cells()).toEqual(
      list.rows.map((row) => [row.name, row.seats, row.donateTime.slice(0, 10)]),
    );
    await expect(donors.rows.filter({ hasText: '一楼 B区 7排12座' })).toHaveCount(1);
  });

  test('the donor list asks for every row at once (limit 999, offset 0)', async ({ page }) => {
    const asked = page.waitForRequest((request) => request.url().includes('/items/donateSeatList'));
    await page.goto('/#/tree-naming-donateList-cpu');
    const query = new URL((await asked).url()).searchParams;
    expect([query.get('limit'), query.get('offset'), query.get('itemsId')]).toEqual(['999', '0', '10']);
  });
});
