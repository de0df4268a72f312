import type { Locator, Page } from '@playwright/test';

/** The naming draft as apps/web/src/lib/naming-draft.ts keeps it in local storage. */
export type StoredDraft = {
  itemsId: number;
  namingType: 1 | 2;
  seats: Array<{
    seatId: number;
    areaId: number;
    seat: string;
    priceList: Array<{ termName: string; termMoney: number; termYear: number }>;
    termYear: number | null;
  }>;
  books: Array<{ bookId: number; title: string; unitPrice: number; namingCount: number; stock: number }>;
  editMode: 0 | 1;
  plates: Array<{ donorName: string; donorIdentity: string; donationMessage: string }>;
  form: Record<string, unknown> | null;
};

const draftKey = (itemsId: number) => `naming.draft.${itemsId}`;

/** The nameplate editor (edit?id=&namingType=&name=, doc 2 §2.3). */
export class NameplateEditPage {
  readonly editor: Locator;
  readonly empty: Locator;
  readonly previews: Locator;
  readonly position: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly example: Locator;
  readonly fieldsTitle: Locator;
  readonly donorName: Locator;
  readonly donorIdentity: Locator;
  readonly useAlumni: Locator;
  readonly message: Locator;
  readonly messageCount: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.editor = page.getByTestId('nameplate-editor');
    this.empty = page.getByTestId('nameplate-empty');
    this.previews = page.getByTestId('nameplate-slide').getByTestId('nameplate-preview');
    this.position = page.getByTestId('nameplate-position');
    this.next = page.getByTestId('nameplate-next');
    this.previous = page.getByTestId('nameplate-previous');
    this.example = page.getByTestId('nameplate-example');
    this.fieldsTitle = page.getByTestId('nameplate-fields-title');
    this.donorName = page.getByTestId('nameplate-donor-name');
    this.donorIdentity = page.getByTestId('nameplate-donor-identity');
    this.useAlumni = page.getByTestId('nameplate-use-alumni');
    this.message = page.getByTestId('nameplate-message');
    this.messageCount = page.getByTestId('nameplate-message-count');
    this.save = page.getByTestId('nameplate-save');
  }

  /** Puts a draft where the seat chooser or book list would have left it (the app must be open). */
  async seedDraft(draft: StoredDraft): Promise<void> {
    await this.page.evaluate(
      ([key, text]) => localStorage.setItem(key as string, text as string),
      [draftKey(draft.itemsId), JSON.stringify(draft)],
    );
  }

  async storedDraft(itemsId: number): Promise<StoredDraft | null> {
    const text = await this.page.evaluate((key) => localStorage.getItem(key), draftKey(itemsId));
    return text ? (JSON.parse(text) as StoredDraft) : null;
  }

  async goto(query: string): Promise<void> {
    await this.page.goto(`/#/edit?${query}`);
  }

  /** 统一填写 / 逐个填写: real radio inputs under the chips. */
  mode(label: string): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  /** Fills the three texts of the plate being edited. */
  async fill(plate: { donorName?: string; donorIdentity?: string; donationMessage?: string }): Promise<void> {
    if (plate.donorName !== undefined) await this.donorName.fill(plate.donorName);
    if (plate.donorIdentity !== undefined) await this.donorIdentity.fill(plate.donorIdentity);
    if (plate.donationMessage !== undefined) await this.message.fill(plate.donationMessage);
  }

  /** Scrolls the preview strip to its end, as a finger swipe does. */
  async swipeToLast(): Promise<void> {
    await this.page
      .getByTestId('nameplate-carousel')
      .evaluate((strip) => strip.scrollTo({ left: strip.scrollWidth }));
  }

  toast(text: string): Locator {
    return this.page.locator('.adm-toast-main').getByText(text, { exact: true });
  }
}

/** A named seat's or book's nameplate card (nameplate-detail?type=&id=, doc 4 §2.3). */
export class NameplateDetailPage {
  readonly card: Locator;
  readonly rows: Locator;
  readonly logo: Locator;
  readonly word: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByTestId('nameplate-detail-card');
    this.rows = page.getByTestId('nameplate-detail-row');
    this.logo = page.getByTestId('nameplate-detail-logo');
    this.word = page.getByTestId('nameplate-detail-word');
    this.notFound = page.getByTestId('nameplate-detail-not-found');
  }

  async goto(type: 1 | 2, id: number): Promise<void> {
    await this.page.goto(`/#/nameplate-detail?type=${type}&id=${id}`);
  }

  /** The row titled `title` (冠名座位, 冠名人, 身份, 寄语…). */
  row(title: string): Locator {
    return this.rows.filter({ has: this.page.locator('dt', { hasText: title }) });
  }
}
