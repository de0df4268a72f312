import type { TSeatAreaRow, TSeatAreaWrite } from '@alma/shared/admin-api/naming-inventory';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { expect, type Locator, type Page } from '@playwright/test';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { administratorApi, type TestStaffAccount } from './admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from './admin-sign-in-page.ts';

/** antd puts a space between two Chinese characters of a button (编 辑, 保 存). */
const button = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/**
 * A grid area of its own for one test, made through the admin API as the demo administrator: a
 * title no other test uses, placed last, its seats all open. `remove` deletes it again.
 */
export async function createTestArea(
  baseURL: string,
  itemsId: number,
  area: TSeatAreaWrite,
  grid: { rows: number; cols: number },
): Promise<{ id: number; remove: () => Promise<void> }> {
  const api = await administratorApi(baseURL);
  const headers = { 'x-csrf-token': api.csrf };
  const created = await api.post('/admin-api/v1/seat-areas', { headers, data: { itemsId, ...area } });
  if (created.status() !== 201)
    throw new Error(`POST /seat-areas: ${created.status()} ${await created.text()}`);
  const row = ((await created.json()) as TAdminRows<TSeatAreaRow>).rows.find(
    (one) => one.title === area.title,
  );
  if (!row) throw new Error('the new area is not in the list');
  const seats = [];
  for (let rowNo = 1; rowNo <= grid.rows; rowNo += 1) {
    for (let colNo = 1; colNo <= grid.cols; colNo += 1) seats.push({ rowNo, colNo, status: 1 });
  }
  const drawn = await api.put(`/admin-api/v1/seat-areas/${row.id}/seats`, {
    headers,
    data: { ...grid, seats },
  });
  if (drawn.status() !== 200) throw new Error(`PUT seats: ${drawn.status()} ${await drawn.text()}`);
  return {
    id: row.id,
    remove: async () => {
      await api.delete(`/admin-api/v1/seat-areas/${row.id}`, { headers });
      await api.dispose();
    },
  };
}

/** The console's 座位与书目 (/admin/naming-inventory?itemsId=): areas and grids, books, nameplate. */
export class AdminNamingInventoryPage {
  readonly title: Locator;
  readonly toast: Locator;
  readonly dialog: Locator;
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.title = page.locator('.admin-page h3');
    this.toast = page.locator('.ant-message-notice');
    this.dialog = page.getByRole('dialog');
    this.grid = page.getByTestId('grid-editor');
  }

  async signIn(account: TestStaffAccount, path: string): Promise<void> {
    const form = new AdminSignInPage(this.page);
    await form.goto(path);
    await form.signIn(account.username, account.password, totpCodeOf(account.secret));
    await expect(this.title).toHaveText('座位与书目', { timeout: FIRST_PAINT_MS });
  }

  areaRow(title: string): Locator {
    return this.page.getByTestId('seat-areas-table').locator('tbody tr').filter({ hasText: title });
  }

  async editArea(title: string): Promise<void> {
    await this.areaRow(title)
      .getByRole('button', { name: button('编辑') })
      .click();
    await expect(this.dialog).toBeVisible();
  }

  /** The price of the dialog's term number `index` (from 0). */
  termMoney(index: number): Locator {
    return this.dialog.getByTestId(`term-${index}`).getByRole('spinbutton', { name: '金额' });
  }

  async saveDialog(): Promise<void> {
    await this.dialog.getByRole('button', { name: button('保存') }).click();
  }

  async openGrid(title: string): Promise<void> {
    await this.areaRow(title).getByRole('button', { name: '座位图' }).click();
    await expect(this.grid).toBeVisible();
  }

  cell(row: number, col: number): Locator {
    return this.grid.getByTestId(`grid-cell-${row}-${col}`);
  }

  async saveGrid(): Promise<void> {
    await this.grid.getByRole('button', { name: '保存座位图' }).click();
  }

  savedToast(): Locator {
    return this.toast.filter({ hasText: '已保存，捐赠端已更新' });
  }
}
