import { newDonor, useToken } from '../fixtures/accounts.ts';
import { DESKTOP, WECHAT_PHONE } from '../fixtures/devices.ts';
import { expect, test } from '../fixtures/test.ts';
import { createStaffAccount } from '../pages/admin-api.ts';
import { AdminNamingInventoryPage, createTestArea } from '../pages/admin-naming-inventory-page.ts';
import { SeatPage } from '../pages/seat-page.ts';

test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });
// Staff sign-in, the console's lazy screen and the phone app in one test.
test.setTimeout(120_000);

/**
 * Demo campaign 11 (the buildings) names its objects through map points: no seat-chooser test lists
 * its areas, so a grid area of this test's own, placed last and deleted afterwards, disturbs nobody.
 */
const BUILDINGS = 11;

test('a project manager changes an area’s price and closes a seat; the donor’s seat chooser shows both', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `测试区${Date.now() % 100_000}`;
  const area = await createTestArea(
    baseURL ?? '',
    BUILDINGS,
    {
      title,
      type: 1,
      imgUrl: '',
      sort: 9_999,
      priceList: [{ termName: '永久', termMoney: 2000, termYear: 0 }],
    },
    { rows: 2, cols: 3 },
  );
  try {
    const staff = new AdminNamingInventoryPage(page);
    await staff.signIn(
      await createStaffAccount(baseURL ?? '', 'project_manager'),
      `/admin/naming-inventory?itemsId=${BUILDINGS}`,
    );
    await expect(staff.areaRow(title)).toContainText('永久 ¥2,000');

    await staff.editArea(title);
    await staff.termMoney(0).fill('2345.5');
    await staff.saveDialog();
    await expect(staff.savedToast()).toBeVisible();
    await expect(staff.areaRow(title)).toContainText('永久 ¥2,345.50');

    await staff.openGrid(title);
    await expect(staff.cell(1, 2)).toHaveAttribute('data-kind', 'open');
    await staff.cell(1, 2).click();
    await expect(staff.cell(1, 2)).toHaveAttribute('data-kind', 'closed');
    await staff.saveGrid();
    await expect(staff.savedToast().last()).toBeVisible();
    // The saved grid comes back from the server with the seat closed.
    await expect(staff.grid.getByText('有未保存的修改')).toHaveCount(0);
    await expect(staff.cell(1, 2)).toHaveAttribute('data-kind', 'closed');

    // The hall's B区 has seats named in the demo data: drawn locked, a click changes nothing.
    await page.goto('/admin/naming-inventory?itemsId=16');
    await staff.openGrid('B区');
    const named = staff.grid.locator('[data-kind="named"]').first();
    await expect(named).toBeVisible();
    await named.click();
    await expect(named).toHaveAttribute('data-kind', 'named');
    await expect(staff.grid.getByText('有未保存的修改')).toHaveCount(0);

    // A donor's seat chooser, opened now, shows the closed seat and the new price.
    const phone = await (await browser.newContext({ ...WECHAT_PHONE, baseURL })).newPage();
    await useToken(phone, (await newDonor()).token);
    const chooser = new SeatPage(phone);
    await chooser.goto(BUILDINGS, area.id);
    await expect(chooser.areaTitle).toContainText(title);
    await expect(chooser.seat(`${title} 1排2座`)).toHaveClass(/is-unavailable/);
    await expect(chooser.seat(`${title} 1排1座`)).toHaveClass(/is-open/);
    await chooser.seat(`${title} 1排1座`).click();
    await expect(chooser.chosenCard(`${title} 1排1座`).getByTestId('seat-period')).toContainText('2,345.5');
    await phone.context().close();
  } finally {
    await area.remove();
  }
});
