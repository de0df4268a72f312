import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Page } from '@playwright/test';
import { apiPost } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount, type TestStaffAccount } from '../pages/admin-api.ts';
import { AdminNamingMapsPage, mapPicture } from '../pages/admin-naming-maps-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { CampaignMapPage, type MapDefinition } from '../pages/campaign-map-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 1000 } });
// Staff sign-in, a lazy console screen, an upload, the editor and the phone app in one story.
test.setTimeout(150_000);

/** The demo tree campaign (items 4): its map page is tree-naming-map?area=… (doc 4 §2.2). */
const TREE_CAMPAIGN = 4;

async function signInAt(page: Page, path: string, staff: TestStaffAccount): Promise<void> {
  const signIn = new AdminSignInPage(page);
  await signIn.goto(path);
  await signIn.signIn(staff.username, staff.password, totpCodeOf(staff.secret));
}

/** A seat area of the tree campaign for this test alone (the inventory's admin API). */
async function newTreeArea(baseURL: string, title: string): Promise<{ areaId: number; projectName: string }> {
  const api = await administratorApi(baseURL);
  const created = await api.post('/admin-api/v1/seat-areas', {
    headers: { 'x-csrf-token': api.csrf },
    data: {
      itemsId: TREE_CAMPAIGN,
      title,
      type: 3,
      imgUrl: '',
      sort: 99,
      priceList: [{ termName: '永久', termMoney: 2000, termYear: 0 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { rows } = (await created.json()) as { rows: Array<{ id: number; title: string }> };
  const areaId = rows.find((row) => row.title === title)?.id;
  const project = (await (await api.get(`/admin-api/v1/projects/${TREE_CAMPAIGN}`)).json()) as {
    name: string;
  };
  await api.dispose();
  if (areaId === undefined) throw new Error('area not created');
  return { areaId, projectName: project.name };
}

test('a project manager places a new tree on a map, drags it, saves; the donor’s map serves it and shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const suffix = `${process.pid % 1000}${Date.now() % 100_000}`;
  const area = `e2e${suffix}`.slice(0, 16);
  const mapName = `${area}-1`;
  const areaTitle = `测试林${suffix}`.slice(0, 20);
  const { areaId, projectName } = await newTreeArea(base, areaTitle);

  const manager = await createStaffAccount(base, 'project_manager');
  await signInAt(page, '/admin/naming-maps', manager);
  const maps = new AdminNamingMapsPage(page);
  await expect(maps.heading).toHaveText('活动地图', { timeout: FIRST_PAINT_MS });

  // A new map of the tree campaign: its name in the map levels, an 800×600 picture uploaded.
  await maps.button('新建地图').click();
  await expect(maps.createDialog).toBeVisible();
  await maps.choose('项目', projectName, maps.createDialog, true);
  await maps.input('地图名称', maps.createDialog).fill(mapName);
  await maps.input('标题', maps.createDialog).fill('测试林地');
  await maps.createDialog.locator('input[type=file]').setInputFiles(mapPicture(800, 600));
  await expect(maps.createDialog.getByTestId('map-picture')).toContainText('800×600');
  await maps.button('保存', maps.createDialog).click();
  await expect(maps.toast('地图已创建')).toBeVisible();
  await maps.expectEditor(mapName);
  await expect(page).toHaveURL(/\/admin\/naming-maps\?map=\d+/);

  // Place mode: a click on the picture opens the new tree's form; the area's price unless given.
  await maps.mode('放置点位');
  await maps.clickMap(400, 300);
  await expect(maps.placeDialog).toBeVisible();
  await maps.choose('区域', `${areaTitle}（¥2000）`, maps.placeDialog);
  await maps.input('名称/树种', maps.placeDialog).fill('银杏');
  await maps.input('编号', maps.placeDialog).fill('7');
  await maps.input('价格（元）', maps.placeDialog).fill('2500');
  await maps.input('介绍', maps.placeDialog).fill('位置：测试林东侧');
  await maps.button('保存', maps.placeDialog).click();
  await expect(maps.toast('已放置，并已保存到地图')).toBeVisible();
  const tree = maps.point('treeList', 0);
  await expect(tree).toHaveAttribute('data-no', '7');
  await expect(maps.pointPanel).toContainText('¥2500');

  // Drag it 100 px right and 50 px down (the editor draws the picture at 1:1), then save.
  await maps.mode('选择/拖动');
  await maps.drag(tree, 100, 50);
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  // Pointer positions are whole screen pixels; the point lands within one of where it was taken.
  const near = (value: number, to: number) => Math.abs(value - to) <= 1;
  expect(near(Number(await maps.input('X', maps.pointPanel).inputValue()), 500)).toBe(true);
  await maps.button('保存地图').click();
  await expect(maps.toast('已保存，捐赠人再次打开地图即可看到')).toBeVisible();
  await expect(page.getByText('有未保存的修改')).toBeHidden();
  const preview = page.getByRole('link', { name: /以捐赠人身份预览/ });
  await expect(preview).toHaveAttribute('href', `/#/tree-naming-map?area=${area}`);

  // The donor's calls: the served map has the tree where it was dragged, and it is free to name.
  const served = await page.request.get(`/config/demo/maps/${mapName}.json`);
  expect(served.ok()).toBe(true);
  const definition = (await served.json()) as MapDefinition;
  expect(definition.areaIdList).toEqual([areaId]);
  expect(definition.treeList).toHaveLength(1);
  const [point] = definition.treeList;
  expect(point?.id).toBe(7);
  expect(near(point?.x ?? 0, 500) && near(point?.y ?? 0, 350), JSON.stringify(point)).toBe(true);
  const statuses = await apiPost<Record<string, number>>(SPEC_PATHS.namingActivity.getSeatStatusList, {
    itemsId: TREE_CAMPAIGN,
    areaIdList: [areaId],
    seatName: '',
  });
  expect(statuses).toEqual({ [String(point?.seatId)]: 1 });

  // And on the donor's phone, the map page shows tree 7.
  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL: base });
  const donorPage = await phone.newPage();
  const donor = new CampaignMapPage(donorPage);
  await donor.goto(`tree-naming-map?area=${area}`);
  await donor.expectLevel(1, mapName);
  await expect(donor.point(7)).toBeVisible();
  expect(await donor.drawnCount()).toBe(1);
  await phone.close();
});

test('a CSV import with a bad line names it and stores nothing; a good one adds every tree', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const suffix = `${process.pid % 1000}${Date.now() % 100_000}`;
  const mapName = `csv${suffix}`.slice(0, 16).concat('-1');
  const areaTitle = `导入林${suffix}`.slice(0, 20);
  const { projectName } = await newTreeArea(base, areaTitle);
  const manager = await createStaffAccount(base, 'project_manager');
  await signInAt(page, '/admin/naming-maps', manager);
  const maps = new AdminNamingMapsPage(page);
  await expect(maps.heading).toHaveText('活动地图', { timeout: FIRST_PAINT_MS });
  await maps.button('新建地图').click();
  await maps.choose('项目', projectName, maps.createDialog, true);
  await maps.input('地图名称', maps.createDialog).fill(mapName);
  await maps.createDialog.locator('input[type=file]').setInputFiles(mapPicture(600, 400));
  await expect(maps.createDialog.getByTestId('map-picture')).toContainText('600×400');
  await maps.button('保存', maps.createDialog).click();
  await maps.expectEditor(mapName);

  await maps.button('导入 CSV').click();
  await maps.choose('区域', areaTitle, maps.importDialog);
  const text = maps.input('CSV 内容', maps.importDialog);
  await text.fill('displayNo,x,y,seatName,price\n1,10,10,银杏,\n2,700,10,香樟,');
  await maps.button('导入 CSV', maps.importDialog).click();
  await expect(maps.importDialog.getByTestId('csv-problem')).toHaveText(
    'CSV 第3行：x 须为 0 至 600 之间的数字',
  );
  expect(
    ((await (await page.request.get(`/config/demo/maps/${mapName}.json`)).json()) as MapDefinition).treeList,
  ).toEqual([]);

  await text.fill('displayNo,x,y,seatName,price\n1,10,10,银杏,\n2,300,10,香樟,3000');
  await maps.button('导入 CSV', maps.importDialog).click();
  await expect(maps.toast('已导入 2 个点位，并已保存到地图')).toBeVisible();
  await expect(maps.point('treeList', 1)).toHaveAttribute('data-no', '2');
  const served = (await (
    await page.request.get(`/config/demo/maps/${mapName}.json`)
  ).json()) as MapDefinition;
  expect(served.treeList.map((tree) => [tree.id, tree.x, tree.y])).toEqual([
    [1, 10, 10],
    [2, 300, 10],
  ]);
});
