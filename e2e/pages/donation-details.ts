import type { Locator, Page } from '@playwright/test';

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

  async select(name: string, label: string): Promise<void> {
    await this.field(name).locator('select').selectOption({ label });
  }

  /** Province, city and district, each loaded when the level above is chosen. */
  async region(testId: string, levels: readonly [string, string, string]): Promise<void> {
    const names = ['province', 'city', 'district'] as const;
    for (const [index, label] of levels.entries()) {
      const select = this.page.getByTestId(`${testId}-${names[index]}`);
      await select.locator('option', { hasText: label }).waitFor({ state: 'attached' });
      await select.selectOption({ label });
    }
  }

  mailingInput(key: 'postalContact' | 'postalMobile' | 'postalAddress' | 'postalZip'): Locator {
    return this.page.getByTestId(`mailing-${key}`).locator('input').last();
  }
}
