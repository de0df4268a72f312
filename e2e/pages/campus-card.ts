import type { Locator, Page } from '@playwright/test';

/**
 * The seeded demo campus cards (apps/server/src/db/seed/campus-cards-data.ts): the password is
 * the initial one, the last six of a fictional ID number with x written as 1.
 */
export const DEMO_CARDS = {
  /** ¥500.00 */
  rich: { stuWorkNo: '20230001', password: '150012' },
  /** ¥5.00 */
  poor: { stuWorkNo: '20230002', password: '150021' },
} as const;

/** The donation form's pay-method choice of 校园卡 and its credentials section (doc 2 §2.1). */
export class CampusCardSection {
  readonly section: Locator;
  readonly studentNo: Locator;
  readonly password: Locator;
  readonly hint: Locator;
  readonly balance: Locator;
  readonly balanceButton: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByTestId('campus-card-section');
    this.studentNo = page.getByTestId('campus-student-no');
    this.password = page.getByTestId('campus-password');
    this.hint = page.getByTestId('campus-password-hint');
    this.balance = page.getByTestId('campus-balance');
    this.balanceButton = page.getByTestId('campus-balance-button');
  }

  /** Picks 校园卡 in the pay-method list; the section appears with it. */
  async choose(): Promise<void> {
    await this.page.getByTestId('pay-methods').getByText('校园卡', { exact: true }).click();
    await this.studentNo.waitFor();
  }

  async fill(card: { stuWorkNo: string; password: string }): Promise<void> {
    await this.studentNo.fill(card.stuWorkNo);
    await this.password.fill(card.password);
  }
}
