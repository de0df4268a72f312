import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { CampusCardSection, DEMO_CARDS } from '../pages/campus-card.ts';
import { DonationFormPage } from '../pages/donation-form-page.ts';
import { MinePage } from '../pages/mine-page.ts';
import { PaymentPages } from '../pages/payment-pages.ts';

/**
 * Pay type 9 by hand: the donor picks 校园卡, types a card and pays without leaving the site.
 * Project 3 (学科建设发展基金, ¥10 minimum, whole yuan). Other specs pay into project 3 at the
 * same time, so what is counted is read where only these tests write: the demo cards' balances
 * (no other test uses them) and each new donor's own total. These run in order, one card each.
 */
const PROJECT = 3;
const FORM = `id=${PROJECT}&subItemsId=1`;

test.describe.configure({ mode: 'serial' });

/** A demo card's balance in fen, as items/getCardBlance reads it. */
async function balanceOf(card: { stuWorkNo: string; password: string }, token: string): Promise<number> {
  const yuan = await apiGet<number>(
    SPEC_PATHS.items.getCardBlance,
    { stuWorkNo: card.stuWorkNo, passwork: card.password },
    token,
  );
  return Math.round(yuan * 100);
}

test.describe('paying by campus card', () => {
  test('a card short of the amount is refused with 一卡通余额不足 and nothing is counted', async ({
    page,
  }) => {
    // Before the first page: the token is set by an init script, which a hash change does not run.
    const donor = await newDonor();
    await useToken(page, donor.token);
    const balanceBefore = await balanceOf(DEMO_CARDS.poor, donor.token);

    const form = new DonationFormPage(page);
    const card = new CampusCardSection(page);
    await form.goto(FORM);
    await form.enterAmount('10');
    await card.choose();
    await expect(card.hint).toHaveText('初始密码为身份证号后六位，x用1代替');
    await card.fill(DEMO_CARDS.poor);
    await form.agree();
    // Balance not read: the server charges the card, which refuses.
    await form.submit.click();
    await expect(form.toast('一卡通余额不足')).toBeVisible();
    await expect(form.toast('一卡通余额不足')).toBeHidden();
    // Balance read first: ¥5.00 shows, and paying ¥10 is refused again.
    await card.balanceButton.click();
    await expect(card.balance).toHaveText('余额：¥5.00');
    await form.submit.click();
    await expect(form.toast('一卡通余额不足')).toBeVisible();
    await expect(page).toHaveURL(/#\/form\?/);

    expect(await balanceOf(DEMO_CARDS.poor, donor.token)).toBe(balanceBefore);
    const mine = new MinePage(page);
    await mine.goto();
    await expect(mine.money).toHaveText('¥0.00');
  });

  test('a wrong password cannot read the balance', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const form = new DonationFormPage(page);
    const card = new CampusCardSection(page);
    await form.goto(FORM);
    await card.choose();
    await card.fill({ stuWorkNo: DEMO_CARDS.rich.stuWorkNo, password: '000000' });
    await card.balanceButton.click();
    await expect(form.toast('读取余额失败')).toBeVisible();
    await expect(card.balance).toHaveText('');
  });

  test('the card with enough balance pays and lands on success, counted once', async ({ page }) => {
    const donor = await newDonor();
    await useToken(page, donor.token);
    const balanceBefore = await balanceOf(DEMO_CARDS.rich, donor.token);

    const form = new DonationFormPage(page);
    const card = new CampusCardSection(page);
    await form.goto(FORM);
    await form.enterAmount('10');
    await card.choose();
    await card.fill(DEMO_CARDS.rich);
    await form.agree();
    await form.submit.click();

    await expect(page).toHaveURL(/#\/success\?billNo=/);
    const pages = new PaymentPages(page);
    await expect(pages.successPage.getByRole('heading', { name: '认捐成功' })).toBeVisible();
    expect(await balanceOf(DEMO_CARDS.rich, donor.token)).toBe(balanceBefore - 1000);
    const mine = new MinePage(page);
    await mine.goto();
    await expect(mine.money).toHaveText('¥10.00');
    await expect(mine.items).toHaveText('1');
  });
});
