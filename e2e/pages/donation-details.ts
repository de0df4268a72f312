import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens an antd-mobile wheel sheet from its row and sets each wheel to a row by its text, then
 * 确定. A row far from the chosen one is outside the wheel's window, so it gets the click the
 * wheel listens for directly (the wheel scrolls to it, as after a tap).
 */
export async function pickOnWheels(page: Page, trigger: Locator, rows: readonly string[]): Promise<void> {
  await trigger.click();
  const sheet = page.locator('.adm-picker:visible');
  await sheet.waitFor();
  const columns = rows.map((text, index) => {
    const column = sheet.locator('.adm-picker-view-column').nth(index);
    const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    return {
      item: column.locator('.adm-picker-view-column-item').filter({ hasText: exact }),
      active: column.locator('.adm-picker-view-column-item-active'),
      exact,
    };
  });
  // A column turned while the one before it still settles (the month after the year) can be set
  // back by it: every column is read again, and turned again, until all of them show their rows.
  await expect(async () => {
    for (const { item, active, exact } of columns) {
      if (!exact.test((await active.textContent()) ?? '')) await item.dispatchEvent('click');
      await expect(active).toHaveText(exact, { timeout: 2_000 });
    }
    for (const { active, exact } of columns) await expect(active).toHaveText(exact, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await sheet.getByRole('button', { name: '确定' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** The donation form's donation info, certificate, receipt and mailing sections. */
export class DonationDetails {
  readonly info: Locator;
  readonly certificate: Locator;
  readonly certificateName: Locator;
  readonly paperSwitch: Locator;
  readonly receipt: Locator;
  readonly receiptOffline: Locator;
  readonly receiptSwitch: Locator;
  readonly receiptName: Locator;
  readonly creditCode: Locator;
  readonly email: Locator;
  readonly mailing: Locator;
  readonly noDataSwitch: Locator;

  constructor(readonly page: Page) {
    this.info = page.getByTestId('donation-info');
    this.certificate = page.getByTestId('certificate-section');
    this.certificateName = page.getByTestId('certificate-name').locator('input');
    this.paperSwitch = page.getByTestId('certificate-paper-switch').getByRole('switch');
    this.receipt = page.getByTestId('receipt-section');
    this.receiptOffline = page.getByTestId('receipt-offline');
    this.receiptSwitch = page.getByTestId('receipt-switch').getByRole('switch');
    this.receiptName = page.getByTestId('receipt-name').locator('input');
    this.creditCode = page.getByTestId('receipt-credit-code').locator('input');
    this.email = page.getByTestId('receipt-email').locator('input');
    this.mailing = page.getByTestId('mailing-section');
    this.noDataSwitch = page.getByTestId('no-data-switch').getByRole('switch');
  }

  field(name: string): Locator {
    return this.page.getByTestId(`field-${name}`);
  }

  /** Types into a text field and leaves it. */
  async fill(name: string, text: string): Promise<void> {
    const input = this.field(name).locator('input, textarea').last();
    await input.fill(text);
    await input.blur();
  }

  /** Taps the chip of a radio, a multi-choice or a section choice. */
  async choose(scope: Locator, title: string): Promise<void> {
    await scope.locator('label').filter({ hasText: title }).click();
  }

  /** The row a select, year, date or region field opens its sheet from; its text is the value. */
  picker(name: string): Locator {
    return this.page.getByTestId(`field-${name}-picker`);
  }

  /** A select or year field: its wheel, one row, 确定. */
  async select(name: string, label: string): Promise<void> {
    await pickOnWheels(this.page, this.picker(name), [label]);
  }

  /** A date (year, month, day) or datetime (and hour, minute) field, by the wheels' rows ('2004年'). */
  async date(name: string, rows: readonly string[]): Promise<void> {
    await pickOnWheels(this.page, this.picker(name), rows);
  }

  /** Province, city and district in the cascader sheet, each level loaded when the one above is chosen. */
  async region(testId: string, levels: readonly [string, string, string]): Promise<void> {
    await this.page.getByTestId(`${testId}-picker`).click();
    const sheet = this.page.locator('.adm-cascader:visible');
    for (const label of levels) {
      await sheet.locator('.adm-cascader-view-item:visible').getByText(label, { exact: true }).click();
    }
    await sheet.locator('.adm-cascader-header-button', { hasText: '确定' }).click();
    await sheet.waitFor({ state: 'hidden' });
  }

  mailingInput(key: 'postalContact' | 'postalMobile' | 'postalAddress' | 'postalZip'): Locator {
    return this.page.getByTestId(`mailing-${key}`).locator('input').last();
  }
}
