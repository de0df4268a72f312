import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_PAINT_MS } from './admin-sign-in-page.ts';

/**
 * The console's 订单 screen (/admin/orders): the orders table and its filters, an order's drawer,
 * the refund dialog, and the 退款 tab where a second finance member approves.
 */
export class AdminOrdersPage {
  readonly ordersTable: Locator;
  readonly billNoFilter: Locator;
  readonly searchButton: Locator;
  readonly drawer: Locator;
  readonly refundButton: Locator;
  readonly refundDialog: Locator;
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
    // An inline form's label ends in a colon: 订单号 :.
    this.billNoFilter = page.getByRole('textbox', { name: /^订单号/ });
    // antd puts a space between two Chinese characters of a button: 查 询, 退 款.
    this.searchButton = page.getByRole('button', { name: /^查\s*询$/ });
    this.drawer = page.getByRole('dialog', { name: /^订单 / });
    this.refundButton = this.drawer.getByRole('button', { name: /^退\s*款$/ });
    this.refundDialog = page.getByRole('dialog').filter({ hasText: '退款原因' });
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
    await this.page.goto(`/admin/orders?billNo=${billNo}&order=${billNo}`);
    // A fresh load of the console and its lazy orders screen.
    await expect(this.drawer).toContainText(billNo, { timeout: FIRST_PAINT_MS });
  }

  /** Looks the order up by its bill number with the filters, as staff do. */
  async findOrder(billNo: string): Promise<void> {
    await this.billNoFilter.fill(billNo);
    await this.searchButton.click();
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

  async refund(amount: string, reason: string): Promise<void> {
    await this.refundButton.click();
    const amountField = this.refundDialog.getByRole('spinbutton');
    await amountField.fill(amount);
    await this.refundDialog.getByRole('textbox').fill(reason);
    await this.refundDialog.getByRole('button', { name: /^退\s*款$/ }).click();
  }

  /** The 退款 tab, narrowed to one status (by its words, e.g. 待审批) and one bill number. */
  async showRefunds(status: string, billNo: string): Promise<void> {
    await this.refundsTab.click();
    await expect(this.refundsTab).toHaveAttribute('aria-selected', 'true');
    await this.refundStatusFilter.click();
    await this.page.locator('.ant-select-dropdown:visible').getByTitle(status, { exact: true }).click();
    await expect(this.page).toHaveURL(/[?&]refundStatus=/);
    await this.refundSearch.fill(billNo);
    await this.refundSearch.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`[?&]billNo=${billNo}`));
  }

  /** A refund of the order in the 退款 tab's table. */
  refundRow(billNo: string): Locator {
    return this.refundsTable.locator('tbody tr.ant-table-row').filter({ hasText: billNo });
  }

  /** 批准 on a refund row (the tab's or the drawer's), and 批准 again in its confirmation. */
  async approve(row: Locator): Promise<void> {
    await row.getByRole('button', { name: /^批\s*准$/ }).click();
    await this.page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /^批\s*准$/ })
      .click();
  }
}
