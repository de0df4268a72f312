import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { NameplateDetailPage, NameplateEditPage, type StoredDraft } from '../pages/nameplate-edit-page.ts';

/**
 * The nameplate editor (doc 2 §2.3, §5; doc 4 §4) on project 16 (报告厅座椅冠名), opened on a
 * draft such as the seat chooser leaves, and the nameplate detail page (doc 4 §2.3) of a seat the
 * demo data names. The editor only reads and writes local storage, so each test has its own data.
 */
const HALL = 16;
const terms = [
  { termName: '10年', termMoney: 1000, termYear: 10 },
  { termName: '永久', termMoney: 5000, termYear: 0 },
];
const empty = { donorName: '', donorIdentity: '', donationMessage: '' };

function twoSeats(): StoredDraft {
  return {
    itemsId: HALL,
    namingType: 1,
    seats: [
      { seatId: 101, areaId: 1, seat: 'A区 1排1座', priceList: terms, termYear: 10 },
      { seatId: 102, areaId: 1, seat: 'A区 1排2座', priceList: terms, termYear: 0 },
    ],
    books: [],
    editMode: 1,
    plates: [empty, empty],
    form: { isAnonymous: true, certificateDonorName: '张三' },
  };
}

/** Leaves the draft the seat chooser would, then opens the editor as the naming form links to it. */
async function openOnTwoSeats(editor: NameplateEditPage, name: string): Promise<void> {
  // Saving returns to the naming form, which wants a donor who is logged in.
  await useToken(editor.page, (await newDonor()).token);
  await editor.page.goto('/#/subject');
  await editor.seedDraft(twoSeats());
  await editor.goto(`id=${HALL}&namingType=1&name=${encodeURIComponent(name)}`);
}

test.describe('the nameplate editor on a WeChat phone', () => {
  test('two seats named one by one: each plate its own texts, every one checked', async ({ page }) => {
    const editor = new NameplateEditPage(page);
    await openOnTwoSeats(editor, '张三');

    // The donor's name and the alumni label are there from the start, on every plate.
    await expect(editor.previews).toHaveCount(2);
    await expect(editor.previews.first()).toContainText('张三');
    await expect(editor.previews.first()).toContainText('校友');
    await expect(editor.previews.first()).toHaveAttribute('aria-label', 'A区 1排1座');
    await expect(editor.example).toContainText('铭牌示例');
    await expect(editor.mode('统一填写')).toBeChecked();

    await editor.mode('逐个填写').check();
    await expect(editor.position).toHaveText('第 1/2 块');
    await expect(editor.fieldsTitle).toHaveText('第 1/2 块 · A区 1排1座');
    await expect(editor.donorName).toHaveValue('张三');
    await editor.fill({ donorIdentity: '2008级校友', donationMessage: '饮水思源' });
    await expect(editor.previews.first()).toContainText('饮水思源');

    await editor.next.click();
    await expect(editor.position).toHaveText('第 2/2 块');
    await expect(editor.donorIdentity).toHaveValue('校友');
    await editor.fill({ donorName: '李四', donorIdentity: '校友企业家' });
    await expect(editor.previews.nth(1)).toContainText('李四');
    // The first plate kept its own texts.
    await expect(editor.previews.first()).toContainText('张三');

    // The second plate has no message: the save says so and shows that plate.
    await editor.previous.click();
    await expect(editor.position).toHaveText('第 1/2 块');
    await editor.save.click();
    await expect(editor.toast('请输入捐赠寄语')).toBeVisible();
    await expect(editor.position).toHaveText('第 2/2 块');
    await expect(editor.donorName).toHaveValue('李四');

    // 21 characters: the counter turns red and the plate cannot be saved.
    await editor.fill({ donationMessage: '一'.repeat(21) });
    await expect(editor.messageCount).toHaveText('21/20');
    await editor.save.click();
    await expect(editor.toast('寄语不能超过20个字')).toBeVisible();
    await expect(page).toHaveURL(/#\/edit\?/);

    // Opened without the naming form behind it: 确定 goes to the form in its place.
    await editor.fill({ donationMessage: '与母校共成长' });
    await editor.save.click();
    await expect(page).toHaveURL(new RegExp(`#/form-gm\\?id=${HALL}&namingType=1$`));
    const stored = await editor.storedDraft(HALL);
    expect(stored?.editMode).toBe(0);
    expect(stored?.plates).toEqual([
      { donorName: '张三', donorIdentity: '2008级校友', donationMessage: '饮水思源' },
      { donorName: '李四', donorIdentity: '校友企业家', donationMessage: '与母校共成长' },
    ]);
    // The naming form's own state and the picks are carried through untouched.
    expect(stored?.form).toEqual(twoSeats().form);
    expect(stored?.seats).toEqual(twoSeats().seats);
  });

  test('a reload in the editor brings back what was typed', async ({ page }) => {
    const editor = new NameplateEditPage(page);
    await openOnTwoSeats(editor, '张三');
    await editor.mode('逐个填写').check();
    await editor.fill({ donorIdentity: '2008级校友', donationMessage: '饮水思源' });
    await editor.next.click();
    await editor.fill({ donorName: '李四', donationMessage: '与母校共成长' });

    await page.reload();
    await expect(editor.mode('逐个填写')).toBeChecked();
    await expect(editor.donorName).toHaveValue('张三');
    await expect(editor.donorIdentity).toHaveValue('2008级校友');
    await expect(editor.message).toHaveValue('饮水思源');
    await expect(editor.previews.nth(1)).toContainText('与母校共成长');
    await editor.next.click();
    await expect(editor.donorName).toHaveValue('李四');
    await expect(editor.donorIdentity).toHaveValue('校友');
    await expect(editor.message).toHaveValue('与母校共成长');

    await editor.save.click();
    await expect(page).toHaveURL(new RegExp(`#/form-gm\\?id=${HALL}&namingType=1$`));
    expect((await editor.storedDraft(HALL))?.plates.map((plate) => plate.donorIdentity)).toEqual([
      '2008级校友',
      '校友',
    ]);
  });

  test('all the same: one set of texts goes on every plate', async ({ page }) => {
    const editor = new NameplateEditPage(page);
    await openOnTwoSeats(editor, '王五');
    await expect(editor.fieldsTitle).toHaveText('铭牌内容');
    await editor.donorIdentity.fill('');
    await editor.save.click();
    await expect(editor.toast('请输入捐赠人身份')).toBeVisible();
    await editor.useAlumni.click();
    await expect(editor.donorIdentity).toHaveValue('校友');
    await editor.fill({ donationMessage: '厚德载物' });
    await expect(editor.previews.nth(1)).toContainText('厚德载物');
    // A swipe moves the carousel; in this mode the fields stay the shared ones.
    await editor.swipeToLast();
    await expect(editor.position).toHaveText('第 2/2 块');
    await expect(editor.message).toHaveValue('厚德载物');
    await editor.save.click();
    await expect(page).toHaveURL(new RegExp(`#/form-gm\\?id=${HALL}&namingType=1$`));
    const plate = { donorName: '王五', donorIdentity: '校友', donationMessage: '厚德载物' };
    expect((await editor.storedDraft(HALL))?.plates).toEqual([plate, plate]);
  });

  test('without a draft of this kind the editor says so and leads back to the project', async ({ page }) => {
    const editor = new NameplateEditPage(page);
    await page.goto('/#/subject');
    await editor.seedDraft(twoSeats());
    await editor.goto(`id=${HALL}&namingType=2&name=x`);
    await expect(editor.empty).toContainText('没有需要编辑的铭牌');
    await editor.empty.getByRole('link', { name: '返回项目' }).click();
    await expect(page).toHaveURL(new RegExp(`#/subject-detail\\?id=${HALL}$`));
  });
});

type Seat = { seat: string; donateSeatId: number | null };

/** The claim id of a seat the demo data names, as the seat map would link to it. */
async function namedSeatClaim(label: string): Promise<number> {
  const areas = await apiGet<Array<{ id: number; title: string }>>(SPEC_PATHS.items.areaList, {
    itemsId: HALL,
  });
  const area = areas.find((one) => label.startsWith(one.title));
  if (!area) throw new Error(`no area for ${label}`);
  const list = await apiGet<{ twoArray: Array<Array<Seat | null>>; oneArray: Seat[] }>(
    SPEC_PATHS.items.seatList,
    { areaId: area.id },
  );
  const seat = [...list.twoArray.flat(), ...list.oneArray].find((one) => one?.seat === label);
  if (!seat?.donateSeatId) throw new Error(`${label} is not named in the demo data`);
  return seat.donateSeatId;
}

test.describe('the nameplate detail page', () => {
  test('a named seat’s nameplate shows the seat and its donor', async ({ page }) => {
    const claimId = await namedSeatClaim('A区 3排5座');
    const detail = new NameplateDetailPage(page);
    await detail.goto(1, claimId);
    await expect(detail.card).toBeVisible();
    await expect(detail.row('冠名座位')).toContainText('A区 3排5座');
    await expect(detail.row('冠名人').locator('dd')).not.toBeEmpty();
    await expect(detail.row('身份')).toContainText('2008级计算机学院校友');
    await expect(detail.row('寄语')).toContainText('愿学弟学妹在此收获知识');
    await expect(detail.logo).toBeVisible();
  });

  test('a claim that does not exist is not found', async ({ page }) => {
    const detail = new NameplateDetailPage(page);
    await detail.goto(1, 999_999);
    await expect(detail.notFound).toContainText('没有找到这块铭牌');
  });
});
