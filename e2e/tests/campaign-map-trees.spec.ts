import { newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { drawnBy, mapStatuses, pointWith, seatDetail } from '../pages/campaign-map-data.ts';
import { CampaignMapPage } from '../pages/campaign-map-page.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { NameplateEditPage } from '../pages/nameplate-edit-page.ts';
import { NamingFormPage } from '../pages/naming-form-page.ts';

/**
 * The tree map of demo item 4 (doc 4 §2.2): tree-naming-map?area=yc has three levels (the campus,
 * a half, a zone); the zone 百年林苑 (yc-3-grove) is the demo's largest map, 2,100 trees.
 */
const TREES = 4;

async function openGrove(map: CampaignMapPage): Promise<void> {
  await map.goto('tree-naming-map?area=yc');
  await map.expectLevel(1, 'yc-1');
  await map.tap(map.area('东区'));
  await map.expectLevel(2, 'yc-2-east');
  await map.tap(map.area('百年林苑'));
  await map.expectLevel(3, 'yc-3-grove');
}

test.describe('campaign tree map (tree-naming-map)', () => {
  test('three levels down, back up through the cached levels, then out to the home', async ({ page }) => {
    const map = new CampaignMapPage(page);
    await openGrove(map);
    const grove = await map.definition();
    // Only the trees the status list names are drawn, every one of them.
    expect(await map.drawnCount()).toBe(drawnBy(grove, await mapStatuses(TREES, grove)));
    expect(await map.drawnCount()).toBeGreaterThanOrEqual(2000);
    await expect(map.vr).toHaveAttribute('href', grove.vr);
    await expect(map.species).toBeVisible();
    await expect(map.price).toBeVisible();

    // Back draws the level above from the cache: no second request for its definition.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/maps/')) asked.push(new URL(request.url()).pathname);
    });
    await map.back.click();
    await map.expectLevel(2, 'yc-2-east');
    await expect(map.vr).toHaveCount(0);
    await expect(map.species).toHaveCount(0);
    await map.back.click();
    await map.expectLevel(1, 'yc-1');
    expect(asked).toEqual([]);
    await map.back.click();
    await expect(page).toHaveURL(/#\/tree-naming$/);
  });

  test('area ys is coming soon: 即将上线! and back to the home', async ({ page }) => {
    await page.goto('/#/tree-naming-map?area=ys');
    await expect(page.getByText('即将上线!')).toBeVisible();
    await page.locator('.adm-dialog-button', { hasText: '返回' }).click();
    await expect(page).toHaveURL(/#\/tree-naming$/);
  });

  test('species and price filters ask the statuses again and draw only what matches; cancel clears', async ({
    page,
  }) => {
    test.slow();
    const map = new CampaignMapPage(page);
    await openGrove(map);
    const grove = await map.definition();
    const all = await map.drawnCount();
    const asked = () =>
      page
        .waitForRequest((request) => request.url().endsWith('/getSeatStatusList'))
        .then((request) => request.postDataJSON() as Record<string, unknown>);

    let body = asked();
    await map.pick('species', '银杏');
    expect(await body).toMatchObject({ itemsId: TREES, seatName: '银杏' });
    const ginkgo = drawnBy(grove, await mapStatuses(TREES, grove, { seatName: '银杏' }));
    expect(ginkgo).toBeGreaterThan(0);
    expect(ginkgo).toBeLessThan(all);
    await expect(map.map).toHaveAttribute('data-points', String(ginkgo));
    await expect(map.species).toHaveText('银杏');

    body = asked();
    await map.pick('price', '20000以上');
    const priced = await body;
    expect(priced).toMatchObject({ seatName: '银杏', minMoney: 20000 });
    expect(priced).not.toHaveProperty('maxMoney');
    const dear = drawnBy(grove, await mapStatuses(TREES, grove, { seatName: '银杏', minMoney: 20000 }));
    await expect(map.map).toHaveAttribute('data-points', String(dear));

    // Cancel clears the price: the species' answer again (from the cache while it is fresh).
    await map.pick('price', null);
    await expect(map.map).toHaveAttribute('data-points', String(ginkgo));
    await expect(map.price).toHaveText('冠名价格');
  });

  test('a free tree shows its price and naming button, a named one its plaque; find by number flies there', async ({
    page,
  }) => {
    test.slow();
    const map = new CampaignMapPage(page);
    await openGrove(map);
    const grove = await map.definition();
    const statuses = await mapStatuses(TREES, grove);

    const named = pointWith(grove, statuses, 2);
    const plaque = await seatDetail(named.seatId);
    await map.find(String(named.id));
    await expect(map.found).toBeVisible();
    await map.tap(map.point(named.id));
    await expect(map.item).toHaveAttribute('data-status', '2');
    // Titled by its plaque label and state, in the language's own brackets.
    await expect(page.locator('.adm-dialog-title')).toHaveText(/^\d+ .+（已冠名）$/);
    await expect(page.getByTestId('campaign-map-item-donor')).toContainText(plaque.donorName);
    await expect(page.getByTestId('campaign-map-item-date')).toContainText(plaque.donateTime.slice(0, 10));
    await expect(page.getByTestId('campaign-map-item-date')).not.toContainText(plaque.donateTime.slice(10));
    await expect(page.getByTestId('campaign-map-item-message')).toContainText(plaque.donationMessage);
    await expect(map.dialogButton('我要冠名')).toHaveCount(0);
    await map.dialogButton('关闭').click();

    const free = pointWith(grove, statuses, 1);
    const detail = await seatDetail(free.seatId);
    await map.find(String(free.id));
    await map.tap(map.point(free.id));
    await expect(map.item).toHaveAttribute('data-status', '1');
    await expect(page.getByTestId('campaign-map-item-number')).toContainText(String(free.id));
    await expect(page.getByTestId('campaign-map-item-price')).toContainText(`${detail.termMoney}元`);
    await expect(map.dialogButton('我要冠名')).toBeVisible();
  });

  test('from a free tree to the naming form, paid at the cashier, then named on the map', async ({
    page,
  }) => {
    test.slow();
    await useToken(page, (await newDonor()).token);
    const map = new CampaignMapPage(page);
    await openGrove(map);
    const grove = await map.definition();
    const tree = pointWith(grove, await mapStatuses(TREES, grove), 1);
    await map.find(String(tree.id));
    await map.tap(map.point(tree.id));
    await map.dialogButton('我要冠名').click();
    await expect(page).toHaveURL(/#\/form-gm\?id=4&namingType=1$/);

    const form = new NamingFormPage(page);
    await expect(form.objectRows).toHaveCount(1);
    await form.editLink.click();
    const editor = new NameplateEditPage(page);
    await editor.fill({
      donorName: '沈青禾',
      donorIdentity: '2008级校友',
      donationMessage: '一树一木皆母校',
    });
    await editor.save.click();
    await expect(page).toHaveURL(/#\/form-gm\?id=4&namingType=1$/);
    await form.agreeCheckbox.click();
    const donate = page.waitForRequest((request) => request.url().endsWith('/items/donate'));
    await form.submit.click();
    expect((await donate).postDataJSON()).toMatchObject({
      itemsId: TREES,
      namingType: 1,
      seatList: [{ seatId: tree.seatId, donorName: '沈青禾', itemsId: TREES }],
    });
    const cashier = new CashierPage(page);
    await cashier.waitFor();

    // While the order waits at the cashier the tree is held: drawn apart on anyone's map, and
    // its dialog says someone is paying for it instead of offering to name it.
    const other = new CampaignMapPage(await page.context().newPage());
    await other.goto('tree-naming-map?area=yc');
    await other.find(String(tree.id));
    await other.expectLevel(3, 'yc-3-grove');
    await other.expectFlownToFound();
    await expect(other.point(tree.id)).toHaveClass(/is-held/);
    await other.tap(other.point(tree.id));
    await expect(other.item).toHaveAttribute('data-status', '4');
    await expect(other.item).toContainText('有人正在为它付款');
    await expect(other.dialogButton('我要冠名')).toHaveCount(0);
    await other.page.close();

    await cashier.pay.click();
    await expect(page).toHaveURL(/#\/success\?billNo=/);

    // Found from level 1 by the donor's name: the map of its zone opens and flies to the tree.
    await map.goto('tree-naming-map?area=yc');
    await map.find('沈青禾');
    await map.expectLevel(3, 'yc-3-grove');
    await map.expectFlownToFound();
    await expect(map.point(tree.id)).toHaveClass(/is-named/);
    await map.tap(map.point(tree.id));
    await expect(page.getByTestId('campaign-map-item-donor')).toContainText('沈青禾');
    await expect(page.getByTestId('campaign-map-item-message')).toContainText('一树一木皆母校');

    // 我的冠名 calls it a tree, not a seat.
    await page.goto('/#/mine-gm');
    const record = page.getByTestId('naming-record').first();
    await expect(record).toContainText('冠名树木');
    await expect(record).not.toContainText('冠名座位');
  });
});
