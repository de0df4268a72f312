import { randomUUID } from 'node:crypto';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { DonationFormPage } from '../pages/donation-form-page.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';

// The demo data (apps/server/src/db/seed) is the fixture for reading; posting tests make their
// own donor and look only for their own message text.
const ALL_TABS = ['项目详情', '捐赠名录', '一起捐', '项目进展', '留言', '使用公示'];
const MONEY = /^¥\d{1,3}(,\d{3})*\.\d{2}$/;

/** A message no other test (or run) can have written. */
const uniqueMessage = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

test.describe('project detail on a WeChat phone', () => {
  test('project 1 shows its carousel, title, stats, every enabled tab and the open actions', async ({
    page,
  }) => {
    const detail = new ProjectDetailPage(page);
    await detail.goto(1);
    await expect(page).toHaveTitle('项目详情');
    await expect(detail.title).toHaveText('励志奖学金');
    await expect(detail.intro).toContainText('资助家庭经济困难');
    await expect(detail.carousel).toBeVisible();
    // Two distinct covers.
    await expect.poll(() => detail.coverImages.count()).toBeGreaterThanOrEqual(2);
    await expect(detail.percent).toHaveText(/^\d{1,3}\.\d{2}%$/);
    await expect(detail.raised).toHaveText(MONEY);
    await expect(page.getByTestId('detail-target')).toHaveText('¥50,000.00');
    await expect(detail.donors).toHaveText(/^\d+$/);
    await expect(detail.tabs).toHaveText(ALL_TABS);
    await expect(detail.tab('项目详情')).toHaveAttribute('aria-selected', 'true');
    await expect(detail.content.getByRole('heading', { name: '项目背景' })).toBeVisible();
    await expect(page.getByTestId('sub-items')).toHaveCount(0);

    await expect(detail.invite).toHaveText('邀请好友');
    await expect(detail.invite).toBeEnabled();
    await expect(detail.donate).toHaveText('我要捐赠');
    await detail.donate.click();
    // The form sends a visitor on to log in and back.
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fform%3Fid%3D1$/);
  });

  test('the carousel box keeps its size: nothing shifts as the project arrives (CLS < 0.1)', async ({
    page,
  }) => {
    const detail = new ProjectDetailPage(page);
    await detail.recordLayoutShift();
    await detail.goto(1);
    await expect(detail.coverImages.first()).toBeVisible();
    await expect(detail.content).toBeVisible();
    expect(await detail.layoutShift()).toBeLessThan(0.1);
  });

  test('the directory lists donors with amount and time and loads 10 more on scroll', async ({ page }) => {
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/index/donateRecordPage')) {
        pages.push(`${url.searchParams.get('limit')}@${url.searchParams.get('offset')}`);
      }
    });
    const detail = new ProjectDetailPage(page);
    await detail.goto(1);
    await detail.openTab('捐赠名录');
    await expect(page).toHaveURL(/#\/subject-detail\?id=1&tab=record$/);
    const rows = detail.rows('record');
    await expect(rows.first()).toBeVisible();
    // Whether the second page comes at once depends on where the list ends on this screen.
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    await expect(rows.first().getByTestId('record-amount')).toHaveText(MONEY);
    await expect(rows.first().getByTestId('record-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await rows.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    // Project 1 has 15 paid donations in the seed (more if other tests give to it).
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    // Gifts other tests make to project 1 meanwhile can add a page: scroll on until the end shows.
    await expect(async () => {
      await page.mouse.wheel(0, 3000);
      await expect(page.getByText('没有更多了')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect(pages.slice(0, 2)).toEqual(['10@0', '10@10']);

    // The tab survives a reload.
    await page.reload();
    await expect(detail.tab('捐赠名录')).toHaveAttribute('aria-selected', 'true');
    await expect(rows.first()).toBeVisible();
  });

  test('a goods project counts donated units; an unlisted project without donors says so', async ({
    page,
  }) => {
    const detail = new ProjectDetailPage(page);
    await detail.goto(2, '&tab=record');
    await expect(detail.raised).toHaveText(/^[\d,]+ 本$/);
    await expect(detail.rows('record').first().getByTestId('record-amount')).toHaveText(/^\d+ 本$/);

    await detail.goto(7, '&tab=record');
    await expect(detail.empty).toHaveText('暂无捐赠名录');
  });

  test('together, progress, messages and use publicity tabs show their rows', async ({ page }) => {
    const detail = new ProjectDetailPage(page);
    await detail.goto(1);

    await detail.openTab('一起捐');
    const together = detail.rows('together').filter({ hasText: '张明远' });
    await expect(together).toContainText('寒门学子，一路有我');
    await expect(together).toContainText(/\d+ 人参与/);
    await expect(together.getByTestId('together-raised')).toHaveText(/^已筹 ¥[\d,]+\.\d{2}$/);

    await detail.openTab('项目进展');
    await expect(page).toHaveURL(/tab=progress$/);
    const progress = detail.rows('progress').filter({ hasText: '首批励志奖学金评审完成' });
    await expect(progress.getByTestId('progress-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(progress.getByTestId('progress-image')).toHaveCount(2);

    await detail.openTab('留言');
    const answered = detail.rows('message').filter({ hasText: '愿每一位学弟学妹都能安心求学' });
    await expect(answered.getByTestId('message-reply')).toHaveText('回复：感谢张明远校友的支持与祝福！');
    // A donor without a nickname of their own shows as 'loving person'.
    await expect(detail.rows('message').filter({ hasText: '小小心意' })).toContainText('爱心人士');

    await detail.openTab('使用公示');
    const use = detail.rows('instruction').first();
    await expect(use.getByTestId('instruction-title')).toHaveText('第一批励志奖学金发放（2 人）');
    await expect(use.getByTestId('instruction-money')).toHaveText('¥8,000.00');
  });

  test('each list tab shows its empty text when the project has no entries', async ({ page }) => {
    // The seed has no project that enables these tabs and leaves them empty (the directory's
    // empty text is checked on real data above), so their list calls answer an empty page.
    const detail = new ProjectDetailPage(page);
    for (const call of ['togetherList', 'progressList', 'leavewordList', 'instructionList'] as const) {
      await detail.answerEmpty(call);
    }
    await detail.goto(1);
    const emptyTexts: Array<[tab: string, text: string]> = [
      ['一起捐', '暂无一起捐'],
      ['项目进展', '暂无进展'],
      ['留言', '暂无留言'],
      ['使用公示', '暂无使用公示'],
    ];
    for (const [tab, text] of emptyTexts) {
      await detail.openTab(tab);
      await expect(detail.empty).toHaveText(text);
    }
  });

  test('a tab that fails to load offers a retry that loads it', async ({ page }) => {
    let failures = 1;
    await page.route(`**${SPEC_PATHS.items.progressList}?**`, (route) => {
      if (failures-- > 0) return route.abort('connectionreset');
      return route.continue();
    });
    const detail = new ProjectDetailPage(page);
    await detail.goto(1, '&tab=progress');
    // The query client retries a network failure once; the second abort is let through.
    await expect(detail.rows('progress').first()).toBeVisible();

    failures = 2;
    await detail.goto(3, '&tab=progress');
    await expect(page.getByTestId('tab-error')).toContainText('加载失败，请稍后重试');
    await page.getByTestId('tab-error').getByRole('button', { name: '重试' }).click();
    await expect(detail.rows('progress').first()).toBeVisible();
  });

  test('closed project 5 greys both buttons and shows its noReason', async ({ page }) => {
    const detail = new ProjectDetailPage(page);
    await detail.goto(5);
    await expect(page.getByTestId('detail-status')).toHaveText('已完成');
    await expect(detail.tabs).toHaveText(['项目详情', '捐赠名录', '项目进展', '留言', '使用公示']);
    await expect(detail.donate).toBeDisabled();
    await expect(detail.donate).toHaveText('本项目已完成筹款目标，感谢每一位捐赠人的支持');
    await expect(detail.invite).toBeDisabled();
  });

  test('invite is greyed where together donation is off, donating stays open', async ({ page }) => {
    const detail = new ProjectDetailPage(page);
    await detail.goto(19);
    await expect(detail.tabs).toHaveText(['项目详情', '捐赠名录', '留言']);
    await expect(detail.invite).toBeDisabled();
    await expect(detail.invite).toHaveText('邀请好友');
    await expect(detail.donate).toBeEnabled();
  });

  test('naming projects offer I want to name: seats to the seat page, books to the book list', async ({
    page,
  }) => {
    const detail = new ProjectDetailPage(page);
    await detail.goto(16);
    await expect(detail.raised).toHaveText(/^\d+\/2172$/);
    await expect(detail.donate).toHaveCount(0);
    await detail.name.click();
    await expect(page).toHaveURL(/#\/seat\?id=16$/);

    await detail.goto(17);
    await detail.name.click();
    await expect(page).toHaveURL(/#\/book-list\?id=17$/);
  });

  test('project 3 ranks its sub-projects by money', async ({ page }) => {
    const detail = new ProjectDetailPage(page);
    await detail.goto(3);
    await expect(page.getByRole('heading', { name: '子项目筹款统计' })).toBeVisible();
    await expect(detail.subItems).toHaveCount(4);
    await expect(detail.subItems.getByTestId('sub-item-rank')).toHaveText([
      '第1名',
      '第2名',
      '第3名',
      '第4名',
    ]);
    const money = await detail.subItems.getByTestId('sub-item-money').allInnerTexts();
    const values = money.map((text) => Number(text.replace(/[¥,]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await expect(detail.subItems.first().getByTestId('sub-item-name')).toHaveText('计算机科学与技术学院');
  });

  test('a new donor posts a message and sees it at once', async ({ page }) => {
    const donor = await newDonor();
    await useToken(page, donor.token);
    const detail = new ProjectDetailPage(page);
    await detail.goto(19, '&tab=message');
    const text = uniqueMessage('校史永存');
    await detail.messageInput.fill(text);
    await expect(detail.messageCounter).toHaveText(`${text.length}/140`);
    await detail.postMessage.click();
    await expect(detail.toast).toHaveText('留言成功');
    await expect(detail.rows('message').filter({ hasText: text })).toBeVisible();
    await expect(detail.messageInput).toHaveValue('');
    await expect(detail.messageCounter).toHaveText('0/140');
  });

  test('on project 6 (audited) only the pending-review toast appears', async ({ page }) => {
    const donor = await newDonor();
    await useToken(page, donor.token);
    const detail = new ProjectDetailPage(page);
    await detail.goto(6, '&tab=message');
    await expect(detail.rows('message').first()).toBeVisible();
    const text = uniqueMessage('饮水思源');
    await detail.post(text);
    await expect(detail.toast).toHaveText('留言成功，等待审核');
    await expect(detail.messageInput).toHaveValue('');
    await page.reload();
    await expect(detail.rows('message').first()).toBeVisible();
    await expect(detail.rows('message').filter({ hasText: text })).toHaveCount(0);
  });

  test('an empty message is refused with a toast and nothing is posted', async ({ page }) => {
    const donor = await newDonor();
    await useToken(page, donor.token);
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().includes('/items/insertLeaveword')) posts += 1;
    });
    const detail = new ProjectDetailPage(page);
    await detail.goto(19, '&tab=message');
    await detail.post('   ');
    await expect(detail.toast).toHaveText('留言内容不能为空');
    expect(posts).toBe(0);
    await expect(detail.messageInput).toHaveAttribute('maxlength', '140');
  });

  test('a visitor without a token who presses post goes to login and is brought back here', async ({
    page,
  }) => {
    const detail = new ProjectDetailPage(page);
    await detail.goto(19, '&tab=message');
    await detail.post('你好');
    await expect(page).toHaveURL(
      `/#/login?redirect=${encodeURIComponent('/subject-detail?id=19&tab=message')}`,
    );
  });

  test('with the maskDonorNames feature the directory shows only first characters', async ({ page }) => {
    const detail = new ProjectDetailPage(page);
    // One institution's configuration masks donor names; the demo institution turns it on here.
    await detail.turnOnFeature('maskDonorNames');
    await detail.goto(1, '&tab=record');
    const names = detail.rows('record').getByTestId('record-name');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allInnerTexts()) expect(name).toMatch(/^(.\*\*|匿名)$/u);
  });

  test('in English the tabs, buttons and reply label follow the language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
    const detail = new ProjectDetailPage(page);
    await detail.goto(1);
    await expect(page.getByRole('tab')).toHaveText([
      'Detail',
      'Donors',
      'Together',
      'Progress',
      'Messages',
      'Use publicity',
    ]);
    await expect(detail.invite).toHaveText('Invite friends');
    await expect(detail.donate).toHaveText('I want to donate');
    await page.getByRole('tab', { name: 'Messages' }).click();
    const answered = detail.rows('message').filter({ hasText: '愿每一位学弟学妹都能安心求学' });
    await expect(answered.getByTestId('message-reply')).toHaveText('Reply: 感谢张明远校友的支持与祝福！');
    await expect(detail.rows('message').filter({ hasText: '小小心意' })).toContainText('loving person');
  });

  test('an unknown project says so and offers a retry', async ({ page }) => {
    const detail = new ProjectDetailPage(page);
    await page.goto('/#/subject-detail?id=99999');
    await expect(detail.error).toContainText('内容不存在');
    await expect(detail.error.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(page).toHaveTitle('项目详情');
  });
  test("staff HTML keeps its layout but never runs script in the donor's page", async ({ page }) => {
    const detail = new ProjectDetailPage(page);
    await page.route(`**${SPEC_PATHS.items.itemsDetail}?**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data.content =
        '<p style="text-align:center"><b>安全的内容</b></p><img src="x" onerror="window.almaXss=1">' +
        '<script>window.almaXss=2</script><a href="javascript:window.almaXss=3">链接</a>' +
        '<iframe src="https://example.com"></iframe><style>body{display:none}</style>';
      await route.fulfill({ response, json: body });
    });
    await detail.goto(1);
    await expect(detail.content.locator('b')).toHaveText('安全的内容');
    await expect(detail.content.locator('p')).toHaveAttribute('style', 'text-align:center');
    await expect(detail.content.locator('img')).not.toHaveAttribute('onerror', /./);
    await expect(detail.content.locator('script, iframe, style')).toHaveCount(0);
    await expect(detail.content.getByText('链接')).not.toHaveAttribute('href', /javascript/);
    await detail.content.getByText('链接').click();
    expect(await page.evaluate(() => (window as unknown as { almaXss?: number }).almaXss)).toBeUndefined();
    await expect(page.locator('body')).toBeVisible();
  });
  test('the covers turn by themselves every 3 s and show which one is on', async ({ page }) => {
    const detail = new ProjectDetailPage(page);
    await detail.goto(1);
    const strip = detail.carousel.locator('.detail-cover-strip');
    await expect(detail.carousel.locator('.detail-cover-dots span')).toHaveCount(2);
    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
    await expect
      .poll(() => strip.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)), {
        timeout: 6000,
      })
      .toBe(1);
    await expect(detail.carousel.locator('.detail-cover-dots span').nth(1)).toHaveClass('is-current');
  });
  test('a fresh detail page asks for its project once, by the page itself while the app loads', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/items/itemsDetail?id=1&')) asked.push(request.url());
    });
    const detail = new ProjectDetailPage(page);
    await detail.goto(1);
    await expect(detail.title).toHaveText('励志奖学金');
    await expect(detail.coverImages.first()).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('the donation form opened from the detail page draws the project it already has', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`${SPEC_PATHS.items.itemsDetail}?id=1&`)) asked.push(request.url());
    });
    const detail = new ProjectDetailPage(page);
    await detail.goto(1);
    await expect(detail.title).toHaveText('励志奖学金');
    await detail.donate.click();
    const form = new DonationFormPage(page);
    await expect(form.project).toContainText('励志奖学金');
    // One query for the project on both screens: the form asks for its own two calls only.
    expect(asked).toHaveLength(1);
  });
});
