import type { Locator, Page } from '@playwright/test';

/** The donor's own records: mine-don and mine-together (spec doc 2 §2.8). */
export class MineRecordsPage {
  readonly donPage: Locator;
  readonly togetherPage: Locator;
  readonly groups: Locator;
  readonly donationRows: Locator;
  readonly togetherRows: Locator;
  readonly empty: Locator;
  readonly end: Locator;
  readonly stats: Locator;

  constructor(readonly page: Page) {
    this.donPage = page.getByTestId('mine-don-page');
    this.togetherPage = page.getByTestId('mine-together-page');
    this.groups = page.getByTestId('donation-group');
    this.donationRows = page.getByTestId('donation-row');
    this.togetherRows = page.getByTestId('together-row');
    this.empty = page.getByTestId('records-empty');
    this.end = page.getByTestId('records-end');
    this.stats = page.getByTestId('together-stats');
  }

  async gotoDonations(query = ''): Promise<void> {
    await this.page.goto(`/#/mine-don${query}`);
  }

  async gotoTogethers(query = ''): Promise<void> {
    await this.page.goto(`/#/mine-together${query}`);
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  group(title: string): Locator {
    return this.groups.filter({ has: this.page.getByTestId('group-title').filter({ hasText: title }) });
  }

  stat(key: 'launch' | 'join' | 'total' | 'raised'): Locator {
    return this.page.getByTestId(`stat-${key}`);
  }

  /** Each donation row as "project amount". */
  async donationLines(scope?: Locator): Promise<string[]> {
    const rows = scope ? scope.getByTestId('donation-row') : this.donationRows;
    const lines: string[] = [];
    for (const row of await rows.all()) {
      const project = await row.getByTestId('donation-project').innerText();
      const amount = await row.getByTestId('donation-amount').innerText();
      lines.push(`${project} ${amount}`);
    }
    return lines;
  }
}
