import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_PAINT_MS } from './admin-sign-in-page.ts';
import { chooseOption } from './antd-select.ts';

/**
 * The console's 订单 screen (/admin/orders): the orders table and its filters, an order's drawer,
 * the refund dialog, and the 退款 tab where a second finance member approves.
 */
export class AdminOrdersPage {
  readonly ordersTable: Locator;
  readonly searchBox: Locator;
  readonly dateFrom: Locator;
  readonly dateTo: Locator;
  readonly searchButton: Locator;
  readonly drawer: Locator;
  readonly refundButton: Locator;
  readonly refundDialog: Locator;
  readonly refundAmount: Locator;
  readonly refundConfirmation: Locator;
  readonly paymentEvents: Locator;
  readonly drawerRefunds: Locator;
  readonly refundsTab: Locator;
  readonly refundStatusFilter: Locator;
  readonly refundSearch: Locator;
  readonly refundsTable: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    // The screen draws one table at a time (the orders, or the 退款 tab's); the drawer sits outside.
    const table = page.locator('.admin-page .ant-table');
    this.ordersTable = table;
    // An inline form's label ends in a colon: 搜索 :. It finds bill numbers, donor names and mobiles.
    this.searchBox = page.getByRole('textbox', { name: /^搜索/ });
    // The range picker's two inputs, by their placeholders.
    this.dateFrom = page.getByPlaceholder('开始日期');
    this.dateTo = page.getByPlaceholder('结束日期');
    // antd puts a space between two Chinese characters of a button: 查 询, 退 款.
    this.searchButton = page.getByRole('button', { name: /^查\s*询$/ });
    this.drawer = page.getByRole('dialog', { name: /^订单 / });
    this.refundButton = this.drawer.getByRole('button', { name: /^退\s*款$/ });
    this.refundDialog = page.getByRole('dialog').filter({ hasText: '退款原因' });
    this.refundAmount = this.refundDialog.getByRole('spinbutton');
    // What will happen, said before anything is sent (asking: a dialog; approving: a popconfirm).
    this.refundConfirmation = page.locator('.ant-modal-confirm:visible, .ant-popconfirm:visible');
    this.paymentEvents = this.drawer.getByTestId('payment-events').locator('.ant-timeline-item');
    this.drawerRefunds = this.drawer.locator('.ant-table tbody tr.ant-table-row');
    // The tab carries the count of refunds awaiting approval after its name.
    this.refundsTab = page.getByRole('tab', { name: /^退款/ });
    this.refundStatusFilter = page.getByRole('combobox', { name: '退款状态' });
    this.refundSearch = page.getByRole('searchbox', { name: '订单号' });
    this.refundsTable = table;
    this.toast = page.locator('.ant-message-notice');
  }

  /** Opens the table with the order's drawer, by the address the table itself writes. */
  async openOrder(billNo: string): Promise<void> {
    await this.page.goto(`/admin/orders?q=${billNo}&order=${billNo}`);
    // A fresh load of the console and its lazy orders screen.
    await expect(this.drawer).toContainText(billNo, { timeout: FIRST_PAINT_MS });
  }

  /** Looks an order up with the search box (a bill number, a donor's name or mobile), as staff do. */
  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchButton.click();
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
  }

  /** Looks the order up by its bill number, as staff do. */
  async findOrder(billNo: string): Promise<void> {
    await this.search(billNo);
    await expect(this.orderRow(billNo)).toHaveCount(1);
  }

  orderRow(billNo: string): Locator {
    return this.ordersTable.locator('tbody tr.ant-table-row').filter({ hasText: billNo });
  }

  /** The row's 详情 opens the order's drawer. */
  async viewOrder(billNo: string): Promise<void> {
    await this.orderRow(billNo)
      .getByRole('button', { name: /^详\s*情$/ })
      .click();
    await expect(this.drawer).toContainText(billNo);
  }

  /** A value of the drawer's summary by its label (状态, 已退款, 可退金额…). */
  summary(label: string): Locator {
    return this.drawer
      .locator('th.ant-descriptions-item-label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::td[1]');
  }

  /** Fills the refund dialog (opening it first) and presses its 退款; the confirmation follows. */
  async askRefund(amount: string, reason: string): Promise<void> {
    if (!(await this.refundDialog.isVisible())) await this.refundButton.click();
    await this.refundAmount.fill(amount);
    await this.refundDialog.getByRole('textbox').fill(reason);
    await this.refundDialog.getByRole('button', { name: /^退\s*款$/ }).click();
  }

  /** A refund asked for and confirmed. */
  async refund(amount: string, reason: string): Promise<void> {
    await this.askRefund(amount, reason);
    await this.refundConfirmation.getByRole('button', { name: '确认退款' }).click();
  }

  /** The message under the refund dialog's amount. */
  get refundAmountError(): Locator {
    // A filter's inner locator is looked for inside each form item, so it starts from the page.
    return this.refundDialog
      .locator('.ant-form-item')
      .filter({ has: this.page.getByRole('spinbutton') })
      .locator('.ant-form-item-explain');
  }

  /** The 退款 tab, narrowed to one status (by its words, e.g. 待审批) and one bill number. */
  async showRefunds(status: string, billNo: string): Promise<void> {
    await this.refundsTab.click();
    await expect(this.refundsTab).toHaveAttribute('aria-selected', 'true');
    await chooseOption(this.page, this.refundStatusFilter, status);
    await expect(this.page).toHaveURL(/[?&]refundStatus=/);
    await this.refundSearch.fill(billNo);
    await this.refundSearch.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`[?&]billNo=${billNo}`));
    // The search keeps the status chosen a moment before (it once dropped it: the refund then
    // stayed listed, under 已退款, after its approval).
    await expect(this.page).toHaveURL(/[?&]refundStatus=/);
  }

  /** A refund of the order in the 退款 tab's table. */
  refundRow(billNo: string): Locator {
    return this.refundsTable.locator('tbody tr.ant-table-row').filter({ hasText: billNo });
  }

  /** 批准 on a refund row (the tab's or the drawer's): its confirmation opens. */
  async askApproval(row: Locator): Promise<void> {
    await row.getByRole('button', { name: /^批\s*准$/ }).click();
    await expect(this.refundConfirmation).toBeVisible();
    // Its opening motion over first: a click during the zoom lands beneath it, and antd takes that
    // for a click outside and closes it (CI lost an approval this way).
    await expect(this.refundConfirmation).not.toHaveClass(/-(appear|enter)/);
  }

  /** 批准 on a refund row, and 批准 again in its confirmation. */
  async approve(row: Locator): Promise<void> {
    await this.askApproval(row);
    await this.refundConfirmation.getByRole('button', { name: /^批\s*准$/ }).click();
  }
}
