import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiPost, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { DonationDetails } from '../pages/donation-details.ts';
import { DonationFormPage } from '../pages/donation-form-page.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';

/**
 * Doc 2 §2.1, §4.3 and §5 on the demo book project (id 2, ¥50 a book): every field type, a
 * certificate from one book, a receipt from two, mailing for a posted copy. Only these tests
 * donate to project 2.
 */
const BOOKS = 2;
const amountOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test.describe('the donation form’s sections', () => {
  test('a goods gift with a certificate, an electronic receipt and mailing', async ({ page }) => {
    test.slow();
    await useToken(page, (await newDonor()).token);
    const detail = new ProjectDetailPage(page);
    await detail.goto(BOOKS);
    const unitsBefore = amountOf(await detail.raised.innerText()) / 100;

    const form = new DonationFormPage(page);
    const details = new DonationDetails(page);
    await form.goto(`id=${BOOKS}`);
    await expect(details.info).toBeVisible();
    // One book reaches the certificate's minimum, not the receipt's.
    await form.units.fill('1');
    await expect(details.certificate).toBeVisible();
    await expect(details.receipt).toBeHidden();
    await form.units.fill('3');
    await expect(form.total).toHaveValue('150.00');
    await expect(details.receipt).toBeVisible();

    // The name fills the certificate title; the college appears only for the listed identities.
    await details.fill('name', '张三');
    await expect(details.certificateName).toHaveValue('张三');
    await details.fill('mobile', '13800000000');
    await expect(details.field('college')).toBeHidden();
    await details.choose(details.field('identity'), '校友');
    await expect(details.field('college')).toBeVisible();
    await expect(details.field('enrolYear')).toBeVisible();
    await details.choose(details.field('identity'), '社会人士');
    await expect(details.field('college')).toBeHidden();
    await details.choose(details.field('identity'), '在校生');
    await form.agree();
    await form.submit.click();
    await expect(form.toast('请选择所在学院')).toBeVisible();
    await details.select('college', '理学院');
    await details.select('enrolYear', '2024');
    await details.choose(details.field('topics'), '科普读物');
    await details.choose(details.field('topics'), '经典名著');
    await details.region('field-region', ['江苏省', '南京市', '玄武区']);
    await details.date('birthday', ['2004年', '9月', '1日']);
    await expect(details.picker('birthday')).toHaveText('2004-09-01');
    await details.field('bookplate').getByRole('switch').click();
    await expect(details.field('bookplateName')).toBeVisible();
    await details.fill('bookplateName', '张三同学');
    await details.fill('copies', '2.5');
    await expect(form.toast('必须是正整数')).toBeVisible();
    await expect(details.field('copies').locator('input')).toHaveValue('');

    // A posted paper certificate brings the mailing section.
    await details.paperSwitch.click();
    await details.choose(page.getByTestId('certificate-way'), '邮寄');
    await expect(details.mailing).toBeVisible();
    await expect(details.mailingInput('postalContact')).toHaveValue('张三');

    // An electronic receipt by email: the email field, not the SMS one.
    await details.receiptSwitch.click();
    await expect(details.receiptName).toHaveValue('张三');
    await details.choose(page.getByTestId('receipt-type'), '电子收据');
    await details.choose(page.getByTestId('receipt-way'), '邮箱');
    await expect(page.getByTestId('receipt-sms')).toBeHidden();
    await form.submit.click();
    await expect(form.toast('请输入接收邮箱')).toBeVisible();
    await details.email.fill('zhangsan@example.com');

    await form.submit.click();
    await expect(form.toast('请输入联系电话')).toBeVisible();
    await details.mailingInput('postalMobile').fill('13900000000');
    await details.region('mailing-region', ['广东省', '深圳市', '南山区']);
    await details.mailingInput('postalAddress').fill('科技园南区 1 号');
    await details.mailingInput('postalZip').fill('518000');

    await form.submit.click();
    const cashier = new CashierPage(page);
    await cashier.waitFor();
    await expect(cashier.amount).toHaveText('¥150.00');
    await cashier.pay.click();
    await expect(page).toHaveURL(/#\/success\?billNo=/);

    await detail.goto(BOOKS);
    await expect.poll(async () => amountOf(await detail.raised.innerText()) / 100).toBe(unitsBefore + 3);
    // The next gift starts from what this one kept.
    await form.goto(`id=${BOOKS}`);
    await expect(details.field('name').locator('input')).toHaveValue('张三');
    await expect(details.picker('college')).toHaveText('理学院');
    await form.units.fill('1');
    await expect(details.certificateName).toHaveValue('张三');
  });

  test('an enterprise receipt with a 17-character credit code is refused by the form and the server', async ({
    page,
  }) => {
    const donor = await newDonor();
    await useToken(page, donor.token);
    const form = new DonationFormPage(page);
    const details = new DonationDetails(page);
    await form.goto(`id=${BOOKS}`);
    await form.units.fill('2');
    await details.fill('name', '李四');
    await details.fill('mobile', '13800000001');
    await details.choose(details.field('identity'), '社会人士');
    await details.receiptSwitch.click();
    await details.choose(page.getByTestId('receipt-donor-type'), '单位');
    await expect(page.getByTestId('receipt-name')).toContainText('单位名称');
    await expect(page.getByTestId('receipt-credit-code')).toContainText('统一社会信用代码');
    await details.receiptName.fill('示范科技有限公司');
    await details.creditCode.fill('91320000MA1234567');
    await details.choose(page.getByTestId('receipt-type'), '纸质收据');
    await details.choose(page.getByTestId('receipt-way'), '自取');
    await expect(page.getByTestId('receipt-pickup')).toContainText('示范大学行政楼 302');
    await form.agree();
    await form.submit.click();
    await expect(form.toast('请输入合法的统一社会信用代码')).toBeVisible();
    await expect(page).toHaveURL(/#\/form\?id=2$/);

    // The same order sent straight to the server is refused with the same words.
    const order = {
      itemsId: BOOKS,
      payType: 1,
      donateMaterialNumber: 2,
      formDataMap: { name: '李四', mobile: '86-13800000001', identity: '4' },
      certificateDonorName: '李四',
      isNeedReceipt: 1,
      receiptDonorType: '2',
      receiptDonorName: '示范科技有限公司',
      creditCode: '91320000MA1234567',
      receiptType: '1',
      receiptWay: '1',
    };
    await expect(apiPost(SPEC_PATHS.items.donate, order, donor.token)).rejects.toThrow(
      '请输入合法的统一社会信用代码',
    );
  });

  test('an anonymous record hides the sections; an offline receipt shows only its contact text', async ({
    page,
  }) => {
    await useToken(page, (await newDonor()).token);
    const form = new DonationFormPage(page);
    const details = new DonationDetails(page);
    await form.goto(`id=${BOOKS}`);
    await form.units.fill('3');
    await expect(details.receipt).toBeVisible();
    await details.noDataSwitch.click();
    await expect(details.info).toBeHidden();
    await expect(details.certificate).toBeHidden();
    await expect(details.receipt).toBeHidden();

    await form.goto('id=3');
    await form.enterAmount('100');
    await expect(details.receiptOffline).toContainText('请联系 025-8888 6688');
    await expect(details.receiptSwitch).toBeHidden();
  });

  test('a large gift asks first: 关闭 stays on the form, 继续捐赠 goes on to pay', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const form = new DonationFormPage(page);
    const details = new DonationDetails(page);
    await form.goto(`id=${BOOKS}`);
    await form.units.fill('100');
    await details.fill('name', '王五');
    await details.fill('mobile', '13800000002');
    await details.choose(details.field('identity'), '社会人士');
    await form.agree();
    await form.submit.click();
    const dialog = page.locator('.adm-dialog');
    await expect(dialog).toContainText('您本次捐赠金额较大');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/form\?id=2$/);
    await form.submit.click();
    await dialog.getByRole('button', { name: '继续捐赠' }).click();
    const cashier = new CashierPage(page);
    await cashier.waitFor();
    await expect(cashier.amount).toHaveText('¥5,000.00');
  });
});
