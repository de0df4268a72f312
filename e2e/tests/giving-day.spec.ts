import { randomUUID } from 'node:crypto';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Page } from '@playwright/test';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { administratorApi, createStaffAccount } from '../pages/admin-api.ts';
import { AdminConsole } from '../pages/admin-console-page.ts';
import { AdminGivingDaysPage, shanghaiMinute } from '../pages/admin-giving-days-page.ts';
import { AdminProjectsPage } from '../pages/admin-projects-page.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from '../pages/admin-sign-in-page.ts';
import { CashierPage } from '../pages/cashier-page.ts';
import { DonationDetails } from '../pages/donation-details.ts';
import { DonationFormPage } from '../pages/donation-form-page.ts';
import { GivingDayPage } from '../pages/giving-day-page.ts';
import { PaymentPages, payInSandbox, placeOrder } from '../pages/payment-pages.ts';
import { ProjectDetailPage } from '../pages/project-detail-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Two apps, a project, a day and its pool set up by hand, two gifts and the live page: one story.
test.setTimeout(180_000);

/** The demo's goods project: ¥50 a book, its form asks for the college. */
const BOOKS = 2;

/** The stream pushes a changed day every 2 s; a phone that shows a gift within this has it live. */
const LIVE_MS = 10_000;

/** Uncaught errors of a page other than the test's own (whose guard is fixtures/test.ts). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Issue 25: staff set up a giving day with a 1:1 pool in the console; a donor on the phone sees the
 * match estimated on the form, held on the success page, and the day's page moving live as another
 * donor's gift is paid; staff read the day's dashboard and the pool's reconciliation balances.
 */
test('a donor gives during an open pool, sees the match and the live page move; staff see the dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const run = randomUUID().slice(0, 6);
  const projectName = `募捐日项目 ${run}`;
  const dayName = `校庆募捐日 ${run}`;
  const sponsor = `校友企业 ${run}`;

  // A project manager makes a plain money project and publishes it.
  const manager = await createStaffAccount(base, 'project_manager');
  const signIn = new AdminSignInPage(page);
  await signIn.goto('/admin/projects');
  await signIn.signIn(manager.username, manager.password, totpCodeOf(manager.secret));
  const projects = new AdminProjectsPage(page);
  await expect(page.getByRole('heading', { name: '项目管理' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await projects.button('新建项目').click();
  await projects.input('项目名称').fill(projectName);
  await projects.button('保存').click();
  await expect(page).toHaveURL(/edit=\d+/);
  const projectId = projects.projectId();
  await projects.button('上架').click();
  await expect(page.getByText('已上架，捐赠端已可见')).toBeVisible();

  // 募捐日 → 新建募捐日: live since a minute ago (Beijing time), for three hours, with the project.
  const days = new AdminGivingDaysPage(page);
  await new AdminConsole(page).menuItem('募捐日').click();
  await expect(page.locator('.admin-page h3')).toHaveText('募捐日', { timeout: FIRST_PAINT_MS });
  await days.button('新建募捐日').click();
  await expect(days.dayForm).toBeVisible();
  const startMinute = shanghaiMinute(Date.now() - 60_000);
  const endMinute = shanghaiMinute(Date.now() + 3 * 3_600_000);
  await days.dayForm.getByLabel('名称', { exact: true }).fill(dayName);
  await days.setMinute(days.dayForm.getByLabel('开始时间（北京时间）'), startMinute);
  await days.setMinute(days.dayForm.getByLabel('结束时间（北京时间）'), endMinute);
  await days.chooseProject(projectName);
  await days.button('保存', days.dayForm).click();
  await expect(page.getByText('已创建，接着可以设置配捐池')).toBeVisible();
  await expect(days.dayForm).toBeHidden();
  // The new day's page opens, live now.
  await expect(page.locator('.admin-page h3')).toHaveText(dayName);
  const dayId = days.dayId();
  expect(dayId).toBeGreaterThan(0);
  await expect(page.locator('.ant-descriptions')).toContainText('进行中');
  await expect(page.locator('.ant-descriptions')).toContainText(projectName);

  // 配捐池 → 新增配捐池: ¥1,000 from the sponsor, 1:1, over the day's own window, no fair release.
  await days.tab('配捐池').click();
  await expect(days.poolsTable).toContainText('暂无配捐池');
  await days.button('新增配捐池').click();
  await expect(days.poolForm).toBeVisible();
  const poolForm = days.poolForm;
  // A new pool starts as 1:1 over the day's window, without a fair release.
  await expect(poolForm.getByLabel('配捐比例（%）')).toHaveValue('100');
  await expect(poolForm.getByLabel('开放时间（北京时间）')).toHaveValue(startMinute);
  await expect(poolForm.getByLabel('结束时间（北京时间）')).toHaveValue(endMinute);
  await expect(poolForm.getByLabel('开场公平分配（秒）')).toHaveValue('0');
  await poolForm.getByLabel('赞助方', { exact: true }).fill(sponsor);
  await poolForm.getByLabel('配捐池金额（元）').fill('1000');
  await days.button('保存', poolForm).click();
  await expect(page.getByText('已保存，捐赠端几秒内生效')).toBeVisible();
  await expect(poolForm).toBeHidden();
  const poolRow = days.poolRow(sponsor);
  await expect(poolRow).toContainText('¥1,000.00');
  await expect(poolRow).toContainText('每捐 1 元配 1 元');
  await expect(poolRow).toContainText('不启用');
  await expect(poolRow).toContainText('进行中');

  // A donor on the phone: the project's page, its form, ¥20 estimated to be matched ¥20.
  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL: base });
  const donorPage = await phone.newPage();
  const donorErrors = pageErrors(donorPage);
  await useToken(donorPage, (await newDonor()).token);
  const detail = new ProjectDetailPage(donorPage);
  await detail.goto(projectId);
  await expect(detail.title).toHaveText(projectName);
  await detail.donate.click();
  const form = new DonationFormPage(donorPage);
  await expect(form.project).toContainText(projectName);
  await form.enterAmount('20');
  const estimate = donorPage.getByTestId('match-estimate');
  await expect(estimate).toHaveText(`预计您的捐赠将获配捐 ¥20.00（${sponsor}）`);
  // Under the amount, where the donor is looking.
  const amountBox = await form.amount.boundingBox();
  const estimateBox = await estimate.boundingBox();
  expect(estimateBox?.y ?? 0).toBeGreaterThanOrEqual(
    (amountBox?.y ?? Number.POSITIVE_INFINITY) + (amountBox?.height ?? 0),
  );
  await form.agree();
  await form.submit.click();
  const cashier = new CashierPage(donorPage);
  await cashier.waitFor();
  await expect(cashier.amount).toHaveText('¥20.00');
  await cashier.pay.click();

  // The success page: the gift was matched ¥20, with the way to the giving day.
  const payment = new PaymentPages(donorPage);
  await expect(donorPage).toHaveURL(/#\/success\?billNo=/);
  await expect(payment.thanks).toContainText(projectName);
  const matchNote = donorPage.getByTestId('success-match');
  await expect(matchNote.getByRole('listitem')).toHaveText([`您的捐赠已获配捐 ¥20.00（${sponsor}）`]);
  const dayPage = new GivingDayPage(donorPage);
  await dayPage.expectNoCodes();
  const streamOpened = donorPage.waitForRequest((request) =>
    request.url().includes(`${SPEC_PATHS.givingDay.stream}?id=${dayId}`),
  );
  await matchNote.getByRole('link', { name: '查看募捐日' }).click();

  // The giving day's page: ¥20 given, ¥20 matched, ¥980 of the pool left; watched by its stream.
  await expect(donorPage).toHaveURL(new RegExp(`#/giving-day\\?id=${dayId}$`));
  await expect(dayPage.root.getByRole('heading', { level: 1 })).toHaveText(dayName);
  await expect(dayPage.figure('捐赠人已捐')).toHaveText(/^捐赠人已捐\s*¥20\.00$/);
  await expect(dayPage.figure('赞助方配捐')).toHaveText(/^赞助方配捐\s*¥20\.00$/);
  await expect(dayPage.figure('挑战解锁')).toHaveText(/^挑战解锁\s*¥0\.00$/);
  await expect(dayPage.figure('捐赠人数')).toHaveText(/^捐赠人数\s*1$/);
  const pool = dayPage.pool(sponsor);
  await expect(pool).toContainText(`${sponsor}配捐`);
  await expect(pool).toContainText('剩余 ¥980.00 / 共 ¥1,000.00');
  await expect(pool).toContainText('每捐1元配捐1元');
  await expect(pool).toContainText('进行中');
  await expect(dayPage.projects).toContainText(projectName);
  await expect(dayPage.projects).toContainText('捐赠 ¥20.00 · 配捐 ¥20.00');
  // Kept live by its event stream, not by the 30-second fallback.
  await streamOpened;
  await expect(dayPage.livePaused).toHaveCount(0);
  await dayPage.expectNoCodes();
  // A mark on this very document: it is gone if the page reloads.
  await donorPage.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  // Another donor's ¥20, placed and paid without this phone doing anything.
  const other = await newDonor();
  const { billNo } = await placeOrder(other.token, projectId, 20);
  await payInSandbox(billNo);

  // The first phone's page moves by itself: ¥40 given, ¥40 matched, ¥960 left, two donors.
  await expect(dayPage.figure('捐赠人已捐')).toHaveText(/^捐赠人已捐\s*¥40\.00$/, { timeout: LIVE_MS });
  await expect(dayPage.figure('赞助方配捐')).toHaveText(/^赞助方配捐\s*¥40\.00$/);
  await expect(dayPage.figure('捐赠人数')).toHaveText(/^捐赠人数\s*2$/);
  await expect(dayPage.figure('捐赠笔数')).toHaveText(/^捐赠笔数\s*2$/);
  await expect(pool).toContainText('剩余 ¥960.00 / 共 ¥1,000.00');
  await expect(dayPage.projects).toContainText('捐赠 ¥40.00 · 配捐 ¥40.00');
  expect(await donorPage.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
  await dayPage.expectNoCodes();
  expect(donorErrors, 'uncaught errors on the phone').toEqual([]);
  await phone.close();

  // Staff open the day from 募捐日: the list's figures, then its 概览.
  await new AdminConsole(page).menuItem('募捐日').click();
  const row = days.row(dayName);
  // 名称, 时间, 状态, 目标, 已筹, 已配捐, 捐赠人, 配捐池, 操作.
  await expect(row.getByRole('cell')).toHaveText([
    dayName,
    new RegExp(`^${startMinute} – `),
    '进行中',
    '不设目标',
    '¥40.00',
    '¥40.00',
    '2',
    '1',
    /^查\s*看$/,
  ]);
  await row.getByText(dayName, { exact: true }).click();
  await expect(page.locator('.admin-page h3')).toHaveText(dayName);
  await expect(days.tab('概览')).toHaveAttribute('aria-selected', 'true');
  for (const name of ['配捐池', '挑战', '竞赛']) await expect(days.tab(name)).toBeVisible();
  await expect(days.boardsPaused).toHaveText('正常显示');
  await expect(days.figure('raised')).toContainText(/已筹（捐赠人所捐）\s*¥\s*40\.00/);
  await expect(days.figure('matched')).toContainText(/已配捐\s*¥\s*40\.00/);
  await expect(days.figure('donors')).toContainText(/捐赠人\s*2/);
  await expect(days.figure('gifts')).toContainText(/捐赠笔数\s*2/);
  await expect(days.figure('goal')).toContainText('不设目标');
  await expect(days.minuteChart).toHaveAccessibleName('最近 30 分钟共下单 2 笔，已支付 2 笔');
  // 赞助方, 配捐池金额, 可用, 已预留, 已确认, 已用.
  const left = days.poolsLeft.locator('.ant-table-row').filter({ hasText: sponsor });
  await expect(left.getByRole('cell')).toHaveText([sponsor, '¥1,000.00', '¥960.00', '¥0.00', '¥40.00', '4%']);
  await expect(page.getByTestId('failures')).toContainText('待支付：0 笔');

  // The pool's 对账: reserved + confirmed + free = size, said in words.
  await days.tab('配捐池').click();
  // The pools tab's figures move with the gifts, not as the day was first read (they stayed at
  // ¥0.00 confirmed while the overview said ¥40.00).
  await expect(days.poolRow(sponsor)).toContainText('¥960.00', { timeout: 10_000 });
  await expect(days.poolRow(sponsor)).toContainText('¥40.00');
  await days.poolRow(sponsor).getByRole('button', { name: '对账' }).click();
  const drawer = days.reconciliation;
  await expect(drawer).toContainText(`对账：${sponsor}`);
  await expect(drawer.getByRole('alert')).toHaveText(
    '账目平衡：已预留 ¥0.00 + 已确认 ¥40.00 + 可用 ¥960.00 = 配捐池金额 ¥1,000.00',
  );
  const confirmed = drawer.locator('.ant-table-row').filter({ hasText: '已确认（已支付）' });
  await expect(confirmed.getByRole('cell')).toHaveText(['已确认（已支付）', '2', '¥40.00']);
  await expect(drawer).not.toContainText(/RESERVED|CONFIRMED|RELEASED|TAKEN_BACK|poolSize|shortfall/);
});

/**
 * A pool for some donors (issue 25: scoped to a college from a donor field): the form's estimate
 * names it once the donor's answer qualifies, and drops it for another answer — placing judges the
 * same answers. On the demo day and its goods project (books, ¥50 a book, the college field);
 * nothing is given, and the pool is ended again.
 */
test('the form’s estimate follows the college chosen for a pool of one college', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const sponsor = `医学院校友 ${randomUUID().slice(0, 6)}`;
  const api = await administratorApi(base);
  const headers = { 'x-csrf-token': api.csrf };
  const list = (await (await api.get('/admin-api/v1/giving-days?page=1&pageSize=100')).json()) as {
    rows: Array<{ id: number; name: string }>;
  };
  const demoDay = list.rows.find((day) => day.name === '校庆周·为母校加油');
  expect(demoDay, 'the demo giving day').toBeDefined();
  const pool = {
    sponsor,
    poolSize: 1000,
    ratioPercent: 100,
    startTime: shanghaiMinute(Date.now() - 60_000),
    endTime: shanghaiMinute(Date.now() + 3_600_000),
    itemIds: [BOOKS],
    donorField: 'college',
    donorValues: ['med'],
  };
  const created = await api.post(`/admin-api/v1/giving-days/${demoDay?.id}/pools`, { headers, data: pool });
  expect(created.status(), await created.text()).toBe(201);
  const poolId = ((await created.json()) as { id: number }).id;

  const phone = await browser.newContext({ ...WECHAT_PHONE, baseURL: base });
  const donorPage = await phone.newPage();
  await useToken(donorPage, (await newDonor()).token);
  const form = new DonationFormPage(donorPage);
  const details = new DonationDetails(donorPage);
  await form.goto(`id=${BOOKS}`);
  // A goods gift is matched at its price, as placing matches it: the demo day's pool for everyone.
  await form.units.fill('1');
  const estimate = donorPage.getByTestId('match-estimate').getByRole('listitem');
  await expect(estimate).toHaveText(['预计您的捐赠将获配捐 ¥50.00（示范校友企业）']);
  await details.choose(details.field('identity'), '校友');
  await details.select('college', '医学院');
  await expect(estimate).toHaveText([
    '预计您的捐赠将获配捐 ¥50.00（示范校友企业）',
    `预计您的捐赠将获配捐 ¥50.00（${sponsor}）`,
  ]);
  await details.select('college', '文学院');
  await expect(estimate).toHaveText(['预计您的捐赠将获配捐 ¥50.00（示范校友企业）']);
  await phone.close();

  // Donors have seen it: staff end it (within the minute) rather than delete it.
  const ended = await api.put(`/admin-api/v1/giving-days/${demoDay?.id}/pools/${poolId}`, {
    headers,
    data: { ...pool, endTime: shanghaiMinute(Date.now() + 60_000) },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  await api.dispose();
});
