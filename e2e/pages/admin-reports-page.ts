import type { Locator, Page } from '@playwright/test';

/** 报表: the income table by its group-by tabs, donors, naming income and the downloads. */
export class AdminReportsPage {
  readonly heading: Locator;
  readonly incomeTable: Locator;
  readonly newDonors: Locator;
  readonly annualPdf: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('.admin-page h3');
    this.incomeTable = page.getByTestId('income-table');
    this.newDonors = page.getByTestId('donors-new');
    this.annualPdf = page.getByTestId('annual-pdf');
  }

  groupBy(label: string): Locator {
    return this.page.getByRole('tab', { name: label });
  }

  incomeRow(label: string): Locator {
    return this.incomeTable.locator('tbody tr', { hasText: label });
  }

  get totalRow(): Locator {
    return this.incomeTable.locator('.ant-table-summary tr');
  }
}
