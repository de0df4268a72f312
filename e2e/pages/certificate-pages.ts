import type { TCertificateMove, TCertificateQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TCertificateStayPage } from '@alma/shared/api/certificates';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet, apiPost } from '../fixtures/accounts.ts';
import { administratorApi } from './admin-api.ts';
import { payInSandbox } from './payment-pages.ts';

/**
 * The donor's certificates (doc 3 §2–§5): the electronic one the success page opens, mine-book
 * with its paper application, a certificate's detail and the server's /verify page; and the
 * fulfilment steps staff take through the admin API.
 */

/**
 * Demo project 2 书香校园·图书捐赠: ¥50 a book; a certificate from one book (minMoneyCertificate
 * ¥50), a receipt from two (minMoneyReceipt ¥100).
 */
export const BOOKS = { id: 2, name: '书香校园·图书捐赠', price: 50 } as const;

/** The jobs (the paid order's documents, drawing, issuing, sending) run within seconds. */
export const JOBS_MS = 20_000;

/**
 * A gift of `books` books paid at the sandbox, as the donation form places it (the project's
 * required donation info, the name the certificate carries). Answers the order number.
 */
export async function payForBooks(token: string, books: number, certificateName: string): Promise<string> {
  const answer = await apiPost<{ orderPayRequestDTO: { billNo: string } }>(
    SPEC_PATHS.items.donate,
    {
      itemsId: BOOKS.id,
      payType: 1,
      donateMaterialNumber: books,
      formDataMap: { name: certificateName, mobile: '86-13800000002', identity: '4' },
      certificateDonorName: certificateName,
    },
    token,
  );
  const { billNo } = answer.orderPayRequestDTO;
  await payInSandbox(billNo);
  return billNo;
}

/** Waits until the paid order's job made the certificate: it is then pending a paper one. */
export async function waitForCertificateStay(token: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await apiGet<TCertificateStayPage>(SPEC_PATHS.certificate.stayPage, { limit: 10, offset: 0 }, token))
          .total,
      { timeout: JOBS_MS, message: 'the paid order’s certificate' },
    )
    .toBe(1);
}

/** The electronic certificate full screen (components/certificate-viewer.tsx, antd ImageViewer). */
export class CertificateViewer {
  readonly image: Locator;
  readonly hint: Locator;

  constructor(readonly page: Page) {
    this.image = page.locator('.adm-image-viewer-image-wrapper img');
    this.hint = page.getByTestId('certificate-hint');
  }

  /**
   * The picture as the page drew it, redrawn on a canvas: its size, how many distinct colours a
   * 4-pixel grid finds (quantised to 4 bits a channel), and the share of dark pixels (text, seal).
   */
  async pictureStats(): Promise<{ width: number; height: number; colours: number; darkShare: number }> {
    return this.image.evaluate(async (element) => {
      const img = element as HTMLImageElement;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const colours = new Set<number>();
      let dark = 0;
      let seen = 0;
      for (let y = 0; y < canvas.height; y += 4) {
        for (let x = 0; x < canvas.width; x += 4) {
          const at = (y * canvas.width + x) * 4;
          const [r = 0, g = 0, b = 0] = [data[at], data[at + 1], data[at + 2]];
          colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
          if (r + g + b < 3 * 96) dark += 1;
          seen += 1;
        }
      }
      return { width: canvas.width, height: canvas.height, colours: colours.size, darkShare: dark / seen };
    });
  }

  /** The picture's bytes as the server sends them (its signed link, same origin). */
  async pictureBytes(): Promise<{ contentType: string; bytes: Buffer }> {
    const src = await this.image.getAttribute('src');
    if (!src) throw new Error('the certificate picture has no src');
    const response = await this.page.request.get(new URL(src, this.page.url()).toString());
    expect(response.status(), `GET ${src}`).toBe(200);
    return { contentType: response.headers()['content-type'] ?? '', bytes: await response.body() };
  }
}

/** PNG signature and the IHDR's width and height, read from the bytes themselves. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString('latin1') !== 'IHDR')
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** mine-book: the 电子证书 and 纸质证书 tabs, and 申请纸质证书 (pick → form → success dialog). */
export class MineBookPage {
  readonly screen: Locator;
  readonly rows: Locator;
  readonly apply: Locator;
  readonly pick: Locator;
  readonly pickNext: Locator;
  readonly form: Locator;
  readonly address: Locator;
  readonly contact: Locator;
  readonly mobile: Locator;
  readonly submit: Locator;
  readonly successDialog: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('mine-book-page');
    this.rows = page.getByTestId('certificate-row');
    this.apply = page.getByTestId('certificate-apply');
    this.pick = page.getByTestId('certificate-pick');
    this.pickNext = page.getByTestId('certificate-pick-next');
    this.form = page.getByTestId('certificate-form');
    this.address = page.getByTestId('certificate-address');
    this.contact = page.getByTestId('certificate-contact');
    this.mobile = page.getByTestId('certificate-mobile');
    this.submit = page.getByTestId('certificate-submit');
    this.successDialog = page.getByRole('dialog').filter({ hasText: '申请成功' });
    this.toast = page.locator('.adm-toast-main');
  }

  async goto(tab: 'electronic' | 'paper' = 'electronic'): Promise<void> {
    await this.page.goto(tab === 'paper' ? '/#/mine-book?tab=paper' : '/#/mine-book');
    await expect(this.screen).toBeVisible();
  }

  tab(name: '电子证书' | '纸质证书'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** A row's own detail (on the electronic tab the row opens the picture; 详情 the detail). */
  async openDetail(row: Locator): Promise<void> {
    const detailLink = row.getByRole('link', { name: '详情', exact: true });
    if ((await detailLink.count()) > 0) await detailLink.click();
    else await row.getByRole('link').click();
  }

  /** 申请纸质证书, tick the donations whose rows hold `texts`, 下一步: the form is open. */
  async startApplication(...texts: string[]): Promise<void> {
    await this.apply.click();
    for (const text of texts) {
      await this.pick
        .getByTestId('certificate-pick-row')
        .filter({ hasText: text })
        .getByRole('checkbox')
        .check();
    }
    await this.pickNext.click();
    await expect(this.form).toBeVisible();
  }

  async chooseWay(name: '自取' | '邮寄'): Promise<void> {
    await this.form.getByTestId('certificate-way').getByText(name, { exact: true }).click();
  }

  async fillDelivery(address: string, contact: string, mobile: string): Promise<void> {
    await this.address.fill(address);
    await this.contact.fill(contact);
    await this.mobile.fill(mobile);
  }

  async confirmSuccess(): Promise<void> {
    await this.successDialog.getByRole('button', { name: '确定' }).click();
    await expect(this.successDialog).toBeHidden();
  }
}

/** mine-certificate-detail: one certificate's fields, its picture and the 验证证书 link. */
export class CertificateDetailPage {
  readonly screen: Locator;
  readonly picture: Locator;
  readonly verify: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('certificate-detail');
    this.picture = page.getByTestId('certificate-picture');
    this.verify = page.getByTestId('certificate-verify');
  }

  /** The value beside a label (the copy button beside a tracking number is not part of it). */
  field(label: string): Locator {
    return this.page
      .getByTestId('certificate-fields')
      .locator('.detail-field')
      .filter({ has: this.page.locator('dt').getByText(label, { exact: true }) })
      .locator('dd > span')
      .first();
  }
}

/** The server's /verify/<serial> page (no script): the state and the facts, the donor masked. */
export class CertificateVerifyPage {
  readonly state: Locator;

  constructor(readonly page: Page) {
    this.state = page.locator('.state');
  }

  fact(term: string): Locator {
    return this.page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }
}

/** 证书管理 through the admin API, as the demo administrator (a fulfilment member's rights). */
export async function staffCertificateOf(baseURL: string, billNo: string): Promise<TCertificateQueueRow> {
  const api = await administratorApi(baseURL);
  try {
    const response = await api.get(`/admin-api/v1/certificates?q=${encodeURIComponent(billNo)}`);
    expect(response.status(), await response.text()).toBe(200);
    const [row] = ((await response.json()) as TAdminRows<TCertificateQueueRow>).rows;
    if (!row) throw new Error(`no certificate for ${billNo}`);
    return row;
  } finally {
    await api.dispose();
  }
}

/** One step of a certificate (制作完成 → 待邮寄, 已邮寄 with the courier and its number). */
export async function staffMoveCertificate(
  baseURL: string,
  id: number,
  move: TCertificateMove,
): Promise<void> {
  const api = await administratorApi(baseURL);
  try {
    const response = await api.post(`/admin-api/v1/certificates/${id}/move`, {
      headers: { 'x-csrf-token': api.csrf },
      data: move,
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}
