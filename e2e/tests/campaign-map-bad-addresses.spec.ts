import { expect, test } from '../fixtures/test.ts';
import { mapStatuses, pointWith } from '../pages/campaign-map-data.ts';
import { CampaignMapPage } from '../pages/campaign-map-page.ts';

/**
 * Campaign map addresses a donor may be given wrong (an old share link, a typed id): a clear
 * message and a way out, never a blank page or someone else's item to pay for.
 */
test.describe('campaign maps: addresses that name nothing of theirs', () => {
  test('tree-naming-hhu/detail with a seat of another project says the tree is not found and offers no 我要认捐', async ({
    page,
  }) => {
    // A free seat of the auditorium (item 10): getSeatDetail answers it, but it is no hhu tree.
    const map = new CampaignMapPage(page);
    const hall = await map.definition('seat-1');
    const seat = pointWith(hall, await mapStatuses(10, hall), 1);
    await page.goto(`/#/tree-naming-hhu/detail?from=map&id=${seat.seatId}`);
    await expect(page.getByTestId('hhu-detail-error')).toContainText('未找到该树木');
    await expect(page.getByTestId('hhu-detail-donate')).toHaveCount(0);
    await expect(page.getByTestId('hhu-detail')).toHaveCount(0);
  });

  test('a map area the server does not have says so and leads back to the campaign home, without a retry', async ({
    page,
  }) => {
    await page.goto('/#/tree-naming-map?area=zz');
    const error = page.getByTestId('campaign-map-error');
    await expect(error).toContainText('该地图暂未开放');
    await expect(error.getByRole('button', { name: '重试' })).toHaveCount(0);
    await error.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/#\/tree-naming$/);
  });
});
