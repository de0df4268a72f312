import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi } from '../pages/admin-api.ts';
import { CampaignHomePage } from '../pages/campaign-home-page.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { NameplateEditPage } from '../pages/nameplate-edit-page.ts';
import { freeSeats, NamingFormPage } from '../pages/naming-form-page.ts';
import { SeatPage } from '../pages/seat-page.ts';

/**
 * The jnu seat campaign (doc 4 §1, §2.1, §2.4, §6): its home (music, explanatory pop-up, view my
 * naming) and its flow on the naming engine, alumni only: seat-naming-jnu/seat → /form → /edit →
 * /form → the cashier → pay-back → seat-naming-jnu/success. The demo project is 21 (PROJECT.jnuSeats:
 * the anniversary seats, alumni only).
 */
const JNU = 21;
const AREA = '一楼 前区';

/** A new donor whom the foundation's staff marked a verified alumnus (console: 校友 mark). */
async function newAlumnus(baseURL: string): Promise<string> {
  const { token } = await newDonor();
  const me = await apiGet<{ userId: number }>(SPEC_PATHS.userCenter.my, {}, token);
  const admin = await administratorApi(baseURL);
  const response = await admin.put(`/admin-api/v1/donors/${me.userId}/alumni`, {
    headers: { 'x-csrf-token': admin.csrf },
    data: { isAlumni: true },
  });
  if (response.status() !== 204)
    throw new Error(`mark alumnus: ${response.status()} ${await response.text()}`);
  await admin.dispose();
  return token;
}

type Seat = { id: number; seat: string; status: number };

/** A free seat of the front area at random in rows 2–3 (rows 4–6 are the cancel test's). */
async function freeSeatInFront(): Promise<{ seatId: number; areaId: number; seat: string }> {
  const areas = await apiGet<Array<{ id: number; title: string }>>(SPEC_PATHS.items.areaList, {
    itemsId: JNU,
  });
  const area = areas.find((one) => one.title === AREA);
  if (!area) throw new Error(`no ${AREA} in project ${JNU}`);
  const list = await apiGet<{ twoArray: Array<Array<Seat | null>> }>(SPEC_PATHS.items.seatList, {
    areaId: area.id,
  });
  const free = list.twoArray
    .slice(1, 3)
    .flat()
    .filter((seat): seat is Seat => seat !== null && seat.status === 1);
  const seat = free[Math.floor(Math.random() * free.length)];
  if (!seat) throw new Error(`no free seat in rows 2–3 of ${AREA}`);
  return { seatId: seat.id, areaId: area.id, seat: seat.seat };
}

test.describe('seat-naming-jnu home', () => {
  test('explanatory pop-up on entry, music after a tap, and view my naming', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const home = new CampaignHomePage(page);
    await home.goto('seat-naming-jnu');
    await expect(home.note).toBeVisible();
    await expect(home.note).toContainText('本次活动仅面向认证校友开放');
    await expect(home.contact).toContainText('联系人：陈老师');
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'false');
    await home.noteClose.click();
    await expect(home.note).toBeHidden();
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'true');
    expect(await home.musicPlaying()).toBe(true);
    await home.musicToggle.click();
    await expect(home.musicToggle).toHaveAttribute('aria-pressed', 'false');

    await expect(home.title).toHaveText('校庆礼堂座椅冠名（校友专享）');
    await expect(home.jnuLetter).toContainText('倡议书');
    await expect(home.jnuViewMine).toHaveText('查看我的冠名');
    await home.jnuViewMine.click();
    await expect(page).toHaveURL(/#\/mine-gm$/);
  });

  test('a visitor who is not logged in logs in before choosing seats', async ({ page }) => {
    const home = new CampaignHomePage(page);
    await home.goto('seat-naming-jnu');
    await home.noteClose.click();
    await home.jnuStart.click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fseat-naming-jnu%2Fseat%3Fid%3D21$/);
  });

  test('a donor who is not a verified alumnus gets the alumni pop-up, not the seats', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const home = new CampaignHomePage(page);
    await home.goto('seat-naming-jnu');
    await home.noteClose.click();
    const asked = page.waitForRequest((request) => request.url().includes('/items/checkPermission'));
    await home.jnuStart.click();
    expect(new URL((await asked).url()).searchParams.get('itemsId')).toBe(String(JNU));
    await expect(home.alumniPopup).toBeVisible();
    await expect(home.alumniPopup).toContainText('本次项目筹款只面向“校友”用户开放，非校友不能捐赠！');
    await expect(page).toHaveURL(/#\/seat-naming-jnu$/);
    await home.alumniPopup.getByRole('button', { name: '我知道了' }).click();
    await expect(home.alumniPopup).toBeHidden();
  });
});

test.describe('the jnu seat flow', () => {
  test('an alumnus chooses a seat, writes its plate, pays and lands on the campaign’s success; the seat is named', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await useToken(page, await newAlumnus(baseURL ?? ''));
    const seat = await freeSeatInFront();

    const home = new CampaignHomePage(page);
    await home.goto('seat-naming-jnu');
    await home.noteClose.click();
    await home.jnuStart.click();
    await expect(page).toHaveURL(/#\/seat-naming-jnu\/seat\?id=21$/);

    const seats = new SeatPage(page);
    await seats.areaTitle.waitFor();
    await expect(home.alumniPopup).toHaveCount(0);
    await seats.chooseArea(AREA);
    await seats.seat(seat.seat).click();
    expect(await seats.chosenLabels()).toEqual([seat.seat]);
    await seats.chosenCard(seat.seat).getByTestId('seat-period').selectOption({ index: 1 });
    await seats.confirm.click();
    await expect(page).toHaveURL(/#\/seat-naming-jnu\/form\?id=21&namingType=1$/);

    const form = new NamingFormPage(page);
    await expect(form.objectRows).toHaveCount(1);
    await expect(form.objectRows.first()).toContainText(seat.seat);
    await form.editLink.click();
    await expect(page).toHaveURL(/#\/seat-naming-jnu\/edit\?id=21&namingType=1&name=/);
    const editor = new NameplateEditPage(page);
    await editor.fill({
      donorName: '苏明远',
      donorIdentity: '1998级校友',
      donationMessage: '一席之地，一生之念',
    });
    await editor.save.click();
    await expect(page).toHaveURL(/#\/seat-naming-jnu\/form\?id=21&namingType=1$/);
    await expect(form.plates.first()).toContainText('苏明远');

    await form.agreeCheckbox.click();
    const donate = page.waitForRequest((request) => request.url().endsWith('/items/donate'));
    await form.submit.click();
    const body = (await donate).postDataJSON() as {
      itemsId: number;
      seatList: Array<Record<string, unknown>>;
    };
    expect(body.itemsId).toBe(JNU);
    expect(body.seatList.map((one) => [one.seatId, one.donorName])).toEqual([[seat.seatId, '苏明远']]);
    const cashier = new CashierPage(page);
    await cashier.waitFor();
    await cashier.pay.click();
    await expect(page).toHaveURL(/#\/seat-naming-jnu\/success\?billNo=\w+/);
    await expect(page.getByTestId('success-page')).toContainText('认捐成功');

    // The seat shows donated in the campaign's chooser, with its plate.
    await page.goto(`/#/seat-naming-jnu/seat?id=21&areaId=${seat.areaId}`);
    await expect(seats.seat(seat.seat)).toHaveClass(/is-named/);
    await seats.seat(seat.seat).click();
    await expect(seats.showData).toContainText('苏明远');
  });

  test('cancelled at the cashier, the donor is back on the campaign’s form, not form-gm', async ({
    page,
    baseURL,
  }) => {
    await useToken(page, await newAlumnus(baseURL ?? ''));
    const form = new NamingFormPage(page);
    const plate = { donorName: '周念安', donorIdentity: '校友', donationMessage: '饮水思源' };
    await form.seedDraft({ itemsId: JNU, namingType: 1, seats: await freeSeats(JNU, 1, 0), plates: [plate] });
    await page.goto('/#/seat-naming-jnu/form?id=21&namingType=1');
    await expect(form.objectRows).toHaveCount(1);
    await form.agreeCheckbox.click();
    await form.submit.click();
    const cashier = new CashierPage(page);
    await cashier.waitFor();
    await cashier.cancel.click();
    await expect(page).toHaveURL(/#\/seat-naming-jnu\/form\?id=21&namingType=1$/);
    // The order is gone with its draft: choosing again opens the campaign's chooser.
    await form.choose.click();
    await expect(page).toHaveURL(/#\/seat-naming-jnu\/seat\?id=21$/);
  });
});
