import { expect, test } from '../fixtures/test.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';
import { SeatPage } from '../pages/seat-page.ts';

/**
 * A named seat's dialog (doc 2 §4.4) belongs to the seat chooser: Back to the previous screen
 * takes it away (issue 13's defects). Project 16's A区 3排5座 is named in the demo data.
 */
const HALL = 16;

test('a named seat’s dialog closes when the donor goes Back', async ({ page }) => {
  const detail = new ProjectDetailPage(page);
  await detail.goto(HALL);
  const seats = new SeatPage(page);
  await seats.goto(HALL);
  await seats.seat('A区 3排5座').click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('A区 3排5座');
  await expect(seats.showData).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/subject-detail\\?id=${HALL}$`));
  await expect(page.getByTestId('detail-title')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(seats.showData).toHaveCount(0);
  await expect(page.locator('.adm-mask:visible')).toHaveCount(0);
});
