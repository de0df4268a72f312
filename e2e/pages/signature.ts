import { expect, type Locator, type Page } from '@playwright/test';

/** Draws a handwritten stroke across a signature pad (its canvas) with the mouse, as a finger would. */
export async function drawSignature(page: Page, canvas: Locator): Promise<void> {
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const left = box.x + box.width * 0.12;
  const middle = box.y + box.height / 2;
  await page.mouse.move(left, middle);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    const x = left + (box.width * 0.76 * step) / 24;
    const y = middle + Math.sin(step / 3) * box.height * 0.25;
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
}
