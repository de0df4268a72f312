import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost } from '../fixtures/accounts.ts';
import { totpCodeOf } from '../fixtures/admin-session.ts';
import type { TestStaffAccount } from './admin-api.ts';
import { AdminSignInPage, FIRST_PAINT_MS } from './admin-sign-in-page.ts';
import { openPopconfirm } from './antd-popconfirm.ts';
import type { DraftSeat, Plate } from './naming-form-page.ts';

/** A donor's naming order for seats, placed through the API as form-gm places it; unpaid (held). */
export async function placeSeatOrder(token: string, itemsId: number, seats: DraftSeat[], plate: Plate) {
  const answer = await apiPost<{ orderPayRequestDTO: { billNo: string } }>(
    SPEC_PATHS.items.donate,
    {
      itemsId,
      itemsType: 2,
      namingType: 1,
      payType: 1,
      donateFrom: 'U1',
      formDataMap: { name: plate.donorName },
      certificateDonorName: plate.donorName,
      seatList: seats.map((seat) => ({
        seatId: seat.seatId,
        areaId: seat.areaId,
        itemsId,
        termYear: seat.termYear ?? 0,
        ...plate,
      })),
    },
    token,
  );
  return answer.orderPayRequestDTO.billNo;
}

/** The console's 锁定与安装 (/admin/naming-fulfilment): the holds tab and the install tab. */
export class AdminNamingFulfilmentPage {
  readonly title: Locator;
  readonly toast: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.title = page.locator('.admin-page h3');
    this.toast = page.locator('.ant-message-notice');
    this.dialog = page.getByRole('dialog');
  }

  async signIn(account: TestStaffAccount, path: string): Promise<void> {
    const form = new AdminSignInPage(this.page);
    await form.goto(path);
    await form.signIn(account.username, account.password, totpCodeOf(account.secret));
    await expect(this.title).toHaveText('锁定与安装', { timeout: FIRST_PAINT_MS });
  }

  holdRows(billNo: string): Locator {
    return this.page.getByTestId('holds-table').locator('tbody tr').filter({ hasText: billNo });
  }

  installRow(text: string): Locator {
    return this.page.getByTestId('installs-table').locator('tbody tr').filter({ hasText: text });
  }

  tab(name: '锁定中' | '安装进度'): Locator {
    return this.page.getByRole('tab', { name });
  }

  async release(billNo: string): Promise<void> {
    const confirm = await openPopconfirm(
      this.page,
      this.holdRows(billNo).first().getByTestId('hold-release'),
    );
    // antd puts a space between two Chinese characters of a button: 释 放.
    await confirm.getByRole('button', { name: /^释\s*放$/ }).click();
  }

  /** The move dialog's state buttons (已下单, 已制作, 已安装). */
  stateOption(name: string): Locator {
    return this.dialog.getByText(name, { exact: true });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^保\s*存$/ }).click();
  }
}
