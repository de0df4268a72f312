import { expect, type Page } from '@playwright/test';
import { MinePage } from './mine-page.ts';
import { MineRecordsPage } from './mine-records-page.ts';
import { ProjectDetailPage } from './project-detail-page.ts';

/** Long enough for a busy 2-core machine to reload a screen a few times. */
const SETTLE_MS = 30_000;
/** One look at a loaded screen before it is reloaded. */
const LOOK_MS = 5_000;

/**
 * What a gift and its refund change on the phone app, read as the donor reads it: the project's
 * raised total and donor count (its detail page), the personal centre's totals, and my records.
 * Each check reloads its screen until it shows the figures (the app keeps what it fetched).
 */
export class DonorTotals {
  readonly detail: ProjectDetailPage;
  readonly mine: MinePage;
  readonly records: MineRecordsPage;

  constructor(readonly page: Page) {
    this.detail = new ProjectDetailPage(page);
    this.mine = new MinePage(page);
    this.records = new MineRecordsPage(page);
  }

  /**
   * Opens a screen and checks it, reloading until the check passes: the app keeps what it fetched,
   * and the same address again only changes the hash.
   */
  private async settle(open: () => Promise<void>, check: () => Promise<void>): Promise<void> {
    let opened = false;
    await expect(async () => {
      if (opened) await this.page.reload();
      await open();
      opened = true;
      await check();
    }).toPass({ timeout: SETTLE_MS });
  }

  /** The project's detail page shows `raised` (e.g. ¥88.80) and that many donors. */
  async expectProject(projectId: number, raised: string, donors: number): Promise<void> {
    await this.settle(
      () => this.detail.goto(projectId),
      async () => {
        await expect(this.detail.raised).toHaveText(raised, { timeout: LOOK_MS });
        await expect(this.detail.donors).toHaveText(String(donors), { timeout: LOOK_MS });
      },
    );
  }

  /** The personal centre's total given and number of projects given to. */
  async expectMine(money: string, projects: number): Promise<void> {
    await this.settle(
      () => this.mine.goto(),
      async () => {
        await expect(this.mine.money).toHaveText(money, { timeout: LOOK_MS });
        await expect(this.mine.items).toHaveText(String(projects), { timeout: LOOK_MS });
      },
    );
  }

  /** My records by time, each as "project amount"; none shows the empty state. */
  async expectRecords(lines: string[]): Promise<void> {
    await this.settle(
      () => this.records.gotoDonations('?view=time'),
      async () => {
        if (lines.length === 0) {
          await expect(this.records.empty).toHaveText('暂无捐赠记录', { timeout: LOOK_MS });
          await expect(this.records.donationRows).toHaveCount(0, { timeout: LOOK_MS });
          return;
        }
        await expect(this.records.donationRows).toHaveCount(lines.length, { timeout: LOOK_MS });
        expect(await this.records.donationLines()).toEqual(lines);
      },
    );
  }
}
