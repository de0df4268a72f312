import type { Locator, Page } from '@playwright/test';

/** The donation form (route form?id=&subItemsId=&togetherId=). */
export class DonationFormPage {
  readonly project: Locator;
  readonly amount: Locator;
  readonly chips: Locator;
  readonly units: Locator;
  readonly total: Locator;
  readonly subProject: Locator;
  readonly payMethods: Locator;
  readonly agreeCheckbox: Locator;
  readonly agreeLink: Locator;
  readonly agreePopup: Locator;
  readonly submit: Locator;
  readonly alumniPopup: Locator;
  readonly closed: Locator;

  constructor(readonly page: Page) {
    this.project = page.getByTestId('donate-project');
    this.amount = page.getByTestId('amount-input');
    this.chips = page.getByTestId('amount-chips').getByRole('button');
    this.units = page.getByTestId('units-input');
    this.total = page.getByTestId('total-input');
    this.subProject = page.getByTestId('sub-project-select-picker');
    this.payMethods = page.getByTestId('pay-methods');
    this.agreeCheckbox = page.getByTestId('agree-checkbox');
    this.agreeLink = page.getByTestId('agree-link');
    this.agreePopup = page.getByTestId('agree-popup');
    this.submit = page.getByTestId('donate-submit');
    this.alumniPopup = page.getByTestId('alumni-popup');
    this.closed = page.getByTestId('donate-closed');
  }

  /** Opens the form and waits until it is drawn (or has said why it cannot be used). */
  async goto(query: string): Promise<void> {
    await this.page.goto(`/#/form?${query}`);
    await this.project.waitFor();
  }

  chip(title: string): Locator {
    return this.chips.filter({ hasText: title });
  }

  toast(text: string): Locator {
    return this.page.locator('.adm-toast-main').getByText(text, { exact: true });
  }

  /** Types an amount and leaves the field, which is when the form judges it. */
  async enterAmount(text: string): Promise<void> {
    await this.amount.fill(text);
    await this.amount.blur();
  }

  async agree(): Promise<void> {
    await this.agreeCheckbox.click();
  }
}
