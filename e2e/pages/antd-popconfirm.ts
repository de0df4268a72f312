import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the antd popconfirm that `trigger` asks with, and answers once its opening motion is over.
 *
 * While the popconfirm zooms in, its buttons are not where they are drawn: a click then lands on
 * what lies beneath, and antd takes that for a click outside and closes the popconfirm (CI saw the
 * alumnus switch's confirm vanish this way). So the click on a button waits for the motion to end.
 */
export async function openPopconfirm(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click();
  // The one that is open: a closed popconfirm stays in the page, hidden, until its next opening.
  const confirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  await expect(confirm).toBeVisible();
  await expect(confirm).not.toHaveClass(/-(appear|enter)/);
  return confirm;
}
