import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_PAINT_MS } from './admin-sign-in-page.ts';

/** The signed-in frame: side menu, header (who, role, sign out) and the dashboard's figures. */
export class AdminConsole {
  readonly menu: Locator;
  readonly staffInHeader: Locator;
  readonly signOut: Locator;
  readonly pageTitle: Locator;
  readonly forbidden: Locator;
  readonly chart: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation').getByRole('menu');
    this.staffInHeader = page.getByTestId('signed-in-staff');
    this.signOut = page.getByRole('button', { name: '退出登录' });
    this.pageTitle = page.locator('.admin-page h3');
    this.forbidden = page.getByText('无权访问');
    this.chart = page.getByTestId('daily-chart').locator('canvas');
  }

  menuItem(name: string): Locator {
    return this.menu.getByRole('menuitem', { name });
  }

  figure(id: string): Locator {
    return this.page.getByTestId(`figure-${id}`);
  }

  /** The dashboard with its figures; the daily chart (a lazy chunk of its own) when asked. */
  async expectDashboard({ chart = true } = {}): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/?$/);
    // The frame and the page's own chunk load after signing in.
    await expect(this.pageTitle).toHaveText('工作台', { timeout: FIRST_PAINT_MS });
    for (const id of ['raised-today', 'raised-7', 'raised-30']) {
      await expect(this.figure(id)).toContainText(/¥\s*[\d,]+\.\d{2}/);
    }
    await expect(this.figure('donors-all')).toContainText(/累计捐赠人\s*\d+/);
    await expect(this.figure('messages-to-review')).toContainText(/\d+/);
    // The chart is a lazy chunk of its own (echarts), asked for once the figures are drawn.
    if (chart) await expect(this.chart).toBeVisible({ timeout: FIRST_PAINT_MS });
  }
}
