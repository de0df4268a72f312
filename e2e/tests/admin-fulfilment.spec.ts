import { randomUUID } from 'node:crypto';
import type { TCertificateQueueRow, TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Locator, Page } from '@playwright/test';
import { apiPost, newDonor } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { mailTo } from '../fixtures/smtp-inbox.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount, type TestStaffAccount } from '../pages/admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { openPopconfirm } from '../pages/antd-popconfirm.ts';
import { chooseOption } from '../pages/antd-select.ts';
import { payInSandbox } from '../pages/payment-pages.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Two staff sign-ins, the console's lazy screens and the document jobs: the refunds spec's allowance.
test.setTimeout(90_000);

/** 书香校园·图书捐赠: ¥50 a book, a certificate from one book, a receipt from two (the demo form). */
const BOOKS = 2;
/** The jobs (documents, issue, send) run in the server's queue within seconds of their cause. */
const JOBS_MS = 20_000;
/** Issuing draws the receipt's PDF and sending mails it: longer on a busy two-core machine. */
const SENDING_MS = 60_000;

/**
 * The console's 证书管理 and 票据管理 screens (/admin/certificates, /admin/receipts): one row found
 * by a search, its status, and the one next step its buttons offer.
 */
class AdminFulfilmentPage {
  readonly title: Locator;
  readonly toast: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.title = page.locator('.admin-page h3');
    this.toast = page.locator('.ant-message-notice');
    this.dialog = page.getByRole('dialog');
  }

  /** The screen with the search in its address: the one row of this test's gift. */
  async open(screen: 'certificates' | 'receipts', q: string): Promise<void> {
    await this.page.goto(`/admin/${screen}?q=${encodeURIComponent(q)}`);
    await expect(this.title).toHaveText(screen === 'certificates' ? '证书管理' : '票据管理', {
      timeout: FIRST_PAINT_MS,
    });
  }

  row(text: string): Locator {
    return this.page.locator('.ant-table tbody tr').filter({ hasText: text });
  }

  status(row: Locator): Locator {
    return row.getByTestId(/^(certificate|receipt)-status$/);
  }

  /** A step that asks first (制作完成, 开具电子票据 …): the button, then 确定. */
  async confirmStep(row: Locator, button: string): Promise<void> {
    const confirm = await openPopconfirm(this.page, row.getByRole('button', { name: button, exact: true }));
    // antd puts a space between two Chinese characters of a button: 确 定.
    await confirm.getByRole('button', { name: /^确\s*定$/ }).click();
  }

  /** The courier form: a courier from the list, its number, 确定 (it stays open when a field is refused). */
  async fillCourier(company: string, number: string): Promise<void> {
    await chooseOption(this.page, this.dialog.getByLabel('快递公司', { exact: true }), company);
    await this.dialog.getByLabel('快递单号').fill(number);
    await this.dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  }

  /** 已邮寄: the row's button opens the courier form (unless it is still open after a refusal). */
  async mail(row: Locator, company: string, number: string): Promise<void> {
    if (!(await this.dialog.isVisible()))
      await row.getByRole('button', { name: '已邮寄', exact: true }).click();
    await this.fillCourier(company, number);
  }

  /** 修改快递: a mailed row's courier and number corrected in the same form. */
  async correctCourier(row: Locator, company: string, number: string): Promise<void> {
    await row.getByRole('button', { name: '修改快递', exact: true }).click();
    await this.fillCourier(company, number);
  }

  /** The row's tracking number, a link to the courier's page. */
  trackingLink(row: Locator): Locator {
    return row.getByTestId('tracking-link');
  }

  /** The search box above the table: words, then Enter. */
  async search(words: string): Promise<void> {
    const box = this.page.getByPlaceholder(/订单号/);
    await box.fill(words);
    await box.press('Enter');
  }
}

/**
 * A gift of three books (¥150) paid at the sandbox: a paper certificate by post and an electronic
 * receipt by email asked for on the form, as the donation form sends them.
 */
async function paidGiftWithDocuments(email: string): Promise<string> {
  const { token } = await newDonor();
  const answer = await apiPost<{ orderPayRequestDTO: { billNo: string } }>(
    SPEC_PATHS.items.donate,
    {
      itemsId: BOOKS,
      payType: 1,
      donateMaterialNumber: 3,
      formDataMap: { name: '赵六', mobile: '86-13800000006', identity: '4' },
      certificateDonorName: '赵六',
      isNeedPaper: 1,
      certificateWay: '2',
      postalContact: '赵六',
      postalMobile: '13800000006',
      postalCountry: '中国',
      postalProvince: '江苏省',
      postalCity: '南京市',
      postalDistrict: '玄武区',
      postalAddress: '北京东路 6 号',
      postalZip: '210000',
      isNeedReceipt: 1,
      receiptDonorType: '1',
      receiptDonorName: '赵六',
      creditCode: '',
      receiptType: '2',
      receiptWay: '3',
      postalEmail: email,
    },
    token,
  );
  const { billNo } = answer.orderPayRequestDTO;
  await payInSandbox(billNo);
  return billNo;
}

/** The gift's certificate and receipt once the order-paid job has made them (administrator's view). */
async function documentsOf(baseURL: string, billNo: string) {
  const api = await administratorApi(baseURL);
  const first = async <T>(path: string) => {
    const answer = await api.get(`/admin-api/v1/${path}?q=${billNo}`);
    return ((await answer.json()) as TAdminRows<T>).rows[0];
  };
  let certificate: TCertificateQueueRow | undefined;
  let receipt: TReceiptQueueRow | undefined;
  await expect
    .poll(
      async () => {
        certificate = await first<TCertificateQueueRow>('certificates');
        receipt = await first<TReceiptQueueRow>('receipts');
        return [certificate?.status, receipt?.status];
      },
      { timeout: JOBS_MS },
    )
    .toEqual([1, 1]);
  await api.dispose();
  if (!certificate || !receipt) throw new Error('no documents');
  return { certificate, receipt };
}

/** The receipt's status as the administrator's API answers it. */
async function receiptStatusOf(baseURL: string, billNo: string): Promise<number | undefined> {
  const api = await administratorApi(baseURL);
  const answer = await api.get(`/admin-api/v1/receipts?q=${billNo}`);
  const { rows } = (await answer.json()) as TAdminRows<TReceiptQueueRow>;
  await api.dispose();
  return rows[0]?.status;
}

async function signIn(page: Page, account: TestStaffAccount, path: string): Promise<void> {
  const form = new AdminSignInPage(page);
  await form.goto(path);
  await form.signIn(account.username, account.password, totpCodeOf(account.secret));
}

test('fulfilment mails the paper certificate; finance issues the e-receipt and it is sent', async ({
  page,
  browser,
  baseURL,
}) => {
  // A payment, two staff members and four jobs (documents, drawing, issuing, sending).
  test.slow();
  const base = baseURL ?? '';
  // The run's inbox is shared: an address of this test's own.
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const billNo = await paidGiftWithDocuments(email);
  const { certificate } = await documentsOf(base, billNo);
  const [fulfilment, finance] = await Promise.all([
    createStaffAccount(base, 'fulfilment'),
    createStaffAccount(base, 'finance'),
  ]);

  // Fulfilment makes the certificate: 未制作 → 待邮寄 (the donor chose post), then mails it.
  await signIn(page, fulfilment, `/admin/certificates?q=${billNo}`);
  const desk = new AdminFulfilmentPage(page);
  await expect(desk.title).toHaveText('证书管理', { timeout: FIRST_PAINT_MS });
  const row = desk.row(certificate.serialNo);
  await expect(row).toContainText('赵六');
  await expect(row).toContainText('¥150.00');
  await expect(row).toContainText('邮寄');
  await expect(desk.status(row)).toHaveText('未制作');
  await expect(row.getByRole('button', { name: '已邮寄' })).toHaveCount(0);
  await desk.confirmStep(row, '制作完成');
  await expect(desk.toast.last()).toContainText('已改为“待邮寄”');
  await expect(desk.status(row)).toHaveText('待邮寄');
  await expect(row.getByRole('button', { name: '制作完成' })).toHaveCount(0);
  // The order number has its own column.
  await expect(row).toContainText(billNo);
  // A number with a space is refused by the shared rule, under the field, before any call.
  await desk.mail(row, '顺丰速运', 'SF 12');
  await expect(desk.dialog).toContainText('快递单号为 6–30 位字母、数字或“-”');
  await expect(desk.status(row)).toHaveText('待邮寄');
  // The courier is one of the list; the number links to its tracking page, in a new tab.
  await desk.mail(row, '顺丰速运', 'SF1234567890');
  await expect(desk.dialog).toBeHidden();
  await expect(desk.status(row)).toHaveText('已邮寄');
  await expect(row).toContainText('顺丰速运');
  const link = desk.trackingLink(row);
  await expect(link).toHaveText('SF1234567890');
  await expect(link).toHaveAttribute(
    'href',
    'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1234567890',
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // A wrong number is corrected after 已邮寄: the form starts from what was saved, the status stays.
  await desk.correctCourier(row, '中通快递', '773012345678');
  await expect(desk.dialog).toBeHidden();
  await expect(desk.toast.last()).toContainText('快递信息已修改');
  await expect(desk.status(row)).toHaveText('已邮寄');
  await expect(row).toContainText('中通快递');
  await expect(desk.trackingLink(row)).toHaveAttribute(
    'href',
    'https://www.zto.com/express/expressCheck.html?txtBill=773012345678',
  );
  // Final: no step left.
  await expect(row.getByRole('button', { name: /制作完成|已邮寄|已自取/ })).toHaveCount(0);
  // The 已邮寄 tab lists it too.
  await page.getByRole('tab', { name: '已邮寄' }).click();
  await expect(page).toHaveURL(/status=4/);
  await expect(desk.status(desk.row(certificate.serialNo))).toHaveText('已邮寄');
  // The search finds it by its serial number too (the address keeps the words).
  await desk.search(certificate.serialNo);
  await expect(page).toHaveURL(new RegExp(`q=${certificate.serialNo}`));
  await expect(desk.row(certificate.serialNo)).toContainText(billNo);

  // Fulfilment sees the e-receipt but may not issue it (finance's).
  await desk.open('receipts', billNo);
  await expect(desk.status(desk.row(billNo))).toHaveText('开票中');
  await expect(desk.row(billNo).getByRole('button', { name: '开具电子票据' })).toHaveCount(0);

  // Finance issues it; the issue job and then the sending job carry it to 已发送.
  const financeDesk = await browser.newContext({
    ...DESKTOP,
    viewport: { width: 1440, height: 900 },
    baseURL: base,
  });
  const financePage = await financeDesk.newPage();
  await signIn(financePage, finance, `/admin/receipts?q=${billNo}`);
  const receipts = new AdminFulfilmentPage(financePage);
  await expect(receipts.title).toHaveText('票据管理', { timeout: FIRST_PAINT_MS });
  const receipt = receipts.row(billNo);
  await expect(receipt).toContainText('电子 · 邮箱');
  await expect(receipts.status(receipt)).toHaveText('开票中');
  await receipts.confirmStep(receipt, '开具电子票据');
  await expect(receipts.toast.last()).toContainText('已提交开具 1 张');
  // The jobs run in the server's own time: wait on the API, then the table must say so.
  await expect.poll(() => receiptStatusOf(base, billNo), { timeout: SENDING_MS }).toBe(7);
  await financePage.reload();
  await expect(receipts.status(receipt)).toHaveText('已发送');
  await expect(receipt).toContainText('已发送');
  await expect(receipt.getByRole('button', { name: '重新发送' })).toBeVisible();
  await expect(receipt.getByRole('button', { name: '开具电子票据' })).toHaveCount(0);
  // It went to the donor's inbox with the receipt as a PDF.
  const [mail, ...more] = await mailTo(email);
  expect(more).toHaveLength(0);
  expect(mail?.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
  await financeDesk.close();
});
