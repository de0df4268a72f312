import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, apiPost, newDonor, useToken } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';
import { MineRecordsPage } from '../pages/mine-records-page.ts';
import { payInSandbox, placeOrder } from '../pages/payment-pages.ts';

/**
 * A fresh donor's own records. Demo projects 3 (学科建设发展基金, category 学科建设) and 1 (励志奖学金,
 * category 助学育人, with the demo fundraiser 2 「点滴爱心，汇聚成河」); no other test asserts their totals
 * or that fundraiser's money. Each test pays through the sandbox with its own new donor, so every
 * figure asserted here is that donor's alone.
 */
const DISCIPLINE = { id: 3, name: '学科建设发展基金', category: '学科建设' };
const SCHOLARSHIP = { id: 1, name: '励志奖学金', category: '助学育人' };
const DEMO_TOGETHER = 2;

async function give(token: string, itemsId: number, money: number, together?: number): Promise<void> {
  if (together === undefined) {
    const order = await placeOrder(token, itemsId, money);
    await payInSandbox(order.billNo);
    return;
  }
  const answer = await apiPost<{ orderPayRequestDTO: { billNo: string } }>(
    SPEC_PATHS.items.donate,
    {
      itemsId,
      payType: 1,
      currencyMoney: money,
      donateFrom: 'U1',
      isDonateTogether: 1,
      donateTogetherId: together,
    },
    token,
  );
  await payInSandbox(answer.orderPayRequestDTO.billNo);
}

test.describe('mine-don', () => {
  test('shows my paid gifts by category with exact totals, and by time newest first', async ({ page }) => {
    const donor = await newDonor();
    // Project 3 takes whole yuan from 10; project 1 takes fen.
    await give(donor.token, DISCIPLINE.id, 12);
    await give(donor.token, SCHOLARSHIP.id, 100.01, DEMO_TOGETHER);
    await give(donor.token, DISCIPLINE.id, 30);
    await give(donor.token, SCHOLARSHIP.id, 1.99);
    // Placed and never paid: it counts nowhere.
    await placeOrder(donor.token, DISCIPLINE.id, 500);
    await useToken(page, donor.token);
    const records = new MineRecordsPage(page);

    await records.gotoDonations();
    await expect(records.tab('按分类')).toHaveAttribute('aria-selected', 'true');
    // The catalogue's order: 助学育人 before 学科建设.
    await expect(records.groups.getByTestId('group-title')).toHaveText([
      SCHOLARSHIP.category,
      DISCIPLINE.category,
    ]);
    const discipline = records.group(DISCIPLINE.category);
    await expect(discipline.getByTestId('group-total')).toHaveText('¥42.00');
    await expect(discipline.getByTestId('group-count')).toHaveText('共2笔');
    expect(await records.donationLines(discipline)).toEqual([
      `${DISCIPLINE.name} ¥30.00`,
      `${DISCIPLINE.name} ¥12.00`,
    ]);
    const scholarship = records.group(SCHOLARSHIP.category);
    // 100.01 + 1.99, summed in fen.
    await expect(scholarship.getByTestId('group-total')).toHaveText('¥102.00');
    await expect(scholarship.getByTestId('group-count')).toHaveText('共2笔');
    expect(await records.donationLines(scholarship)).toEqual([
      `${SCHOLARSHIP.name} ¥1.99`,
      `${SCHOLARSHIP.name} ¥100.01`,
    ]);
    await expect(scholarship.getByTestId('donation-row').last()).toContainText('一起捐');
    await expect(records.donationRows.first().getByTestId('donation-time')).toHaveText(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );

    await records.tab('按时间').click();
    await expect(page).toHaveURL(/#\/mine-don\?view=time$/);
    // Read until the time view has replaced the groups (both hold four rows; between them, none).
    await expect(records.groups).toHaveCount(0);
    await expect(records.donationRows).toHaveCount(4);
    await expect
      .poll(() => records.donationLines())
      .toEqual([
        `${SCHOLARSHIP.name} ¥1.99`,
        `${DISCIPLINE.name} ¥30.00`,
        `${SCHOLARSHIP.name} ¥100.01`,
        `${DISCIPLINE.name} ¥12.00`,
      ]);
    await expect(records.end).toBeVisible();

    // The view survives a reload; a row opens its project.
    await page.reload();
    await expect(records.tab('按时间')).toHaveAttribute('aria-selected', 'true');
    await records.donationRows.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`#/subject-detail\\?id=${DISCIPLINE.id}$`));
  });

  test('loads the time list 10 at a time as the donor scrolls', async ({ page }) => {
    const donor = await newDonor();
    for (let gift = 10; gift <= 21; gift += 1) await give(donor.token, DISCIPLINE.id, gift);
    await useToken(page, donor.token);
    const records = new MineRecordsPage(page);
    const pages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user/center/donateRecordList')) {
        pages.push(new URL(request.url()).searchParams.get('offset') ?? '');
      }
    });

    await records.gotoDonations('?view=time');
    await expect(records.donationRows.first().getByTestId('donation-amount')).toHaveText('¥21.00');
    await records.donationRows.nth(9).scrollIntoViewIfNeeded();
    await records.end.scrollIntoViewIfNeeded();
    await expect(records.donationRows).toHaveCount(12);
    await expect(records.donationRows.last().getByTestId('donation-amount')).toHaveText('¥10.00');
    expect(pages).toEqual(['0', '10']);
    // By category the twelve are one group: 10 + 11 + … + 21 = 186.
    await records.tab('按分类').click();
    await expect(records.group(DISCIPLINE.category).getByTestId('group-total')).toHaveText('¥186.00');
    await expect(records.group(DISCIPLINE.category).getByTestId('group-count')).toHaveText('共12笔');
  });

  test('a visitor is sent to login and back', async ({ page }) => {
    const records = new MineRecordsPage(page);
    await records.gotoDonations('?view=time');
    await expect(page).toHaveURL(
      new RegExp(`#/login\\?redirect=${encodeURIComponent('/mine-don?view=time')}$`),
    );
    await records.gotoTogethers();
    await expect(page).toHaveURL(new RegExp(`#/login\\?redirect=${encodeURIComponent('/mine-together')}$`));
  });

  test('a donor with no gifts sees the empty state in both views', async ({ page }) => {
    const records = new MineRecordsPage(page);
    await useToken(page, (await newDonor()).token);
    await records.gotoDonations();
    await expect(records.empty).toHaveText('暂无捐赠记录');
    await records.tab('按时间').click();
    await expect(records.empty).toHaveText('暂无捐赠记录');
  });
});

test.describe('mine-together', () => {
  test('shows the statistics, the fundraiser I started and the ones I joined', async ({ page }) => {
    const donor = await newDonor();
    const options = await apiGet<{ sloganList: string[] }>(
      SPEC_PATHS.together.launchDetail,
      { itemsId: SCHOLARSHIP.id },
      donor.token,
    );
    const slogan = options.sloganList[0] ?? '';
    const launched = await apiPost<{ id: number }>(
      SPEC_PATHS.together.insertTogether,
      { itemsId: SCHOLARSHIP.id, sponsor: '测试发起人', slogan, targetMoney: 100 },
      donor.token,
    );
    // My own fundraiser passes its target: the bar stops at 100.
    await give(donor.token, SCHOLARSHIP.id, 130, launched.id);
    await give(donor.token, SCHOLARSHIP.id, 20.5, DEMO_TOGETHER);
    await useToken(page, donor.token);
    const records = new MineRecordsPage(page);

    await records.gotoTogethers();
    await expect(records.stat('launch')).toHaveText('1');
    await expect(records.stat('join')).toHaveText('2');
    await expect(records.stat('total')).toHaveText('2');
    await expect(records.stat('raised')).toContainText('¥130.00');

    await expect(records.tab('我发起的')).toHaveAttribute('aria-selected', 'true');
    await expect(records.togetherRows).toHaveCount(1);
    const mine = records.togetherRows.first();
    await expect(mine.getByTestId('together-sponsor')).toHaveText('发起人：测试发起人');
    await expect(mine).toContainText(slogan);
    await expect(mine.getByTestId('together-raised')).toHaveText('已筹 ¥130.00');
    await expect(mine.getByTestId('together-progress')).toHaveAttribute('aria-valuenow', '100');
    await expect(mine.getByRole('link')).toHaveAttribute('href', `#/together-share?id=${launched.id}`);

    await records.tab('我参与的').click();
    await expect(page).toHaveURL(/#\/mine-together\?tab=join$/);
    // The latest gift first: the demo fundraiser, then my own.
    await expect(records.togetherRows.getByTestId('together-mine')).toHaveText([
      '我捐 ¥20.50',
      '我捐 ¥130.00',
    ]);
    await expect(records.togetherRows.first().getByRole('link')).toHaveAttribute(
      'href',
      `#/together-share?id=${DEMO_TOGETHER}`,
    );
    await expect(records.togetherRows.first().getByTestId('together-sponsor')).toHaveText('发起人：演示用户');
  });

  test('a donor with no fundraisers sees zeros and both empty tabs', async ({ page }) => {
    await useToken(page, (await newDonor()).token);
    const records = new MineRecordsPage(page);
    await records.gotoTogethers('?tab=join');
    await expect(records.stat('total')).toHaveText('0');
    await expect(records.tab('我参与的')).toHaveAttribute('aria-selected', 'true');
    await expect(records.empty).toHaveText('暂无参与的一起捐');
    await records.tab('我发起的').click();
    await expect(records.empty).toHaveText('暂无发起的一起捐');
  });
});
