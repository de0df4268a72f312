import type { Locator, Page, Request } from '@playwright/test';

/** The login screen (route login?redirect=, spec doc 3): Chinese labels unless told otherwise. */
export class LoginPage {
  readonly root: Locator;
  readonly mobileTab: Locator;
  readonly accountTab: Locator;
  readonly mobile: Locator;
  readonly code: Locator;
  readonly areaCode: Locator;
  readonly smsButton: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly agree: Locator;
  readonly agreementLink: Locator;
  readonly agreementPopup: Locator;
  readonly submit: Locator;
  readonly background: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('login-page');
    this.mobileTab = page.getByRole('tab', { name: '验证码登录' });
    this.accountTab = page.getByRole('tab', { name: '账号登录' });
    this.mobile = page.getByRole('textbox', { name: '手机号', exact: true });
    this.code = page.getByRole('textbox', { name: '验证码', exact: true });
    this.areaCode = page.getByTestId('login-area-code');
    this.smsButton = page.getByTestId('login-sms-button');
    this.username = page.getByRole('textbox', { name: '账号', exact: true });
    this.password = page.getByLabel('密码', { exact: true });
    this.agree = page.getByTestId('login-agree');
    this.agreementLink = page.getByRole('button', { name: /^《.+》$/ });
    this.agreementPopup = page.getByTestId('login-agree-popup');
    // The hidden tab's form is out of the accessibility tree, so this is the visible one.
    this.submit = page.getByRole('button', { name: '登录', exact: true });
    this.background = page.getByTestId('login-bg');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/#/login${query}`);
    await this.root.waitFor();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.adm-toast-main').filter({ hasText: text }).last();
  }

  async fillPassword(username: string, password: string, { agree = true } = {}): Promise<void> {
    await this.accountTab.click();
    await this.username.fill(username);
    await this.password.fill(password);
    if (agree) await this.agree.check();
  }

  /** Submits and hands back the passLogin request the screen made. */
  async submitAndCapture(path: 'passLogin' | 'mobileLogin'): Promise<Request> {
    const [request] = await Promise.all([
      this.page.waitForRequest((candidate) => candidate.url().endsWith(`/user/${path}`)),
      this.submit.click(),
    ]);
    return request;
  }
}
