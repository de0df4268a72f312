import type { Locator, Page } from '@playwright/test';

/** 对账: the day and provider, the differences with their 处理 buttons, the settle dialog, the log. */
export class AdminReconciliationPage {
  readonly heading: Locator;
  readonly day: Locator;
  readonly differences: Locator;
  readonly settlements: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('.admin-page h3');
    this.day = page.getByRole('textbox', { name: '对账日期' });
    this.differences = page.getByTestId('reconciliation-differences');
    this.settlements = page.getByTestId('reconciliation-settlements');
    this.dialog = page.getByRole('dialog', { name: '处理差异' });
  }

  async chooseDay(date: string): Promise<void> {
    await this.day.click();
    await this.day.fill(date);
    await this.day.press('Enter');
  }

  difference(billNo: string): Locator {
    return this.differences.locator('tbody tr', { hasText: billNo });
  }

  async openSettle(billNo: string): Promise<void> {
    await this.difference(billNo)
      .getByRole('button', { name: `处理 ${billNo}` })
      .click();
    await this.dialog.waitFor();
  }

  async settle(how: string, note = ''): Promise<void> {
    await this.dialog.getByRole('radio', { name: how }).check();
    if (note) await this.dialog.getByLabel('备注').fill(note);
    await this.dialog.getByRole('button', { name: '确认处理' }).click();
  }
}
