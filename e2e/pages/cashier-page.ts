import type { Locator, Page } from '@playwright/test';

/** The sandbox provider's cashier (served by the server at /pay/sandbox/cashier). */
export class CashierPage {
  readonly amount: Locator;
  readonly pay: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.amount = page.locator('.amount');
    this.pay = page.getByRole('button', { name: '支付', exact: true });
    this.cancel = page.getByRole('button', { name: '取消', exact: true });
  }

  async waitFor(): Promise<void> {
    await this.page.waitForURL(/\/pay\/sandbox\/cashier\?billNo=/);
  }
}
