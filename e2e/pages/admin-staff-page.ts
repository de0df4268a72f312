import type { Locator, Page } from '@playwright/test';
import { FIRST_PAINT_MS } from './admin-sign-in-page.ts';
import { chooseOption } from './antd-select.ts';

/** The administrator's staff accounts screen (/admin/staff) and its new-account dialog. */
export class AdminStaffPage {
  readonly createButton: Locator;
  readonly dialog: Locator;
  readonly enrolment: Locator;
  readonly qr: Locator;
  readonly secret: Locator;
  /** The enrolment dialog's field for the authenticator's first code, and its buttons. */
  readonly firstCode: Locator;
  readonly confirmEnrolment: Locator;

  constructor(readonly page: Page) {
    this.createButton = page.getByRole('button', { name: '新建账号' });
    this.dialog = page.getByRole('dialog', { name: '新建账号' });
    this.enrolment = page.getByTestId('totp-enrolment');
    this.qr = this.enrolment.getByTestId('totp-qr').locator('svg');
    this.secret = page.getByTestId('totp-secret');
    this.firstCode = page.getByRole('textbox', { name: '验证器显示的 6 位数字' });
    this.confirmEnrolment = page.getByRole('button', { name: '确认绑定' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/staff');
    await this.createButton.waitFor({ timeout: FIRST_PAINT_MS });
  }

  row(username: string): Locator {
    return this.page.getByRole('row').filter({ hasText: username });
  }

  async create(account: {
    username: string;
    displayName: string;
    role: string;
    password: string;
  }): Promise<void> {
    await this.createButton.click();
    await this.dialog.getByRole('textbox', { name: '用户名' }).fill(account.username);
    await this.dialog.getByRole('textbox', { name: '显示名称' }).fill(account.displayName);
    // The chosen option shows in the field under its title (the list itself is outside the dialog).
    await chooseOption(
      this.page,
      this.dialog.getByRole('combobox', { name: '角色' }),
      account.role,
      this.dialog,
    );
    await this.dialog.getByRole('textbox', { name: '初始密码' }).fill(account.password);
    await this.dialog.getByRole('button', { name: /保\s*存/ }).click();
  }
}
