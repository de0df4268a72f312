import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses `option` (its title, exactly) in an antd select and waits till `shownIn` (by
 * default the select itself) shows it chosen.
 *
 * antd draws the visible options apart from its (zero-size) accessible listbox, and on a loaded
 * machine a click during the list's opening motion may land on a neighbour or be lost. So: the
 * list is opened only when it is closed (a second click would close it), the click waits for the
 * opening motion to end, and the choice is read back and made again until it is the one asked for.
 */
export async function chooseOption(
  page: Page,
  field: Locator,
  option: string,
  shownIn: Locator = field.locator(
    'xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  ),
): Promise<void> {
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click({ timeout: 2_000 });
    // The open list of this field: the one holding the listbox the field controls.
    const listId = await field.getAttribute('aria-controls');
    const list = listId
      ? page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) })
      : page.locator('.ant-select-dropdown:visible');
    await expect(list).toBeVisible({ timeout: 2_000 });
    await expect(list).not.toHaveClass(/-(appear|enter|leave)/, { timeout: 2_000 });
    await list.getByTitle(option, { exact: true }).click({ timeout: 2_000 });
    await expect(shownIn.getByTitle(option, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
