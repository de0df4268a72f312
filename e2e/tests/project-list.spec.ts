import { expect, test } from '../fixtures/test.ts';
import { ProjectListPage } from '../pages/project-list-page.ts';

// The demo data (apps/server/src/db/seed) is the fixture here: these tests only read it.
const DISCIPLINE_PROJECTS = ['学科建设发展基金', '大学生创新创业基金', '青年教师发展基金'];

test.describe('project list on a WeChat phone', () => {
  test('shows the demo projects with status, donors and money, and loads more on scroll', async ({
    page,
  }) => {
    const list = new ProjectListPage(page);
    await list.goto();
    await expect(page).toHaveTitle('捐赠项目');
    await expect(list.tabs.first()).toHaveText('全部');
    await expect(list.tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(list.titles).toHaveCount(10);
    await expect(list.titles).toContainText(['励志奖学金']);

    const scholarship = list.card('励志奖学金');
    await expect(scholarship.getByTestId('project-status')).toHaveText(/已完成|进行中/);
    await expect(scholarship.getByTestId('project-donors')).toHaveText(/^\d+ 人次捐赠$/);
    await expect(scholarship.getByTestId('project-raised')).toHaveText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
    // A goods project counts material units, not money.
    await expect(list.card('书香校园·图书捐赠').getByTestId('project-raised')).not.toContainText('¥');

    await list.cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => list.titles.count()).toBeGreaterThan(10);
    await expect(page.getByText('没有更多了')).toBeVisible();
    // Naming projects (on the second page) count named objects over all, then the money.
    const seats = list.card('图书馆报告厅座椅冠名');
    await expect(seats).toContainText('已冠名');
    await expect(seats.getByTestId('project-raised')).toHaveText(/^\d+\/\d+ · ¥\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  test('the first page is asked for once, by the page itself while the app loads', async ({ page }) => {
    const firstPage: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/items/itemsList?limit=10&offset=0&')) firstPage.push(request.url());
    });
    const list = new ProjectListPage(page);
    await list.goto();
    await expect(list.titles).toHaveCount(10);
    // index.html's early request is the app's answer: the app does not ask again.
    expect(firstPage).toHaveLength(1);
    const left = await page.evaluate(() =>
      Object.keys((window as { almaEarlyAnswers?: object }).almaEarlyAnswers ?? {}),
    );
    expect(left).toEqual([]);
  });

  test('filters by a category tab and keeps it in the address', async ({ page }) => {
    const list = new ProjectListPage(page);
    await list.goto();
    await list.openTab('学科建设');
    await expect(list.tab('学科建设')).toHaveAttribute('aria-selected', 'true');
    await expect(list.titles).toHaveText(DISCIPLINE_PROJECTS, { useInnerText: true, ignoreCase: false });
    await expect(page).toHaveURL(/#\/\?tab=2$/);

    // ?tab= preselects the same category on a fresh load.
    await page.reload();
    await expect(list.tab('学科建设')).toHaveAttribute('aria-selected', 'true');
    await expect(list.titles).toHaveCount(DISCIPLINE_PROJECTS.length);
  });

  test('searches by project name and shows the empty state', async ({ page }) => {
    const list = new ProjectListPage(page);
    await list.goto();
    await expect(list.search).toHaveAttribute('placeholder', '请输入项目名称');
    await list.searchFor('基金');
    await expect
      .poll(async () => (await list.titles.allInnerTexts()).every((title) => title.includes('基金')))
      .toBe(true);
    await expect(list.titles).toContainText(['学科建设发展基金']);
    await expect(list.titles).not.toContainText(['励志奖学金']);

    await list.searchFor('没有这个项目名称');
    await expect(list.empty).toHaveText('暂无项目');
    await expect(list.titles).toHaveCount(0);
  });

  test('a tap opens the project by id', async ({ page }) => {
    const list = new ProjectListPage(page);
    await list.goto();
    await list.card('励志奖学金').click();
    await expect(page).toHaveURL(/#\/subject-detail\?id=1$/);
    await expect(page.getByTestId('detail-title')).toHaveText('励志奖学金');
    await expect(page).toHaveTitle('项目详情');
  });

  test('the to-page query is rewritten into a hash route', async ({ page }) => {
    await page.goto('/?to-page=subject-detail&id=1&from=share');
    await expect(page).toHaveURL(/\/#\/subject-detail\?id=1&from=share$/);
    await expect(page).toHaveTitle('项目详情');
  });

  test('a refused request shows the server message as a toast and the list offers a retry', async ({
    page,
  }) => {
    // A category id no list can have, as a hand-edited address carries it: a real -1 answer, not a
    // mocked one. (The search box cannot produce one: it stops at the server's limit.)
    await page.goto('/#/?tab=-5');
    await expect(page.locator('.adm-toast-main')).toHaveText('参数错误：typeId');
    await expect(page.getByRole('alert')).toContainText('加载失败，请稍后重试');
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  });
});
