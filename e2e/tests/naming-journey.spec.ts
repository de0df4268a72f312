import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { BookListPage } from '../pages/book-list-page.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { NameplateEditPage } from '../pages/nameplate-edit-page.ts';
import { MineNamingPage, NamingFormPage } from '../pages/naming-form-page.ts';
import { SeatPage } from '../pages/seat-page.ts';

/**
 * Issue 5's journeys by hand, screen after screen: choose seats with their periods on the seat
 * map, edit the nameplates one by one, pay, and find the seats named on the map and in my naming;
 * and a book order with copies. Demo project 16 names the hall's seats, 17 names books.
 */
type Seat = { id: number; seat: string; status: number };

/** Two free seats next to each other in A区, at a random place, so parallel runs keep apart. */
async function twoFreeSeatsInA(): Promise<[string, string]> {
  const areas = await apiGet<Array<{ id: number; title: string }>>(SPEC_PATHS.items.areaList, {
    itemsId: 16,
  });
  const area = areas.find((one) => one.title === 'A区');
  if (!area) throw new Error('no A区 in project 16');
  const list = await apiGet<{ twoArray: Array<Array<Seat | null>> }>(SPEC_PATHS.items.seatList, {
    areaId: area.id,
  });
  // Rows 4–7 only: the seat chooser's own tests use fixed seats in rows 1, 8 and 9.
  const pairs = list.twoArray.slice(3, 7).flatMap((row) =>
    row.slice(1).flatMap((seat, index) => {
      const left = row[index];
      return left && seat && left.status === 1 && seat.status === 1
        ? [[left.seat, seat.seat] as [string, string]]
        : [];
    }),
  );
  const pair = pairs[Math.floor(Math.random() * pairs.length)];
  if (!pair) throw new Error('no two free seats side by side in A区');
  return pair;
}

test.describe('naming gifts end to end', () => {
  test('two seats with their periods, plates edited one by one, paid, named on the map and in my naming', async ({
    page,
  }) => {
    test.slow();
    await useToken(page, (await newDonor()).token);
    const [first, second] = await twoFreeSeatsInA();

    const seats = new SeatPage(page);
    await seats.goto(16);
    await seats.chooseArea('A区');
    await expect(seats.confirm).toBeDisabled();
    await seats.seat(first).click();
    await seats.seat(second).click();
    expect(await seats.chosenLabels()).toEqual([first, second]);
    await seats.choosePeriod(first, '10年 ¥1,000');
    await seats.choosePeriod(second, '永久 ¥5,000');
    await seats.confirm.click();
    await expect(page).toHaveURL(/#\/form-gm\?id=16&namingType=1$/);

    const form = new NamingFormPage(page);
    await expect(form.objectRows).toHaveCount(2);
    await expect(form.total).toHaveText('¥6,000.00');
    await form.editLink.click();

    const editor = new NameplateEditPage(page);
    await expect(editor.previews).toHaveCount(2);
    await editor.mode('逐个填写').check();
    await editor.fill({
      donorName: '林知远',
      donorIdentity: '2001级校友',
      donationMessage: '愿学弟学妹前程似锦',
    });
    await editor.next.click();
    await expect(editor.position).toContainText('2');
    await editor.fill({
      donorName: '林知远家人',
      donorIdentity: '校友家属',
      donationMessage: '书山有路勤为径',
    });
    await editor.save.click();
    await expect(page).toHaveURL(/#\/form-gm\?id=16&namingType=1$/);
    await expect(form.plates.first()).toContainText('林知远');
    await expect(form.plates.nth(1)).toContainText('林知远家人');

    await form.agreeCheckbox.click();
    const donate = page.waitForRequest((request) => request.url().endsWith('/items/donate'));
    await form.submit.click();
    const body = (await donate).postDataJSON() as { seatList: Array<Record<string, unknown>> };
    expect(body.seatList.map((seat) => [seat.termYear, seat.donorName, seat.donorIdentity])).toEqual([
      [10, '林知远', '2001级校友'],
      [0, '林知远家人', '校友家属'],
    ]);
    const cashier = new CashierPage(page);
    await cashier.waitFor();
    await expect(cashier.amount).toHaveText('¥6,000.00');
    await cashier.pay.click();
    await expect(page).toHaveURL(/#\/success\?billNo=/);

    // The map shows both seats named now, and a named seat opens its nameplate's rows.
    await seats.goto(16);
    await seats.chooseArea('A区');
    await expect(seats.seat(first)).toHaveClass(/is-named/);
    await expect(seats.seat(second)).toHaveClass(/is-named/);
    await seats.seat(second).click();
    await expect(seats.showData).toContainText('林知远家人');
    await expect(seats.showData).toContainText('书山有路勤为径');

    const mine = new MineNamingPage(page);
    await mine.goto();
    const objects = mine.records.filter({ hasText: first }).getByTestId('naming-record-object');
    await expect(objects.filter({ hasText: first }).getByTestId('naming-record-validity')).toHaveText(
      /^有效期至 \d{4}-\d{2}-\d{2}$/,
    );
    await expect(objects.filter({ hasText: second }).getByTestId('naming-record-validity')).toHaveText(
      '永久',
    );
  });

  test('a book order with copies: two of one title, the same plate on both, stock down by two', async ({
    page,
  }) => {
    test.slow();
    await useToken(page, (await newDonor()).token);
    const books = new BookListPage(page);
    await books.goto(17);
    await books.searchFor('道德经');
    const stockBefore = Number(
      ((await books.books.filter({ hasText: '道德经' }).textContent()) ?? '').match(/库存\s*(\d+)/)?.[1],
    );
    expect(stockBefore).toBeGreaterThanOrEqual(2);
    await books.toggle('道德经');
    await books.next.click();
    await books.plus('道德经').click();
    await expect(books.copies('道德经')).toHaveValue('2');
    await expect(books.confirm).toHaveText('确定（200.00元）');
    await books.confirm.click();
    await expect(page).toHaveURL(/#\/form-gm\?id=17&namingType=2$/);

    const form = new NamingFormPage(page);
    await expect(form.plates).toHaveCount(2);
    await form.editLink.click();
    const editor = new NameplateEditPage(page);
    await expect(editor.mode('统一填写')).toBeChecked();
    await editor.fill({ donorName: '周书远', donationMessage: '开卷有益' });
    await editor.save.click();
    await expect(page).toHaveURL(/#\/form-gm\?id=17&namingType=2$/);
    await expect(form.plates.nth(1)).toContainText('周书远');

    await form.agreeCheckbox.click();
    const donate = page.waitForRequest((request) => request.url().endsWith('/items/donate'));
    await form.submit.click();
    const body = (await donate).postDataJSON() as { bookList: Array<Record<string, unknown>> };
    expect(body.bookList).toEqual([
      expect.objectContaining({
        namingCount: 2,
        nameplateList: [{ donorName: '周书远', donorIdentity: '校友', donationMessage: '开卷有益' }],
      }),
    ]);
    const cashier = new CashierPage(page);
    await cashier.waitFor();
    await cashier.pay.click();
    await expect(page).toHaveURL(/#\/success\?billNo=/);

    const mine = new MineNamingPage(page);
    await mine.goto();
    await expect(mine.records.filter({ hasText: '《道德经》×2' })).toHaveCount(1);

    await books.goto(17);
    await books.searchFor('道德经');
    await expect(books.books.filter({ hasText: '道德经' })).toContainText(`库存 ${stockBefore - 2}`);
  });
});
