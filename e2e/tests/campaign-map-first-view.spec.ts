import type { APIRequestContext, Locator } from '@playwright/test';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount } from '../pages/admin-api.ts';
import { AdminNamingMapsPage, mapPicture } from '../pages/admin-naming-maps-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { CampaignMapPage } from '../pages/campaign-map-page.ts';

// Console issue 21, defect 12: a map made in the console opened on the phone at scale 1 from the
// picture's top-left corner, its trees (far from it) off the screen; and an area point's 下级地图
// showed the next map's key, not its title.

test.setTimeout(120_000);

/** The demo tree campaign (items 4): its maps open at tree-naming-map?area=… (doc 4 §2.2). */
const TREE_CAMPAIGN = 4;
const PICTURE = { width: 3000, height: 2400 };
/** Trees in the picture's far corner: none of them is on a 390 px screen at scale 1 from 0,0. */
const FAR_TREES = [
  [1, 2300, 1700],
  [2, 2650, 2150],
  [3, 2450, 1950],
  [4, 2800, 1800],
  [5, 2150, 2250],
] as const;

type Api = APIRequestContext & { csrf: string };

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['post']>>, status = 201): Promise<T> {
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as T;
}

/** A seat area of the tree campaign, a map of it made through the admin API, and its far trees. */
async function farMap(api: Api, suffix: string, title = '远处林地') {
  const area = `fv${suffix}`.slice(0, 16);
  const headers = { 'x-csrf-token': api.csrf };
  const areaTitle = `远林${suffix}`.slice(0, 20);
  const { rows } = await ok<{ rows: Array<{ id: number; title: string }> }>(
    await api.post('/admin-api/v1/seat-areas', {
      headers,
      data: {
        itemsId: TREE_CAMPAIGN,
        title: areaTitle,
        type: 3,
        imgUrl: '',
        sort: 99,
        priceList: [{ termName: '永久', termMoney: 2000, termYear: 0 }],
      },
    }),
  );
  const areaId = rows.find((row) => row.title === areaTitle)?.id ?? 0;
  const file = mapPicture(PICTURE.width, PICTURE.height);
  const { fileUrl } = await ok<{ fileUrl: string }>(
    await api.post('/admin-api/v1/files', { headers, multipart: { file } }),
  );
  const map = await ok<{ id: number; name: string }>(
    await api.post('/admin-api/v1/naming-maps', {
      headers,
      data: { itemsId: TREE_CAMPAIGN, name: `${area}-1`, map: fileUrl, ...PICTURE, title },
    }),
  );
  const csv = ['displayNo,x,y,seatName', ...FAR_TREES.map(([no, x, y]) => `${no},${x},${y},银杏`)].join('\n');
  await ok(
    await api.post(`/admin-api/v1/naming-maps/${map.id}/points/import`, { headers, data: { areaId, csv } }),
  );
  return { area, map, fileUrl };
}

/** Whether `inner`'s box lies wholly inside `outer`'s. */
async function inside(inner: Locator, outer: { x: number; y: number; width: number; height: number }) {
  const box = await inner.boundingBox();
  if (!box) return false;
  return (
    box.x >= outer.x &&
    box.y >= outer.y &&
    box.x + box.width <= outer.x + outer.width &&
    box.y + box.height <= outer.y + outer.height
  );
}

test.describe('on the phone', () => {
  test.use(WECHAT_PHONE);

  test('a map made in the console opens with every one of its trees inside the screen', async ({
    page,
    baseURL,
  }) => {
    const api = await administratorApi(baseURL ?? '');
    const suffix = `${process.pid % 1000}${Date.now() % 100_000}`;
    const { area, map } = await farMap(api, suffix);
    await api.dispose();

    const donor = new CampaignMapPage(page);
    await donor.goto(`tree-naming-map?area=${area}`);
    await donor.expectLevel(1, map.name);
    expect(await donor.drawnCount()).toBe(FAR_TREES.length);
    const screen = { x: 0, y: 0, ...WECHAT_PHONE.viewport };
    const mapBox = await donor.map.boundingBox();
    if (!mapBox) throw new Error('no map');
    for (const [no] of FAR_TREES) {
      await expect(donor.point(no)).toBeVisible();
      expect(await inside(donor.point(no), screen), `tree ${no} on the screen`).toBe(true);
      expect(await inside(donor.point(no), mapBox), `tree ${no} on the map, not under the bar`).toBe(true);
    }
  });
});

test.describe('in the console', () => {
  test.use({ ...DESKTOP, viewport: { width: 1440, height: 1000 } });

  test('the editor shows the next map by its title and the phone’s first screen with every tree on it', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const api = await administratorApi(base);
    const suffix = `${process.pid % 1000}${Date.now() % 100_000}`;
    const { area, map, fileUrl } = await farMap(api, suffix);
    // The map one level down, east of the trees, with a title staff gave it.
    await ok(
      await api.post('/admin-api/v1/naming-maps', {
        headers: { 'x-csrf-token': api.csrf },
        data: { itemsId: TREE_CAMPAIGN, name: `${area}-2-east`, map: fileUrl, ...PICTURE, title: '东区林地' },
      }),
    );
    await api.dispose();

    const manager = await createStaffAccount(base, 'project_manager');
    const signIn = new AdminSignInPage(page);
    await signIn.goto(`/admin/naming-maps?map=${map.id}`);
    await signIn.signIn(manager.username, manager.password, totpCodeOf(manager.secret));
    const maps = new AdminNamingMapsPage(page);
    await expect(maps.heading).toHaveText(`活动地图 · ${map.name}`, { timeout: FIRST_PAINT_MS });

    // An area point: it leads to the only map below, shown by its title, never its key "east".
    // The editor draws a wide picture at 900 px across (map-editor.tsx).
    const zoom = Math.round((900 / PICTURE.width) * 100) / 100;
    await maps.mode('放置区域点');
    await maps.clickMap(2500, 1500, zoom);
    await expect(maps.pointPanel.getByText('下级地图')).toBeVisible();
    const next = maps.pointPanel.locator('.ant-select').filter({ has: page.locator('#point-next') });
    await expect(next).toContainText('东区林地');
    await expect(next).not.toContainText('east');
    await expect(maps.point('areaList', 0)).toHaveAttribute('data-no', '东区林地');
    await next.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveText(['东区林地']);
    await page.keyboard.press('Escape');

    // The phone's first screen, as the phone computes it: every tree inside the 390×844 frame.
    await maps.button('手机预览').click();
    const preview = page.getByTestId('phone-preview');
    await expect(preview).toBeVisible();
    const trees = page.getByTestId('phone-preview-point');
    await expect(trees).toHaveCount(FAR_TREES.length);
    // Measured once the drawer has slid in.
    await expect(async () => {
      const frame = await preview.boundingBox();
      expect(frame && [Math.round(frame.width) - 20, Math.round(frame.height) - 20]).toEqual([390, 844]);
      const phoneMap = await page.getByTestId('phone-preview-map').boundingBox();
      if (!phoneMap) throw new Error('no preview map');
      for (let index = 0; index < FAR_TREES.length; index += 1) {
        expect(await inside(trees.nth(index), phoneMap), `tree ${index + 1} in the preview`).toBe(true);
      }
    }).toPass({ timeout: 5_000 });
    await expect(page.getByTestId('phone-preview-view')).toContainText('按点位自动');
  });
});
