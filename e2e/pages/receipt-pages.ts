import type { TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TReceiptDetail } from '@alma/shared/api/receipts';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiGet } from '../fixtures/accounts.ts';
import { mailTo } from '../fixtures/smtp-inbox.ts';
import { administratorApi } from './admin-api.ts';

/**
 * Issuing draws the receipt's PDF, then sending mails it: two jobs one after the other, seconds
 * apart when the machine is idle, far longer with two workers on a busy two-core machine (the
 * fulfilment spec measured it).
 */
export const SENDING_MS = 60_000;

/**
 * The donor's receipts (doc 3 §2–§5): mine-paper with its application (pick → form → success
 * dialog) and mine-paper-detail; finance's issuing through the admin API; the e-receipt's email.
 */
export class MinePaperPage {
  readonly screen: Locator;
  readonly rows: Locator;
  readonly apply: Locator;
  readonly pick: Locator;
  readonly pickNext: Locator;
  readonly form: Locator;
  readonly donorName: Locator;
  readonly creditCode: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly successDialog: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('mine-paper-page');
    this.rows = page.getByTestId('receipt-row');
    this.apply = page.getByTestId('receipt-apply');
    this.pick = page.getByTestId('receipt-pick');
    this.pickNext = page.getByTestId('receipt-pick-next');
    this.form = page.getByTestId('receipt-form');
    this.donorName = page.getByTestId('receipt-donor-name');
    this.creditCode = page.getByTestId('receipt-credit-code');
    this.email = page.getByTestId('receipt-email');
    this.submit = page.getByTestId('receipt-submit');
    this.successDialog = page.getByRole('dialog').filter({ hasText: '申请成功' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/mine-paper');
    await expect(this.screen).toBeVisible();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** 申请票据, tick the donations whose rows hold `texts`, 下一步: the form is open. */
  async startApplication(...texts: string[]): Promise<void> {
    await this.apply.click();
    for (const text of texts) {
      await this.pick.getByTestId('receipt-pick-row').filter({ hasText: text }).getByRole('checkbox').check();
    }
    await this.pickNext.click();
    await expect(this.form).toBeVisible();
  }

  /** A chip of one of the form's choices (捐赠人类型, 票据类型, 领取方式). */
  async choose(group: 'receipt-donor-type' | 'receipt-type' | 'receipt-way', name: string): Promise<void> {
    await this.form.getByTestId(group).getByText(name, { exact: true }).click();
    await expect(this.form.getByTestId(group).getByRole('radio', { name, exact: true })).toBeChecked();
  }

  async submitAndConfirm(): Promise<void> {
    await this.submit.click();
    await expect(this.successDialog).toBeVisible();
    await this.successDialog.getByRole('button', { name: '确定' }).click();
    await expect(this.successDialog).toBeHidden();
  }
}

/**
 * What a status's text colour reads as (doc 3 §4: 开票中 green, every later status yellow), from
 * the computed colour rather than a class name: green leads with its green channel, yellow has
 * red and green well above blue.
 */
export async function toneOf(status: Locator): Promise<'green' | 'yellow' | 'other'> {
  const colour = await status.evaluate((element) => getComputedStyle(element).color);
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (g > r + 40 && g > b + 40) return 'green';
  if (r > b + 80 && g > b + 60) return 'yellow';
  return 'other';
}

/** mine-paper-detail: the status, the application's fields and the invoice once issued. */
export class ReceiptDetailPage {
  readonly screen: Locator;
  readonly status: Locator;
  readonly invoiceNo: Locator;
  readonly sendState: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('receipt-detail');
    this.status = this.screen.getByTestId('receipt-status');
    this.invoiceNo = page.getByTestId('invoice-no');
    this.sendState = page.getByTestId('receipt-send-state');
  }

  /** The value beside a label in the application's fields. */
  field(label: string): Locator {
    return this.page
      .getByTestId('receipt-fields')
      .locator('.detail-field')
      .filter({ has: this.page.locator('dt').getByText(label, { exact: true }) })
      .locator('dd');
  }
}

/** 票据管理 through the admin API, as the demo administrator (finance's rights to issue). */
export async function staffReceiptOf(baseURL: string, billNo: string): Promise<TReceiptQueueRow> {
  const api = await administratorApi(baseURL);
  try {
    const response = await api.get(`/admin-api/v1/receipts?q=${encodeURIComponent(billNo)}`);
    expect(response.status(), await response.text()).toBe(200);
    const [row] = ((await response.json()) as TAdminRows<TReceiptQueueRow>).rows;
    if (!row) throw new Error(`no receipt for ${billNo}`);
    return row;
  } finally {
    await api.dispose();
  }
}

/** 开具电子票据: the issue job is queued for each (the answer's `moved`); issuing, then sending, follow. */
export async function staffIssueReceipts(baseURL: string, ids: number[]): Promise<void> {
  const api = await administratorApi(baseURL);
  try {
    const response = await api.post('/admin-api/v1/receipts/issue', {
      headers: { 'x-csrf-token': api.csrf },
      data: { ids },
    });
    expect(response.status(), await response.text()).toBe(200);
    const answer = (await response.json()) as { moved: number[]; skipped: unknown[] };
    expect(answer).toEqual({ moved: ids, skipped: [] });
  } finally {
    await api.dispose();
  }
}

/** Waits until the donor's own receipt/detail answers `status` (the jobs move it). */
export async function waitForReceiptStatus(token: string, id: number, status: number): Promise<void> {
  await expect
    .poll(async () => (await apiGet<TReceiptDetail>(SPEC_PATHS.receipt.detail, { id }, token)).status, {
      timeout: SENDING_MS,
      intervals: [500, 1_000],
      message: `receipt ${id} reaching status ${status}`,
    })
    .toBe(status);
}

/** The one email the run's inbox got for `address` (the sending job wrote it before 已发送). */
export async function theMailTo(address: string): Promise<ParsedMail> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailTo(address);
        return mails.length;
      },
      { timeout: 10_000, message: `mail to ${address}` },
    )
    .toBe(1);
  const [mail] = mails;
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** A PDF's text, pages joined (unpdf, the same reader the server's own tests use). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
