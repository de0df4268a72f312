import type { TAwardRow } from '@alma/shared/admin-api/awards';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { Page } from '@playwright/test';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount } from '../pages/admin-api.ts';
import { tinyPng } from '../pages/admin-project-content-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { AwardPages, badgeDrawn, shanghaiToday } from '../pages/award-pages.ts';
import { payGift } from '../pages/directory-page.ts';

/** Demo project 14 takes any amount without donation info; one paid gift earns 初心捐赠. */
const INNOVATION = 14;
const FIRST_GIFT = { name: '初心捐赠', nameEn: 'First Gift', description: '完成第一笔捐赠' };
const DEFAULT_TITLES = ['初心启航', '爱心传递', '善行天下', '同心助学', '薪火相传'];
/** The demo explanation's first line (admin-settings.spec only ever adds a line after it). */
const EXPLAIN_LINE = '勋章根据您在本平台已完成支付的捐赠记录自动点亮';

/** "earned/total" of the grid's head. */
async function countOf(awards: AwardPages): Promise<{ earned: number; total: number }> {
  const [earned = 0, total = 0] = (await awards.count.innerText()).split('/').map(Number);
  return { earned, total };
}

/** A new donor on the phone, signed in; with one paid gift when asked. */
async function donorOn(page: Page, paid: boolean): Promise<{ token: string }> {
  const donor = await newDonor();
  if (paid) await payGift(donor.token, INNOVATION, 1);
  await useToken(page, donor.token);
  return donor;
}

// The console test adds an award to every grid for a while; the others count the grid's awards.
test.describe.configure({ mode: 'serial' });

test.describe('awards', () => {
  test('a new donor sees the five default awards, each with a picture, and the explanation', async ({
    page,
  }) => {
    await donorOn(page, false);
    const awards = new AwardPages(page);
    await awards.gotoMine();
    await expect(awards.count).toHaveText(/^0\/\d+$/);
    expect((await countOf(awards)).total).toBeGreaterThanOrEqual(5);
    await expect(awards.defaults).toHaveText(DEFAULT_TITLES);
    await expect(awards.awards).toHaveCount(0);
    // Never a blank circle: each default draws its badge, greyed (not earned).
    for (const badge of await awards.defaults.getByTestId('award-badge').all()) {
      expect(await badgeDrawn(badge)).toBe('drawing');
      await expect(badge).toHaveAttribute('data-lit', '0');
    }
    const drawings = await awards.defaults
      .locator('svg circle:first-child')
      .evaluateAll((circles) => circles.map((circle) => getComputedStyle(circle).fill));
    expect(new Set(drawings).size).toBe(5);

    // A default explains how awards are earned (awardExplain), as the head's button does.
    await awards.defaults.first().getByRole('button').click();
    await expect(awards.dialog).toContainText(EXPLAIN_LINE);
    await page.getByRole('button', { name: '我知道了' }).click();
    await expect(awards.dialog).toBeHidden();
    await awards.explain.click();
    await expect(awards.dialog).toContainText(EXPLAIN_LINE);
  });

  test('a paid gift earns 初心捐赠: the count goes up and its page shows when, the rank and the picture', async ({
    page,
  }) => {
    const donor = await donorOn(page, false);
    const awards = new AwardPages(page);
    await awards.gotoMine();
    await expect(awards.count).toHaveText(/^0\/\d+$/);
    const { total } = await countOf(awards);

    await payGift(donor.token, INNOVATION, 1);
    await page.reload();
    await expect(awards.count).toHaveText(`1/${total}`);
    await expect(awards.defaults).toHaveCount(0);
    await expect(awards.awards).toHaveCount(total);
    for (const badge of await awards.awards.getByTestId('award-badge').all()) {
      await expect.poll(() => badgeDrawn(badge)).toBe('picture');
    }
    const first = awards.award(FIRST_GIFT.name).getByRole('link');
    await expect(first).toHaveAttribute('data-earned', '1');
    await expect(first.getByTestId('award-badge')).toHaveAttribute('data-lit', '1');
    await expect(awards.awards.getByRole('link').and(page.locator('[data-earned="1"]'))).toHaveCount(1);

    await first.click();
    await expect(page).toHaveURL(/#\/award\?id=\d+$/);
    await expect(awards.name).toHaveText(FIRST_GIFT.name);
    await expect(awards.state).toHaveText('已获得');
    await expect(awards.time).toHaveText(`${shanghaiToday()} 获得`);
    await expect(awards.recordCount).toHaveText('1');
    await expect(awards.ranking).toHaveText(/^第 \d+ 名$/);
    await expect(awards.description).toContainText(FIRST_GIFT.description);
    expect(await badgeDrawn(awards.page_.getByTestId('award-badge'))).toBe('picture');

    // One not reached yet: no date, greyed, and no rank (a rank is for those who earned it).
    await page.goBack();
    await awards.award('乐善好施').getByRole('link').click();
    await expect(awards.state).toHaveText('未获得');
    await expect(awards.time).toHaveCount(0);
    await expect(awards.recordCount).toHaveText('0');
    await expect(awards.ranking).toHaveText('暂无排名');
    await expect(awards.page_.getByTestId('award-badge')).toHaveAttribute('data-lit', '0');

    // An award that does not exist (or a bad id) says so and leads back.
    for (const id of ['999999', 'abc']) {
      await awards.gotoAward(id);
      await expect(awards.notFound).toContainText('勋章不存在或已下线');
    }
    await awards.notFound.getByRole('link', { name: '返回个人中心' }).click();
    await expect(page).toHaveURL(/#\/mine$/);
  });

  test('without a login the award page asks for one and comes back', async ({ page }) => {
    await page.goto('/#/award?id=1');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Faward%3Fid%3D1$/);
  });
});

test.describe('awards staff define', () => {
  // Staff sign-in and a lazy console screen, then the phone in two languages.
  test.setTimeout(150_000);

  test('staff add an award in the console; the donor sees it, earned, and its English name in English', async ({
    page,
    browser,
    baseURL,
  }) => {
    const suffix = `${process.pid % 100}${Date.now() % 100_000}`;
    const name = `测试勋章${suffix}`;
    const nameEn = `Test Award ${suffix}`;
    await donorOn(page, true);
    const api = await administratorApi(baseURL ?? '');
    const desk = await browser.newContext({ ...DESKTOP, viewport: { width: 1440, height: 900 }, baseURL });
    try {
      const console_ = await desk.newPage();
      const editor = await createStaffAccount(baseURL ?? '', 'content_editor');
      const signIn = new AdminSignInPage(console_);
      await signIn.goto('/admin/awards');
      await signIn.signIn(editor.username, editor.password, totpCodeOf(editor.secret));
      await expect(console_.getByRole('heading', { name: '勋章管理' })).toBeVisible({
        timeout: FIRST_PAINT_MS,
      });
      await expect(console_.getByRole('menuitem', { name: /勋章管理/ })).toBeVisible();
      await console_.getByRole('button', { name: /新增勋章/ }).click();
      const dialog = console_.getByRole('dialog', { name: '新增勋章' });
      await dialog.getByLabel('名称', { exact: true }).fill(name);
      await dialog.getByLabel('英文名称', { exact: true }).fill(nameEn);
      await dialog.getByLabel('说明', { exact: true }).fill('测试用勋章：捐赠一次即可获得');
      await dialog.getByLabel('英文说明', { exact: true }).fill('Give once to earn it');
      // Without a picture the form says so before anything is sent.
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
      await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请上传勋章图片');
      await dialog.locator('input[type=file]').setInputFiles(tinyPng('badge.png'));
      await expect(dialog.getByTestId('award-picture').locator('img')).toHaveAttribute('src', /^\/files\//);
      await expect(dialog.getByLabel('达到', { exact: true })).toHaveValue('1');
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
      await expect(
        console_.locator('.ant-message').getByText('已保存，捐赠人下次打开个人中心即可看到'),
      ).toBeVisible();
      await expect(console_.getByRole('row').filter({ hasText: name })).toContainText(
        '累计捐赠次数达到 1 笔',
      );
      // The next dialog starts empty, not from the award just saved.
      await console_.getByRole('button', { name: /新增勋章/ }).click();
      await expect(dialog.getByLabel('名称', { exact: true })).toHaveValue('');
      // Its opening motion over first: 取消 tapped during it was lost under load (CI).
      await expect(dialog).not.toHaveClass(/-(appear|enter)/);
      await dialog.getByRole('button', { name: /^取\s*消$/ }).click();
      await expect(dialog).toBeHidden();

      // The donor (one gift paid) sees it earned in the grid.
      const awards = new AwardPages(page);
      await awards.gotoMine();
      const added = awards.award(name).getByRole('link');
      await expect(added).toHaveAttribute('data-earned', '1');
      await expect.poll(() => badgeDrawn(added.getByTestId('award-badge'))).toBe('picture');
      await expect(awards.count).toHaveText(/^2\/\d+$/);

      // In English: the English name staff gave, on the grid and its page.
      await page.evaluate(() => localStorage.setItem('language', 'English'));
      await page.reload();
      await awards.award(nameEn).getByRole('link').click();
      await expect(awards.name).toHaveText(nameEn);
      await expect(awards.state).toHaveText('Earned');
      await expect(awards.time).toHaveText(`Earned on ${shanghaiToday()}`);
      await expect(awards.ranking).toHaveText(/^ranked \d+$/);
      await expect(awards.description).toHaveText('Give once to earn it');
      await page.goBack();
      await expect(awards.award(FIRST_GIFT.nameEn)).toBeVisible();
    } finally {
      // The grid is every test's: the award goes again.
      const list = (await (await api.get('/admin-api/v1/awards')).json()) as TAdminRows<TAwardRow>;
      for (const row of list.rows.filter((award) => award.name === name)) {
        const gone = await api.delete(`/admin-api/v1/awards/${row.id}`, {
          headers: { 'x-csrf-token': api.csrf },
        });
        expect(gone.status()).toBe(200);
      }
      await api.dispose();
      await desk.close();
    }
  });
});
