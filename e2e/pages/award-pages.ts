import type { Locator, Page } from '@playwright/test';

/** The personal centre's awards grid (doc 1 §2) and the award page, award?id= (doc 3 §2). */
export class AwardPages {
  readonly count: Locator;
  readonly awards: Locator;
  readonly defaults: Locator;
  readonly explain: Locator;
  readonly dialog: Locator;
  readonly page_: Locator;
  readonly name: Locator;
  readonly state: Locator;
  readonly time: Locator;
  readonly recordCount: Locator;
  readonly ranking: Locator;
  readonly description: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.count = page.getByTestId('mine-awards-count');
    this.awards = page.getByTestId('mine-award');
    this.defaults = page.getByTestId('mine-award-default');
    this.explain = page.getByTestId('mine-awards').getByRole('button', { name: /^(勋章说明|About awards)$/ });
    this.dialog = page.getByRole('dialog');
    this.page_ = page.getByTestId('award-page');
    this.name = page.getByTestId('award-name');
    this.state = page.getByTestId('award-state');
    this.time = page.getByTestId('award-time');
    this.recordCount = page.getByTestId('award-record-count');
    this.ranking = page.getByTestId('award-ranking');
    this.description = page.getByTestId('award-description');
    this.notFound = page.getByTestId('award-not-found');
  }

  async gotoMine(): Promise<void> {
    await this.page.goto('/#/mine');
    await this.page.getByTestId('mine-awards').waitFor();
  }

  async gotoAward(id: number | string): Promise<void> {
    await this.page.goto(`/#/award?id=${id}`);
  }

  /** One award of the grid by its name. */
  award(name: string): Locator {
    return this.awards.filter({ hasText: name });
  }
}

/**
 * What a badge draws: 'picture' (its image, loaded), 'drawing' (the app's own), or 'blank' — an
 * empty circle, or an image that failed. Measured in the page, so a broken picture counts as blank.
 */
export function badgeDrawn(badge: Locator): Promise<'picture' | 'drawing' | 'blank'> {
  return badge.evaluate((element) => {
    const image = element.querySelector('img');
    if (image) return image.complete && image.naturalWidth > 0 ? 'picture' : 'blank';
    const drawing = element.querySelector('svg');
    if (!drawing) return 'blank';
    const box = drawing.getBoundingClientRect();
    const filled = Array.from(drawing.querySelectorAll('circle, path')).some(
      (shape) => getComputedStyle(shape).fill !== 'none',
    );
    return box.width > 0 && box.height > 0 && filled ? 'drawing' : 'blank';
  });
}

/** Today in Asia/Shanghai, as the server dates an award (YYYY-MM-DD). */
export function shanghaiToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
}
