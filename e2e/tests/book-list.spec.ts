import { newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { BookListPage } from '../pages/book-list-page.ts';
import { NamingFormPage } from '../pages/naming-form-page.ts';

/**
 * The book naming list (doc 4 §2.3, §4 "Book selection") on project 17 (图书馆“书香冠名”藏书计划):
 * 40 books in 6 categories from the demo data (apps/server/src/db/seed/book-inventory-data.ts).
 * These tests only read the catalogue; the draft they make lives in their own browser storage.
 */
const BOOK_PROJECT = 17;
const LONG_TITLE = '西方哲学史：及其与从古代到现代的政治、社会情况的联系';

test.describe('book naming list on a WeChat phone', () => {
  test('shows 加载中... and then every book with its author, press, price and stock', async ({ page }) => {
    const books = new BookListPage(page);
    // The first answer is held back a moment, so the loading state is there to see.
    let held = false;
    await page.route('**/items/bookList?**', async (route) => {
      if (!held) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      await route.continue();
    });
    await books.goto(BOOK_PROJECT);
    await expect(books.loading).toHaveText('加载中...');
    await expect(books.books).toHaveCount(40);
    await expect(books.loading).toHaveCount(0);
    await expect(page).toHaveTitle('图书冠名');
    await expect(books.search).toHaveAttribute('placeholder', '支持书名/作者关键字...');
    await expect(books.tabs).toHaveText(['全部', '文学', '历史', '科学', '艺术', '哲学', '经济']);
    await expect(books.tab('全部')).toHaveAttribute('aria-selected', 'true');

    const first = books.book('平凡的世界');
    await expect(first.getByTestId('book-author')).toHaveText('作者：路遥');
    await expect(first).toContainText('北京十月文艺出版社');
    await expect(first.getByTestId('book-price')).toHaveText('¥150.00');
    await expect(first.getByTestId('book-stock')).toHaveText(/^库存 \d+$/);
    await expect(books.check('平凡的世界')).not.toBeChecked();
    await expect(books.selectedCount).toHaveText('已选 0 本');
  });

  test('searches by title and by author, and says 暂无书籍 when nothing matches', async ({ page }) => {
    const books = new BookListPage(page);
    await books.goto(BOOK_PROJECT);
    await expect(books.books).toHaveCount(40);
    // As the donor types (debounced).
    await books.searchFor('简史');
    await expect(books.titles).toHaveText(['人类简史：从动物到上帝', '时间简史', '中国哲学简史']);
    await books.searchFor('司马');
    await expect(books.titles).toHaveText(['史记', '资治通鉴']);
    await books.searchFor('没有这本书');
    await expect(books.empty).toHaveText('暂无书籍');
    await expect(books.books).toHaveCount(0);
    await books.clearSearch();
    await expect(books.books).toHaveCount(40);
  });

  test('switches category by tab and through the 类别筛选 picker', async ({ page }) => {
    const books = new BookListPage(page);
    await books.goto(BOOK_PROJECT);
    await expect(books.books).toHaveCount(40);
    await books.tab('历史').click();
    await expect(books.tab('历史')).toHaveAttribute('aria-selected', 'true');
    await expect(books.books).toHaveCount(7);
    await expect(books.titles.first()).toHaveText('史记');

    await expect(books.categoryFilter).toHaveAccessibleName('类别筛选');
    await books.openPicker();
    await expect(books.pickerTitle).toHaveText('类别筛选');
    await books.chooseInPicker('科学');
    await expect(books.tab('科学')).toHaveAttribute('aria-selected', 'true');
    await expect(books.titles.first()).toHaveText('时间简史');
    await expect(books.books).toHaveCount(7);
    // Search and category together.
    await books.searchFor('霍金');
    await expect(books.titles).toHaveText(['时间简史']);
  });

  test('cuts a long title with …, and its detail popup shows it whole', async ({ page }) => {
    const books = new BookListPage(page);
    await books.goto(BOOK_PROJECT);
    await books.tab('哲学').click();
    const long = books.book(LONG_TITLE);
    await expect(long.getByTestId('book-title')).toHaveText(
      '西方哲学史：及其与从古代到现代的政治、社会情况的…',
    );
    await long.getByTestId('book-title').click();
    await expect(books.detailTitle).toHaveText(LONG_TITLE);
    await expect(books.detail).toContainText('伯特兰·罗素');
    await expect(books.detail).toContainText('商务印书馆');
    await expect(books.detail).toContainText(/ISBN\s*978710015233\d/);
    await expect(books.detail).toContainText('哲学');
    await expect(books.detail).toContainText('¥198.00');
    await expect(books.detail).toContainText('全两卷');
    await books.detail.getByRole('button', { name: '关闭' }).click();
    await expect(books.detail).toHaveCount(0);
    // Opening the details is not a check.
    await expect(books.check(LONG_TITLE)).not.toBeChecked();
  });

  test('needs a book before 下一步, refuses a book with no stock, keeps checks across searches', async ({
    page,
  }) => {
    const books = new BookListPage(page);
    await books.goto(BOOK_PROJECT);
    await expect(books.books).toHaveCount(40);
    await books.next.click();
    await expect(books.toast('至少选择一本书籍')).toBeVisible();
    await expect(books.confirmPopup).toHaveCount(0);

    // 边城 has no stock left (demo data).
    await expect(books.book('边城').getByTestId('book-stock')).toHaveText('库存 0');
    await books.toggle('边城');
    await expect(books.toast('库存不足')).toBeVisible();
    await expect(books.check('边城')).not.toBeChecked();

    await books.tab('历史').click();
    await books.toggle('资治通鉴');
    await expect(books.check('资治通鉴')).toBeChecked();
    await books.tab('全部').click();
    await books.searchFor('人间词话');
    await expect(books.titles).toHaveText(['人间词话']);
    await books.check('人间词话').check();
    // A tap toggles back and forth.
    await books.toggle('人间词话');
    await expect(books.check('人间词话')).not.toBeChecked();
    await books.toggle('人间词话');
    await expect(books.check('人间词话')).toBeChecked();
    await books.clearSearch();
    await expect(books.books).toHaveCount(40);
    await expect(books.check('资治通鉴')).toBeChecked();
    await expect(books.check('人间词话')).toBeChecked();
    await expect(books.selectedCount).toHaveText('已选 2 本');
  });

  test('sets copies within the stock, totals them, goes to the form and keeps them on the way back', async ({
    page,
  }) => {
    // The naming form asks a visitor to log in first: this donor already has.
    await useToken(page, (await newDonor()).token);
    const books = new BookListPage(page);
    await books.goto(BOOK_PROJECT);
    // 资治通鉴 (¥200, stock 2) and 人间词话 (¥102).
    await books.searchFor('资治通鉴');
    await expect(books.book('资治通鉴').getByTestId('book-stock')).toHaveText('库存 2');
    await books.toggle('资治通鉴');
    await books.searchFor('人间词话');
    await books.toggle('人间词话');
    await expect(books.selectedCount).toHaveText('已选 2 本');

    await books.next.click();
    await expect(books.confirmPopup).toBeVisible();
    await expect(books.confirmPopup.getByRole('heading')).toHaveText('书籍冠名捐赠');
    await expect(books.confirmItems).toHaveCount(2);
    await expect(books.copies('资治通鉴')).toHaveValue('1');
    await expect(books.minus('资治通鉴')).toBeDisabled();
    await expect(books.confirm).toHaveText('确定（302.00元）');
    await books.plus('资治通鉴').click();
    await expect(books.copies('资治通鉴')).toHaveValue('2');
    // Stock 2: no third copy.
    await expect(books.plus('资治通鉴')).toBeDisabled();
    await expect(books.minus('资治通鉴')).toBeEnabled();
    await expect(books.minus('人间词话')).toBeDisabled();
    await expect(books.confirmItem('资治通鉴').getByTestId('book-line-sum')).toHaveText('小计 ¥400.00');
    await expect(books.confirm).toHaveText('确定（502.00元）');

    await books.confirm.click();
    await expect(page).toHaveURL(/#\/form-gm\?id=17&namingType=2$/);
    // The form is on screen (its code may still be loading after the address changes): only
    // then has the list truly been left, as a donor who goes back has seen.
    await expect(new NamingFormPage(page).objectRows).toHaveCount(2);
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('naming.draft.17') ?? 'null'));
    expect(draft).toMatchObject({
      itemsId: 17,
      namingType: 2,
      seats: [],
      books: [
        { title: '资治通鉴', unitPrice: 200, namingCount: 2, stock: 2 },
        { title: '人间词话', unitPrice: 102, namingCount: 1 },
      ],
    });

    // Back from the form: the same books are checked with the same copies.
    await page.goBack();
    await expect(page).toHaveURL(/#\/book-list\?id=17$/);
    await expect(books.selectedCount).toHaveText('已选 2 本');
    await expect(books.books).toHaveCount(40);
    await expect(books.check('资治通鉴')).toBeChecked();
    await books.next.click();
    await expect(books.copies('资治通鉴')).toHaveValue('2');
    await expect(books.confirm).toHaveText('确定（502.00元）');
  });

  test('a list that fails to load offers a retry', async ({ page }) => {
    const books = new BookListPage(page);
    let failures = 0;
    // The query client asks once more after a network failure: both attempts fail.
    await page.route('**/items/bookList?**', async (route) => {
      if (failures < 2) {
        failures += 1;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await books.goto(BOOK_PROJECT);
    await expect(books.error).toBeVisible();
    await books.error.getByRole('button', { name: '重试' }).click();
    await expect(books.books).toHaveCount(40);
  });

  test('an unknown project says so', async ({ page }) => {
    const books = new BookListPage(page);
    await books.goto(999_999);
    await expect(books.error).toContainText('内容不存在');
  });
});
