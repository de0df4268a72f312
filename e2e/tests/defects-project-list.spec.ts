import { ITEMS_SEARCH_MAX_LENGTH } from '@alma/shared/api/items';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { usePhoneCjkFont } from '../fixtures/cjk-font.ts';
import { expect, test } from '../fixtures/test.ts';
import { MinePage } from '../pages/mine-page.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';
import { ProjectListPage } from '../pages/project-list-page.ts';

/**
 * Defects of the project list found by trying it as a new donor would (issue 13): search as the
 * donor types, kept in the address; a search too long for the server cannot be typed; naming
 * cards keep 人次捐赠 on one line at 390 px; the personal centre is reachable from the list and
 * the detail page. The suite's phone is 390 × 844 (fixtures/devices.ts).
 */
test.describe('the project list’s search', () => {
  test('runs as the donor types, lives in the address, and comes back on Back and reload', async ({
    page,
  }) => {
    const list = new ProjectListPage(page);
    await list.goto();
    await list.search.pressSequentially('基金', { delay: 50 });
    // No Enter: the list follows the typing after a pause, and the address keeps the search.
    await expect(page).toHaveURL(/#\/\?s=%E5%9F%BA%E9%87%91$/);
    await expect
      .poll(async () => (await list.titles.allInnerTexts()).every((title) => title.includes('基金')))
      .toBe(true);
    await expect(list.titles).toContainText(['学科建设发展基金']);

    await list.card('学科建设发展基金').click();
    await expect(page).toHaveURL(/#\/subject-detail\?id=/);
    await page.goBack();
    await expect(list.search).toHaveValue('基金');
    await expect(list.titles).not.toContainText(['励志奖学金']);
    await page.reload();
    await expect(list.search).toHaveValue('基金');
    await expect(list.titles).toContainText(['学科建设发展基金']);
    await expect(list.titles).not.toContainText(['励志奖学金']);

    // Enter searches at once; clearing the box shows every project and leaves the address.
    await list.searchFor('没有这个项目名称');
    await expect(list.empty).toHaveText('暂无项目');
    await list.search.fill('');
    await expect(list.titles).toContainText(['励志奖学金']);
    await expect(page).toHaveURL(/#\/$/);
  });

  test('stops at the server’s limit, so a long search is a search, not 参数错误：s', async ({ page }) => {
    const list = new ProjectListPage(page);
    await list.goto();
    await expect(list.search).toHaveAttribute('maxlength', String(ITEMS_SEARCH_MAX_LENGTH));
    await list.search.pressSequentially('长'.repeat(60));
    await expect(list.search).toHaveValue('长'.repeat(ITEMS_SEARCH_MAX_LENGTH));
    await list.search.press('Enter');
    await expect(list.empty).toHaveText('暂无项目');
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('naming cards at 390 px', () => {
  test('keep “人次捐赠” on one line', async ({ page }) => {
    const list = new ProjectListPage(page);
    await list.goto('?tab=5');
    // Measured in a phone's Chinese font: without one, Chinese falls back to narrow boxes here.
    await usePhoneCjkFont(page);
    const card = list.card('图书馆报告厅座椅冠名');
    await expect(card).toBeVisible();
    const donors = card.getByTestId('project-donors');
    await expect(donors).toContainText('人次捐赠');
    const lineHeight = await donors.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    const box = await donors.boundingBox();
    expect(box?.height).toBe(lineHeight);
    // Every card of the list, not just one.
    for (const each of await list.cards.getByTestId('project-donors').all()) {
      expect((await each.boundingBox())?.height).toBe(lineHeight);
    }
  });
});

test.describe('the way to the personal centre', () => {
  test('我的 on the list and on the detail page opens mine', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const list = new ProjectListPage(page);
    await list.goto();
    const mine = new MinePage(page);
    await page.getByTestId('list-mine-link').click();
    await expect(page).toHaveURL(/#\/mine$/);
    await expect(mine.root).toBeVisible();

    const detail = new ProjectDetailPage(page);
    await detail.goto(1);
    await expect(page.getByTestId('detail-mine-link')).toHaveText('我的');
    await page.getByTestId('detail-mine-link').click();
    await expect(page).toHaveURL(/#\/mine$/);
    await expect(mine.root).toBeVisible();
  });
});
