import { expect, type Locator, type Page } from '@playwright/test';

/** A Shanghai minute as the console's pickers take it (`YYYY-MM-DD HH:mm`), whatever the machine's zone. */
export function shanghaiMinute(at: number): string {
  return new Date(at + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The console's 募捐日 (/admin/giving-days): the days' list, the day's form, one day's page and tabs. */
export class AdminGivingDaysPage {
  readonly table: Locator;
  readonly dayForm: Locator;
  readonly poolForm: Locator;
  readonly poolsTable: Locator;
  readonly reconciliation: Locator;
  readonly boardsPaused: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('giving-days-table');
    this.dayForm = page.locator('.ant-modal').filter({ has: page.getByTestId('giving-day-form') });
    this.poolForm = page.locator('.ant-modal').filter({ has: page.getByTestId('pool-form') });
    this.poolsTable = page.getByTestId('pools-table');
    this.reconciliation = page.getByRole('dialog').filter({ has: page.getByTestId('pool-reconciliation') });
    this.boardsPaused = page.getByTestId('boards-paused-state');
  }

  /** A button by its words (antd spaces out two Chinese characters: 保 存), its icon's name perhaps first. */
  button(name: string, within: Locator | Page = this.page): Locator {
    const words = [...name].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
    return within.getByRole('button', { name: new RegExp(`^([\\w-]+ )?${words}$`) });
  }

  /** The list's row of a day, by its name. */
  row(name: string): Locator {
    return this.table.locator('.ant-table-row').filter({ hasText: name });
  }

  /** Sets a minute picker (北京时间) by typing its minute and confirming with Enter, as staff may. */
  async setMinute(field: Locator, minute: string): Promise<void> {
    await field.click();
    await field.fill(minute);
    await field.press('Enter');
    await expect(field).toHaveValue(minute);
  }

  /** Picks a project in the day's 参与项目 by typing its name (the list holds up to 200). */
  async chooseProject(name: string): Promise<void> {
    const select = this.dayForm.getByLabel('参与项目', { exact: true });
    await select.fill(name);
    await this.page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
    await expect(
      this.dayForm.locator('.ant-select-selection-item').getByText(name, { exact: true }),
    ).toBeVisible();
    // A click outside closes the list (it stays open for more choices and may cover the form).
    await this.dayForm.locator('.ant-modal-title').click();
    await expect(this.page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  }

  /** The open day's id (`?day=<id>`). */
  dayId(): number {
    return Number(new URL(this.page.url()).searchParams.get('day'));
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** A figure of the 概览 dashboard: raised, matched, challengeMoney, donors, gifts, goal. */
  figure(id: string): Locator {
    return this.page.getByTestId(`figure-${id}`);
  }

  /** The 概览's gifts per minute (its accessible name sums them up). */
  get minuteChart(): Locator {
    return this.page.getByTestId('minute-chart');
  }

  /** The 概览's 配捐池余额 card. */
  get poolsLeft(): Locator {
    return this.page.locator('.ant-card').filter({ has: this.page.getByText('配捐池余额', { exact: true }) });
  }

  /** A pool's row on the 配捐池 tab, by its sponsor. */
  poolRow(sponsor: string): Locator {
    return this.poolsTable.locator('.ant-table-row').filter({ hasText: sponsor });
  }
}
