import type { Browser, Page } from '@playwright/test';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminNamingFulfilmentPage, placeSeatOrder } from '../pages/admin-naming-fulfilment-page.ts';
import { freeSeats } from '../pages/naming-form-page.ts';
import { SeatPage } from '../pages/seat-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

/** Demo project 16 names the hall's seats (10年 ¥1,000, 永久 ¥5,000). */
const HALL = 16;

async function donorPhone(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const page = await (await browser.newContext({ ...WECHAT_PHONE, baseURL })).newPage();
  await useToken(page, token);
  return page;
}

test('a project manager releases a donor’s unpaid hold and another donor sees the seat free', async ({
  page,
  browser,
  baseURL,
}) => {
  const [seat] = await freeSeats(HALL, 1, 10);
  if (!seat) throw new Error('no free seat in project 16');
  const holder = await newDonor();
  const billNo = await placeSeatOrder(holder.token, HALL, [seat], {
    donorName: '周锁定',
    donorIdentity: '校友',
    donationMessage: '稍后支付',
  });

  // Another donor's seat chooser shows the seat held by someone's unpaid order.
  const chooser = new SeatPage(await donorPhone(browser, baseURL ?? '', (await newDonor()).token));
  await chooser.goto(HALL, seat.areaId);
  await expect(chooser.seat(seat.seat)).toHaveClass(/is-held/);

  const consolePage = new AdminNamingFulfilmentPage(page);
  await consolePage.signIn(
    await createStaffAccount(baseURL ?? '', 'project_manager'),
    `/admin/naming-fulfilment?itemsId=${HALL}`,
  );
  const rows = consolePage.holdRows(billNo);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(seat.seat);
  await expect(rows).toContainText('周锁定');
  await consolePage.release(billNo);
  await expect(consolePage.toast.filter({ hasText: '已释放，订单已取消' })).toBeVisible();
  await expect(rows).toHaveCount(0);

  // The donor's chooser, opened afresh, offers the seat.
  await chooser.goto(HALL, seat.areaId);
  await chooser.page.reload();
  await expect(chooser.seat(seat.seat)).toHaveClass(/is-open/);
});

test('fulfilment staff see the holds but no release button', async ({ page, baseURL }) => {
  const [seat] = await freeSeats(HALL, 1, 10);
  if (!seat) throw new Error('no free seat in project 16');
  const billNo = await placeSeatOrder((await newDonor()).token, HALL, [seat], {
    donorName: '吴只读',
    donorIdentity: '校友',
    donationMessage: '稍后支付',
  });
  const consolePage = new AdminNamingFulfilmentPage(page);
  await consolePage.signIn(
    await createStaffAccount(baseURL ?? '', 'fulfilment'),
    `/admin/naming-fulfilment?itemsId=${HALL}`,
  );
  await expect(consolePage.holdRows(billNo)).toHaveCount(1);
  await expect(consolePage.holdRows(billNo).getByTestId('hold-release')).toHaveCount(0);
});
