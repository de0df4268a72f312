import type { Locator, Page } from '@playwright/test';

/** How long a fresh console may take to draw its first screen on a busy CI machine. */
export const FIRST_PAINT_MS = 30_000;

/** The console's sign-in screen (/admin/login), in Chinese unless the test switches. */
export class AdminSignInPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly totp: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly demoHint: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByRole('textbox', { name: '用户名', exact: true });
    this.password = page.getByRole('textbox', { name: '密码', exact: true });
    this.totp = page.getByRole('textbox', { name: '动态验证码', exact: true });
    // antd puts a space between two Chinese characters of a button: 登 录.
    this.submit = page.getByRole('button', { name: /^登\s*录$/ });
    this.error = page.getByRole('alert').filter({ hasNotText: '演示环境' });
    this.demoHint = page.getByRole('alert').filter({ hasText: '演示环境' });
  }

  /** Opens the console at `path` (a signed-out visitor lands on the sign-in screen). */
  async goto(path = '/admin/'): Promise<void> {
    await this.page.goto(path);
    await this.page.waitForURL(/\/admin\/login/);
    // The first paint of the whole console (its code arrives and runs): longer than an assertion.
    await this.username.waitFor({ timeout: FIRST_PAINT_MS });
  }

  /** Fills and submits the form, and waits for the server's answer (the button spins till then). */
  async signIn(username: string, password: string, code: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.totp.fill(code);
    const answer = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/admin-api/v1/session') && response.request().method() === 'POST',
    );
    await this.submit.click();
    await answer;
  }
}
