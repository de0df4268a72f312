import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Locator, Page } from '@playwright/test';
import { apiGet, demoToken, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { AvatarEditorPage, halvesPng } from '../pages/avatar-editor-page.ts';
import { expectAllEnglish } from '../pages/english-walk.ts';
import { NameplateEditPage } from '../pages/nameplate-edit-page.ts';
import { freeSeats, NamingFormPage } from '../pages/naming-form-page.ts';
import { payInSandbox, placeOrder } from '../pages/payment-pages.ts';
import { ProjectListPage } from '../pages/project-list-page.ts';

/**
 * Every built donor screen in English (local storage 'language'): each screen, and the dialogs it
 * opens, is walked and must show no Chinese of ours. Staff's and donors' words (project names,
 * form fields, units, slogans, nicknames) stay as written; english-walk.ts lists where they show.
 */
const SCHOLARSHIP = 1;
const BOOKS = 2;
const HALL = 16;
const BOOK_NAMING = 17;

/** Waits for the screen's own content, then checks it. */
async function checkScreen(page: Page, route: string, ready: Locator): Promise<void> {
  await page.goto(`/#/${route}`);
  await ready.first().waitFor();
  await expectAllEnglish(page, route);
}

const toast = (page: Page) => page.locator('.adm-toast-main').last();

test.describe('English from local storage', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
  });

  test('the project list speaks English and asks the server in English', async ({ page }) => {
    const languages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/items/')) languages.push(url.searchParams.get('language') ?? '');
    });
    const list = new ProjectListPage(page);
    await list.goto();
    await expect(page).toHaveTitle('Donation projects');
    await expect(list.search).toHaveAttribute('placeholder', 'Please enter a project name');
    await expect(list.tabs.first()).toHaveText('All');
    // The demo project's English name (励志奖学金 in Chinese).
    await expect(list.card('Aspiration Scholarship').getByTestId('project-status')).toHaveText(
      /^(Completed|In progress)$/,
    );
    await expect(list.card('Aspiration Scholarship').getByTestId('project-donors')).toHaveText(
      /^\d+ donations$/,
    );
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['English']));
    await expectAllEnglish(page, 'subject');

    await list.searchFor('no such project anywhere');
    await expect(list.empty).toHaveText('No projects');
    await expectAllEnglish(page, 'subject (empty)');
  });

  test('project detail with every tab, the donation form and its agreement', async ({ page }) => {
    await useToken(page, await demoToken());
    for (const tab of [
      '',
      '&tab=record',
      '&tab=together',
      '&tab=progress',
      '&tab=message',
      '&tab=instruction',
    ]) {
      await checkScreen(page, `subject-detail?id=${SCHOLARSHIP}${tab}`, page.getByTestId('detail-title'));
      // Each tab's rows (or its empty state) are in before the check.
      await expect(page.getByTestId('tab-loading')).toHaveCount(0);
      await expectAllEnglish(page, `subject-detail${tab}`);
    }
    await checkScreen(page, `subject-detail?id=${HALL}`, page.getByTestId('detail-actions'));

    await checkScreen(page, `form?id=${SCHOLARSHIP}`, page.getByTestId('donate-submit'));
    await page.getByTestId('donate-submit').click();
    await expect(toast(page)).toBeVisible();
    await expectAllEnglish(page, 'form (refused)');
    await checkScreen(page, `form?id=${BOOKS}`, page.getByTestId('donate-submit'));
    await checkScreen(page, 'agree-content', page.getByTestId('agree-content'));
  });

  test('naming: seats, books, the naming form, the nameplate editor and a nameplate', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    // The draft is put down before the first screen (the seat chooser would keep its own).
    const seats = await freeSeats(HALL, 1, 10);
    const form = new NamingFormPage(page);
    await form.seedDraft({
      itemsId: HALL,
      namingType: 1,
      seats,
      plates: [{ donorName: '', donorIdentity: '', donationMessage: '' }],
    });
    await checkScreen(page, `form-gm?id=${HALL}&namingType=1`, form.objectRows);
    await form.submit.click();
    await expect(toast(page)).toBeVisible();
    await expectAllEnglish(page, 'form-gm (refused)');

    const editor = new NameplateEditPage(page);
    await checkScreen(page, `edit?id=${HALL}&namingType=1&name=x`, editor.editor);
    await editor.save.click();
    await expect(toast(page)).toBeVisible();
    await expectAllEnglish(page, 'edit (refused)');

    await checkScreen(page, 'nameplate-detail?type=1&id=1', page.getByTestId('nameplate-detail-card'));
    await checkScreen(page, `seat?id=${HALL}`, page.getByTestId('seat-area-title'));
    await checkScreen(page, `book-list?id=${BOOK_NAMING}`, page.getByTestId('book-item'));
  });

  test('paying: pay-back, success with its share overlay, the alipay hand-off', async ({ page }) => {
    const { token } = await newDonor();
    await useToken(page, token);
    const { billNo } = await placeOrder(token, SCHOLARSHIP, 1);
    await checkScreen(
      page,
      `alipay?billNo=${billNo}&token=${token}`,
      page.getByTestId('alipay-wechat-guide'),
    );
    await payInSandbox(billNo);
    await page.goto(`/#/pay-back?id=${billNo}`);
    await page.getByTestId('success-page').waitFor();
    await expectAllEnglish(page, 'pay-back → success');
    await page.getByRole('button', { name: 'Invite friends' }).click();
    await page.getByTestId('share-overlay').waitFor();
    await expectAllEnglish(page, 'success (share overlay)');
  });

  test('together: launching, a fundraiser’s page and its donors', async ({ page }) => {
    const token = await demoToken();
    await useToken(page, token);
    await checkScreen(page, `together?id=${SCHOLARSHIP}`, page.getByTestId('together-project-name'));
    const launched = await apiGet<{ rows: Array<{ id: number }> }>(
      SPEC_PATHS.userCenter.launchList,
      { limit: 1, offset: 0 },
      token,
    );
    const id = launched.rows[0]?.id;
    if (!id) throw new Error('the demo donor has launched no fundraiser');
    await checkScreen(page, `together-share?id=${id}`, page.getByTestId('together-card'));
    await checkScreen(page, `together-list?id=${SCHOLARSHIP}`, page.getByTestId('together-donor'));
  });

  test('the personal centre, its dialogs, records, certificates, receipts and the avatar editor', async ({
    page,
  }) => {
    await useToken(page, await demoToken());
    await checkScreen(page, 'mine', page.getByTestId('mine-award'));
    await page.getByRole('button', { name: 'About awards' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAllEnglish(page, 'mine (awards explained)');
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('button', { name: 'Edit nickname' }).click();
    await page.getByRole('textbox', { name: 'Nickname' }).fill('');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alert')).toHaveText("The nickname can't be empty");
    await expectAllEnglish(page, 'mine (nickname)');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('mine-statement').click();
    await page.getByTestId('statement-sheet').waitFor();
    await expectAllEnglish(page, 'mine (statement)');

    await checkScreen(page, 'mine-don', page.getByTestId('donation-project'));
    await checkScreen(page, 'mine-together', page.getByTestId('together-row'));
    await checkScreen(page, 'mine-gm', page.getByTestId('naming-record'));

    await checkScreen(page, 'mine-book', page.getByTestId('mine-book-page'));
    await page.getByTestId('certificate-apply').click();
    await page.getByTestId('certificate-pick').waitFor();
    await expectAllEnglish(page, 'mine-book (apply)');

    await checkScreen(page, 'mine-paper', page.getByTestId('mine-paper-page'));
    await page.getByTestId('receipt-apply').click();
    await page.getByTestId('receipt-pick-row').first().getByRole('checkbox').check();
    await page.getByTestId('receipt-pick-next').click();
    await page.getByTestId('receipt-form').waitFor();
    await expectAllEnglish(page, 'mine-paper (apply form)');

    await checkScreen(page, 'cut', page.getByTestId('avatar-choose'));
    const editor = new AvatarEditorPage(page);
    await editor.pick({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(editor.toast('Please choose a gif, jpeg, jpg, png or svg picture')).toBeVisible();
    await editor.pick({ name: 'me.png', mimeType: 'image/png', buffer: halvesPng(80, 80) });
    await editor.stage.waitFor();
    await expectAllEnglish(page, 'cut (editing)');
  });

  test('a WeChat donor’s bind-mobile dialog', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    await checkScreen(page, 'mine', page.getByTestId('mine-bind-mobile'));
    await page.getByTestId('mine-bind-mobile').getByRole('button', { name: 'Bind' }).click();
    const sheet = page.getByTestId('bind-mobile-sheet');
    await sheet.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Please enter your mobile number');
    await expectAllEnglish(page, 'mine (bind mobile)');
    await page.getByTestId('bind-area-code').click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectAllEnglish(page, 'mine (country codes)');
  });

  test('login with its agreement', async ({ page }) => {
    await checkScreen(page, 'login', page.getByTestId('login-page'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(toast(page)).toHaveText('Please read and agree to the agreement');
    await expectAllEnglish(page, 'login (refused)');
  });
});
