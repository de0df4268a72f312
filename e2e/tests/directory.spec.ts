import type { TDonateRecordPage, TDonationTotals } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Page } from '@playwright/test';
import { apiGet, newDonor } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi } from '../pages/admin-api.ts';
import { putSettings, readSettings } from '../pages/admin-settings-page.ts';
import { DirectoryPage, payGift, setNickname, yuanOf } from '../pages/directory-page.ts';

/** Demo project 14 takes any amount without donation info. */
const INNOVATION = { id: 14, name: '大学生创新创业基金' };

/** Amounts and names no other test (or run) has: this test's rows are found by them. */
const unique = () => `${process.pid % 100}${Date.now() % 100_000}`;

/** A donor with a nickname of its own and three gifts paid in order: 12.34, then 56.78, then 9.99. */
async function donorWithGifts(): Promise<{ nickname: string; token: string }> {
  const { token } = await newDonor();
  const nickname = `名录${unique()}`;
  await setNickname(token, nickname);
  for (const amount of [12.34, 56.78, 9.99]) await payGift(token, INNOVATION.id, amount);
  return { nickname, token };
}

/** Every directory answer the page receives, to check what the server sent. */
function directoryAnswers(page: Page): TDonateRecordPage[] {
  const answers: TDonateRecordPage[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith(SPEC_PATHS.index.donateRecordPage)) return;
    const body = (await response.json().catch(() => null)) as { data?: TDonateRecordPage } | null;
    if (body?.data) answers.push(body.data);
  });
  return answers;
}

const amountsOf = async (directory: DirectoryPage) => directory.amounts.allInnerTexts();

test.describe('the donation directory (jzml)', () => {
  // One test turns maskDonorNames on for everyone for a moment; the others search by whole names.
  test.describe.configure({ mode: 'serial' });

  test('sorts newest first, oldest first and by amount, and shows the totals', async ({ page }) => {
    const { nickname } = await donorWithGifts();
    const before = await apiGet<TDonationTotals>(SPEC_PATHS.index.total, {});
    const directory = new DirectoryPage(page);
    await directory.goto(`?s=${encodeURIComponent(nickname)}`);

    // This donor's three gifts, in each order the spec names (doc 3 §7).
    await expect(directory.found).toHaveText('找到 3 笔，共 ¥79.11');
    await expect(directory.names).toHaveText([nickname, nickname, nickname]);
    await expect(directory.amounts).toHaveText(['¥9.99', '¥56.78', '¥12.34']);
    await expect(directory.sort('latest')).toHaveAttribute('aria-pressed', 'true');
    await directory.sort('earliest').click();
    await expect(directory.amounts).toHaveText(['¥12.34', '¥56.78', '¥9.99']);
    await expect(page).toHaveURL(/order=donate_time_asc/);
    await directory.sort('money').click();
    await expect(directory.amounts).toHaveText(['¥56.78', '¥12.34', '¥9.99']);
    await expect(page).toHaveURL(/order=1(&|$)/);
    await expect(directory.rows.first()).toContainText(INNOVATION.name);

    // The whole platform: the totals line is index/total's, and each order holds on the first page.
    await directory.goto('?order=donate_time_asc');
    const totals = await directory.totals.innerText();
    const [, count = '0', money = '0'] = /^累计 (\d+) 笔捐赠，共 ¥([\d,]+\.\d{2})$/.exec(totals) ?? [];
    expect(Number(count)).toBeGreaterThanOrEqual(before.totalCount);
    expect(Number(money.replace(/,/g, ''))).toBeGreaterThanOrEqual(before.totalMoney);
    await expect(directory.rows).toHaveCount(20);
    const oldest = await directory.times.allInnerTexts();
    expect(oldest).toEqual([...oldest].sort());

    // Each sort replaces the list: read it once the new order is on screen, not the old one still
    // there (20 rows either way) nor the empty list between them.
    await directory.sort('latest').click();
    await expect(page).not.toHaveURL(/order=/);
    const newestFirst = async () => {
      const times = await directory.times.allInnerTexts();
      return times.length === 20 && times.join() === [...times].sort().reverse().join()
        ? 'newest first'
        : times;
    };
    await expect.poll(newestFirst).toBe('newest first');
    const newest = await directory.times.allInnerTexts();
    expect(newest[0]! > oldest[0]!).toBe(true);

    await directory.sort('money').click();
    await expect(page).toHaveURL(/order=1(&|$)/);
    // Goods gifts show their count; among money gifts the larger comes first.
    const largestFirst = async () => {
      const money = (await amountsOf(directory)).map(yuanOf).filter((yuan) => yuan !== null);
      const sorted = money.join() === [...money].sort((a, b) => b - a).join();
      return money.length > 10 && sorted ? 'largest first' : money;
    };
    await expect.poll(largestFirst).toBe('largest first');
    await expect(directory.rows).toHaveCount(20);
  });

  test('searches as the donor types and on Enter, and keeps the search in the address', async ({ page }) => {
    const { nickname } = await donorWithGifts();
    const directory = new DirectoryPage(page);
    const answers = directoryAnswers(page);
    await directory.goto();
    await expect(directory.rows).toHaveCount(20);

    // Typing searches after a pause, without Enter.
    await directory.search.pressSequentially(nickname, { delay: 30 });
    await expect(directory.names).toHaveText([nickname, nickname, nickname]);
    await expect(page).toHaveURL(new RegExp(`s=${encodeURIComponent(nickname)}`));
    // One request for the typed name, not one per keystroke.
    expect(answers.filter((answer) => answer.total === 3).length).toBeLessThanOrEqual(2);

    // Enter searches at once: a project's name finds its gifts.
    await directory.search.fill(INNOVATION.name);
    await directory.search.press('Enter');
    await expect(directory.found).toContainText('找到');
    await expect(directory.rows.first()).toContainText(INNOVATION.name);
    for (const text of await page.getByTestId('directory-project').allInnerTexts()) {
      expect(text).toContain(INNOVATION.name);
    }

    // Nothing found says so; the box stops at 50 characters (the server's limit).
    await directory.search.fill(`没有这样的捐赠${unique()}`);
    await directory.search.press('Enter');
    await expect(directory.empty).toHaveText('没有找到相关捐赠');
    await directory.search.fill('长'.repeat(60));
    expect((await directory.search.inputValue()).length).toBe(50);

    // Clearing the box shows everyone again; a reload keeps a search.
    await directory.search.fill('');
    await expect(directory.rows).toHaveCount(20);
    await expect(page).not.toHaveURL(/s=/);
    await directory.goto(`?s=${encodeURIComponent(nickname)}`);
    await expect(directory.search).toHaveValue(nickname);
    await expect(directory.rows).toHaveCount(3);
  });

  test('loads 20 more as the donor scrolls to the end', async ({ page }) => {
    const directory = new DirectoryPage(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(SPEC_PATHS.index.donateRecordPage)) {
        asked.push(`${url.searchParams.get('limit')}/${url.searchParams.get('offset')}`);
      }
    });
    await directory.goto();
    await expect(directory.rows).toHaveCount(20);
    expect(asked).toEqual(['20/0']);
    // The end of the list in view asks for the next 20, once.
    await directory.rows.last().scrollIntoViewIfNeeded();
    await expect(directory.rows).toHaveCount(40);
    expect(asked).toEqual(['20/0', '20/20']);
    await directory.rows.last().scrollIntoViewIfNeeded();
    await expect(directory.rows).toHaveCount(60);
    expect(asked).toEqual(['20/0', '20/20', '20/40']);
  });

  test('an anonymous gift shows only the anonymous label, no avatar, and no name search finds it', async ({
    page,
  }) => {
    const { token } = await newDonor();
    const nickname = `匿名者${unique()}`;
    await setNickname(token, nickname);
    const amount = Number(`7${Date.now() % 1000}.${String(process.pid % 100).padStart(2, '0')}`);
    await payGift(token, INNOVATION.id, amount, true);
    await payGift(token, INNOVATION.id, 1.11);
    const shown = `¥${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

    const directory = new DirectoryPage(page);
    const answers = directoryAnswers(page);
    await directory.goto(`?s=${encodeURIComponent(INNOVATION.name)}`);
    const row = directory.row(shown);
    await expect(row.getByTestId('directory-name')).toHaveText('匿名');
    await expect(row.locator('img')).toHaveCount(0);
    await expect(row.getByRole('img', { name: '匿名头像' })).toBeVisible();
    // The server never sent the name or the avatar.
    const sent = answers.flatMap((answer) => answer.rows).find((one) => one.donateMoney === amount);
    expect(sent).toMatchObject({ name: '匿名', avatar: '' });

    await directory.search.fill(nickname);
    await directory.search.press('Enter');
    await expect(directory.amounts).toHaveText(['¥1.11']);
  });

  test('masks names when staff turn maskDonorNames on, and shows them again when it is off', async ({
    page,
    baseURL,
  }) => {
    const { nickname } = await donorWithGifts();
    const api = await administratorApi(baseURL ?? '');
    const original = await readSettings(api);
    const masked = {
      ...original.appearance,
      features: { ...original.appearance.features, maskDonorNames: true },
    };
    const directory = new DirectoryPage(page);
    const answers = directoryAnswers(page);
    try {
      // The flag is every test's: on only as long as this check takes.
      expect(await putSettings(api, api.csrf, 'appearance', masked)).toBe(200);
      await directory.goto(`?s=${encodeURIComponent(INNOVATION.name)}`);
      await expect(directory.rows.first()).toBeVisible();
      for (const name of await directory.names.allInnerTexts()) expect(name).toMatch(/^(.\*\*|匿名)$/u);
      // Masked by the server: the whole name never reaches the phone.
      const sentNames = answers.flatMap((answer) => answer.rows.map((row) => row.name));
      expect(sentNames.length).toBeGreaterThan(0);
      expect(sentNames.filter((name) => !/^(.\*\*|匿名)$/u.test(name))).toEqual([]);
      // A name search would unmask: the box searches projects only.
      await expect(directory.search).toHaveAttribute('placeholder', '搜索项目名称');
      await directory.search.fill(nickname);
      await directory.search.press('Enter');
      await expect(directory.empty).toHaveText('没有找到相关捐赠');
    } finally {
      expect(await putSettings(api, api.csrf, 'appearance', original.appearance)).toBe(200);
      await api.dispose();
    }
    // Opened again (the address still searches the nickname), whole names are back.
    await page.reload();
    await expect(directory.names).toHaveText([nickname, nickname, nickname]);
    await expect(directory.search).toHaveAttribute('placeholder', '搜索捐赠人或项目名称');
  });

  test('has no search box where the institution hides it, and speaks English', async ({ page }) => {
    await page.route('**/config/demo/index.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { features: Record<string, boolean> };
      await route.fulfill({
        response,
        json: { ...config, features: { ...config.features, hideDirectorySearch: true } },
      });
    });
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    const directory = new DirectoryPage(page);
    // A search in a shared address must not filter the list unseen.
    await directory.goto('?s=nobody-at-all');
    await expect(directory.rows).toHaveCount(20);
    await expect(directory.search).toHaveCount(0);
    await expect(directory.sort('latest')).toHaveText('Newest');
    await expect(directory.sort('earliest')).toHaveText('Oldest');
    await expect(directory.sort('money')).toHaveText('Amount');
    await expect(directory.totals).toHaveText(/^\d+ donations in all, ¥[\d,]+\.\d{2}$/);
    await expect(page).toHaveTitle('Donation directory');
  });
});
