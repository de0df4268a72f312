import { randomUUID } from 'node:crypto';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, demoToken, newDonor, useToken } from '../fixtures/accounts.ts';
import { MINI_PROGRAM_USER_AGENT, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { DonationFormPage } from '../pages/donation-form-page.ts';
import { TogetherPage } from '../pages/together-page.ts';

/**
 * Group fundraising (doc 2 §2.7, §4.5) on project 1 (励志奖学金: together on, free entry, a
 * no-target chip). Its fundraisers are made here, so their totals are exact; other specs pay into
 * project 1 at the same time (payment pages, personal records), so the project's total is checked
 * to have taken at least our gift. The server tests check that it moves by exactly the gift.
 */
const SCHOLARSHIP = { id: 1, name: '励志奖学金' };

async function projectRaisedFen(): Promise<number> {
  const item = await apiGet<{ completeMoney: number }>(SPEC_PATHS.items.itemsDetail, {
    id: SCHOLARSHIP.id,
  });
  return Math.round(item.completeMoney * 100);
}

test.describe('donating together on a WeChat phone', () => {
  test('a donor launches a fundraiser, a friend gives ¥12.34 into it, the sponsor cancels it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const sponsorName = `发起人${randomUUID().slice(0, 6)}`;
    await useToken(page, (await newDonor()).token);
    const together = new TogetherPage(page);
    await together.gotoLaunch(SCHOLARSHIP.id);
    await expect(together.projectName).toHaveText(SCHOLARSHIP.name);

    // The shared launch rule runs before anything is sent.
    await together.sponsorInput.fill('');
    await together.launch.click();
    await expect(together.toast('请输入发起人')).toBeVisible();
    await together.sponsorInput.fill(sponsorName);
    await together.choice('一起为母校加油').check();
    await together.targetInput.fill('-5');
    await together.launch.click();
    await expect(together.toast('请输入合法金额')).toBeVisible();
    await expect(page).toHaveURL(/#\/together\?id=1$/);

    await together.targetInput.fill('888');
    await together.launch.click();
    await expect(page).toHaveURL(/#\/together-share\?id=\d+$/);
    const togetherId = together.shareId();
    await expect(together.sponsor).toContainText(sponsorName);
    await expect(together.slogan).toHaveText('一起为母校加油');
    await expect(together.raised).toHaveText('¥0.00');
    await expect(together.target).toHaveText('¥888.00');
    await expect(together.progress).toHaveAttribute('aria-valuenow', '0');
    await expect(together.support).toBeEnabled();
    await expect(together.cancel).toBeVisible();
    await together.invite.click();
    await expect(together.shareOverlay).toContainText('分享给好友');
    await together.shareOverlay.click();
    await expect(together.shareOverlay).toHaveCount(0);

    // A friend opens the shared link, supports it through the form and pays in the cashier.
    const projectBefore = await projectRaisedFen();
    const friendContext = await browser.newContext({ ...WECHAT_PHONE, baseURL: process.env.E2E_BASE_URL });
    const friendPage = await friendContext.newPage();
    await useToken(friendPage, (await newDonor()).token);
    const friendView = new TogetherPage(friendPage);
    await friendView.gotoShare(togetherId);
    await expect(friendView.cancel).toHaveCount(0);
    await friendView.support.click();
    await expect(friendPage).toHaveURL(new RegExp(`#/form\\?id=1&togetherId=${togetherId}$`));
    const form = new DonationFormPage(friendPage);
    await expect(form.project).toContainText(SCHOLARSHIP.name);
    await form.enterAmount('12.34');
    await form.agree();
    await form.submit.click();
    const cashier = new CashierPage(friendPage);
    await cashier.waitFor();
    await expect(cashier.amount).toHaveText('¥12.34');
    await cashier.pay.click();
    await expect(friendPage).toHaveURL(/#\/success\?billNo=/);

    // The fundraiser moved by exactly the gift, and the project took it too.
    await together.gotoShare(togetherId);
    await expect(together.raised).toHaveText('¥12.34');
    await expect(together.participants).toHaveText('1 人参与');
    await expect(together.progress).toHaveAttribute('aria-valuenow', '1.38');
    await expect(together.donorAvatars).toHaveCount(1);
    await expect.poll(projectRaisedFen).toBeGreaterThanOrEqual(projectBefore + 1234);

    await together.listLink.click();
    await expect(page).toHaveURL(new RegExp(`#/together-list\\?id=${togetherId}$`));
    await expect(together.donors).toHaveCount(1);
    await expect(together.donors.first()).toContainText('¥12.34');

    // The sponsor cancels; nobody can support it any more.
    await together.gotoShare(togetherId);
    await together.cancel.click();
    await together.dialogButton('确定取消').click();
    await expect(together.toast('取消成功')).toBeVisible();
    await expect(together.support).toBeDisabled();
    await expect(together.support).toHaveText('该一起捐已取消');
    await expect(together.cancel).toHaveCount(0);
    await expect(together.invite).toBeDisabled();

    await friendView.gotoShare(togetherId);
    await expect(friendView.support).toBeDisabled();
    await expect(friendView.raised).toHaveText('¥12.34');
    await friendContext.close();
  });

  test('a fundraiser nobody has joined lists no donors, and a wrong link says so', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const together = new TogetherPage(page);
    await together.gotoLaunch(SCHOLARSHIP.id);
    await together.sponsorInput.fill('李同学');
    await together.choice('不设目标').check();
    await together.launch.click();
    await expect(page).toHaveURL(/#\/together-share\?id=\d+$/);
    const togetherId = together.shareId();
    await expect(together.target).toHaveText('不设目标');
    await expect(together.progress).toHaveCount(0);
    await expect(together.page.getByText('还没有人参与，快来成为第一位支持者吧')).toBeVisible();

    await together.gotoList(togetherId);
    await expect(together.emptyList).toHaveText('暂无捐赠记录');

    await page.goto('/#/together-share?id=999999');
    await expect(page.getByTestId('together-error')).toContainText('内容不存在');
  });

  test('launching needs a login and comes back to the launch page', async ({ page }) => {
    await page.goto(`/#/together?id=${SCHOLARSHIP.id}`);
    await expect(page).toHaveURL(/#\/login\?redirect=%2Ftogether%3Fid%3D1$/);
  });
});

test.describe('donating together in English', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
  });

  test('the launch page speaks English', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const together = new TogetherPage(page);
    await together.gotoLaunch(SCHOLARSHIP.id);
    await expect(together.launch).toHaveText('Initiate together');
    await expect(together.choice('No target')).toBeVisible();
    await together.sponsorInput.fill('');
    await together.launch.click();
    await expect(together.toast('Please enter the sponsor')).toBeVisible();
  });
});

/** Project 6 (校友“饮水思源”基金) is alumni-only: launching a fundraiser there is too (doc 2 §4.5). */
const ALUMNI_FUND = 6;

test.describe('an alumni-only project’s fundraisers', () => {
  test('a non-alumnus in the WeChat browser gets the alumni pop-up instead of the launch form', async ({
    page,
  }) => {
    await useToken(page, (await newDonor()).token);
    await page.goto(`/#/together?id=${ALUMNI_FUND}`);
    const popup = page.getByTestId('alumni-popup');
    await expect(popup).toContainText('本次项目筹款只面向“校友”用户开放，非校友不能捐赠！');
    await expect(page.getByTestId('together-launch-submit')).toHaveCount(0);
  });

  test('a verified alumnus launches one', async ({ page }) => {
    await useToken(page, await demoToken('alumni', 'alumni1234'));
    const together = new TogetherPage(page);
    await together.gotoLaunch(ALUMNI_FUND);
    await together.sponsorInput.fill('校友张三');
    await together.choice('饮水思源，回馈母校').check();
    await together.choice('1万元').check();
    await together.launch.click();
    await expect(page).toHaveURL(/#\/together-share\?id=\d+$/);
    await expect(together.target).toHaveText('¥10,000.00');
    await expect(page.getByTestId('alumni-popup')).toBeHidden();
  });
});

test.describe('an alumni-only project’s fundraisers in the mini-program web view', () => {
  test.use({ userAgent: MINI_PROGRAM_USER_AGENT });

  test('a non-alumnus is sent to the mini-program’s alumni login', async ({ page }) => {
    await page.addInitScript(() => {
      const record = window as unknown as { almaNavigatedTo?: string; wx?: unknown };
      record.wx = {
        miniProgram: { navigateTo: ({ url }: { url: string }) => (record.almaNavigatedTo = url) },
      };
    });
    await useToken(page, (await newDonor()).token);
    await page.goto(`/#/together?id=${ALUMNI_FUND}`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { almaNavigatedTo?: string }).almaNavigatedTo))
      .toBe(`/pages/alumni/login?redirect=${encodeURIComponent(`/together?id=${ALUMNI_FUND}`)}`);
    await expect(page.getByTestId('alumni-popup')).toBeHidden();
  });
});
