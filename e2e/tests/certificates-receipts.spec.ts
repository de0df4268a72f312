import { randomUUID } from 'node:crypto';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  BOOKS,
  CertificateDetailPage,
  CertificateVerifyPage,
  CertificateViewer,
  JOBS_MS,
  MineBookPage,
  payForBooks,
  pngSize,
  staffCertificateOf,
  staffMoveCertificate,
  waitForCertificateStay,
} from '../pages/certificate-pages.ts';
import { PaymentPages } from '../pages/payment-pages.ts';
import {
  MinePaperPage,
  pdfText,
  ReceiptDetailPage,
  staffIssueReceipts,
  staffReceiptOf,
  theMailTo,
  toneOf,
  waitForReceiptStatus,
} from '../pages/receipt-pages.ts';

/**
 * Certificates and receipts end to end (doc 3 §2–§5, issue 12): the electronic certificate the
 * success page opens and the server verifies, a paper certificate applied for and mailed, an
 * enterprise e-receipt applied for, issued by finance and emailed. Each test has its own donor and
 * gift of books (demo project 2, see certificate-pages.ts); staff act through the admin API.
 */

// A payment and the server's jobs (documents, drawing, issuing, sending) inside each test.
test.setTimeout(60_000);

test('a paid gift’s certificate opens by itself on the success page and its serial verifies', async ({
  page,
}) => {
  const donor = await newDonor();
  // Two books, ¥100: over the certificate's ¥50.
  const billNo = await payForBooks(donor.token, 2, '张三');
  await useToken(page, donor.token);
  const success = new PaymentPages(page);
  const viewer = new CertificateViewer(page);

  // Straight after paying the picture is still being drawn: the page asks until it is there.
  await success.gotoSuccess(billNo);
  await expect(success.thanks).toContainText(BOOKS.name);
  await expect(viewer.hint).toHaveText('长按图片保存到相册', { timeout: JOBS_MS });
  await expect(viewer.image).toBeVisible();

  // A real drawing: the PNG the server sends, and what the page shows of it.
  const { contentType, bytes } = await viewer.pictureBytes();
  expect(contentType).toBe('image/png');
  expect(pngSize(bytes)).toEqual({ width: 1080, height: 1528 });
  expect(bytes.length).toBeGreaterThan(50_000);
  const stats = await viewer.pictureStats();
  expect([stats.width, stats.height]).toEqual([1080, 1528]);
  expect(stats.colours, 'distinct colours in the picture').toBeGreaterThan(50);
  // Text, seal and frame, on a light paper: some dark pixels, far from all of them.
  expect(stats.darkShare).toBeGreaterThan(0.002);
  expect(stats.darkShare).toBeLessThan(0.5);

  // The detail, reached from 我的证书, links to the server's verification page.
  const book = new MineBookPage(page);
  await book.goto();
  const row = book.row(BOOKS.name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥100.00');
  await expect(row.getByTestId('certificate-generating')).toHaveCount(0);
  await book.openDetail(row);
  const detail = new CertificateDetailPage(page);
  await expect(detail.picture).toBeVisible();
  await expect(detail.field('捐赠人')).toHaveText('张三');
  const serial = (await detail.field('证书编号').innerText()).trim();
  expect(serial).toMatch(/^ZS\d{4}[2-9A-HJ-NP-Z]{10}$/);
  await expect(detail.verify).toHaveText('验证证书');
  await expect(detail.verify).toHaveAttribute('href', new RegExp(`/verify/${serial}$`));

  await detail.verify.click();
  await expect(page).toHaveURL(new RegExp(`/verify/${serial}$`));
  const verify = new CertificateVerifyPage(page);
  await expect(verify.state).toHaveText('✓ 证书真实有效');
  await expect(verify.fact('证书编号')).toHaveText(serial);
  await expect(verify.fact('捐赠人')).toHaveText('张**');
  await expect(verify.fact('捐赠项目')).toHaveText(BOOKS.name);
  await expect(verify.fact('捐赠金额')).toHaveText('¥100.00');
  await expect(page.getByText('张三')).toHaveCount(0);
});

test('a paper certificate applied for by post is made and mailed, and the donor sees the courier', async ({
  page,
  baseURL,
}) => {
  const donor = await newDonor();
  const billNo = await payForBooks(donor.token, 1, '李四');
  await waitForCertificateStay(donor.token);
  await useToken(page, donor.token);
  const book = new MineBookPage(page);

  await book.goto();
  await book.startApplication(BOOKS.name);
  await book.chooseWay('邮寄');
  // Ten digits for a +86 mobile: refused on the phone, nothing sent.
  await book.fillDelivery('江苏省南京市玄武区北京东路 8 号', '李四', '1380000000');
  await book.submit.click();
  await expect(book.toast).toHaveText('请输入合法的联系电话');
  await expect(book.form).toBeVisible();
  // Corrected within the 1.5 s submit throttle: one tap sends it (the refused tap does not count).
  await book.mobile.fill('13800000008');
  await book.submit.click();
  await expect(book.successDialog).toBeVisible();
  await book.confirmSuccess();

  await book.tab('纸质证书').click();
  await expect(page).toHaveURL(/#\/mine-book\?tab=paper$/);
  const row = book.row(BOOKS.name);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('certificate-status')).toHaveText('未制作');
  // Applied for once: nothing is left to apply for.
  await book.apply.click();
  await expect(book.pick).toContainText('暂无可申请的捐赠');
  await book.pick.getByRole('button', { name: '关闭' }).click();

  // Fulfilment makes it (未制作 → 待邮寄, the donor chose post) and mails it.
  const base = baseURL ?? '';
  const certificate = await staffCertificateOf(base, billNo);
  expect([certificate.status, certificate.certificateWay]).toEqual([1, 2]);
  await staffMoveCertificate(base, certificate.id, { to: 2 });
  await staffMoveCertificate(base, certificate.id, {
    to: 4,
    // A courier of the shared list (documents/couriers.ts) by its code; the donor reads its name.
    expressCompany: 'sf',
    expressNo: 'SF1234567890',
  });

  await page.reload();
  await expect(row.getByTestId('certificate-status')).toHaveText('已邮寄');
  await row.getByRole('link').click();
  const detail = new CertificateDetailPage(page);
  await expect(detail.screen).toBeVisible();
  await expect(detail.field('证书状态')).toHaveText('已邮寄');
  await expect(detail.field('领取方式')).toHaveText('邮寄');
  await expect(detail.field('联系人')).toHaveText('李四');
  await expect(detail.field('联系电话')).toHaveText('13800000008');
  await expect(detail.field('地址')).toHaveText('江苏省南京市玄武区北京东路 8 号');
  await expect(detail.field('快递公司')).toHaveText('顺丰速运');
  await expect(detail.field('快递单号')).toHaveText('SF1234567890');
});

test('an enterprise e-receipt applied for by email is issued by finance and arrives as a PDF', async ({
  page,
  baseURL,
}) => {
  // Issuing and sending after the application: SENDING_MS in the worst case.
  test.setTimeout(90_000);
  const donor = await newDonor();
  // Two books, ¥100: the project's receipt minimum.
  const billNo = await payForBooks(donor.token, 2, '王五');
  const company = '示范科技有限公司';
  const creditCode = '91320100MA1XYZ1234';
  const email = `receipt-${randomUUID()}@example.com`;
  await useToken(page, donor.token);
  const paper = new MinePaperPage(page);

  await paper.goto();
  await paper.startApplication(BOOKS.name);
  await paper.choose('receipt-donor-type', '单位');
  await paper.donorName.fill(company);
  await paper.creditCode.fill(creditCode);
  await paper.choose('receipt-type', '电子票据');
  // The electronic type starts at its first way, 邮箱.
  await paper.choose('receipt-way', '邮箱');
  await paper.email.fill(email);
  await paper.submitAndConfirm();

  const row = paper.row(BOOKS.name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥100.00');
  await expect(row).toContainText('电子票据');
  const status = row.getByTestId('receipt-status');
  await expect(status).toHaveText('开票中');
  expect(await toneOf(status)).toBe('green');

  // Finance issues it; the issue job, then the sending job, carry it to 已发送.
  const base = baseURL ?? '';
  const receipt = await staffReceiptOf(base, billNo);
  expect([receipt.status, receipt.receiptType, receipt.receiptWay]).toEqual([1, 2, 3]);
  await staffIssueReceipts(base, [receipt.id]);

  await row.click();
  const detail = new ReceiptDetailPage(page);
  await expect(detail.screen).toBeVisible();
  await expect(detail.field('捐赠人类型')).toHaveText('单位');
  await expect(detail.field('捐赠人')).toHaveText(company);
  // A company's number is its credit code, named so (it read 证件号码 for every donor type).
  await expect(detail.field('统一社会信用代码')).toHaveCount(1);
  await expect(detail.field('接收邮箱')).toHaveText(email);
  // Issued (6 待发送), then mailed (7 已发送): the detail shows it once it is so.
  await waitForReceiptStatus(donor.token, receipt.id, 7);
  await page.reload();
  await expect(detail.status).toHaveText('已发送');
  expect(await toneOf(detail.status)).toBe('yellow');
  await expect(detail.sendState).toHaveText('已发送');
  const invoiceNo = (await detail.invoiceNo.innerText()).trim();
  expect(invoiceNo).toMatch(/^\d{10}$/);

  // The email: to this test's address, the PDF attached, naming the company and the amount in 大写.
  const mail = await theMailTo(email);
  expect(mail.subject).toContain(invoiceNo);
  const pdfs = mail.attachments.filter((file) => file.contentType === 'application/pdf');
  expect(pdfs.map((file) => file.filename)).toEqual([`receipt-${invoiceNo}.pdf`]);
  const [pdf] = pdfs;
  if (!pdf) throw new Error('no PDF attached');
  expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdf.content);
  expect(text).toContain(company);
  expect(text).toContain('壹佰元整');
  expect(text).toContain(invoiceNo);
});
