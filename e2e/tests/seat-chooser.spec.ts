import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { SeatPage } from '../pages/seat-page.ts';

/**
 * The seat chooser (doc 2 §2.4, §4.4, §5; doc 4 §4, §5) on project 16 (图书馆报告厅座椅冠名):
 * A区 (grid 10 × 12, 3排5座 and 3排6座 named), B区 (grid with an aisle), C区 (a list) and
 * 报告厅主场 (27 × 71 = 1,917 seats, five of them not selectable). Choosing seats writes nothing
 * on the server, so these tests share no totals; the seats chosen here are ones no other spec names.
 * Visitors browse logged out; the tests that go on to the naming form log in first, since that
 * form sends a visitor without a token to the login page.
 */
const HALL = 16;

async function areaId(title: string): Promise<number> {
  const areas = await apiGet<Array<{ id: number; title: string }>>(SPEC_PATHS.items.areaList, {
    itemsId: HALL,
  });
  const area = areas.find((entry) => entry.title === title);
  if (!area) throw new Error(`project ${HALL} has no area ${title}`);
  return area.id;
}

test.describe('the seat chooser on a WeChat phone', () => {
  test('opens on the first area with the legend, and the area picker switches areas', async ({ page }) => {
    const seats = new SeatPage(page);
    await seats.goto(HALL);
    await expect(seats.areaTitle).toHaveText('A区');
    for (const kind of ['可选', '已冠名', '锁定中', '不可选', '已选'])
      await expect(seats.legend).toContainText(kind);
    await expect(seats.mapSeats).toHaveCount(120);
    await expect(seats.seat('A区 3排5座')).toHaveClass(/is-named/);
    await expect(seats.confirm).toBeDisabled();

    await seats.areaButton.click();
    await expect(seats.areaOptions).toHaveText([/A区/, /B区/, /C区/, /报告厅主场/]);
    await seats.areaOptions.filter({ hasText: 'B区' }).click();
    await expect(seats.areaTitle).toHaveText('B区');
    expect(seats.areaIdInUrl()).toBe(await areaId('B区'));
    // 8 rows of 11 columns, the 6th an aisle
    await expect(seats.mapSeats).toHaveCount(80);
  });

  test('a list area lists its seats, and a reload keeps the area', async ({ page }) => {
    const seats = new SeatPage(page);
    await seats.goto(HALL);
    await seats.chooseArea('C区');
    await expect(seats.listItems).toHaveCount(60);
    await expect(seats.listItems.first()).toHaveText('1排1座');
    await expect(seats.seat('C区 5排9座')).toHaveClass(/is-named/);

    await page.reload();
    await expect(seats.areaTitle).toHaveText('C区');
    await expect(seats.listItems).toHaveCount(60);
  });

  test('a donor chooses two seats in A区 and a period for each, and goes on to the naming form', async ({
    page,
  }) => {
    await useToken(page, (await newDonor()).token);
    const seats = new SeatPage(page);
    await seats.goto(HALL);
    await expect(seats.confirm).toBeDisabled();

    await seats.seat('A区 8排3座').click();
    await expect(seats.toast('已选：A区 8排3座')).toBeVisible();
    await seats.seat('A区 8排4座').click();
    await expect(seats.toast('已选：A区 8排3座、A区 8排4座')).toBeVisible();
    await expect(seats.chosenLabels()).resolves.toEqual(['A区 8排3座', 'A区 8排4座']);
    await expect(seats.map.locator('.seat-chosen-mark')).toHaveCount(2);
    await expect(seats.confirm).toBeEnabled();
    await expect(seats.total).toHaveText('¥0.00');

    // Each seat needs a period (doc 4 §5).
    await seats.confirm.click();
    await expect(seats.toast('请选择捐赠金额')).toBeVisible();
    await expect(page).toHaveURL(/#\/seat\?id=16$/);
    await seats.choosePeriod('A区 8排3座', '10年 ¥1,000');
    await expect(seats.total).toHaveText('¥1,000.00');
    await seats.confirm.click();
    await expect(seats.toast('请选择捐赠金额')).toBeVisible();
    await seats.choosePeriod('A区 8排4座', '永久 ¥5,000');
    await expect(seats.total).toHaveText('¥6,000.00');

    await seats.confirm.click();
    await expect(page).toHaveURL(/#\/form-gm\?id=16&namingType=1$/);
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('naming.draft.16') ?? 'null'));
    expect(draft).toMatchObject({
      itemsId: 16,
      namingType: 1,
      seats: [
        { seat: 'A区 8排3座', termYear: 10 },
        { seat: 'A区 8排4座', termYear: 0 },
      ],
    });
  });

  test('chosen seats stay across areas, a second tap or × un-chooses, and they come back from the form', async ({
    page,
  }) => {
    await useToken(page, (await newDonor()).token);
    const seats = new SeatPage(page);
    await seats.goto(HALL);
    await seats.seat('A区 9排10座').click();
    await seats.seat('A区 9排11座').click();
    await seats.seat('A区 9排11座').click();
    await expect(seats.toast('已选：A区 9排10座')).toBeVisible();
    await seats.choosePeriod('A区 9排10座', '永久 ¥5,000');

    await seats.chooseArea('C区');
    await seats.seat('C区 2排7座').click();
    await expect(seats.toast('已选：A区 9排10座、C区 2排7座')).toBeVisible();
    await expect(seats.seat('C区 2排7座')).toHaveAttribute('aria-pressed', 'true');
    await seats.choosePeriod('C区 2排7座', '10年 ¥1,000');
    await expect(seats.total).toHaveText('¥6,000.00');
    await seats.remove('C区 2排7座');
    await expect(seats.seat('C区 2排7座')).toHaveAttribute('aria-pressed', 'false');
    await expect(seats.chosenLabels()).resolves.toEqual(['A区 9排10座']);
    await expect(seats.total).toHaveText('¥5,000.00');

    await seats.confirm.click();
    await expect(page).toHaveURL(/#\/form-gm\?id=16&namingType=1$/);
    await seats.goto(HALL);
    await expect(seats.chosenLabels()).resolves.toEqual(['A区 9排10座']);
    await expect(seats.total).toHaveText('¥5,000.00');
    await expect(seats.map.locator('.seat-chosen-mark')).toHaveCount(1);
  });

  test('a named seat shows who named it; a closed seat cannot be chosen', async ({ page }) => {
    const seats = new SeatPage(page);
    await seats.goto(HALL);
    await seats.seat('A区 3排5座').click();
    const dialog = page.locator('.adm-dialog');
    await expect(dialog).toContainText('A区 3排5座');
    await expect(seats.showData).toContainText('2008级计算机学院校友');
    await expect(seats.showData).toContainText('愿学弟学妹在此收获知识');
    await seats.dialogButton('知道了').click();
    await expect(seats.showData).toHaveCount(0);
    await expect(seats.chosen).toHaveCount(0);

    await seats.goto(HALL, await areaId('报告厅主场'));
    await seats.seat('主场 14排36座').click();
    await expect(seats.toast('该座位不可选')).toBeVisible();
    await expect(seats.chosen).toHaveCount(0);
  });

  test('the 1,917-seat main hall draws every seat, pans with a drag and zooms with the wheel', async ({
    page,
  }) => {
    const seats = new SeatPage(page);
    await seats.goto(HALL, await areaId('报告厅主场'));
    await expect(seats.areaTitle).toHaveText('报告厅主场');
    await expect(seats.mapSeats).toHaveCount(1917);
    await expect(seats.map.locator('.seat-cell.is-unavailable')).toHaveCount(5);
    // Opens at 20 px cells (2/3 of 30), centred across, front row at the top.
    const opening = await seats.layerTransform();
    expect(opening).toMatch(/^translate3d\(-\d+(\.\d+)?px, 0px, 0px\) scale\(0\.666/);

    const box = await seats.map.boundingBox();
    if (!box) throw new Error('no map');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y + 40, { steps: 5 });
    await page.mouse.move(centre.x + 120, centre.y + 80, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => seats.layerTransform()).not.toBe(opening);
    const x = (transform: string) => Number(/translate3d\((-?[\d.]+)px/.exec(transform)?.[1]);
    expect(x(await seats.layerTransform()) - x(opening)).toBeCloseTo(120, 0);
    // A drag chooses nothing.
    await expect(seats.chosen).toHaveCount(0);

    // Zoomed out as far as it goes, the whole hall fits inside the map.
    for (let notch = 0; notch < 8; notch += 1) await page.mouse.wheel(0, 400);
    await expect
      .poll(async () => {
        const layer = await seats.mapLayer.boundingBox();
        return layer !== null && layer.width <= box.width + 0.5 && layer.height <= box.height + 0.5;
      })
      .toBe(true);
    await expect(seats.mapSeats).toHaveCount(1917);
  });

  test('a project without seat areas says so, and a wrong address fails plainly', async ({ page }) => {
    const seats = new SeatPage(page);
    await page.goto('/#/seat?id=1');
    await expect(seats.empty).toHaveText('该项目暂无可冠名的座位');
    await page.goto('/#/seat?id=abc');
    await expect(seats.error).toBeVisible();
  });
});

/**
 * 'N seats together' (issue 14) on the jnu project's back area (一楼 后区: 6 rows of 14 seats with
 * a centre aisle after the 7th; no other spec chooses or names seats there).
 */
test.describe('N seats together', () => {
  const JNU = 21;

  test('picks free seats side by side in the front row, never stranding one, and says when there are none', async ({
    page,
  }) => {
    const areas = await apiGet<Array<{ id: number; title: string }>>(SPEC_PATHS.items.areaList, {
      itemsId: JNU,
    });
    const back = areas.find((entry) => entry.title === '一楼 后区');
    if (!back) throw new Error('project 21 has no 一楼 后区');
    const seats = new SeatPage(page);
    await seats.goto(JNU, back.id);
    const together = page.getByTestId('seat-together');
    await expect(together).toContainText('连座');
    await expect(page.getByTestId('seat-together-count')).toHaveText('2 个');

    await together.getByRole('button', { name: '多一个' }).click();
    await page.getByTestId('seat-together-go').click();
    // Row 1's left block (7 seats): three in its aisle half, leaving 4 — not 3 + 1 stranded.
    await expect(seats.chosenLabels()).resolves.toEqual(['后区 1排5座', '后区 1排6座', '后区 1排7座']);
    await expect(seats.toast('已选：后区 1排5座、后区 1排6座、后区 1排7座')).toBeVisible();
    await expect(seats.map.locator('.seat-chosen-mark')).toHaveCount(3);

    // Four more: the left block's four would fit but are far from the middle; across the aisle
    // they start at the aisle and leave three.
    await together.getByRole('button', { name: '多一个' }).click();
    await page.getByTestId('seat-together-go').click();
    await expect(seats.chosenLabels()).resolves.toEqual([
      '后区 1排5座',
      '后区 1排6座',
      '后区 1排7座',
      '后区 1排8座',
      '后区 1排9座',
      '后区 1排10座',
      '后区 1排11座',
    ]);

    // Ten side by side: no row has them (the aisle cuts every row into sevens).
    for (let n = 4; n < 10; n += 1) await together.getByRole('button', { name: '多一个' }).click();
    await expect(page.getByTestId('seat-together-count')).toHaveText('10 个');
    await expect(together.getByRole('button', { name: '多一个' })).toBeDisabled();
    await page.getByTestId('seat-together-go').click();
    await expect(seats.toast('该区域没有 10 个相连的空座位，请换个区域或自己挑选')).toBeVisible();
    await expect(seats.map.locator('.seat-chosen-mark')).toHaveCount(7);
  });
});
