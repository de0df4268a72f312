import type { Locator, Page } from '@playwright/test';

/** The project list screen (route '' / subject). */
export class ProjectListPage {
  readonly cards: Locator;
  readonly titles: Locator;
  readonly search: Locator;
  readonly tabs: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('project-card');
    this.titles = page.getByTestId('project-title');
    this.search = page.getByRole('searchbox');
    this.tabs = page.getByRole('tab');
    this.empty = page.getByTestId('project-empty');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/#/${query}`);
    await this.titles.first().waitFor();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  card(title: string): Locator {
    return this.cards.filter({
      has: this.page.getByTestId('project-title').getByText(title, { exact: true }),
    });
  }
}
