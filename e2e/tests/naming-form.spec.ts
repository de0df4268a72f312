import { newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { freeSeats, MineNamingPage, NamingFormPage, type Plate } from '../pages/naming-form-page.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';

// Demo data (apps/server/src/db/seed): project 16 names the hall's seats (10年 or 永久 per seat),
// 17 names books; their forms have no donation info, offer the certificate and receipt their text
// promises (the certificate titled after the first plate's donor), and five pay methods. Project 8 is the hhu tree project the demo institution serves elsewhere.
const plate = (donorName: string, donationMessage = '饮水思源'): Plate => ({
  donorName,
  donorIdentity: '校友',
  donationMessage,
});

test.describe('the naming form', () => {
  test('a visitor without a token is sent to log in and back', async ({ page }) => {
    await page.goto('/#/form-gm?id=16&namingType=1');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fform-gm%3Fid%3D16%26namingType%3D1$/);
  });

  test('the institution’s redirect rule sends project 8 to its own form', async ({ page }) => {
    // Without a token the hhu form itself asks for the login, and the login comes back to it
    // (the hhu form is only passed through on the way, so its address is not what is checked).
    await page.goto('/#/form-gm?id=8&namingType=1');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Ftree-naming-hhu%2Fform%3Fid%3D8%26type%3D2$/);
  });

  test('a signed-in donor sent on by the rule stays on the hhu form', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    await page.goto('/#/form-gm?id=8&namingType=1');
    await expect(page).toHaveURL(/#\/tree-naming-hhu\/form\?id=8&type=2$/);
    await expect(new NamingFormPage(page).empty).toBeVisible();
  });

  test('without a draft it says so and leads back to choosing', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const form = new NamingFormPage(page);
    await form.goto('id=17&namingType=2');
    await expect(form.empty).toContainText('还没有选择要冠名的书籍');
    await form.choose.click();
    await expect(page).toHaveURL(/#\/book-list\?id=17$/);

    await form.goto('id=16&namingType=1');
    await expect(form.empty).toContainText('还没有选择要冠名的座位');
    await expect(form.choose).toHaveAttribute('href', '#/seat?id=16');
  });

  test('shows the seats, their total and plates, and refuses an empty donor or a missing period', async ({
    page,
  }) => {
    await useToken(page, (await newDonor()).token);
    const seats = await freeSeats(16, 2, 10);
    const [first, second] = seats;
    if (!first || !second) throw new Error('no free seats in project 16');
    second.termYear = 0;
    const form = new NamingFormPage(page);
    await form.seedDraft({ itemsId: 16, namingType: 1, seats, plates: [plate(''), plate('李华')] });
    await form.goto('id=16&namingType=1');

    await expect(form.objectRows).toHaveCount(2);
    await expect(form.objectRows.first()).toContainText(first.seat);
    await expect(form.objectRows.first()).toContainText('10年');
    await expect(form.objectRows.nth(1)).toContainText('永久');
    const tenYears = first.priceList.find((term) => term.termYear === 10)?.termMoney ?? 0;
    const forever = second.priceList.find((term) => term.termYear === 0)?.termMoney ?? 0;
    const total = (tenYears + forever).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(form.total).toHaveText(`¥${total}`);

    // One plate per seat, drawn from the project's example; an empty text shows its placeholder.
    await expect(form.plates).toHaveCount(2);
    await expect(form.plates.nth(1)).toContainText('李华');
    await expect(form.plates.nth(1)).toContainText(second.seat);
    await expect(form.plates.first().locator('[data-field="donorName"]')).toHaveClass(/is-placeholder/);

    // No plate donor to title the promised certificate after: its title is asked for first.
    await form.submit.click();
    await expect(form.toast('请输入证书抬头')).toBeVisible();
    await page.getByTestId('certificate-name').locator('input').fill('李华');
    // The naming submit drops taps within 500 ms of the last (doc 2 §9): wait out the toast.
    await expect(form.toast('请输入证书抬头')).toBeHidden();
    await form.submit.click();
    await expect(form.toast('铭牌捐赠人不能为空')).toBeVisible();
    await expect(page).toHaveURL(/#\/form-gm\?id=16&namingType=1$/);

    // The editor fixed the plates, but a seat has lost its period.
    await page.evaluate((key) => {
      const draft = JSON.parse(localStorage.getItem(key) ?? '{}');
      draft.plates[0].donorName = '张明远';
      draft.seats[1].termYear = null;
      localStorage.setItem(key, JSON.stringify(draft));
    }, 'naming.draft.16');
    await page.reload();
    await expect(form.objectRows.nth(1)).toContainText('未选择冠名期限');
    await form.submit.click();
    await expect(form.toast('请选择捐赠金额')).toBeVisible();

    // Plates and periods fine: the agreement is the last thing asked for.
    await page.evaluate((key) => {
      const draft = JSON.parse(localStorage.getItem(key) ?? '{}');
      draft.seats[1].termYear = 0;
      localStorage.setItem(key, JSON.stringify(draft));
    }, 'naming.draft.16');
    await page.reload();
    await form.submit.click();
    await expect(form.toast('请同意并阅读相关协议')).toBeVisible();
  });

  test('编辑铭牌 keeps the form’s values for the way back from the editor', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    // This project's form has no donation info in the demo data; give it a name field here.
    await page.route('**/items/formDetail?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      const name = {
        fieldName: 'name',
        fieldShowName: '姓名',
        fieldUiType: 'input',
        inputTip: '请输入姓名',
        isRequire: 1,
        isLengthLimit: 0,
        lengthMin: 0,
        lengthMax: 0,
        isShowConfig: 0,
        conditionFieldName: '',
        conditionFieldValue: '',
        optionList: [],
      };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, fieldList: [name] } } });
    });
    const form = new NamingFormPage(page);
    await form.seedDraft({
      itemsId: 16,
      namingType: 1,
      seats: await freeSeats(16, 1, 10),
      plates: [plate('张明远')],
    });
    await form.goto('id=16&namingType=1');
    const nameInput = page.getByTestId('field-name').locator('input');
    await nameInput.fill('陈思远');
    await form.payMethod('支付宝').check();
    await form.agreeCheckbox.click();
    await form.anonymousSwitch.click();
    // Anonymous hides the donation info; back off again to see the name kept.
    await expect(page.getByTestId('donation-info')).toHaveCount(0);
    await form.anonymousSwitch.click();
    await expect(nameInput).toHaveValue('陈思远');

    await form.editLink.click();
    await expect(page).toHaveURL(/#\/edit\?id=16&namingType=1&name=%E9%99%88%E6%80%9D%E8%BF%9C$/);
    expect((await form.draft(16))?.form).toMatchObject({
      details: { fields: { name: '陈思远' } },
      payType: 2,
      agreed: true,
      isAnonymous: false,
    });

    await page.goBack();
    await expect(page).toHaveURL(/#\/form-gm\?id=16&namingType=1$/);
    await expect(nameInput).toHaveValue('陈思远');
    await expect(form.payMethod('支付宝')).toBeChecked();
    await expect(form.agreeCheckbox).toHaveClass(/adm-checkbox-checked/);
  });

  test('a valid order pays at the sandbox cashier and shows under my naming', async ({ page }) => {
    // The whole journey: the form, the cashier, the success page and the records screen.
    test.slow();
    await useToken(page, (await newDonor()).token);
    const seats = await freeSeats(16, 2, 10);
    const [tenYears, forever] = seats;
    if (!tenYears || !forever) throw new Error('no free seats in project 16');
    forever.termYear = 0;
    const form = new NamingFormPage(page);
    await form.seedDraft({
      itemsId: 16,
      namingType: 1,
      seats,
      plates: [plate('张明远'), plate('张明远', '感恩母校')],
    });
    await form.goto('id=16&namingType=1');
    await expect(form.plates).toHaveCount(2);
    await form.agreeCheckbox.click();

    const donate = page.waitForRequest((request) => request.url().endsWith('/items/donate'));
    await form.submit.click();
    const price = (seat: typeof tenYears) =>
      seat.priceList.find((term) => term.termYear === seat.termYear)?.termMoney ?? 0;
    // The ordinary order body (doc 2 §3) with the seats, their periods and their plates.
    expect((await donate).postDataJSON()).toMatchObject({
      itemsId: 16,
      itemsType: 2,
      currency: 'CNY',
      payType: 1,
      currencyMoney: price(tenYears) + price(forever),
      namingType: 1,
      seatList: [
        { seatId: tenYears.seatId, areaId: tenYears.areaId, termYear: 10, donorName: '张明远', itemsId: 16 },
        { seatId: forever.seatId, termYear: 0, donationMessage: '感恩母校' },
      ],
    });

    const cashier = new CashierPage(page);
    await cashier.waitFor();
    await cashier.pay.click();
    await expect(page).toHaveURL(/#\/success\?billNo=/);
    // The order was placed: the draft is gone, so the form cannot place it twice.
    expect(await form.draft(16)).toBeNull();

    const mine = new MineNamingPage(page);
    await mine.goto();
    const record = mine.records.filter({ hasText: tenYears.seat });
    await expect(record.getByTestId('naming-record-project')).toHaveText('图书馆报告厅座椅冠名');
    const objects = record.getByTestId('naming-record-object');
    await expect(objects.filter({ hasText: tenYears.seat }).getByTestId('naming-record-validity')).toHaveText(
      /^有效期至 \d{4}-\d{2}-\d{2}$/,
    );
    await expect(objects.filter({ hasText: forever.seat }).getByTestId('naming-record-validity')).toHaveText(
      '永久',
    );
  });

  test('my naming without any says so', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const mine = new MineNamingPage(page);
    await mine.goto();
    await expect(mine.empty).toHaveText('暂无冠名记录');
  });
});

test.describe('named donors on the project detail', () => {
  test('a naming project’s directory lists who named which seats or books, 50 at a time', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/donateSeatList|donateBookList|donateRecordPage/.test(url.pathname)) {
        asked.push(`${url.pathname.split('/').pop()} ${url.searchParams.get('limit')}`);
      }
    });
    const detail = new ProjectDetailPage(page);
    await detail.goto(16, '&tab=record');
    const rows = detail.rows('record');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByTestId('record-seats')).toHaveText(/^座位：.+座/);
    await expect(rows.first().getByTestId('record-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(rows.getByTestId('record-seats').filter({ hasText: '报告厅 A区 3排5座' })).toHaveCount(1);

    await detail.goto(17, '&tab=record');
    await expect(rows.first().getByTestId('record-seats')).toHaveText(/^书籍：《.+》×\d/);
    expect(asked).toEqual(['donateSeatList 50', 'donateBookList 50']);
  });
});
