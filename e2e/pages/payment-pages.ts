import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Locator, Page } from '@playwright/test';
import { apiPost } from '../fixtures/accounts.ts';

const DONATE = SPEC_PATHS.items.donate;

/** An order placed through the API the way the donation form places it (sandbox pay type 1). */
export async function placeOrder(
  token: string,
  itemsId: number,
  currencyMoney: number,
): Promise<{ billNo: string; cashierUrl: string }> {
  const answer = await apiPost<{ orderPayRequestDTO: { billNo: string }; data: unknown }>(
    DONATE,
    { itemsId, payType: 1, currencyMoney, donateFrom: 'U1' },
    token,
  );
  if (typeof answer.data !== 'string') throw new Error(`no cashier URL: ${JSON.stringify(answer.data)}`);
  return { billNo: answer.orderPayRequestDTO.billNo, cashierUrl: answer.data };
}

/** What the sandbox cashier's 支付 button posts, without a page: the order becomes paid. */
export async function payInSandbox(billNo: string): Promise<void> {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  const response = await fetch(`${base}/pay/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ billNo }).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`sandbox pay answered ${response.status}`);
}

/** The payback, success and alipay hand-off screens (doc 2 §2.5, doc 3 §2). */
export class PaymentPages {
  readonly toast: Locator;
  readonly checking: Locator;
  readonly successPage: Locator;
  readonly thanks: Locator;
  readonly successWords: Locator;
  readonly project: Locator;
  readonly notFound: Locator;
  readonly shareOverlay: Locator;
  readonly wechatGuide: Locator;
  readonly copyLink: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.toast = page.locator('.adm-toast-main');
    this.checking = page.getByTestId('pay-back-checking');
    this.successPage = page.getByTestId('success-page');
    this.thanks = page.getByTestId('success-thanks');
    this.successWords = page.getByTestId('success-words').getByRole('listitem');
    this.project = page.getByTestId('success-project');
    this.notFound = page.getByTestId('success-not-found');
    this.shareOverlay = page.getByTestId('share-overlay');
    this.wechatGuide = page.getByTestId('alipay-wechat-guide');
    this.copyLink = page.getByTestId('alipay-copy-link');
    this.unavailable = page.getByTestId('alipay-unavailable');
  }

  async payAtCashier(cashierUrl: string): Promise<void> {
    await this.page.goto(cashierUrl);
    await this.page.getByRole('button', { name: '支付', exact: true }).click();
  }

  async gotoPayBack(billNo: string): Promise<void> {
    await this.page.goto(`/#/pay-back?id=${encodeURIComponent(billNo)}`);
  }

  async gotoSuccess(billNo: string): Promise<void> {
    await this.page.goto(`/#/success?billNo=${encodeURIComponent(billNo)}`);
  }

  async gotoAlipay(billNo: string, token?: string): Promise<void> {
    const query = new URLSearchParams({ billNo });
    if (token) query.set('token', token);
    await this.page.goto(`/#/alipay?${query}`);
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  link(name: string): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }
}
