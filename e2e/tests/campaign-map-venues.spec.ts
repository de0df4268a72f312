import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { drawnBy, mapStatuses, pointWith, seatDetail } from '../pages/campaign-map-data.ts';
import { CampaignMapPage } from '../pages/campaign-map-page.ts';

/**
 * The campaign pages of doc 4 §2.3 on the seeded demo maps: the auditorium seats (item 10,
 * seat-1), the buildings (11, build-1), the gmu grove (12, gmu-1), the xzit campus (13, xzit-*),
 * the alumni wall (15, wall-1), the cpu trees (10, cpuyc-*) and the hhu riverside trees (8, hhu-1).
 */
test.describe('campaign map pages', () => {
  test('seat-naming-map: guide closed with 我知道了, 一楼 at zoom 0.3 without numbers; a found seat shows 冠名金额 2000元', async ({
    page,
  }) => {
    const map = new CampaignMapPage(page);
    await map.goto('seat-naming-map');
    await expect(map.guide).toBeVisible();
    await map.dialogButton('我知道了').click();
    await expect(map.guide).toBeHidden();
    await expect(map.caption).toHaveText('一楼');
    const seats = await map.definition('seat-1');
    // All 1,917 seats show 500 ms after load, then only those the status list names.
    const statuses = await mapStatuses(10, seats);
    await expect(map.map).toHaveAttribute('data-points', String(drawnBy(seats, statuses)));
    const layer = map.map.locator('.cm-content');
    // The first view is the map's zoom 0.3, as far as the cover clamp allows (doc 4 §4: never
    // below the scale at which the picture covers the screen).
    const box = await map.map.boundingBox();
    const cover = Math.max((box?.width ?? 0) / seats.width, (box?.height ?? 0) / seats.height);
    expect(seats.scale).toBe(0.3);
    const scale = async () =>
      Number(/scale\(([\d.]+)\)/.exec((await layer.getAttribute('style')) ?? '')?.[1]);
    expect(await scale()).toBeCloseTo(Math.max(0.3, cover), 4);
    await expect(layer).not.toHaveClass(/is-labelled/);

    const free = pointWith(seats, statuses, 1);
    await map.find(String(free.id));
    await expect(map.found).toBeVisible();
    // The flight ends at the numbers' scale (0.6) or closer.
    await expect(layer).toHaveClass(/is-labelled/);
    await map.tap(map.point(free.id));
    await expect(page.getByTestId('campaign-map-item-price')).toHaveText(/冠名金额\s*2000元/);
    // Titled with the seat's row and number, not only its area ("531 B区").
    await expect(page.locator('.cm-item-dialog .adm-dialog-title')).toHaveText(
      new RegExp(`^${free.id} .*\\d+排\\d+座`),
    );
    await expect(page.getByTestId('campaign-map-item-intro')).not.toBeEmpty();
    await expect(map.dialogButton('我要冠名')).toBeVisible();
    await expect(map.guideOpen).toBeVisible();
  });

  test('tree-naming-map-gmu: the guide opens on entry (我已阅读并知晓) and again by its button; free 我要认养, named the donor', async ({
    page,
  }) => {
    const map = new CampaignMapPage(page);
    await map.goto('tree-naming-map-gmu');
    await expect(map.guide).toBeVisible();
    await map.dialogButton('我已阅读并知晓').click();
    await expect(map.guide).toBeHidden();
    await map.guideOpen.click();
    await expect(map.guide).toBeVisible();
    await map.dialogButton('我已阅读并知晓').click();

    const grove = await map.definition('gmu-1');
    const statuses = await mapStatuses(12, grove);
    const named = pointWith(grove, statuses, 2);
    const plaque = await seatDetail(named.seatId);
    await map.find(String(named.id));
    await map.tap(map.point(named.id));
    await expect(page.getByTestId('campaign-map-item-donor')).toContainText(plaque.donorName);
    await expect(map.dialogButton('我要认养')).toHaveCount(0);
    await map.dialogButton('关闭').click();

    const free = pointWith(grove, statuses, 1);
    await map.find(String(free.id));
    await map.tap(map.point(free.id));
    await expect(map.item).toHaveAttribute('data-status', '1');
    await expect(map.dialogButton('我要认养')).toBeVisible();
  });

  test('build-naming-map: the announcement, and a building opens its detail', async ({ page }) => {
    const map = new CampaignMapPage(page);
    await map.goto('build-naming-map');
    await expect(map.guide).toBeVisible();
    await map.dialogButton('我知道了').click();
    // A tap while the guide's mask still fades out lands on the mask, as a finger's would.
    await expect(map.guide).toBeHidden();
    await map.tap(map.building('图书馆'));
    await expect(page.getByTestId('campaign-map-item-name')).toContainText('图书馆');
    await expect(page.getByTestId('campaign-map-item-price')).toContainText('元');
  });

  test('wall-naming-map: the home picture until 我要冠名, the guide of 850 bricks at 2000元', async ({
    page,
  }) => {
    const map = new CampaignMapPage(page);
    await map.goto('wall-naming-map');
    await expect(map.guide).toContainText('2000元');
    await expect(map.guide).toContainText('850');
    await map.dialogButton('我知道了').click();
    await expect(map.cover).toBeVisible();
    await map.cover.getByRole('button', { name: '我要冠名' }).click();
    await expect(map.cover).toBeHidden();
    const wall = await map.definition('wall-1');
    expect(wall.treeList).toHaveLength(850);
    await expect(map.map).toHaveAttribute('data-points', String(drawnBy(wall, await mapStatuses(15, wall))));

    // Find my name: the demo's 林校友 brick is found and marked, and its dialog shows the plaque.
    const [brick] = await apiGet<Array<{ id: number; donorName: string }>>(
      SPEC_PATHS.namingActivity.searchSeat,
      {
        itemsId: 15,
        keyword: '林校友',
      },
    );
    if (!brick) throw new Error('the demo wall has no 林校友 brick');
    await map.find('林校友');
    await map.expectFlownToFound();
    await map.tap(map.point(brick.id));
    await expect(page.getByTestId('campaign-map-item-donor')).toContainText('林校友');
  });

  test('tree-naming-map-xzit: a building opens the contact dialog; a level down and back, then out to tree-naming-xzit', async ({
    page,
  }) => {
    const map = new CampaignMapPage(page);
    await map.goto('tree-naming-map-xzit');
    await map.expectLevel(1, 'xzit-1');
    await map.tap(map.building('行政楼'));
    // The staff member its home's note names, never the spec's placeholders.
    await expect(map.contact).toContainText('联系人：张老师');
    await expect(map.contact).toContainText('联系电话：0516-8310 0000');
    await expect(map.contact).not.toContainText('{');
    await map.dialogButton('我知道了').click();
    await expect(map.contact).toBeHidden();
    await map.tap(map.area('西区'));
    await map.expectLevel(2, 'xzit-2-west');
    await map.tap(map.area('林荫大道'));
    await map.expectLevel(3, 'xzit-3-avenue');
    await expect(map.species).toBeVisible();
    expect(await map.drawnCount()).toBeGreaterThan(0);
    await map.back.click();
    await map.back.click();
    await map.expectLevel(1, 'xzit-1');
    await map.back.click();
    await expect(page).toHaveURL(/#\/tree-naming-xzit$/);
  });

  test('tree-naming-map-cpu: the filters at every level but the first, and back to tree-naming-cpu', async ({
    page,
  }) => {
    const map = new CampaignMapPage(page);
    await map.goto('tree-naming-map-cpu?area=yc');
    await map.expectLevel(1, 'cpuyc-1');
    await expect(map.species).toHaveCount(0);
    await map.tap(map.area('北区'));
    await map.expectLevel(2, 'cpuyc-2-north');
    await expect(map.species).toBeVisible();
    await map.back.click();
    await map.expectLevel(1, 'cpuyc-1');
    await map.back.click();
    await expect(page).toHaveURL(/#\/tree-naming-cpu$/);
  });

  test('tree-naming-hhu: a tree opens its detail page; named shows the donor, free leads to the naming form', async ({
    page,
  }) => {
    await useToken(page, (await newDonor()).token);
    const map = new CampaignMapPage(page);
    await map.goto('tree-naming-hhu');
    const river = await map.definition('hhu-1');
    const statuses = await mapStatuses(8, river);

    const named = pointWith(river, statuses, 2);
    const plaque = await seatDetail(named.seatId);
    await map.find(String(named.id));
    await map.tap(map.point(named.id));
    await expect(page).toHaveURL(new RegExp(`#/tree-naming-hhu/detail\\?from=map&id=${named.seatId}$`));
    await expect(page.getByTestId('hhu-detail-name')).toContainText(plaque.seatName);
    await expect(page.getByTestId('hhu-detail-donor')).toContainText(plaque.donorName);
    await expect(page.getByTestId('hhu-detail-date')).toHaveText(new RegExp(plaque.donateTime.slice(0, 10)));
    await expect(page.getByTestId('hhu-detail-donate')).toHaveCount(0);
    await page.getByTestId('campaign-map-back').click();
    await expect(page).toHaveURL(/#\/tree-naming-hhu$/);

    const free = pointWith(river, statuses, 1);
    await map.map.waitFor();
    await map.find(String(free.id));
    await map.tap(map.point(free.id));
    await expect(page).toHaveURL(new RegExp(`#/tree-naming-hhu/detail\\?from=map&id=${free.seatId}$`));
    await expect(page.getByTestId('hhu-detail-place')).not.toHaveText('—');
    await expect(page.getByTestId('hhu-detail-family')).not.toHaveText('—');
    await expect(page.getByTestId('hhu-detail-habit')).not.toHaveText('—');
    await expect(page.getByTestId('hhu-detail-photo').locator('img')).toBeVisible();
    await page.getByTestId('hhu-detail-donate').click();
    // The institution sends item 8's naming form to its own form, which signs the agreement first.
    await expect(page).toHaveURL(/#\/tree-naming-hhu\/form\?id=8&type=2$/);
    const draft = await page.evaluate(() => localStorage.getItem('naming.draft.8'));
    expect(JSON.parse(draft ?? '{}')).toMatchObject({ itemsId: 8, seats: [{ seatId: free.seatId }] });
    await expect(page.getByTestId('hhu-agreement')).toContainText('尚未签约');
  });
});
