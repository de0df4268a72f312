import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Locator, Page } from '@playwright/test';

/** The project detail screen (route subject-detail?id=&subItemsId=&tab=). */
export class ProjectDetailPage {
  readonly title: Locator;
  readonly intro: Locator;
  readonly carousel: Locator;
  readonly coverImages: Locator;
  readonly percent: Locator;
  readonly raised: Locator;
  readonly donors: Locator;
  readonly tabs: Locator;
  readonly empty: Locator;
  readonly content: Locator;
  readonly invite: Locator;
  readonly donate: Locator;
  readonly name: Locator;
  readonly messageInput: Locator;
  readonly messageCounter: Locator;
  readonly postMessage: Locator;
  readonly toast: Locator;
  readonly error: Locator;
  readonly subItems: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('detail-title');
    this.intro = page.getByTestId('detail-intro');
    this.carousel = page.getByTestId('detail-carousel');
    this.coverImages = page.getByTestId('detail-cover-image');
    this.percent = page.getByTestId('detail-percent');
    this.raised = page.getByTestId('detail-raised');
    this.donors = page.getByTestId('detail-donors');
    this.tabs = page.getByRole('tablist', { name: '项目详情' }).getByRole('tab');
    this.empty = page.getByTestId('tab-empty');
    this.content = page.getByTestId('detail-content');
    this.invite = page.getByTestId('action-invite');
    this.donate = page.getByTestId('action-donate');
    this.name = page.getByTestId('action-name');
    this.messageInput = page.getByRole('textbox', { name: '留言内容' });
    this.messageCounter = page.getByTestId('message-counter');
    this.postMessage = page.getByRole('button', { name: '发表留言' });
    this.toast = page.locator('.adm-toast-main');
    this.error = page.getByTestId('detail-error');
    this.subItems = page.getByTestId('sub-item');
  }

  async goto(id: number, query = ''): Promise<void> {
    await this.page.goto(`/#/subject-detail?id=${id}${query}`);
    await this.title.waitFor();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
  }

  /** Rows of a list tab by its test id prefix: record, together, progress, message, instruction. */
  rows(kind: 'record' | 'together' | 'progress' | 'message' | 'instruction'): Locator {
    return this.page.getByTestId(`${kind}-row`);
  }

  async post(text: string): Promise<void> {
    await this.messageInput.fill(text);
    await this.postMessage.click();
  }

  /** Answers a tab's list call (e.g. 'togetherList') with an empty page for this page only. */
  async answerEmpty(call: keyof typeof SPEC_PATHS.items): Promise<void> {
    await this.page.route(`**${SPEC_PATHS.items[call]}?**`, (route) =>
      route.fulfill({ json: { code: 0, message: 'success', data: { rows: [], total: 0 } } }),
    );
  }

  /** Switches on an institution feature flag in the demo configuration the app reads at start. */
  async turnOnFeature(flag: string): Promise<void> {
    await this.page.route('**/config/demo/index.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { features: Record<string, boolean> };
      await route.fulfill({ response, json: { ...config, features: { ...config.features, [flag]: true } } });
    });
  }

  /** Starts summing layout shifts (without recent input) before any script of the page runs. */
  async recordLayoutShift(): Promise<void> {
    await this.page.addInitScript(() => {
      const record = window as unknown as { almaLayoutShift: number };
      record.almaLayoutShift = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) record.almaLayoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  async layoutShift(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { almaLayoutShift: number }).almaLayoutShift);
  }
}
