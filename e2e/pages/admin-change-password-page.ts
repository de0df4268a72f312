import type { Locator, Page } from '@playwright/test';

/** The console's change-password screen (/admin/change-password), where a first sign-in lands. */
export class AdminChangePasswordPage {
  readonly heading: Locator;
  readonly forcedNotice: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: '修改密码' });
    this.forcedNotice = page.getByRole('alert').filter({ hasText: '首次登录' });
    this.currentPassword = page.getByRole('textbox', { name: '当前密码', exact: true });
    this.newPassword = page.getByRole('textbox', { name: '新密码', exact: true });
    this.confirmPassword = page.getByRole('textbox', { name: '再次输入新密码', exact: true });
    this.submit = page.getByRole('button', { name: '保存新密码' });
  }

  /** The message under a field (antd's explain line), as the rules or the server wrote it. */
  problemOf(field: Locator): Locator {
    return this.page.locator('.ant-form-item').filter({ has: field }).locator('.ant-form-item-explain');
  }

  async fill(current: string, next: string, again = next): Promise<void> {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmPassword.fill(again);
  }
}
