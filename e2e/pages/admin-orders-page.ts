import { expect, type Locator, type Page } from '@playwright/test';

/** The console's 订单 screen (/admin/orders): the table, an order's drawer, the refund dialog, refunds. */
export class AdminOrdersPage {
  readonly drawer: Locator;
  readonly refundButton: Locator;
  readonly refundDialog: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: /^订单 / });
    // antd puts a space between two Chinese characters of a button: 退 款.
    this.refundButton = this.drawer.getByRole('button', { name: /^退\s*款$/ });
    this.refundDialog = page.getByRole('dialog').filter({ hasText: '退款原因' });
    this.toast = page.locator('.ant-message-notice');
  }

  /** Opens the table with the order's drawer, by the address the table itself writes. */
  async openOrder(billNo: string): Promise<void> {
    await this.page.goto(`/admin/orders?billNo=${billNo}&order=${billNo}`);
    await expect(this.drawer).toContainText(billNo);
  }

  async refund(amount: string, reason: string): Promise<void> {
    await this.refundButton.click();
    const amountField = this.refundDialog.getByRole('spinbutton');
    await amountField.fill(amount);
    await this.refundDialog.getByRole('textbox').fill(reason);
    await this.refundDialog.getByRole('button', { name: /^退\s*款$/ }).click();
  }

  refundRow(billNo: string): Locator {
    return this.page.locator('.ant-table tbody tr').filter({ hasText: billNo });
  }
}
