import type { Browser, Page } from '@playwright/test';
import { newDonor, useToken } from '../fixtures/accounts.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminNamingFulfilmentPage, placeSeatOrder } from '../pages/admin-naming-fulfilment-page.ts';
import { tinyPng } from '../pages/admin-project-content-page.ts';
import { freeSeats, MineNamingPage } from '../pages/naming-form-page.ts';
import { payInSandbox } from '../pages/payment-pages.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

const HALL = 16;

async function donorPhone(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const page = await (await browser.newContext({ ...WECHAT_PHONE, baseURL })).newPage();
  await useToken(page, token);
  return page;
}

test('staff move a named seat to installed with a photo; the donor’s mine-gm and nameplate show it', async ({
  page,
  browser,
  baseURL,
}) => {
  const [seat] = await freeSeats(HALL, 1, 0);
  if (!seat) throw new Error('no free seat in project 16');
  const donor = await newDonor();
  const plaqueName = `冯安装${Date.now() % 100_000}`;
  const billNo = await placeSeatOrder(donor.token, HALL, [seat], {
    donorName: plaqueName,
    donorIdentity: '校友',
    donationMessage: '饮水思源',
  });
  await payInSandbox(billNo);

  // Before: the donor's record shows the plaque ordered, with no photo.
  const phone = await donorPhone(browser, baseURL ?? '', donor.token);
  const mine = new MineNamingPage(phone);
  await mine.goto();
  const object = mine.records.getByTestId('naming-record-object').filter({ hasText: seat.seat });
  await expect(object.getByTestId('naming-install')).toHaveAttribute('data-state', 'ordered');
  await expect(object.getByTestId('naming-install-photo')).toHaveCount(0);

  const consolePage = new AdminNamingFulfilmentPage(page);
  await consolePage.signIn(
    await createStaffAccount(baseURL ?? '', 'fulfilment'),
    `/admin/naming-fulfilment?tab=installs&itemsId=${HALL}`,
  );
  const row = consolePage.installRow(plaqueName);
  await expect(row.getByTestId('install-state')).toHaveText('已下单');
  await row.getByTestId('install-move').click();
  await consolePage.stateOption('已安装').click();
  await consolePage.save();
  // Installed needs a photo: said under the field, nothing sent.
  await expect(consolePage.dialog).toContainText('标记为已安装须上传安装照片');
  await consolePage.dialog.locator('input[type=file]').setInputFiles(tinyPng('plaque.png'));
  await expect(consolePage.dialog.getByTestId('install-photo-preview')).toBeVisible();
  await consolePage.save();
  await expect(consolePage.toast.filter({ hasText: '已保存' })).toBeVisible();
  await expect(row.getByTestId('install-state')).toHaveText('已安装');

  // A step back is not offered.
  await row.getByTestId('install-move').click();
  await expect(consolePage.dialog.getByRole('radio', { name: '已制作' })).toBeDisabled();
  await consolePage.dialog.getByRole('button', { name: /^取\s*消$/ }).click();

  // The donor comes back later: a fresh load of the app.
  await mine.goto();
  await phone.reload();
  await expect(object.getByTestId('naming-install')).toHaveAttribute('data-state', 'installed');
  await expect(object.getByTestId('naming-install-photo')).toHaveAttribute('src', /^\/files\//);
  await expect(object.getByTestId('naming-install-photo')).toHaveJSProperty('complete', true);

  await object.getByTestId('naming-record-plaque').click();
  await expect(phone).toHaveURL(/#\/nameplate-detail\?type=1&id=\d+$/);
  await expect(phone.getByTestId('nameplate-detail')).toContainText(plaqueName);
  await expect(phone.getByTestId('nameplate-install')).toHaveAttribute('data-state', 'installed');
  await expect(phone.getByTestId('nameplate-install-photo')).toBeVisible();
  // The plaque's QR code carries this page's own public address.
  const address = await phone.getByTestId('nameplate-qr').getAttribute('data-address');
  expect(address).toBe(phone.url().replace(/\?[^#]*#/, '#'));
  await expect(phone.getByTestId('nameplate-qr').locator('svg')).toBeVisible();
});
