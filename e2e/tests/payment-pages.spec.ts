import { newDonor, useToken } from '../fixtures/accounts.ts';
import { WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { PaymentPages, payInSandbox, placeOrder } from '../pages/payment-pages.ts';

// Project 14 (大学生创新创业基金) and project 1 (励志奖学金, two lines of success words) are demo data;
// every test pays with its own new donor, so no total is asserted.
const INNOVATION = { id: 14, name: '大学生创新创业基金' };
const SCHOLARSHIP = { id: 1, name: '励志奖学金' };

test.describe('pay-back and success', () => {
  test('a paid order goes from the cashier through pay-back to the donor’s success page', async ({
    page,
  }) => {
    const donor = await newDonor();
    const order = await placeOrder(donor.token, INNOVATION.id, 12.34);
    await useToken(page, donor.token);
    const pages = new PaymentPages(page);

    await pages.payAtCashier(order.cashierUrl);
    await expect(page).toHaveURL(new RegExp(`#/success\\?billNo=${order.billNo}$`));
    await expect(pages.successPage.getByRole('heading', { name: '认捐成功' })).toBeVisible();
    // A new SMS donor has no nickname: the thanks name the 'loving person'.
    await expect(pages.thanks).toHaveText(`感谢爱心人士对【${INNOVATION.name}】的爱心捐赠`);
    await expect(pages.successPage).toContainText('感谢有你，一路相伴');
    await expect(pages.project).toContainText(INNOVATION.name);
    await expect(pages.project).toHaveAttribute('href', `#/subject-detail?id=${INNOVATION.id}`);
    // No certificate yet: no button for it.
    await expect(pages.button('查看证书')).toHaveCount(0);

    await pages.button('邀请好友').click();
    await expect(pages.shareOverlay).toContainText('点击右上角 ··· 分享给好友');
    await pages.shareOverlay.click();
    await expect(pages.shareOverlay).toHaveCount(0);

    // pay-back replaced its own entry: Back leads to the cashier, not to another check.
    await page.goBack();
    await expect(page.getByText('订单已支付')).toBeVisible();

    await pages.gotoSuccess(order.billNo);
    await pages.link('个人中心').click();
    await expect(page).toHaveURL(/#\/mine$/);
  });

  test('an unpaid order shows the failure toast and leaves the payback screen', async ({ page }) => {
    const donor = await newDonor();
    const order = await placeOrder(donor.token, INNOVATION.id, 1);
    await useToken(page, donor.token);
    const pages = new PaymentPages(page);

    await pages.gotoPayBack(order.billNo);
    await expect(pages.checking).toContainText('正在查询支付结果');
    // Five checks one second apart before it gives up.
    await expect(pages.toast).toHaveText('支付失败', { timeout: 15_000 });
    // payback does not name the project and there is no earlier screen: home.
    await expect(page).toHaveURL(/#\/$/);
  });

  test("an unpaid order coming back from the cashier returns to its project's form", async ({ page }) => {
    const donor = await newDonor();
    const order = await placeOrder(donor.token, INNOVATION.id, 1);
    await useToken(page, donor.token);
    // The cashier's redirect names the project (payments/provider-routes.ts), as a provider's return URL would.
    await page.goto(`/#/pay-back?id=${order.billNo}&itemsId=${INNOVATION.id}`);
    await expect(new PaymentPages(page).toast).toHaveText('支付失败', { timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`#/form\\?id=${INNOVATION.id}$`));
  });

  test('a payment that lands while pay-back is checking still counts', async ({ page }) => {
    const donor = await newDonor();
    const order = await placeOrder(donor.token, INNOVATION.id, 2);
    await useToken(page, donor.token);
    const pages = new PaymentPages(page);

    await pages.gotoPayBack(order.billNo);
    await expect(pages.checking).toBeVisible();
    await payInSandbox(order.billNo);
    await expect(page).toHaveURL(new RegExp(`#/success\\?billNo=${order.billNo}$`));
    await expect(pages.thanks).toContainText(INNOVATION.name);
  });

  test('the success page shows the success words to its donor and “not found” to anyone else', async ({
    page,
    browser,
  }) => {
    const owner = await newDonor();
    const order = await placeOrder(owner.token, SCHOLARSHIP.id, 5);
    await payInSandbox(order.billNo);

    const ownerContext = await browser.newContext({ ...WECHAT_PHONE, baseURL: process.env.E2E_BASE_URL });
    const ownerPage = await ownerContext.newPage();
    await useToken(ownerPage, owner.token);
    const ownerView = new PaymentPages(ownerPage);
    await ownerView.gotoSuccess(order.billNo);
    await expect(ownerView.successWords).toHaveText([
      '感谢您对母校的支持！',
      '每一份心意都将用于项目建设，我们会定期公示善款使用情况。',
    ]);
    await ownerContext.close();

    const other = await newDonor();
    await useToken(page, other.token);
    const pages = new PaymentPages(page);
    await pages.gotoSuccess(order.billNo);
    await expect(pages.notFound).toContainText('未找到该捐赠记录');
    await expect(pages.successPage).toHaveCount(0);
    await expect(page.getByText(SCHOLARSHIP.name)).toHaveCount(0);
  });

  test('without a token the success page sends the visitor to log in and back', async ({ page }) => {
    const pages = new PaymentPages(page);
    await pages.gotoSuccess('B123');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fsuccess%3FbillNo%3DB123$/);
  });
});

test.describe('alipay hand-off', () => {
  test('inside WeChat it explains how to open a browser, and moves on once paid', async ({ page }) => {
    const donor = await newDonor();
    const order = await placeOrder(donor.token, INNOVATION.id, 3);
    const pages = new PaymentPages(page);

    // The token arrives in the address, as the donation form sends it.
    await pages.gotoAlipay(order.billNo, donor.token);
    await expect(pages.wechatGuide).toContainText('请在浏览器中打开');
    await expect(pages.wechatGuide).toContainText('点击右上角 ··· 按钮');
    await expect(pages.wechatGuide).toContainText('在浏览器打开');
    expect(await page.evaluate(() => localStorage.getItem('xToken'))).toBe(donor.token);

    await payInSandbox(order.billNo);
    await expect(page).toHaveURL(new RegExp(`#/success\\?billNo=${order.billNo}$`));
    await expect(pages.thanks).toContainText(INNOVATION.name);
  });

  test('another donor’s order is refused, not waited for', async ({ page }) => {
    const owner = await newDonor();
    const order = await placeOrder(owner.token, INNOVATION.id, 6);
    const other = await newDonor();
    const pages = new PaymentPages(page);

    await pages.gotoAlipay(order.billNo, other.token);
    await expect(page.getByTestId('alipay-no-order')).toContainText('订单不存在或不属于当前账号');
  });

  test('in the mini-program it copies the link', async ({ browser }) => {
    const context = await browser.newContext({
      ...WECHAT_PHONE,
      userAgent: `${WECHAT_PHONE.userAgent} miniProgram`,
      baseURL: process.env.E2E_BASE_URL,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const donor = await newDonor();
    const order = await placeOrder(donor.token, INNOVATION.id, 4);
    const pages = new PaymentPages(page);

    await pages.gotoAlipay(order.billNo, donor.token);
    await expect(pages.wechatGuide).toHaveCount(0);
    await pages.copyLink.getByRole('button', { name: '复制链接' }).click();
    await expect(pages.toast).toHaveText('复制成功');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`#/alipay?billNo=${order.billNo}&token=${encodeURIComponent(donor.token)}`);
    await context.close();
  });

  test('in an ordinary browser it hands the order to the provider (the sandbox cashier) and lands on success', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      ...WECHAT_PHONE,
      userAgent: WECHAT_PHONE.userAgent.replace(/ MicroMessenger\/\S+/, ''),
      baseURL: process.env.E2E_BASE_URL,
    });
    const page = await context.newPage();
    const donor = await newDonor();
    const order = await placeOrder(donor.token, INNOVATION.id, 5);
    const pages = new PaymentPages(page);

    // The link copied out of WeChat carries the token: this browser has no session of its own.
    await pages.gotoAlipay(order.billNo, donor.token);
    await page.waitForURL(/\/pay\/sandbox\/cashier\?billNo=/);
    await expect(page.locator('.amount')).toHaveText('¥5.00');
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page).toHaveURL(/#\/success\?billNo=/);
    await expect(pages.thanks).toContainText(INNOVATION.name);
    await context.close();
  });
});
