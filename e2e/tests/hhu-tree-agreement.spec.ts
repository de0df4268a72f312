import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { myAgreements } from '../pages/agreement-api.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { DonationDetails } from '../pages/donation-details.ts';
import { freeSeats, NamingFormPage } from '../pages/naming-form-page.ts';
import { drawSignature } from '../pages/signature.ts';

const RIVERSIDE = 8;

test.describe('the riverside tree form (tree-naming-hhu/form)', () => {
  test('pays only once the agreement is signed and agreed to; the tree is named and the agreement has its money', async ({
    page,
  }) => {
    // A whole flow: the form, the agreement drawn, signed and sealed, the cashier and the naming.
    test.setTimeout(90_000);
    const { token } = await newDonor();
    await useToken(page, token);
    const [tree] = await freeSeats(RIVERSIDE, 1, 0);
    if (!tree) throw new Error('no free riverside tree');
    const price = tree.priceList[0];
    if (!price) throw new Error('the tree has no price');
    const form = new NamingFormPage(page);
    await form.seedDraft({
      itemsId: RIVERSIDE,
      namingType: 1,
      seats: [{ ...tree, termYear: price.termYear }],
      plates: [{ donorName: '林小树', donorIdentity: '校友', donationMessage: '绿意长存' }],
    });
    await page.goto(`/#/tree-naming-hhu/form?id=${RIVERSIDE}&type=2`);
    const row = page.getByTestId('hhu-agreement');
    await expect(row).toContainText('尚未签约');

    // Signing needs the donor's name, mobile and kind first, each asked by its placeholder.
    await page.getByTestId('hhu-agreement-sign').click();
    await expect(form.toast('请输入捐赠人姓名')).toBeVisible();
    const details = new DonationDetails(page);
    await details.fill('name', '林小树');
    await details.fill('mobile', '13800003333');
    await page.getByTestId('hhu-agreement-sign').click();
    await expect(form.toast('请选择捐赠人类型')).toBeVisible();
    await details.choose(details.field('identity'), '校友');

    await form.submit.click();
    await expect(form.toast('请先签约捐赠协议书')).toBeVisible();

    // The preview generates the agreement for this donor and amount, and it is signed by hand there.
    await page.getByTestId('hhu-agreement-sign').click();
    await expect(page).toHaveURL(/#\/tree-naming-hhu\/preview\?name=/);
    // Drawn on the render threads, which run at the lowest priority: with two browsers busy on two
    // cores, CI once took more than 20 s here (and logged no error).
    await expect(page.getByTestId('hhu-pages').locator('img').first()).toBeVisible({ timeout: 40_000 });
    await page.getByTestId('hhu-submit').click();
    await expect(form.toast('请先阅读并同意本捐赠协议内容')).toBeVisible();
    await page.getByTestId('hhu-agree').check();
    await page.getByTestId('hhu-submit').click();
    await expect(form.toast('请手写输入您的签名')).toBeVisible();
    await drawSignature(page, page.getByTestId('hhu-signature-pad'));
    await page.getByTestId('hhu-submit').click();
    await expect(page.getByTestId('hhu-download')).toBeVisible({ timeout: 20_000 });
    // Back on the form, kept as it was, which finds the signed agreement (its 500 ms poll).
    await page.getByTestId('hhu-back').click();
    await expect(page).toHaveURL(/#\/tree-naming-hhu\/form\?id=8/);
    await expect(details.field('name').locator('input')).toHaveValue('林小树');
    await expect(row).toContainText('已签约');
    await expect(page.getByTestId('hhu-agreement-view')).toBeVisible();

    await form.submit.click();
    await expect(form.toast('清先阅读并同意')).toBeVisible();
    // Taps are taken once per 500 ms (doc 4 §9): the next one after the toast has gone, as a person would.
    await expect(form.toast('清先阅读并同意')).toBeHidden();
    await form.agreeCheckbox.click();
    await form.submit.click();
    const cashier = new CashierPage(page);
    await cashier.waitFor();
    await cashier.pay.click();
    await expect(page).toHaveURL(/#\/tree-naming-hhu\/success\?billNo=/, { timeout: 20_000 });

    const detail = await apiGet<{ status: number }>(SPEC_PATHS.namingActivity.getSeatDetail, {
      seatId: tree.seatId,
    });
    expect(detail.status).toBe(2);
    await expect
      .poll(async () => (await myAgreements(token))[0]?.status, { timeout: 20_000 })
      .toBe('FUNDS_RECEIVED');
  });
});
