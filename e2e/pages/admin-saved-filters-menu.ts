import { expect, type Locator, type Page } from '@playwright/test';

/** A console list's 保存的筛选 menu and its save dialog (components/saved-filters-menu.tsx). */
export class SavedFiltersMenu {
  readonly button: Locator;
  readonly saveItem: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: /保存的筛选/ });
    this.saveItem = page.getByRole('menuitem', { name: '保存当前筛选…' });
  }

  /**
   * Opens the menu (it opens on hover) and waits for its opening motion to end: till then the menu
   * lets the pointer through, and a click there leaves the button, which closes it.
   */
  async open(): Promise<void> {
    await this.button.hover();
    await this.saveItem.waitFor();
    await expect(this.page.locator('.ant-dropdown').filter({ has: this.saveItem })).not.toHaveClass(
      /-(appear|enter)/,
    );
  }

  /** The menu's entry of a saved filter, by its name. */
  item(name: string): Locator {
    return this.page.getByRole('menuitem', { name: new RegExp(name) });
  }

  /** Opens the list as the filter was saved: a click on its name (the row's middle may be an icon). */
  async apply(name: string): Promise<void> {
    await this.open();
    await this.item(name).getByText(name, { exact: true }).click();
  }

  /** Saves the list as it is shown now under `name`, shared with colleagues or not. */
  async saveAs(name: string, { shared }: { shared: boolean }): Promise<void> {
    await this.open();
    await this.saveItem.click();
    await this.page.getByLabel('名称，如“本月大额捐赠”').fill(name);
    if (shared) await this.page.getByRole('checkbox', { name: /与同事共享/ }).check();
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await this.page.getByText(`已保存筛选“${name}”`).waitFor();
  }
}
