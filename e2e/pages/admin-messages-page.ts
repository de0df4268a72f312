import { expect, type Locator, type Page } from '@playwright/test';

/** The console's 留言审核 screen (/admin/messages): status tabs, filters, the queue and its actions. */
export class AdminMessagesPage {
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly table: Locator;
  readonly replyDialog: Locator;
  readonly replyText: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByPlaceholder('留言内容或昵称');
    // antd puts a space between two Chinese characters of a button: 查 询.
    this.searchButton = page.getByRole('button', { name: /^查\s*询$/ });
    this.table = page.locator('.ant-table');
    this.replyDialog = page.getByRole('dialog');
    this.replyText = this.replyDialog.getByRole('textbox', { name: '回复' });
    this.toast = page.locator('.ant-message-notice');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/admin/messages${query}`);
    await expect(this.page.locator('.admin-page h3')).toHaveText('留言审核');
  }

  tab(name: '待审核' | '已通过' | '已拒绝'): Locator {
    return this.page.getByRole('tab', { name });
  }

  row(text: string): Locator {
    return this.table.locator('tbody tr').filter({ hasText: text });
  }

  async find(text: string): Promise<void> {
    await this.search.fill(text);
    await this.searchButton.click();
    await expect(this.page).toHaveURL(/[?&]s=/);
  }

  async approve(text: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: /^通\s*过$/ })
      .click();
  }

  async reply(text: string, answer: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: /^回\s*复$/ })
      .click();
    await this.replyText.fill(answer);
    await this.replyDialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(this.replyDialog).toBeHidden();
  }
}
