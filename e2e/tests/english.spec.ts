import { expect, test } from '../fixtures/test.ts';
import { ProjectListPage } from '../pages/project-list-page.ts';

test.describe('English from local storage', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'English'));
  });

  test('the project list speaks English and asks the server in English', async ({ page }) => {
    const languages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/items/')) languages.push(url.searchParams.get('language') ?? '');
    });
    const list = new ProjectListPage(page);
    await list.goto();
    await expect(page).toHaveTitle('Donation projects');
    await expect(list.search).toHaveAttribute('placeholder', 'Please enter a project name');
    await expect(list.tabs.first()).toHaveText('All');
    await expect(list.card('励志奖学金').getByTestId('project-status')).toHaveText(
      /^(Completed|In progress)$/,
    );
    await expect(list.card('励志奖学金').getByTestId('project-donors')).toHaveText(/^\d+ donations$/);
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['English']));

    await list.searchFor('no such project anywhere');
    await expect(list.empty).toHaveText('No projects');
  });
});
