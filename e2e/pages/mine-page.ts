import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures/test.ts';

/** The personal centre (route mine, spec doc 1 §2). */
export class MinePage {
  readonly root: Locator;
  readonly nickname: Locator;
  readonly editNickname: Locator;
  readonly nicknameInput: Locator;
  readonly thanks: Locator;
  readonly money: Locator;
  readonly items: Locator;
  readonly together: Locator;
  readonly menu: Locator;
  readonly bindMobile: Locator;
  readonly bindSheet: Locator;
  readonly bindMobileInput: Locator;
  readonly bindCodeInput: Locator;
  readonly bindSendCode: Locator;
  readonly awardsCount: Locator;
  readonly awards: Locator;
  readonly defaultAwards: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('mine-page');
    this.nickname = page.getByTestId('mine-nickname');
    this.editNickname = page.getByRole('button', { name: '修改昵称' });
    this.nicknameInput = page.getByRole('textbox', { name: '昵称' });
    this.thanks = page.getByTestId('mine-thanks');
    this.money = page.getByTestId('mine-total-money');
    this.items = page.getByTestId('mine-total-items');
    this.together = page.getByTestId('mine-total-together');
    this.menu = page.getByTestId('mine-menu');
    this.bindMobile = page.getByTestId('mine-bind-mobile');
    this.bindSheet = page.getByTestId('bind-mobile-sheet');
    this.bindMobileInput = this.bindSheet.getByRole('textbox', { name: '手机号' });
    this.bindCodeInput = this.bindSheet.getByRole('textbox', { name: '验证码' });
    this.bindSendCode = this.bindSheet.getByRole('button', { name: /^(获取验证码|\d+秒后重发)$/ });
    this.awardsCount = page.getByTestId('mine-awards-count');
    this.awards = page.getByTestId('mine-award');
    this.defaultAwards = page.getByTestId('mine-award-default');
    this.logout = page.getByRole('button', { name: '退出登录' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/mine');
    await this.root.waitFor();
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.adm-toast-main').filter({ hasText: text });
  }
}

/**
 * Signs this browser in as a brand-new WeChat-only user (accountType 1, nickname 微信用户)
 * through the server's demo WeChat, without spending an SMS, and lands on the personal centre.
 */
export async function loginAsNewWechatUser(page: Page, baseURL: string): Promise<void> {
  const state = 'mineE2eState0123';
  await page.addInitScript((value) => sessionStorage.setItem('wechatAuthState', value), state);
  const back = `${baseURL}/#/mine`;
  await page.goto(`/wechat-demo/authorize?redirect_uri=${encodeURIComponent(back)}&state=${state}`);
  await expect(page).toHaveURL(back);
  await page.getByTestId('mine-page').waitFor();
}
