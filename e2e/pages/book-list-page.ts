import type { Locator, Page } from '@playwright/test';

/** The book naming list (book-list?id=, doc 4 §2.3) with its category picker and its two popups. */
export class BookListPage {
  readonly search: Locator;
  readonly tabs: Locator;
  readonly categoryFilter: Locator;
  readonly picker: Locator;
  readonly pickerTitle: Locator;
  readonly loading: Locator;
  readonly list: Locator;
  readonly books: Locator;
  readonly titles: Locator;
  readonly empty: Locator;
  readonly error: Locator;
  readonly selectedCount: Locator;
  readonly next: Locator;

  readonly detail: Locator;
  readonly detailTitle: Locator;

  readonly confirmPopup: Locator;
  readonly confirmItems: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox');
    this.tabs = page.getByRole('tab');
    this.categoryFilter = page.getByTestId('book-category-filter');
    this.picker = page.locator('.book-category-picker .adm-picker');
    this.pickerTitle = this.picker.locator('.adm-picker-header-title');
    this.loading = page.getByTestId('book-loading');
    this.list = page.getByTestId('book-list');
    this.books = page.getByTestId('book-item');
    this.titles = page.getByTestId('book-title');
    this.empty = page.getByTestId('book-empty');
    this.error = page.getByTestId('book-error');
    this.selectedCount = page.getByTestId('book-selected-count');
    this.next = page.getByTestId('book-next');

    this.detail = page.getByTestId('book-detail');
    this.detailTitle = page.getByTestId('book-detail-title');

    this.confirmPopup = page.getByTestId('book-confirm-popup');
    this.confirmItems = page.getByTestId('book-confirm-item');
    this.confirm = page.getByTestId('book-confirm');
  }

  async goto(itemsId: number): Promise<void> {
    await this.page.goto(`/#/book-list?id=${itemsId}`);
  }

  /** Types into the search box and waits for the debounced search to be answered. */
  async searchFor(text: string): Promise<void> {
    const answered = this.page.waitForResponse(
      (response) =>
        response.url().includes('/items/bookList?') &&
        new URL(response.url()).searchParams.get('s') === (text.trim() || null),
    );
    await this.search.fill(text);
    await answered;
  }

  async clearSearch(): Promise<void> {
    await this.search.fill('');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Chooses a category through the 类别筛选 picker. */
  async pickCategory(name: string): Promise<void> {
    await this.openPicker();
    await this.chooseInPicker(name);
  }

  async openPicker(): Promise<void> {
    await this.categoryFilter.click();
    await this.picker.waitFor();
  }

  /**
   * A tap on the open picker's row (its wheel follows touches, as on a phone; the wheel shows the
   * four rows below the chosen one), then 确定.
   */
  async chooseInPicker(name: string): Promise<void> {
    await this.picker.locator('.adm-picker-view-column-item', { hasText: name }).tap();
    await this.picker.getByRole('button', { name: '确定' }).click();
    await this.picker.waitFor({ state: 'hidden' });
  }

  /** A book's row by its full title (the row's check box carries it). */
  book(title: string): Locator {
    return this.books.filter({ has: this.page.getByRole('checkbox', { name: title, exact: true }) });
  }

  check(title: string): Locator {
    return this.page.getByRole('checkbox', { name: title, exact: true });
  }

  /** A tap on the row (its check box covers it all but the picture and the title): toggles the check. */
  async toggle(title: string): Promise<void> {
    // Mid-screen first: at an edge the sticky search bar or the bottom bar would take the tap.
    await this.check(title).evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await this.check(title).click();
  }

  confirmItem(title: string): Locator {
    return this.confirmItems.filter({ hasText: title });
  }

  plus(title: string): Locator {
    return this.confirmItem(title).locator('.adm-stepper-plus');
  }

  minus(title: string): Locator {
    return this.confirmItem(title).locator('.adm-stepper-minus');
  }

  copies(title: string): Locator {
    return this.confirmItem(title).locator('.adm-stepper-input input');
  }

  toast(text: string): Locator {
    return this.page.locator('.adm-toast-main').getByText(text, { exact: true });
  }
}
